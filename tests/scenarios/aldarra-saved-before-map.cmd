# A game of aldarra-reborn saved before its map became a board of the hex
# kind: the snapshot tests/data/aldarra-saved-before-map.json was written
# by the code before (its tiles, and every player's units as one list by
# tile, player and piece), after the commands below.  Put back as the
# game's state, it loads and the game plays on: the book's example of a
# combat (Blue's two Frigates and a Cruiser against Red's Destroyer and two
# Engineers at d2), as in aldarra-combat.  Unit cards and dice faces are
# TEST VALUES (tests/data/aldarra-test-values.yaml): green 0 0 0 0 1 1 1 2*,
# pink 0 0 0 1 1 1 2 2*, blue 0 0 1 1 1 2 2 3*.
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
next = 1 0
spawn Blue b1
next
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
activate d2
fly e2 d2 frigate:2,cruiser:1
!sh sqlite3 $T/game.db "UPDATE games SET state = readfile('tests/data/aldarra-saved-before-map.json')" && sqlite3 $T/game.db "SELECT instr(state, '\"units\":[0,0,0,2,1,') > 0, state_seq FROM games"
# e2 is empty, d2 holds both sides (read from the saved units)
status
fight d2
# light step: Blue throws a green die per Frigate (0 and 1), Red a pink die
# for its Destroyer (1): one hit each (rulebook line 351)
fire = 0 1 1
assign Red frigate
# Blue's hit does not reach the Destroyer's armour of 2: repaired after the step
assign Blue destroyer
# heavy step: Blue's Cruiser throws two blue dice, one explodes (3*, then 1,
# and 2: 6 hits); Red's Engineers throw two green dice (1 and 0): 6 hits
# destroy all three of Red's ships whatever the order; Red's hit goes to the
# last Frigate (rulebook line 355)
fire = 3 1 2 1 0
assign Red frigate
# Blue collected 2 coins, Red 3 (lines 351 and 355); Blue holds d2 and
# scores 1 victory point
status
verify
!replay
