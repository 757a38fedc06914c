# A game of aldarra-reborn saved before its objectives were a declared
# action: the stored ruleset text (tests/data/aldarra-ransom-saved-before.
# yaml, the text of rulesets/aldarra-reborn.yaml then) runs the mechanism
# 'goal' from the action 'objective' and gives the Arrodan Syndicate's
# draws as 'abilities.objective-draw: 2'.  Read, they become the declared
# action (a choice followed by a number, in_phase(), order_running, the
# tally drawn) and the faction's value 'objective-draw', and the game
# draws, swaps, claims, refuses and replays its objectives as before
# (rulebook line 432: "Draw 1 Secondary Objective card from the deck").
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'objective-draw: 2') > 0, instr(text, 'run: goal') > 0 FROM texts WHERE ord = 0"
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
# the setup: objectives are drawn in their phase, claimed at any time
!refuse objective Ann draw
objective Ann claim 3
next = 0 0
next
# the words of each form, before anything else is checked
!refuse objective Ann
!refuse objective Ann swap
!refuse objective Ann claim
!refuse objective Ann draw 2
!refuse objective Ann frob
!refuse objective Ann frob 2
!refuse objective Ann swap x
!refuse objective Ann claim 0
!refuse objective Ann claim 1001
!refuse objective Zed draw
!refuse objective Ann swap 2 3
# an order being carried out: no claim until it is over
activate a4
!refuse objective Bob claim 2
!refuse objective Bob draw
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
next
# the objectives phase: one draw or one swap a round for each player;
# the Arrodan Syndicate (Ann) draws two and keeps one
objective Ann draw --json
!refuse objective Ann draw
!refuse objective Ann swap 1
!refuse objective Bob swap 3
objective Bob swap 2
!refuse objective Bob draw
objective Cleo claim 2
objective Cleo claim 5
!refuse objective Cleo claim 1
set Cleo objectives 5
objective Cleo draw
status
log
verify
!replay
