# A game whose ruleset names no word for a captive (no words.captive)
# says the general one: the text of rulesets/aldarra-reborn.yaml without
# its words.captive, put in place of the stored text.  Its destroyed
# effects hold a unit captive by the effect capture, its ransom reads
# captives(CAPTOR, OWNER), and the program's own lines (status, the
# effect release, its refusal) say captive and captives; the game's own
# lines (its says and refusals) are its text's.  The GM's actions free and
# free-nobody (tests/data/captives-free.yaml) release without a line of
# their own.  Coins start at 10 (tests/data/aldarra-test-values.yaml,
# TEST VALUES).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/captives-free.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sed '/^  captive: {one: hostage, many: hostages}$/d' $R/rulesets/aldarra-reborn.yaml > $T/general.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/general.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'captive:') = 0, instr(text, '- capture: who') > 0, instr(text, 'captives(who, me)') > 0, instr(text, 'take-hostage') = 0 FROM texts WHERE ord = 0"
# the map, the arrival and the first round's orders, as in aldarra-round:
# Ann (Arrodan Syndicate) attacks Bob at b4 and holds his Frigate captive
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
status --json
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
# nobody holds Cleo's units
!refuse ransom Cleo
!refuse free-nobody Bob
free Cleo Bob
ransom Bob
undo
free Ann Bob
status
verify
!replay
