# A game of aldarra-reborn saved before 'turnorder' and 'activate' were
# declared actions: the stored ruleset text has actions that run the
# mechanisms ('run: turnorder', 'run: activate'), the text of
# rulesets/aldarra-reborn.yaml then
# (tests/data/aldarra-explore-saved-before.yaml).  Read, they become the
# declared actions (a word of kind turn-order and the effect
# set-turn-order; the effect start-order), and the game takes, refuses and
# replays them as before.  Then a game whose text declares no actions
# (tests/data/aldarra-ransom-listed-before.yaml) has both by their names.
# Unit cards are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: turnorder') > 0, instr(text, 'run: activate') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
!refuse turnorder Cleo,Ann,Bob
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
!refuse activate a4
next = 2 1
!refuse turnorder
!refuse turnorder Ann,Bob
!refuse turnorder Ann,Ann,Bob
!refuse turnorder Ann,Bob,Zed
turnorder cleo,ann,bob --json
spawn Cleo d1
!refuse turnorder Ann,Bob,Cleo
undo
turnorder Ann,Bob,Cleo
help turnorder
!refuse next
!refuse activate a4
spawn Ann b2
spawn Bob f4
spawn Cleo e3
next
!refuse activate zz
!refuse activate a4 b4
activate a4 --json
!refuse activate b4
next
set Bob orders 0
!refuse activate b4
help activate
log
verify
!replay
# a text that declares no actions, with the test values of then
# (tests/data/aldarra-purchase-saved-before-overlay.yaml): the commands
# by their names
new aldarra-reborn bare --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-listed-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'bare')" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1 AND game = (SELECT id FROM games WHERE name = 'bare')" && sqlite3 $T/game.db "SELECT instr(text, char(10) || 'actions:') FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'bare')"
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
!refuse turnorder Cleo,Bob
turnorder Cleo,Bob,Ann
next
activate a4
!refuse activate b4
log
verify
