# Aldarra Reborn's mining reads owner(here): the player who controls a
# territory (rulebook line 273: "You Control your Stronghold and any
# territory that contains only your Units"; line 103: the Stronghold is
# "a territory that you always control").  A Stronghold emptied of its
# player's units, with another's there, is still mined by its player; a
# territory left by a fly, and one held by two players until one leaves,
# are mined by the one who controls them after.  The .out was made by the
# binary before owner() replaced controller() in the mining declaration.
# Unit cards are TEST VALUES (tests/data/aldarra-test-values.yaml).
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
next = 2 0
spawn Blue b1
spawn Red d1
next
# Blue's Stronghold e1 without Blue's units, with a Red Frigate on it
units e1 Blue none
units e1 Red frigate:1
# the Gold Deposit d3 held by Red and Green, then by Red alone
units d3 Red frigate:1
units d3 Green frigate:1
units d3 Green none
# a Copper Deposit a2 Red leaves: nobody's
units a2 Red frigate:1
units a2 Red none
# Blue on the Silver Deposit b1, then flown away to b2: b1 nobody's
units b1 Blue frigate:1
activate b2
fly b1 b2 frigate:1
next
pass
pass
pass
pass
pass
pass
pass
# the last pass begins the mining phase: Blue mines e1 (10) and e3, Red
# c1, c3 and d3 (3), nobody b1 or a2
pass
status
!replay
