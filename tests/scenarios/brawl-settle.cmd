# The turns of a combat's assigners are the game's declaration
# (settle-hits' wait and order), not aldarra-reborn's rule.  In the small
# game tests/data/brawl.yaml every player may assign at once (wait: 0),
# the players taken in seat order: with three in the combat, Ann (seat 1)
# is asked first though Bob leads the turn order, Cleo's hits, which have
# no choice to make, fall at once beside them, and Bob assigns before Ann.
# With the overlay tests/data/brawl-wait.yaml the players wait their
# turn in seat order while two or more fight (the assign action's
# require reads fight(next_seat)): the same throw asks Ann alone, refuses
# Bob, and still has Bob wait once only two are left.
new tests/data/brawl.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Ann scout:1,guard:1
units b2 Bob scout:1
units b2 Cleo scout:4
activate b2
fight b2
fire = 1 1 1 1 1 1 1
status
assign Bob Cleo:scout --json
status
!replay
log
# --- the players wait their turn, in seat order, while two or more fight
new tests/data/brawl.yaml h --players Ann,Bob,Cleo --seed 1 --overlay tests/data/brawl-wait.yaml
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Ann scout:1,guard:1
units b2 Bob scout:1
units b2 Cleo scout:4
activate b2
fight b2
fire = 1 1 1 1 1 1 1
!refuse assign Bob Cleo:scout
!refuse assign Cleo
assign Ann Bob:scout,Cleo:scout
!refuse assign Cleo
assign Bob Ann:guard
status
!replay
log
