# Aldarra Reborn: laying the map, the arrival and the spawning of crystals,
# every illegal placement refused with nothing changed.  The unit cards, dice
# faces and starting coins are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
# a small map of 15 tiles, entered as they lie on the table
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
!refuse lay a1 copper
!refuse lay f3 crystal f4 crystal
!refuse lay f1 lava
!refuse lay 3x ruins
# a territory without a place on the grid: its neighbours are the GM's word
lay ridge mountain
!refuse lay random = 3
map
# the turn order runs from the first player (Blue) in seat order
!refuse next
# homes in turn order (Blue, Red, Green), at least 3 steps apart, never on a
# crystal deposit
!refuse arrive Red e1
!refuse arrive Blue c2
!refuse arrive Blue zz9
arrive Blue e1
!refuse arrive Red d2
!refuse arrive Red c1
arrive Red c3
!refuse arrive Green b1
arrive Green a1
!refuse arrive Green a3
# outposts in reverse order (Green, Red, Blue), each with a Frigate and an
# Engineer, on unoccupied territories that are not crystal deposits
!refuse settle Blue d3
!refuse settle Green c3
!refuse settle Green c2
settle Green a3
!refuse settle Red a3
settle Red ridge
settle Blue e3
!refuse settle Blue d3
# units already on the table elsewhere (a GM correction)
units b2 Blue frigate:1
units d2 Red frigate
units b3 Blue frigate:1
units e2 Green frigate:1
!refuse units e2 Green frigate:11
status
# preparation: a crystal on the deposit, then the blue dice (3 + 3 = 6 more;
# they do not explode here), placed one at a time in turn order
next = 3 3
!refuse spawn Red b1
# Blue: not on a home, not next to its own home, not on a crystal, not on
# its own units, not on others' units while an empty territory is left
!refuse spawn Blue e1
!refuse spawn Blue d1
!refuse spawn Blue c2
!refuse spawn Blue e3
!refuse spawn Blue a3
spawn Blue b1
!refuse spawn Red b1
spawn Red c1
spawn Green d1
spawn Blue a2
# Red has no empty territory left that it may use: onto others' units then,
# but still not next to its own home and not on its own units
!refuse spawn Red none
!refuse spawn Red d3
!refuse spawn Red d2
spawn Red e2
!refuse next
!refuse spawn Green e3
spawn Green d3
!refuse spawn Blue b3
map
next
status
# a move to or from a territory without a place is the GM's word
activate ridge
fly e1 ridge frigate:1
undo 2
!replay
