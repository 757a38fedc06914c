# The box limits count the pieces on every region of the board, a map of
# territories' tiles too, not only lands.  The limit of 7 units of a colour
# is a TEST LIMIT (tests/data/aldarra-box.yaml), not the game's; unit cards
# are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-box.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
# a Stronghold comes with 2 Frigates and 1 Engineer, an Outpost with 1
# Frigate and 1 Engineer (rulebook lines 269 and 271): Blue has 6 pieces on
# the map, the Outpost among them
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
# a 7th of Blue's fits the box; an 8th does not, on any tile
units e2 Blue frigate:1
!refuse units d2 Blue frigate:1
!refuse units e2 Blue frigate:2
# another colour has a box of its own: Red's 7th
units d2 Red destroyer:1
# fewer pieces on the table is never refused
units e2 Blue none
units d2 Blue frigate:1
