# The refusals that send a player to place his order first name the
# action that places it in his game (tests/data/muster.yaml: 'muster',
# whose effect is start-order), where they named aldarra-reborn's
# 'activate': a combat (start-combat, the order's combat step) and a
# march (order-move) before the order is placed; nothing changes.
new tests/data/muster.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Ann scout:1,guard:1
units b2 Bob scout:1
!refuse fight b2
!refuse march b2 b3 scout:1
muster b2
fight b2
