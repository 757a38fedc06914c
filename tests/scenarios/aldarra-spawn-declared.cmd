# Aldarra Reborn's spawn as rulesets/aldarra-reborn.yaml declares it
# (add-spawned, a calm roll of 2blue with json: spawned and keep-rolls,
# start-placing): the games of aldarra-spawn-pieces-saved-before, played
# with today's text, say and store what the effect spawn-pieces did (the
# output is lead's binary's, before the declaration): a box of 3 that runs
# out, an empty box, the game's box of 25 over two rounds, players holding
# more than the box has left, the Deposits taking what is left, and no box
# at all (a supply of 0, tests/data/aldarra-no-box.yaml).  Unit cards
# and dice faces are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
help spawn
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 crystal f4 forest
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
!refuse spawn Cleo b4
status
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
next
next
pass Bob
pass Cleo
pass Ann
next
next --json = 1 1
!refuse spawn Bob b4
status
!replay
new aldarra-reborn h --players Ann,Bob,Cleo --seed 3 --overlay tests/data/aldarra-test-values.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Ann e1
arrive Bob a1
arrive Cleo c4
settle Cleo a3
settle Bob f3
settle Ann d2
next = 2 3
spawn Ann b1
spawn Bob e3
spawn Cleo f1
spawn Ann b3
!refuse spawn Bob a1
!refuse spawn Bob f1
spawn Bob b4
!refuse spawn Cleo f4
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
next
next
pass Ann
pass Bob
pass Cleo
next
next --json = 0 0
status
!replay
new aldarra-reborn i --players Ann,Bob,Cleo --seed 4 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
arrive Ann e1
arrive Bob a1
arrive Cleo c3
settle Cleo a3
settle Bob f3
settle Ann d2
set Ann crystals 5
next --json = 0 0
status
new aldarra-reborn j --players Ann,Bob,Cleo --seed 4 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
arrive Ann e1
arrive Bob a1
arrive Cleo c3
settle Cleo a3
settle Bob f3
settle Ann d2
set Bob crystals 2
next = 0 1
!refuse spawn Ann b1
!replay
# --- a supply of 0 (an overlay): no limit, whatever the players hold -------
new aldarra-reborn k --players Ann,Bob,Cleo --seed 4 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-no-box.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
arrive Ann e1
arrive Bob a1
arrive Cleo c3
settle Cleo a3
settle Bob f3
settle Ann d2
set Bob crystals 40
next --json = 3 3
