# An effect that reads its words as it runs (the draws of rank-players)
# logs them once a command, though an action runs it twice
# (tests/data/draws-twice.yaml): the log writes 'score draw 4 6' once,
# and replays.  The game is albedo-game's, to the final standings.
new albedo end --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/draws-twice.yaml
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
score draw 4 6
log 2
verify
