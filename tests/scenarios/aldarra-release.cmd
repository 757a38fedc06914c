# The effect release and the values hostages(), built() and faction(ID,
# PLAYER), in an action of an overlay's (tests/data/aldarra-release.yaml)
# over the shipped game with its test values: Ann (Arrodan Syndicate)
# takes Bob's Frigate hostage at b4, as in aldarra-round, and lets it go
# in the build phase once Bob has built.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-release.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
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
map
activate a4
fly d2 a4 frigate
explore a4 1
next
units a1 Cleo frigate:6,engineer:1
activate b2
fly a1 b2 frigate:5
explore b2 2
next
units b4 Bob frigate:1
activate b4
fly c4 b4 frigate:2
fight b4
fire = 0 1 1
next
activate c3
next
pass
pass Ann
activate d3
next
set Cleo orders 0
next
pass
purchase Ann 1
status
next
objective Ann draw
objective Bob swap 2
objective Cleo claim 2
set Cleo objectives 5
objective Cleo draw
next
discover Bob cruiser
discover Cleo frigate search
discover Ann targeting-focus
next
# Cleo holds nothing of Bob's; Ann holds his Frigate
free Cleo Bob
build Bob e1 frigate:2
free Ann Bob --json
# once anything is built, a ransom is refused
!refuse ransom Bob
status
verify
!replay
