# tests/data/relay.yaml: an order's steps declared by the ruleset (survey,
# march, battle, camp), each taken once and in that order: a step after a
# later one is refused in the ruleset's words (mechanisms.orders.late), the
# step after-combats names (camp) waits for the combats due, and the combat
# begun takes the step combat-step names (battle).
new tests/data/relay.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:2,guard:1
!refuse survey
muster b3
survey
march b2 b3 scout:1
!refuse survey
march b2 b3 guard:1 --json
camp
!refuse march b2 b3 scout:1
!refuse camp
next
units a2 Cleo scout:2
units a2 Ann guard:1
muster a2
!refuse camp
fight a2
!refuse march a3 a2 scout:1
!refuse survey
map
!replay
