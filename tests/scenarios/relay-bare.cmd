# tests/data/relay-bare.yaml: a ruleset of no actions whose order has steps
# of its own (survey, march, battle, camp) loads: the program's commands of
# before are given to it but for those taking a step of before it lacks
# (travel takes movement, explore takes explore), which are unknown.
ruleset check tests/data/relay-bare.yaml
new tests/data/relay-bare.yaml g --players Ann,Bob,Cleo --seed 1
lay random
arrive Ann a1
arrive Bob d1
arrive Cleo a3
next
!refuse travel a1 a2 scout:1
!refuse fly a1 a2 scout:1
activate b1
