# A game of aldarra-reborn saved while its preparation phase began with the
# effect spawn-pieces (the tiles' pieces, the dice, the box and the lines in
# the program): the stored text is rulesets/aldarra-reborn.yaml as it was
# then (tests/data/aldarra-spawn-pieces-saved-before.yaml).  The game spawns,
# throws, bounds by the box, names the placer and replays as before, round
# after round, with the players holding more than the box has left and
# with the Deposits taking the last of it.  The output is the binary's before the change.  Unit cards
# and dice faces are TEST VALUES (tests/data/aldarra-test-values.yaml).
# --- a box of 3 crystals (an overlay): it runs out ------------------------
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-spawn-pieces-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'spawn-pieces: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
help spawn
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 crystal f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next --json = 3 3
!refuse next
!refuse spawn Ann b4
spawn Bob b1
!refuse spawn Cleo b4
status
# the rest of round 1
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
next
next
pass Bob
pass Cleo
pass Ann
next
# round 2: the box is empty, nothing spawns, nothing to place
next --json = 1 1
!refuse spawn Bob b4
status
!replay
# --- the game's box of 25, two rounds ----------------------------------------
new aldarra-reborn h --players Ann,Bob,Cleo --seed 3 --overlay tests/data/aldarra-test-values.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-spawn-pieces-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Ann e1
arrive Bob a1
arrive Cleo c4
settle Cleo a3
settle Bob f3
settle Ann d2
next = 2 3
spawn Ann b1
spawn Bob e3
spawn Cleo f1
spawn Ann b3
!refuse spawn Bob a1
!refuse spawn Bob f1
spawn Bob b4
!refuse spawn Cleo f4
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
next
next
pass Ann
pass Bob
pass Cleo
next
# round 2: the deposits spawn again where their crystal was collected
next --json = 0 0
status
!replay
# --- the players hold more crystals than the box has left: nothing spawns,
# the dice's 0 asks for none, and the box is not said to run out ---------
new aldarra-reborn i --players Ann,Bob,Cleo --seed 4 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-spawn-pieces-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'i')"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
arrive Ann e1
arrive Bob a1
arrive Cleo c3
settle Cleo a3
settle Bob f3
settle Ann d2
set Ann crystals 5
next --json = 0 0
status
# one crystal fewer than the box: the Deposits take what is left
new aldarra-reborn j --players Ann,Bob,Cleo --seed 4 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-small-box.yaml --option first=Ann --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-spawn-pieces-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'j')"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 crystal e3 silver f3 copper
arrive Ann e1
arrive Bob a1
arrive Cleo c3
settle Cleo a3
settle Bob f3
settle Ann d2
set Bob crystals 2
next = 0 1
!refuse spawn Ann b1
!replay
