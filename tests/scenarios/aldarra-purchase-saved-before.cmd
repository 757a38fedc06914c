# A game of aldarra-reborn saved before its purchase was a declared action:
# the stored ruleset text gives it as 'mechanisms.purchase' {resource: vp,
# table: unknown} and an action that runs the mechanism ('run: purchase'),
# the text of rulesets/aldarra-reborn.yaml then, put back as it was; the
# stored overlay gives the table as 'mechanisms.purchase.table' (the test
# values of tests/data/aldarra-test-values.yaml then: 10 coins, 3 crystals
# or 5 crystals, for 1, 1 or 3 victory points).  Read, they become the
# action with its table, and the game buys as before.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1" && sqlite3 $T/game.db "SELECT instr(text, 'purchase: {resource: vp, table: unknown}') > 0, instr(text, 'run: purchase') > 0 FROM texts WHERE ord = 0; SELECT instr(text, '- {pay: {coins: 10}, gain: 1}') > 0 FROM texts WHERE ord = 1"
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
# the purchase belongs to the mining phase (rulebook line 227: Management
# Phase - Mine - Buy Victory Points)
!refuse purchase Ann 1
next
# three laps of orders, every player passing; the last pass ends the phase
pass
pass
pass
pass
pass
pass
pass
pass
pass
# rulebook line 418: "Choose up to one of the following and complete it
# once"; line 469: "Once per round"
!refuse purchase Ann 4
purchase Ann 1
!refuse purchase Ann 1
!refuse purchase Cleo 2
status
verify
!replay
