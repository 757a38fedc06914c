# Aldarra Reborn's preparation phase with a box of 3 crystals (an overlay;
# the game's has 25): one spawns on the Crystal Deposit, and the dice ask
# for 6 more of the 2 left, so the box runs out; --json has the dice's
# total ("spawned").  The phase stays open until the 2 are placed, naming
# the next placer.  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next --json = 3 3
!refuse next
!refuse spawn Ann b4
spawn Bob b1
!refuse next
spawn Cleo e4
!refuse spawn Ann b4
next
status
!replay
