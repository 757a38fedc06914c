# The final standings of albedo as rank-players into standings (the overlay
# tests/data/albedo-rank-draws.yaml): the games of
# albedo-standings-saved-before, an outright winner (game win), a tie the
# chain decides (game chain), a tie waiting for the draws of 'score' with
# every refusal and a draw that ties again (game wait), arbiter's own draw
# from the left-over pool (game pool): the same pair lines, --json and
# replay, without the lines of the final scores.
# outright, and the chain still orders the others.
new albedo win --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-rank-draws.yaml
!refuse score draw 4
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
next
reveal r7a 6 flag:1 - -
reveal r7b 3 - - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry ace-pilot
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Dan 3
land Cleo 2
resolve
land Bob 1
land Dan 3 flag:1
next --json
!refuse score draw 4 6
verify
!replay
# Game chain: r2a is worth 8, not 9: Ann and Bob tied on 6 points are
# told apart by the best albedo value of a planet card kept, 9 to 8, and
# nothing waits for a draw.
new albedo chain --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-rank-draws.yaml
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
reveal r2a 8 flag:1 city:2 -
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
!refuse score draw 4 6
status
verify
!replay
# Game wait: albedo-game's: Ann and Bob, both with a planet of 9, are
# tied to the end of the chain and the standings wait for the draw the
# GM enters with 'score'; a draw that ties again is drawn once more.
new albedo wait --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-rank-draws.yaml
!refuse score draw 4
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
!refuse score
!refuse score x 1
!refuse score draw
!refuse score draw x
!refuse score draw 4
!refuse score draw 5 5
!refuse score draw 5 5 7
!refuse score draw 4 6 1
score draw 5 5 7 2 --json
!refuse score draw 4 6
status
verify
!replay
# Game pool: arbiter knows every planet card (tests/data/albedo-catalogue.yaml)
# and drew each itself, so it draws the left-over cards for the tie too:
# nobody scored, nobody kept a planet, and nothing waits.
new albedo pool --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml --overlay tests/data/albedo-rank-draws.yaml
reveal
reveal
next
commit Ann 1 fighter fighter fighter infantry infantry infantry
commit Bob 2 fighter fighter fighter infantry infantry infantry
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next --json
!refuse score draw 4 6
status
verify
!replay
