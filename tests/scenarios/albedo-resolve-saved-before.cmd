# A game of albedo saved while 'resolve' ran the program's mechanism (an
# action 'run: resolve'), and one saved before rulesets declared their
# commands (no 'actions': 'resolve' was the program's command by its
# name, in the phase that listed it): the stored text is rewritten at load
# into the declared resolve (a word of kind resolved, the effect resolve),
# whose lines, refusals, draws and report are the mechanism's, and the log
# replays.
new albedo s --players Ann,Bob,Cy --seed 6
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: resolve') > 0 FROM texts WHERE ord = 0"
# another phase's: refused before its words are read
!refuse resolve
!refuse resolve 9 draw x
reveal north 3 flag:1,city:2 city:1,factory:1 shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 2xfighter:r 2 2xfighter 2xinfantry
commit Bob 1 2xfighter:r 2 2xfighter 2xinfantry
commit Cy 1 fighter 2 2xfighter 3xinfantry
!refuse resolve
next
# Ann and Bob bring the same to north: the GM gives their draws
!refuse resolve 2
!refuse resolve 9
!refuse resolve east
!refuse resolve draw
!refuse resolve draw 5 x
!refuse resolve 1 draw
!refuse resolve 1 nodraw 5 4
!refuse resolve 1 draw 5 4 3
!refuse resolve 1 draw 5 5
!refuse resolve
resolve NORTH draw 5 4 --json
!refuse resolve
!refuse resolve 2
land Cy 2
land Ann 3
land Bob 1 flag:1
# south: no tie, by its id, the draw words not needed
!refuse resolve south draw 3 3
resolve south --json
!refuse resolve
land Cy 1 flag:2
land Ann 2
land Bob 3
!refuse resolve
!refuse resolve 1
help resolve
log
verify
!replay
new albedo t --players Ann,Bob --seed 6
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [resolve, land]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
!refuse resolve
reveal north 3 flag:1,city:2 city:1,factory:1 shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob north 2xfighter infantry south fighter infantry 1 ace-pilot
next
resolve 1
land Bob 1 flag:1
land Ann 2
!refuse resolve 1
# no die is thrown: a face given is refused
!refuse resolve = 4
resolve
land Ann 1 flag:2
land Bob 2
!refuse resolve
help resolve
log
verify
!replay
