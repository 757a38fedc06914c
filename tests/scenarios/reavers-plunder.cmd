# reavers (tests/data/reavers.yaml): add-spawned in an action, valued by
# the units on each territory and not by its terrain: 'plunder' leaves
# loot where the actor has units, one a unit and at most 2, none on a
# camp; its line names the territories it added to (added()), and
# @regionvalues the loot on the map (spawned()), the second plunder
# adding to the first. A plunder that adds nothing says no line of its
# own. A word of kind sources names territories of the map: 'rally'
# says what each territory of one's own sends (sent()) and how many in
# all (sources()); a territory not one's own, one sending more than it
# has and a territory the map has not are refused.
new tests/data/reavers.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:1
units c2 Bob scout:2,guard:1
units b3 Cleo guard:1
plunder
plunder
activate c3
next
plunder
activate c3
next
plunder
rally c2 a1:1
!refuse rally a1 b2:1
!refuse rally a1 a1:2
!refuse rally a1 z9:1
activate a1
next
rally a1 b2:1,c2:3 d1:1
status
verify
!replay
