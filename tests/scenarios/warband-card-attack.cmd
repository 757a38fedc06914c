# A counted piece's attack entered at the table
# (tests/data/warband-card.yaml): with the guard's attack unknown, a
# combat and odds stop naming 'tile guard attack:DICE'; dice the ruleset
# could not write, dice a pool cannot throw (not one kind of die,
# counted), none or too long are refused and nothing changes; once
# entered, odds and the combat's rounds throw it (the guard's two dice);
# an attack other than the one entered, or than the ruleset's, is
# refused; a replay reads it the same.
new tests/data/warband-card.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:2
units b2 Ann guard:1
activate b2
tile guard toughness:1
!refuse fight b2
!refuse odds scout:2 vs guard:1
!refuse tile guard attack:2zz
!refuse tile guard attack:hit+hit
!refuse tile guard attack:
!refuse tile guard attack:12345678901234567890123456789012hit
tile guard attack:2hit
odds scout:2 vs guard:1
!refuse tile guard attack:3hit
tile guard attack:2hit
!refuse tile scout attack:2hit
tile scout attack:hit
fight b2
fire = 1 1 0 1
!replay
