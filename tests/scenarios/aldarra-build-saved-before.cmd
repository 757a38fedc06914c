# A game of aldarra-reborn saved before 'build' was a declared action: the
# stored ruleset text has an action that runs the mechanism ('run: build')
# and the Cin'dar Empire's 'abilities.unlimited-home: true', the text of
# rulesets/aldarra-reborn.yaml then, put back as it was.  Read, it becomes
# the declared action (a word of kind piece-counts and the effect build)
# and the faction's value, and the game builds, refuses and replays as
# before: units at a Stronghold (any number at the Cin'dar's), at
# buildings, none where a building is new, one where an Outpost became a
# Fortress; an Outpost where one has an Engineer, cheaper per Forest held;
# the box, the stacking limit, enemy units, one building a territory.
# Then the action is renamed in the stored text ('raise', still running the
# mechanism): both it and the program's command by its name, 'build', are
# taken, and refused in another phase as before.  Unit cards are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: build') > 0, instr(text, 'unlimited-home: true') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 forest b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red d3
settle Blue e3
next = 0 0
next
# not yet: building is the build phase's
!refuse build Green a1 frigate
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
pass Blue
pass Red
pass Green
next
status
# the usage, the words, the place, the pieces
!refuse build
!refuse build Green a1
!refuse build Green a1 frigate:2 x
!refuse build Zed a1 frigate
!refuse build Green zz frigate
!refuse build Green a9 frigate
!refuse build Green a1 x:1
!refuse build Green a1 frigate:0
!refuse build Green a1 ,
# the Cin'dar Empire builds any number at its Stronghold, beyond the
# stacking limit there too; the box holds 10 Frigates
!refuse build Green a1 frigate:9
build Green a1 frigate:4
build Green a1 frigate:2 --json
# Blue (Odarian) builds 5 at most at its Stronghold, within the stacking
# limit of 5 moving units (it has 3 there)
!refuse build Blue e1 frigate:6
!refuse build Blue e1 frigate:3
build Blue e1 frigate:2
!refuse build Blue e1 frigate:1
# at an Outpost, 2 Engineers each and nothing else
!refuse build Blue e3 frigate
build Blue e3 engineer:2
!refuse build Blue e3 engineer
# enemy units; no building where one stands; an Outpost needs an Engineer
units b2 Red frigate:1
units b2 Blue engineer:1
!refuse build Blue b2 outpost
units b2 Red none
!refuse build Blue e3 outpost
!refuse build Blue c1 outpost
!refuse build Blue b2 outpost:2
# 1 coin cheaper per Forest held (e1 is Blue's Stronghold, no Forest):
# 2 coins with a2
units a2 Blue frigate:1
build Blue b2 outpost
!refuse build Blue b2 engineer
!refuse build Blue b2 outpost
# a Fortress in place of an Outpost (a crystal too), then one unit there
# this step
!refuse build Red d3 fortress
set Red crystals 1
!refuse build Red c3 fortress
build Red d3 fortress
!refuse build Red d3 frigate:2
build Red d3 frigate
!refuse build Red d3 frigate
!refuse build Red b1 fortress
# the coins run out
set Red coins 1
!refuse build Red c3 frigate:1
help build
status
undo
redo
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '  build:' || char(10) || '    help: build', '  raise:' || char(10) || '    help: build') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '  raise:') > 0 FROM texts WHERE ord = 0"
raise Green a1 engineer
build Green a1 engineer
!refuse raise Red c3 frigate:2
# the build step ends: the Coalition's free Outpost where it has an
# Engineer and no building stands
units b1 Red engineer:1
next
!refuse build Green a1 frigate
!refuse raise Green a1 frigate
log
verify
!replay
