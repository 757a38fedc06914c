# A game of aldarra-reborn saved while what the end of a combat did was
# the program's (mechanisms.dice-pool's 'vp' and 'hold': an attacker whose
# units alone are left scores 1 victory point; the program said how each
# combat ended): the stored text is rulesets/aldarra-reborn.yaml as it was
# then (tests/data/aldarra-hold-saved-before.yaml).  Read, the keys become
# the pool combat's over effects, and the game's combats end, score and
# replay as before: the attacker left alone after the hits (fire) and
# after a retreat, the defence holding, nobody left; game h, whose text
# says 'hold: 0', scores nothing and says, as the program then did, that
# the defence holds even where the attacker is left alone.  The output is
# the binary's before the change.  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-hold-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'hold: 1') > 0, instr(text, 'fight(held)') > 0 FROM texts WHERE ord = 0"
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
# --- Bob attacks Cleo at b2: his units alone are left, he scores 1 vp
units a2 Bob frigate:3
units b2 Cleo frigate:1
activate b2
fly a2 b2 frigate:3
fight b2
fire = 1 0 0 0 --json
next
# --- Cleo attacks Ann at c3 and loses her frigate: the defence holds
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
# --- Bob attacks Cleo at b4; nobody hits, Bob remains and Cleo retreats:
# Bob holds it and scores again
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
log
verify
# --- game h: the same text with 'hold: 0'
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sed 's/^    hold: 1$/    hold: 0/' tests/data/aldarra-hold-saved-before.yaml > $T/hold-0.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/hold-0.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'hold: 0') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')"
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
units a2 Bob frigate:3
units b2 Cleo frigate:1
activate b2
fly a2 b2 frigate:3
fight b2
fire = 1 0 0 0 --json
status
!replay
verify
