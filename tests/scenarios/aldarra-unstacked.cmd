# Aldarra Reborn's stacking limit (5 moving units of a player on a
# territory) holds on every territory but the Stronghold of the Cin'dar
# Empire (no-stack-limit, the faction's value unstacked-home): Bob
# (Mining Corp) is refused a sixth unit on his own Stronghold, Cleo
# (Cin'dar) brings a sixth and a seventh onto hers, and is refused a
# sixth elsewhere.  Unit cards and prices are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next = 0 0
next
units e1 Bob frigate:5
units d1 Bob frigate:1
activate e1
!refuse fly d1 e1 frigate:1
next
units a1 Cleo frigate:5
units b1 Cleo frigate:2
activate a1
fly b1 a1 frigate:2
next
pass
pass
units b1 Cleo frigate:2,destroyer:3
activate b1
!refuse fly a1 b1 frigate:1
status
