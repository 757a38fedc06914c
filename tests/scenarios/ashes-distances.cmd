# Ashes of Empire: fleets on the distance table.  The rulebook's two
# examples: Outpost (10) to Mechanica (12) is 2, so the fleet starts on
# space 2 of Mechanica's board; Crab (2) to Outpost (10) is 'D', so the
# fleet goes straight into Outpost's orbit.
new ashes-of-empire g --players Ann,Bob --seed 5
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
log 12
!replay
verify
