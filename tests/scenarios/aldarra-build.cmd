# aldarra-reborn's build, written with the general effect add-units (its
# buildings raised, units within what the territory builds this step, the
# Cin'dar's any number at its Stronghold, the cost paid at once as 'this
# building'), a requirement (enemy units) and a line that says the
# payments (changed, @changed): the commands of aldarra-build-saved-before
# on the shipped text, every line and refusal as the effect build gave
# them.  Unit cards are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 forest b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red d3
settle Blue e3
next = 0 0
next
!refuse build Green a1 frigate
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
pass Blue
pass Red
pass Green
next
status
!refuse build
!refuse build Green a1
!refuse build Green a1 frigate:2 x
!refuse build Zed a1 frigate
!refuse build Green zz frigate
!refuse build Green a9 frigate
!refuse build Green a1 x:1
!refuse build Green a1 frigate:0
!refuse build Green a1 ,
!refuse build Green a1 frigate:9
build Green a1 frigate:4
build Green a1 frigate:2 --json
!refuse build Blue e1 frigate:6
!refuse build Blue e1 frigate:3
build Blue e1 frigate:2
!refuse build Blue e1 frigate:1
!refuse build Blue e3 frigate
build Blue e3 engineer:2
!refuse build Blue e3 engineer
units b2 Red frigate:1
units b2 Blue engineer:1
!refuse build Blue b2 outpost
units b2 Red none
!refuse build Blue e3 outpost
!refuse build Blue c1 outpost
!refuse build Blue b2 outpost:2
units a2 Blue frigate:1
build Blue b2 outpost
!refuse build Blue b2 engineer
!refuse build Blue b2 outpost
!refuse build Red d3 fortress
set Red crystals 1
!refuse build Red c3 fortress
build Red d3 fortress
!refuse build Red d3 frigate:2
build Red d3 frigate
!refuse build Red d3 frigate
!refuse build Red b1 fortress
!refuse build Green a3 frigate:1,outpost:1
!refuse build Green a3 engineer:1,outpost:1
!refuse build Blue e1 frigate:9,outpost:1
!refuse build Green a1 dreadnought:1,frigate:1
set Red coins 1
!refuse build Red c3 frigate:1
help build
status
undo
redo
build Green a1 engineer
units b1 Red engineer:1
next
!refuse build Green a1 frigate
log
verify
!replay
