# A game of aldarra-reborn saved while the rule of a combat of more than
# two players ("assign damage in turn order": one player at a time, the
# later ones waiting their turn) was the program's, the effect
# 'settle-hits: true': the stored text is rulesets/aldarra-reborn.yaml as
# it was then (tests/data/aldarra-settle-saved-before.yaml).  Read, the
# effect is the declaration of now (wait: fight(players) > 2, order:
# turn-order), and a combat of three players assigns, waits, refuses and
# replays as before; once two are left they assign at once.  The output is
# the binary's before the change.  Unit cards and dice faces are TEST
# VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-settle-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'settle-hits: true') > 0, instr(text, 'wait: fight(players)') > 0 FROM texts WHERE ord = 0"
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
# --- Bob attacks Cleo at b2, and Ann's units join: three in the combat
units a2 Bob frigate:3,destroyer:1
units b2 Cleo frigate:2,destroyer:1
activate b2
fly a2 b2 frigate:3,destroyer:1
fight b2
units b2 Ann frigate:2,destroyer:1
fire = 1 1 0 1 1 0 1 1 1 1
# Bob first, in turn order; Cleo and Ann wait theirs
!refuse assign Cleo Ann:frigate
!refuse assign Ann Bob:frigate
assign Bob Cleo:destroyer,Ann:frigate,Ann:frigate --json
!refuse assign Ann Bob:frigate
status
assign Cleo
status --json
assign Ann Bob:destroyer,Cleo:frigate
status
fire
remain Bob
remain Cleo
remain Ann
# --- round 2: Bob's hit first; Cleo's hit, his units gone, is his to
# assign with two players left, and Ann had none
fire = 1 1 0 0
!refuse assign Cleo Bob:frigate
assign Bob Cleo:frigate
status
!refuse assign Ann Bob:frigate
assign Cleo Ann:frigate --json
fire
remain Bob
remain Ann
# --- round 3: two players, no choice to make: the hits fall at once
fire = 1 1
status
!replay
log
verify
