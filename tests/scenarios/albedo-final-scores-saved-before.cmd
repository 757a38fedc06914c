# The final standings of games saved while they were the effect
# final-standings (the stored text is lead's albedo.yaml of that time,
# tests/data/albedo-standings-saved-before.yaml), declared at load as
# albedo.yaml declares them now, every line, --json and replay as the
# program said them.
# Game gm: albedo-final-scores' game: the points the GM gave are said
# after those of the planets and garrisons (', +2 set by the GM').
new albedo gm --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-standings-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'gm')" && sqlite3 $T/game.db "SELECT instr(text, 'final-standings: {later: score}') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'gm')"
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
give Bob 2 vp
!refuse take Ann 1 vp
next --json
!refuse score draw 4
status
verify
!replay
# Game site: albedo-standings-saved-before's game win, its final ranking
# by the points scored at the planets, then the fewest victory points
# (an overlay, tests/data/albedo-final-site-score.yaml): Ann first, Bob and
# Dan tied on both wait for the draw of 'score', and Cleo last.
new albedo site --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-final-site-score.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-standings-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'site')" && sqlite3 $T/game.db "SELECT instr(text, 'final-standings: {later: score}') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'site')"
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
status
!refuse score draw 4
score draw 5 3 --json
verify
!replay
