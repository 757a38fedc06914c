# A counted piece's upgraded side entered at the table
# (tests/data/warband-card.yaml): once Bob turns the scout's card, his
# scouts fight and are bought with its upgraded side, whose toughness,
# attack and cost the ruleset leaves unknown; each stops the command
# naming 'tile scout upgraded.NAME', and is entered so; a piece without an
# upgraded side has none to enter; one entered differently is refused;
# Ann's scouts keep their standard side; a replay reads them the same.
new tests/data/warband-card.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:2
units b2 Ann scout:1
activate b2
turn Bob scout
!refuse fight b2
tile scout upgraded.toughness:2
!refuse fight b2
!refuse tile scout upgraded.attack:2hit upgraded.toughness:3
!refuse tile scout upgraded.wage:1
!refuse tile banner upgraded.attack:hit
!refuse tile banner upgraded.toughness:1
tile scout upgraded.attack:2hit upgraded.toughness:2
fight b2
fire = 1 1 1 1 1
!refuse build Bob d1 scout:1
tile scout upgraded.cost:coins=2
build Bob d1 scout:1
build Ann a1 scout:1
status
!replay
