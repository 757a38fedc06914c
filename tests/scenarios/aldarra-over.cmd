# The end of a combat of aldarra-reborn as the pool combat's over
# declares it, here changed by overlays.  Game g: an overlay leaves the
# battle no over (tests/data/aldarra-over-none.yaml): nobody scores for
# holding, and the program says who holds the territory (the attacker, a
# defender, nobody).  Game h: a house rule (tests/data/aldarra-over-held.yaml)
# reads fight(held), here and fight(round): the attacker left alone scores
# 2 vp, one who is not pays 2 coins.  The same four combats in each: the
# attacker alone after the hits, the defence holding, nobody left, the
# attacker alone after a retreat.  Unit cards and dice faces are TEST
# VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-over-none.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
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
# --- Bob attacks Cleo at b2: his units alone are left
units a2 Bob frigate:3
units b2 Cleo frigate:1
activate b2
fly a2 b2 frigate:3
fight b2
fire = 1 0 0 0 --json
next
# --- Cleo attacks Ann at c3 and loses her frigate: Ann holds it
units c3 Ann frigate:2
units d3 Cleo frigate:1
activate c3
fly d3 c3 frigate:1
fight c3
fire = 0 1 0
next
# --- Ann attacks Bob at d1, and both frigates fall: nobody is left
units c1 Ann frigate:1
units d1 Bob frigate:1
activate d1
fly c1 d1 frigate:1
fight d1
fire = 1 1
next
# --- Bob attacks Cleo at b4; Bob remains and Cleo retreats: Bob holds it
units b3 Bob frigate:1
units b4 Cleo frigate:1
activate b4
fly b3 b4 frigate:1
fight b4
fire = 0 0
fire
remain Bob
retreat Cleo a4 --json
status
!replay
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-over-held.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
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
# --- Bob attacks Cleo at b2: his units alone are left
units a2 Bob frigate:3
units b2 Cleo frigate:1
activate b2
fly a2 b2 frigate:3
fight b2
fire = 1 0 0 0 --json
next
# --- Cleo attacks Ann at c3 and loses her frigate: Ann holds it
units c3 Ann frigate:2
units d3 Cleo frigate:1
activate c3
fly d3 c3 frigate:1
fight c3
# Cleo cannot pay for failing: the command that ends the combat is refused,
# the refusal naming the rule (combats.battle.over)
set Cleo coins 0
!refuse fire = 0 1 0
give Cleo 1 coins
fire = 0 1 0
next
# --- Ann attacks Bob at d1, and both frigates fall: nobody is left
units c1 Ann frigate:1
units d1 Bob frigate:1
activate d1
fly c1 d1 frigate:1
fight d1
fire = 1 1
next
# --- Bob attacks Cleo at b4; Bob remains and Cleo retreats: Bob holds it
units b3 Bob frigate:1
units b4 Cleo frigate:1
activate b4
fly b3 b4 frigate:1
fight b4
fire = 0 0
fire
remain Bob
retreat Cleo a4 --json
status
!replay
verify
