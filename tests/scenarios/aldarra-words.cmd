# Aldarra Reborn's commands are declared in its ruleset (actions: run):
# each takes the words its usage line gives, and objectives are drawn in
# the objectives step of the management phase only (rulebook line 227:
# "Management Phase - ... Check Win Condition - Draw Secondary Objectives";
# line 432: "Draw 1 Secondary Objective card from the deck").  Another
# game has none of these commands.  Unit cards and dice are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
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
# the expansion phase: Bob's order
!refuse objective Ann draw
!refuse objective Ann
!refuse fly d2 a4
!refuse fly d2 a4 frigate extra
!refuse discover Ann
!refuse lay
# a turn of orders ends with an order placed or passed (rulebook line 297:
# "players take turns placing orders until all players are out of Order
# Tokens"); passing gives up the token named by the ruleset
!refuse next
# the words of a command, named by the game's word for it
!refuse objective Ann swap
!refuse objective Ann frob
!refuse discover Ann plasma-cannon seek
# the other reading of passing: every token left
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option pass=all --option factions=arrodan,mining-corp,cindar
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
!refuse next
new adellos x --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!refuse fly d2 a4 frigate
!refuse objective Ann draw
# the rules stored with a game saved before the ruleset declared its
# commands list them in its phases by their words then: they still load
new aldarra-reborn old --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option factions=arrodan,mining-corp,cindar --overlay-text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, phases: {expansion: {commands: [activate, fly, fight, explore]}, objectives: {commands: [objective]}, discovery: {commands: [discover]}}}'
