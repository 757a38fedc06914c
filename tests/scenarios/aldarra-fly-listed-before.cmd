# A game of aldarra-reborn saved before its commands were declared (the
# stored text of aldarra-ransom-listed-before: no actions, the expansion
# phase lists 'fly'): the program's command, by the name the phase lists
# ('travel' stays unknown), becomes a declared action of that phase at
# load, and refuses, flies and replays as before (main's binary's output
# before the change, but for one line: status's 'now' named the program's
# 'travel', a word the game refused, among the phase's commands; it names
# the action 'fly', first, as the declared actions of a phase are).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-listed-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1" && sqlite3 $T/game.db "SELECT instr(text, 'commands: [activate, fly, fight, explore]') > 0, instr(text, 'actions:') = 0 FROM texts WHERE ord = 0"
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
!refuse fly d2 a4 frigate
next = 0 0
!refuse travel d2 a4 frigate
next
help fly
help travel
!refuse fly d2
!refuse travel d2 a4
!refuse fly d2 a4 frigate
activate a4
!refuse travel d2 d2 frigate
!refuse fly d2 a4 frigate:9
travel d2 a4 frigate
!refuse fly a4 d2 frigate
explore a4 1
!refuse fly d2 a4 engineer
next
activate b2
fly a1 b2 frigate:2
travel a1 b2 engineer --json
status
log
verify
!replay
