# Games of ashes-of-empire saved before its world command was a declared
# action: the stored ruleset text has the action run the mechanism ('run:
# tally', tests/data/ashes-world-saved-before.yaml, the shipped text of
# before), or declares no actions and has the command by its name
# (tests/data/ashes-cargo-bare.yaml, the text of before commands were
# declared); read, it becomes the declared action with a word of kind
# settings and the effect set-board, with the usage line, refusals, lines
# and log of before.  Start position scenario-1: Ann holds Earth (1,
# home), Barnard's Arrow (9), Crossland (20); Bob holds Lenin (5, home),
# Last Hope (13), Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: tally') > 0, instr(text, 'set-board: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help world
!refuse world
!refuse world 99 troops=2
!refuse world 1 troops
!refuse world 1 colour=red
!refuse world 1 population=99
!refuse world 1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1
!refuse world 2 steel=1 oil=1
!refuse world strife owner=Ann
world 1 population=5 TROOPS=4 steel=1
world 12 OWNER=bob population=3
world 1 owner=Bob
factory Ann steel
deploy Ann 9
deploy Bob 13
next
world 9 troops=3 --json
log
verify
!replay
# a text that declared no actions: the command by its name (two
# refusals named the mechanism, 'tally', a command nobody could type:
# they name 'world' now, the rest as main's binary gives it)
new ashes-of-empire k --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-cargo-bare.yaml') WHERE game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'set-board: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'k')"
help world
!refuse world
!refuse world 99 troops=2
!refuse world 1 troops
!refuse world 1 colour=red
!refuse world 1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1
!refuse world 2 steel=1 oil=1
world 1 population=5 TROOPS=4 steel=1
world 12 OWNER=bob population=3
world 1 owner=Bob
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
world 9 troops=3 --json
log
verify
!replay
