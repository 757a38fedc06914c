# A game of ashes-of-empire saved before its round's flights and marks
# were declared: the stored ruleset text (tests/data/ashes-flight-saved-
# before.yaml, the shipped text of before) has 'advance-squads: true' in
# the phase advance and 'squads-rest: true' in turns.round-end, read at
# load as the declarations of now (clear-marks: [rest, fought]).  The
# fleets fly, arrive, rest and fly again, with the lines, --json and log
# of before (this file's .out made by that binary).
new ashes-of-empire g --players Ann,Bob --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-flight-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'squads-rest: true') > 0, instr(text, 'advance-squads: true') > 0, instr(text, 'clear-marks') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
!refuse next
allot Ann 2 10
allot Bob 5
!refuse allot Bob 10
!refuse allot Bob 36
!refuse next
factory Ann steel
factory Bob oil
# the free start leaves the fleets to the players: the GM sets them
fleet Ann 10 5 3
fleet Ann 2 4 0
fleet Bob 5 6 1
next
!refuse allot Bob 7
next
# Bob has the smaller population (3 against Ann's 5): he chooses first
choose Bob 1
next
next
# Bob's movement turn, then Ann's
!refuse send 13 9 5
next
!refuse send 2 10 5
!refuse send 10 10 1
!refuse send 10 12 0 0
send 10 12 5 3
send 2 10 4
# arrived this round: those 4 fighters fly no more this round
!refuse send 10 1 4
status
# two more fighters at Outpost, free to fly: they join the fleet on space 2
fleet Ann 10 6 0
send 10 12 2
status --json
# the worlds as a picture: fleets on their lanes, the farthest on the left
worlds
next
next
next
next
# round 2: the fleet bound for Mechanica comes one space nearer
next
choose Bob 1
next
status
worlds
worlds --json
next
next
next
next
next
next
!refuse choose Bob 2
next
choose Bob 2
# round 3: it reaches Mechanica's orbit and flies no more this round
next
status
# Ann moves first this time
next
!refuse send 12 10 1
next
next
next
# the neutral guard of Mechanica set as the table shows it: none
fleet neutral 12 0 0
next
# round 4: no fleet is in flight; those that arrived fly again
next
next
choose Bob 1
next
next
next
send 12 10 1
status --json
log
verify
!replay
