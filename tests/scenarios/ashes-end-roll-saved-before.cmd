# Games of ashes saved while the end-of-game dice were the effect
# 'end-roll: true' of turns.round-end (tests/data/ashes-hold-win-saved-
# before.yaml, main's text): the stored text gets the declaration at load
# (a roll with a target read by mechanism(game-end, KEY), declare-winner
# with where).  Its lines, refusals and --json as the effect's: no dice
# before roll-from-round (2 here: TEST VALUES overlay); an unknown
# roll-start refuses the command before any die, whatever faces are
# given; the total falls by roll-fall each round; a digital throw; the
# players tied with the most points win together.
new ashes-of-empire h --players Ann,Bob --seed 19 --overlay tests/data/ashes-early-end.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-hold-win-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'end-roll: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')"
allot Ann 1
allot Bob 5
factory Ann steel
factory Bob oil
give Bob 3 points
give Ann 3 points
next
next
choose Ann 2
next
next
next
next
next
next
# the end of round 1: no dice yet
next --json
next
choose Ann 2
next
next
next
next
next
next
# the end of round 2: the total is unknown, refused before the faces are
# read
!refuse next = 1 1 1 1 1
!refuse next = 1 1
!refuse next
ruleset amend tests/data/ashes-amend-end-sum.yaml
next --json = 1 1 1 1 1
next
choose Ann 2
next
next
next
next
next
next
# round 3 needs 22: thrown digitally
next --json
next
choose Ann 2
next
next
next
next
next
next
# round 4 needs 20: too few faces, then 6 6 6 2 2 ends it, Ann and Bob
# tied with 3 points
!refuse next = 6 6 6 2
next --json = 6 6 6 2 2
status
!refuse next
log 4
!replay
verify
# a game whose total comes from --option end-sum: 8 in round 2
new ashes-of-empire k --players Ann,Bob --seed 5 --overlay tests/data/ashes-early-end.yaml --option end-sum=8
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-hold-win-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'end-roll: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'k')"
allot Ann 1
allot Bob 5
factory Ann steel
factory Bob oil
give Ann 2 points
next
next
choose Ann 2
next
next
next
next
next
next
next
next
choose Ann 2
next
next
next
next
next
next
# round 2 needs 8: 5 goes on
next = 1 1 1 1 1
next
choose Ann 2
next
next
next
next
next
next
# round 3 needs 6: Ann has the most points
next --json = 1 1 1 1 2
status
!replay
verify
