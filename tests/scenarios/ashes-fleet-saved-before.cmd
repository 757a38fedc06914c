# Games of ashes-of-empire saved before its fleet command was a declared
# action: the stored ruleset text has the action run the mechanism ('run:
# station', tests/data/ashes-world-saved-before.yaml, the shipped text of
# before), or declares no actions and has the command by its name
# (tests/data/ashes-cargo-bare.yaml, the text of before commands were
# declared); read, it becomes the declared action with the word kinds
# party and away-cargo and the effect set-squad, with the usage line,
# refusals, lines and log of before.  Start position scenario-1: Ann holds
# Earth (1, home), Barnard's Arrow (9), Crossland (20); Bob holds Lenin (5,
# home), Last Hope (13), Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: station') > 0, instr(text, 'set-squad: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help fleet
!refuse fleet
!refuse fleet Zed 1 2 3
!refuse fleet Ann 99 2 3
!refuse fleet Ann 1 x 3
!refuse fleet Ann 1 2 -1
!refuse fleet Ann 1 2 3 10
!refuse fleet neutral 1 2 0
!refuse fleet Ann 1 2 3 1 steel
fleet neutral 2 4 0
fleet Ann 1 3 2
fleet Ann 1 5 1 2
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
fleet Bob 13 2 1 1 --json
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse fleet Ann 1 2 1 3 steel
fleet Ann 1 2 2 2 steel 1 population
fleet Ann 1 2 2 0 steel
fleet Ann 9 1 1 0 oil
log
verify
!replay
# a text that declared no actions: the command by its name (a count of
# words above the most named the mechanism, 'station', a command nobody
# could type, where the other count named 'fleet': both name 'fleet' now,
# the rest as main's binary gives it)
new ashes-of-empire k --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-cargo-bare.yaml') WHERE game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'set-squad: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'k')"
help fleet
!refuse fleet
!refuse fleet Ann 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38
!refuse fleet Zed 1 2 3
!refuse fleet Ann 99 2 3
!refuse fleet Ann 1 x 3
!refuse fleet Ann 1 2 3 10
!refuse fleet neutral 1 2 0
fleet neutral 2 4 0
fleet Ann 1 3 2
fleet Ann 1 5 1 2
fleet Ann 1 5 1 0 2 oil
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
fleet Bob 13 2 1 1 --json
log
verify
!replay
