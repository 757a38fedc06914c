# A game of albedo saved while 'land' ran the program's mechanism (an
# action 'run: claim'), and one saved before rulesets declared their
# commands (no 'actions': 'land' was the program's command by its name,
# in the phase that listed it): the stored text is rewritten at load into
# the declared land (a player word, a word of kind claim, the effect
# claim), whose lines, refusals, dice and report are the mechanism's, and
# the log replays.
new albedo s --players Ann,Bob --seed 6
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: claim') > 0 FROM texts WHERE ord = 0"
!refuse land Ann 1
reveal north 3 flag:1,city:2 city:1,factory:1 shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob north 2xfighter infantry south fighter infantry 1 ace-pilot
!refuse land Ann 1
next
!refuse land Ann 1
resolve
!refuse land
!refuse land Bob
!refuse land Zed 1
!refuse land Ann 1 flag
!refuse land Bob 0
!refuse land Bob 4
!refuse land Bob x
!refuse land Bob 1 laser
!refuse land Bob 1 flag:9
!refuse land Bob 1 flag:1:fighter
!refuse land Bob 1 flag:1:laser
!refuse land Bob 1 city
!refuse land Bob 1 city:tank
!refuse land Bob 1 flag flag
!refuse land Bob 1 flag city:infantry shipyard
!refuse land Bob 1 flag city:infantry
!refuse land Bob 3 shipyard
!refuse land Bob 1 flag = 3
land Bob 1 FLAG --json
!refuse land Ann 1
!refuse land Bob 2
land Ann 2 City:Infantry
!refuse land Ann 2
!refuse resolve
help land
log
verify
!replay
new albedo t --players Ann,Bob --seed 6
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [resolve, land]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
!refuse land Ann 1
reveal north 3 flag:1,city:2 city:1,factory:1 shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob north 2xfighter infantry south fighter infantry 1 ace-pilot
next
resolve
!refuse land Bob 3 shipyard
top shipyard minelayer
land Bob 3 shipyard --json
!refuse land Ann 3
land Ann 2 city:fighter factory
resolve
log
verify
!replay
