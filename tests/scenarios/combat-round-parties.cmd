# The effect combat-round on a sum whose sides are words of kind parties
# (tests/data/alliance.yaml): each party of a side (PLAYER[,PLAYER...])
# counts its own ships and spirit (the side's expressions with party
# bound), throws its own dice (a d6 a ship, one a point of spirit) and
# destroys a ship for every 6 of its own total, its party-says said after
# its throw; a side loses what the other side's parties destroy, at most
# its ships (kills(SIDE), losses(SIDE)).  Nobody acts in fight; in raid
# the actor is one side, a party of its own, and pays the round's cost.
# The faces given after '=' are the parties' in the order named; a party
# named twice, on one side or both, is refused, as the actor named
# against itself; the sides are logged as read.
new tests/data/alliance.yaml g --players Ann,Bob,Cleo --seed 5
set Ann 3 1
set Cleo 2 0
# Ann (3 ships, spirit 1: 4 dice, 13 = 2 kills) and Bob (4 ships: 4
# dice, 11 = 1 kill; the side's 24 together would kill 4) against Cleo
# (2 ships: 4, none)
fight Ann,Bob Cleo = 6 5 1 1 5 4 1 1 2 2
!refuse fight Ann,Bob Cleo = 6 5 1 1
!refuse fight Ann,Bob Cleo = 6 5 1 1 5 4 1 1 2 2 2
# --json: the sides and their parties' throws (json-sides), the winner
# (data-or-null: null on equal losses)
fight --json Cleo Ann,bob = 6 6 1 1 1 1 6 6 6 6
fight --json Ann Cleo = 6 6 6 6 1 1
!refuse fight Ann,Ann Cleo
!refuse fight Ann,Bob bob
!refuse fight Ann neutral
!refuse fight Ann
next
!refuse raid Bob,Cleo
# Bob (4 ships: 24, 4 kills) against Ann (3 ships: 3) and Cleo (2: 12,
# 2 kills), for a credit
raid Ann,Cleo = 6 6 6 6 1 1 1 6 6
status
log
!replay
