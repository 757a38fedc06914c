# A whole game of four players, seven rounds, to the final standings.
# Each round Ann and Cleo go to the first planet (Ann takes its victory
# flag, Cleo garrisons a card at its city) and Bob and Dan to the second
# (Bob takes the flag at location 1, Dan the one at location 3, but Bob
# lands first and keeps the card).  After round 7 all four have 6 points:
# Ann and Bob kept planets of albedo value 9, Dan only the final planet
# (3), Cleo no planet at all and ranks last; Ann and Bob draw left-over
# cards at the table, and the GM enters them.  Planets are entered inline
# with made-up names and values; every hand is one the player could draw.
new albedo end --players Ann,Bob,Cleo,Dan --seed 8
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Cleo 2 city:fighter
land Dan 3
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
reveal r2a 9 flag:1 city:2 -
reveal r2b 5 flag:1 - flag:1
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
commit Cleo 1 fighter fighter ace-pilot infantry infantry infantry
commit Dan 1 fighter fighter ace-pilot 2 infantry infantry infantry
next
resolve
land Cleo 2 city:fighter
land Dan 3
land Ann 1 flag:1
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
reveal r3a 4 flag:1 city:2 -
reveal r3b 9 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 fighter fighter fighter infantry infantry infantry
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Cleo 2 city:fighter
land Dan 3
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
reveal r4a 5 flag:1 city:2 -
reveal r4b 2 flag:1 - flag:1
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
commit Cleo 1 ace-pilot infantry infantry infantry fighter fighter
commit Dan 1 fighter fighter ace-pilot 2 infantry infantry infantry
next
resolve
land Cleo 2 city:fighter
land Dan 3
land Ann 1 flag:1
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
reveal r5a 6 flag:1 city:2 -
reveal r5b 8 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter ace-pilot
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Dan 3
land Cleo 2 city:fighter
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
reveal r6a 1 flag:1 city:2 -
reveal r6b 4 flag:1 - -
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
commit Cleo 1 infantry infantry infantry ace-pilot
commit Dan 1 fighter fighter ace-pilot 2 infantry infantry infantry
next
resolve
land Dan 3
land Ann 1 flag:1
land Cleo 2 city:infantry
resolve
land Bob 1 flag:1
land Dan 3
odds hand Cleo
next
reveal r7a 6 - - -
reveal r7b 3 - - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry ace-pilot
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1
land Dan 3
land Cleo 2
resolve
land Bob 1
land Dan 3 flag:1
next
status
!refuse next
!refuse reveal x 1 - - -
!refuse score draw 4
!refuse score draw 4 6 1
score draw 4 6
status
status --json
!refuse next
!refuse land Ann 1
roll d6 = 3
log 3
!replay
verify
# The short report for a chat (issue 16, item 8): the same final standings
# as above in a list, no table, under 2,000 characters, and the moments
# the lead changed hands.
export md --short
!sh $A export md --short | wc -c
!sh $A export md --short | grep -c '|'; true
