# A game of aldarra-reborn saved while what becomes of a unit destroyed in
# a combat was the program's (a coin to its owner, mechanisms.dice-pool's
# 'coin' and 'per-unit'; hostages taken by the Arrodan Syndicate's hits in
# a combat it started, its ability 'hostages'): the stored text is
# rulesets/aldarra-reborn.yaml as it was then
# (tests/data/aldarra-assign-saved-before.yaml).  Read, the keys become the
# pool combat's destroyed effects, and the game assigns, destroys, takes
# hostages, pays and replays as before.  The output is the binary's before
# the change.  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-assign-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'coin: coins') > 0, instr(text, 'take-hostage:') > 0 FROM texts WHERE ord = 0"
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
# --- Bob attacks Cleo at b2, and Ann's units join: nobody takes hostages
units a2 Bob frigate:3
units b2 Cleo frigate:3
activate b2
fly a2 b2 frigate:3
fight b2
units b2 Ann frigate:3
fire = 1 1 1 1 0 0 1 1 1
!refuse assign Cleo frigate
!refuse assign Bob Cleo:frigate
assign Bob Cleo:frigate,Cleo:frigate,Cleo:frigate --json
status
assign Cleo Ann:frigate
fire
status
next
pass
# --- Ann (Arrodan Syndicate) attacks Bob at b4: her hits take his units
# hostage, his destroy hers ------------------------------------------------
units b4 Bob frigate:2,destroyer:1
units c4 Ann frigate:3
activate b4
fly c4 b4 frigate:3
fight b4
fire = 1 1 1 1 1 1
assign Ann frigate,destroyer --json
status
status --json
!replay
log
verify
