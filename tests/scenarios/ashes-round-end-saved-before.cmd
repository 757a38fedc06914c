# A game of ashes saved while the end-of-game dice were the program's step
# (turns.end-of-round: [revolts, fleets-rest, hold-win, end-roll]): its
# stored text is rewritten at load, end-roll into turns.round-end (the
# effect end-roll), thrown after the other steps as before: its lines,
# refusals and --json are the step's.  The dice from round 2 (TEST VALUES
# overlay), as in ashes-end.
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
