# Aldarra Reborn's mining phase: each player in turn mines the territories
# he controls (a Stronghold 10, a territory held alone its yield), then
# collects the crystals spawned where he has units, which leave the map.
# Unit cards and dice faces are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
# the spawn: one crystal on the Crystal Deposit c2, and the blue dice (2
# and 0) two more, placed in turn order
next = 2 0
spawn Blue b1
spawn Red d1
next
# units put on the crystals by hand: Green alone on c2 (a deposit that
# yields no coins), Blue alone on b1 (Silver: 2 coins), nobody on d1; Red
# alone on d3 (Gold: 3 coins)
units c2 Green frigate:1
units b1 Blue frigate:1
units d3 Red frigate:1
map
# --- three laps of orders: everybody passes --------------------------------
pass
pass
pass
pass
pass
pass
pass
pass
# the last pass begins the mining phase
pass --json
map
status
# round 2: the crystal left on d1 is still there; Green, alone on it now,
# collects it with c2's new one
next
next
discover Blue cruiser
pass
discover Green frigate
next
next = 0 0
units d1 Green frigate:1
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
status
!replay
