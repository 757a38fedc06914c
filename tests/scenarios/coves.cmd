# coves (tests/data/coves.yaml): the functions of a numbered zone's orbit
# and board, the morale counters, the squads and the order chosen, read
# otherwise than ashes-of-empire.yaml reads them.
!sh $A new $R/tests/data/coves.yaml g --players Ann,Bob,Cid --seed 2
!sh $A help | sed -n '/commands of coves/,$p'
factory 1 pearl
factory 2 pearl
factory 3 pearl
!refuse toll Ann
next
# the order chosen: Cid chooses first (folk 4), then Ann, then Bob
choose Cid 2
choose Ann 3
# a toll goes to the player after the actor: Cid (2) pays Ann (3); Bob
# took the place left, 1, and pays Cid
toll Cid
toll Bob
!refuse toll Ann
# a cove's pearls: folk x output + shelters (North: 3 x 1 + 0; South,
# folk 4: 4 x 2 + 2 shelters); the west cove's folk is unknown, refused
harvest Ann 1
cove 3 shelters=2
harvest Cid 3
!refuse harvest Bob 4
!refuse harvest Ann 2
next
# skiffs sail; the boats at sea listed, none moved, then row on
sea
sail Ann 1 2 1
sail Cid 3 2 2
sail Bob 2 4 1
sea
sea
tide
sea
# a skirmish costs a pearl for each party in the orbit (East: Bob, Ann
# and Cid; Bob has 2), once a round
!refuse skirmish Ann 3
!refuse skirmish Bob 2
skirmish Ann 2
!refuse skirmish Cid 2
# the neutral guard of the west cove is of unknown number
tide
sea
!refuse skirmish Bob 4
# morale up: a muster adds a guard more
muster Ann 1
rally Ann 1
muster Ann 1
rally Ann 0
muster Ann 1
!refuse muster Ann 2
# the levy counts every boat of a player's, at sea or in an orbit
levy Ann
levy Cid
status
next
# a new round: the skirmish marks are cleared
choose Cid 1
choose Ann 2
skirmish Cid 2
verify
!replay
