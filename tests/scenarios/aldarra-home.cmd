# Aldarra Reborn: a Stronghold replaces the tile it is placed on (rulebook
# line 269: "remove the tile in the chosen location and replace it with
# your Faction Stronghold Tile").  On former Ancient Ruins exploring draws
# one card, not the two of the Ruins (line 390: "Draw an Explore card";
# line 392: two only "If you are exploring an Ancient Ruin"); on a former
# Mountain its owner's airships fly on (line 163: airships halt on a
# Mountain tile, and the tile is gone).  A real Mountain still halts them
# (line 319).  Unit cards are TEST VALUES
# (tests/data/aldarra-test-values.yaml): the Engineer is heavy and flies 2.
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
# Blue's Stronghold on the Ancient Ruins b2, Red's on the Mountain d4,
# Green's on the Mountain f1
arrive Blue b2
arrive Red d4
arrive Green f1
settle Green e2
settle Red c4
settle Blue a3
next = 0 0
next
# --- Blue: the Mountain b3 halts the Engineer between a3 and c3 ------------
activate c3
!refuse fly a3 c3 engineer
# exploring Blue's own Stronghold draws one card: at most 1 hold card kept
!refuse explore b2 2
explore b2 1
next
# --- Red: from c4 to e4 the only way of 2 steps is across Red's own
# Stronghold d4, which no longer halts a move ------------------------------
activate e4
fly c4 e4 engineer
map
!replay
