# Where the dice-pool combat stands, as a ruleset reads it: fight(KEY),
# fight_player(PLAYER, KEY), fires_in(KIND, PLAYER) and @step, said by a
# command an overlay adds (tests/data/aldarra-fight-values.yaml) before a
# combat, between its steps, with hits to assign, with a player's light
# units held back, and once the round's steps are over.  Unit cards and
# dice faces are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-fight-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
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
# no combat on: every value 0, next nobody
peek
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
activate d2
fly e2 d2 frigate:2,cruiser:1
fight d2
# the light step, not thrown
peek
fire = 0 1 1
# thrown: Blue's hit and Red's to assign, Blue next
peek
assign Red frigate
peek
assign Blue Red:destroyer
# the heavy step
peek
fire = 3 1 2 1 0
assign Red frigate
peek
next
# Red holds its light units back: its frigates fire in the last step
units c3 Red frigate:3,engineer:1
units d3 Green frigate:3
activate d3
fly c3 d3 frigate:3
fight d3
delay Red
peek
fire = 0 0 0
fire = 0 0 0
# the round's steps are over: step 0, said as retreat
peek
# --- throw-pools' fires and the combat's hit-order declared otherwise
# (tests/data/aldarra-fire-other.yaml)
new aldarra-reborn h --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-fire-other.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
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
fight d2
# light step: Blue's Cruiser (two blue dice) and Red's Destroyer and
# Engineers fire, no Frigate: five faces
!refuse fire = 0 1 0 0
fire = 0 1 1 0 0
# refused by fire's require (fight(rolled)), then the hits by the
# overlay's hit-order, [piece]: Red's to Blue's Cruiser, the first of the
# pieces, not to a Frigate that would fall at once
!refuse fire
assign Blue
assign Red
# the heavy step: the same units fire again, the dice thrown by the seed
fire
status
verify
