# A game of aldarra-reborn saved before its commands were declared: the
# stored ruleset text gives the Arrodan Syndicate's hostages as
# 'abilities.hostages' {ransom: 4}, and the build phase lists the command
# ('commands: [build, ransom]'); the stored overlay is the test values of
# then (tests/data/aldarra-purchase-saved-before-overlay.yaml).  Read, the
# command becomes a declared action without a phase, taken in the phase
# that lists it and shown in the list's order, and the game takes, refuses
# and replays its ransoms as before.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-listed-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1" && sqlite3 $T/game.db "SELECT instr(text, 'hostages: {ransom: 4}') > 0, instr(text, 'commands: [build, ransom]') > 0 FROM texts WHERE ord = 0"
# the map, the arrival and the first round's orders, as in aldarra-round:
# Ann (Arrodan Syndicate) attacks Bob at b4 and takes his Frigate hostage
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
map
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
# the discovery phase: ransoms belong to the build phase
!refuse ransom Bob
next
!refuse ransom
!refuse ransom Bob Ann
!refuse ransom Zed
# nobody holds Ann's units, or Cleo's
!refuse ransom Ann
!refuse ransom Cleo
# the Syndicate's price is 4 coins
set Bob coins 3
!refuse ransom Bob
set Bob coins 4
help ransom
ransom Bob --json
!refuse ransom Bob
status
# once anything is built, no ransom is paid this build phase
undo
build Bob e1 frigate:1
!refuse ransom Bob
status
verify
!replay
