# A game of albedo saved while 'score' ran the program's mechanism (an
# action 'run: score'), and one saved before rulesets declared their
# commands (no 'actions': 'score' was the program's command by its name):
# the stored text is rewritten at load into the declared score (a word of
# kind draws, the value standings_wait, the effect final-standings), whose
# lines, refusals and report are the mechanism's, and the log replays.
# The game is albedo-game's: after round 7 all four players have 6 points
# and Ann and Bob are still tied, so the final standings wait for a draw.
new albedo end --players Ann,Bob,Cleo,Dan --seed 8
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: score') > 0 FROM texts WHERE ord = 0"
# no tie waits yet: refused before the words are read
!refuse score draw x
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
!refuse score
!refuse score x 1
!refuse score draw 4
!refuse score draw 4 6 1
score draw 4 6 --json
!refuse score draw 4 6
verify
!replay
# the same game on a text of before commands were declared
new albedo old --players Ann,Bob,Cleo,Dan --seed 8
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'old')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'run: score') FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'old')"
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
!refuse score draw 4
score draw 4 6
verify
!replay
