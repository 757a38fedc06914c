# A game of aldarra-reborn saved before its discoveries were a declared
# action: the stored ruleset text (tests/data/aldarra-ransom-saved-before.
# yaml, the text of rulesets/aldarra-reborn.yaml then) runs the mechanism
# 'pick' from the action 'discover' and lets the Cin'dar Empire search the
# deck with 'abilities.discovery-search: true'.  Read, they become the
# declared action (a word of kind card-id, a flag, undone_next, the effects
# keep-card and mark-done) and the faction's value 'discovery-search', and
# the game picks, refuses and replays its discoveries as before (rulebook
# line 442: "In turn order, each player picks one of the revealed
# Discovery cards").
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'discovery-search: true') > 0, instr(text, 'run: pick') > 0 FROM texts WHERE ord = 0"
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
# the setup: discoveries belong to their phase
!refuse discover Ann frigate
next = 0 0
next
# another phase's: refused before its words are read
!refuse discover Ann frigate
!refuse discover Ann
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
next
next
next
# the discovery phase: the words, before anything else is checked
!refuse discover Ann
!refuse discover Ann frigate search now
!refuse discover Ann Frigate
!refuse discover Ann 2x
!refuse discover Zed frigate
!refuse discover Ann frigate seek
# then the turn order (Bob, Cleo, Ann)
!refuse discover Ann frigate
!refuse discover Cleo frigate
!refuse discover Bob cruiser search
!refuse discover Bob test-mining
!refuse discover Bob lost-relic search
discover Bob cruiser --json
!refuse next
!refuse discover Bob frigate
!refuse discover Cleo targeting-focus
!refuse discover Cleo frigate seek
discover Cleo frigate search
discover Ann targeting-focus
!refuse discover Ann engineer
!refuse pass Ann
status
undo
pass Ann
next
!refuse discover Ann engineer
status
log
verify
!replay
