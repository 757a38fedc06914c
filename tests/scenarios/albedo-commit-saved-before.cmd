# A game of albedo saved while 'commit' ran the program's mechanism (an
# action 'run: commit'), and one saved before rulesets declared their
# commands (no 'actions': 'commit' was the program's command by its name,
# in the phase that listed it): the stored text is rewritten at load into
# the declared commit (a player word, a word of kind commitment, the
# effect commit, given face down), whose lines, refusals and report are
# the mechanism's, and the log replays.
new albedo s --players Ann,Bob --seed 6
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: commit') > 0 FROM texts WHERE ord = 0"
!refuse commit Ann 1 fighter
!refuse commit
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
!refuse commit Zed 1 fighter
!refuse commit Ann 9 fighter
!refuse commit Ann fighter
!refuse commit Ann 1 laser
!refuse commit Ann 1 0xfighter
!refuse commit Ann 1 tank:r
!refuse commit Ann 1 9xfighter
!refuse commit Ann
!refuse commit Ann 1 3xfighter infantry 2 fighter infantry = 4
commit Ann 1 3xfighter infantry 2 fighter infantry
!refuse commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob north 2xfighter south fighter 2 2xinfantry 1 ace-pilot --json
help commit
log
verify
!replay
new albedo t --players Ann,Bob,Cleo --seed 2
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [commit]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
!refuse commit Ann 1 fighter
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 2 infantry 1 2xfighter fighter:r 2 infantry 1 fighter --json
!refuse commit Bob 1 fighter
!refuse commit Bob 1 minelayer:r
log
verify
!replay
