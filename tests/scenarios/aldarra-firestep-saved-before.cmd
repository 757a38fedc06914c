# A game of aldarra-reborn saved while its combat's fire and assign were
# the effects fire-step and assign-hits (the checks, the throws and the
# lines in the program): the stored text is rulesets/aldarra-reborn.yaml
# as it was then (tests/data/aldarra-firestep-saved-before.yaml).  Read,
# fire and assign become the declaration of today, and the game refuses
# in the same order, throws, assigns and replays as before.  The output is
# the binary's before the change.  Unit cards and dice faces are TEST
# VALUES (tests/data/aldarra-test-values.yaml).
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-firestep-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'fire-step: true') > 0, instr(text, 'assign-hits:') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
help fire
help assign
# in the setup: no combat, and the words counted first
!refuse fire
!refuse fire = 1 2
!refuse fire Green
!refuse fire Green = 1
!refuse assign Green
!refuse assign
!refuse assign Green frigate extra
!refuse assign Zed
!refuse assign Green = 1
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
# another phase
!refuse fire
!refuse fire = 1
!refuse assign Green
spawn Blue b1
next
# the expansion phase, no combat on
!refuse fire
!refuse fire = 1 1
!refuse fire x
!refuse assign Blue
!refuse assign Blue frigate
!refuse assign Zed frigate
# --- the book's example: Blue attacks Red at d2 ---------------------------
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
activate d2
fly e2 d2 frigate:2,cruiser:1
!refuse fire
fight d2
!refuse assign Blue destroyer
!refuse assign Red
# light step: Blue throws a green die per Frigate (0 and 1), Red a pink die
# for its Destroyer (1): one hit each; too few faces, then too many
!refuse fire = 0 1
!refuse fire = 0 1 1 1
fire = 0 1 1 --json
!refuse fire = 0 1 1
!refuse fire
!refuse assign Red engineer
!refuse assign Blue Red:frigate
!refuse assign Blue Zed:destroyer
!refuse assign Blue destroyer:x
!refuse assign Blue ship
!refuse assign Blue Blue:frigate
!refuse assign Blue destroyer,destroyer
!refuse assign Blue engineer,engineer,engineer
assign red frigate --json
# Blue's hit does not reach the Destroyer's armour of 2: repaired after the step
assign Blue Red:destroyer
# heavy step: 6 hits each way, whatever the order
fire = 3 1 2 1 0
!refuse assign Red cruiser,cruiser,cruiser,cruiser
!refuse assign Blue frigate
assign Red frigate
status
luck
next
# --- escalation and a retreat: Red attacks Green at d3 --------------------
units c3 Red frigate:3,engineer:1
units d3 Green frigate:3
activate d3
fly c3 d3 frigate:3
fight d3
delay Green
fire = 0 0 0
fire = 0 0 0
!refuse fire
!refuse fire = 1
!refuse assign Red
remain Red
remain Green
status
# the escalation pool's green die (1 hit), added to each player's hits
!refuse fire = 1 0 0 0 0 0
fire = 1 0 0 0 0 0 0 --json
fire
retreat Red c3
status
next
# --- three players: Green flies into b2, where Blue and Red are -----------
units b2 Blue frigate:1
units b2 Red destroyer:1
units a1 Green frigate:3,engineer:1
activate b2
fly a1 b2 frigate:3
fight b2
fire = 1 2 1 1 0
!refuse assign Red Blue:frigate,Green:frigate
!refuse assign Blue frigate
!refuse assign Blue Green:frigate,Green:frigate,Green:frigate,Green:frigate
!refuse assign Green Red:destroyer
assign Blue Green:frigate
!refuse assign Red Blue:frigate
!refuse assign Red Green:frigate,Green:frigate,Green:frigate
assign Red Blue:frigate,Green:frigate
status --json
next
# --- a unit joining a combat (a card's trait) is put there with 'units' ---
activate b2
fly e1 b2 frigate:2
units b2 Red cruiser:1
fight b2
fire = 0 0 0
units b2 Red destroyer:1
fire
remain Blue
remain Red
remain Green
status
!replay
log
verify
