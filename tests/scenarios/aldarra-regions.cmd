# Aldarra Reborn: the map's tiles are the board's regions, and expressions
# over regions read who controls them.  Rulebook line 273: "You Control your
# Stronghold and any territory that contains only your Units"; line 103:
# the Stronghold is "a territory that you always control".  The test action
# 'count PLAYER TILE' (tests/data/aldarra-regions.yaml, not the game's) says
# owner(TILE), mine(TILE), pieces(TILE), pieces(TILE, frigate), and for
# PLAYER: regions, regions_total, count_regions(owner(here) == nobody) and
# the pieces on the regions PLAYER owns.  Unit cards are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-regions.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
# no unit on the map yet: 15 tiles, nobody controls any
count Blue e1
# a Stronghold comes with 2 Frigates and 1 Engineer, an Outpost with 1
# Frigate and 1 Engineer (rulebook lines 269 and 271)
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
# Blue controls e1 (3 units) and e3 (the Outpost and 2 more units; "The
# two types of Units are Airships and Buildings", line 121): 2 of 15
# regions, 6 pieces; each player controls 2, so 9 tiles are nobody's
count Blue e1
count Blue e3
# the tile's id is the one the game's commands take, case aside
count Red C1
!refuse count Red z9
# a crystal to place before the expansion (as in aldarra-combat)
next = 1 0
spawn Blue b1
next
# Red's Destroyer and 2 Engineers on d2: Red's (3 regions, 9 pieces), and
# Blue's 2 Frigates and Cruiser on e2: Blue's; 7 nobody's.  Then Blue flies
# them to d2: d2 holds units of two players, nobody controls it, and e2,
# left empty, is nobody's again: Red and Blue 2 regions each, 9 nobody's
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
count Red d2
count Blue e2
activate d2
fly e2 d2 frigate:2,cruiser:1
count Red d2
count Blue e2
# Blue's Stronghold emptied of its units stays Blue's (line 103)
units e1 Blue none
count Blue e1
!replay
