# A game of albedo saved while 'reveal' ran the program's mechanism (an
# action 'run: reveal'), and one saved before rulesets declared their
# commands (no 'actions': 'reveal' was the program's command by its name,
# in the phase that listed it): the stored text is rewritten at load into
# the declared reveal (the GM's, a word of kind revealed, the effect
# reveal), whose lines, refusals, dice and report are the mechanism's, and
# the log replays.
# TEST VALUES: the catalogue of tests/data/albedo-catalogue.yaml.
new albedo s --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: reveal') > 0 FROM texts WHERE ord = 0"
!refuse reveal p01 p02
!refuse reveal p01 p02 p03 p04 p05 p06
!refuse reveal nowhere
!refuse reveal p18
!refuse reveal p01 3 flag:1 - -
!refuse reveal = 99
reveal = 2
!refuse reveal p09 = 1
reveal p09 --json
!refuse reveal
!refuse reveal p03
!refuse reveal p09
help reveal
log
verify
!replay
new albedo t --players Ann,Bob,Cleo --seed 2
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [reveal]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
!refuse reveal p01
!refuse reveal
!refuse reveal = 1
!refuse reveal north x flag:1 - -
!refuse reveal north 3 flag - -
!refuse reveal north 3 laser:1 - -
!refuse reveal north 3 flag:1001 - -
!refuse reveal draw 3 - - -
!refuse reveal 9lives 3 - - -
!refuse reveal fighter 3 - - -
reveal north 3 flag:1,flag:2 - shipyard:2 --json
!refuse reveal North 4 - - -
!refuse commit Ann 1 fighter
reveal "south pole" 4 flag:2 - -
!refuse reveal east 5 - - -
!refuse land Ann 1
next
!refuse reveal east 5 - - -
log
verify
!replay
