# Games of ashes saved while the end of the game was the program's steps
# (turns.end-of-round: [revolts, fleets-rest, hold-win, end-roll]): the
# stored text is rewritten at load, hold-win and end-roll into
# turns.round-end (the effects hold-win and end-roll), carried out after
# the other steps as before: their lines, refusals and --json are the
# steps'.  First the dice from round 2 (TEST VALUES overlay), as in
# ashes-end; then a player who holds 18 worlds at the end of a round.
new ashes-of-empire h --players Ann,Bob --seed 19 --overlay tests/data/ashes-early-end.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'end-of-round: [revolts, fleets-rest, hold-win, end-roll]') > 0 FROM texts WHERE ord = 0"
allot Ann 1
allot Bob 5
factory Ann steel
factory Bob oil
give Bob 3 points
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
next
next
choose Ann 2
next
next
next
next
next
next
# the end of round 2: the dice are due, but their total is unknown
!refuse next = 1 1 1 1 1
ruleset amend tests/data/ashes-amend-end-sum.yaml
# 5 is short of 24: the game goes on
next = 1 1 1 1 1 --json
next
choose Ann 2
next
next
next
next
next
next
# round 3 needs 22: 6 6 6 2 2 ends it; Bob has the most points
!refuse next = 6 6 6 2
next = 6 6 6 2 2 --json
status
log 3
verify
!replay
new ashes-of-empire g --players Ann,Bob,Cleo --seed 17
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'end-of-round: [revolts, fleets-rest, hold-win, end-roll]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 1 2 3 4 6 7 8 9 10 11 12 14 15 16 17 18 19
allot Bob 5
allot Cleo 13
factory Ann steel
factory Bob oil
factory Cleo hightech
next
next
choose Cleo 1
choose Bob 2
next
next
next
next
next
next
# Ann takes Crossland, her 18th world: she wins at the end of the round
fleet Ann 20 0 3
landing Ann 20 captured 0 3
factory 20 oil
next
next --json
!refuse next
verify
!replay
