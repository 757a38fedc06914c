# tests/data/trek.yaml: the general effect move-units in a game of its
# own, a march of an order ending at the territory mustered (no order
# steps), its checks (the usage of a move that stays put, more units than
# there are, another's home, out of reach) and its line said by the
# ruleset with @text of the units word; set-order-way and order_way keep
# and read whether the order has marched ('halt').
new tests/data/trek.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:2,guard:1
!refuse march b2 b3 scout
muster b3
!refuse halt
!refuse march b2 b2 scout
!refuse march b3 b2 scout
!refuse march b2 b3 guard:2
!refuse march d1 b3 scout
march b2 b3 scout:1,guard:1 --json
march b2 b3 scout
halt
!refuse halt
next
units a2 Cleo scout:1
muster a1
!refuse march a2 a1 scout
map
!replay
