# A game of aldarra-reborn saved while its combat's delay, remain and
# retreat ran the program's mechanisms ('run: delay', 'run: remain', 'run:
# retreat'): the stored text is rulesets/aldarra-reborn.yaml as it was
# then, put back (the one aldarra-explore-saved-before reads).  Read, the
# actions become the declared delay, remain and retreat (words of kinds
# player and refuge, the effects hold-back, remain and retreat), and the
# game drives aldarra-combat's combats, refuses in the same order (a
# retreat's place read after the combat's refusals) and replays as before
# (the output is main's binary's before the change).  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: delay') > 0, instr(text, 'run: remain') > 0 FROM texts WHERE ord = 0"
# in the setup: no combat, and the words counted first
!refuse delay Green
!refuse remain Green
!refuse delay
!refuse remain Green Blue
!refuse delay Zed
!refuse remain zed
!refuse retreat Green zz
!refuse retreat Green
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
!refuse delay Green
!refuse remain Green
spawn Blue b1
next
# the expansion phase, no combat on
!refuse delay Blue
!refuse remain Blue
!refuse delay Zed
# retreat reads its place after the combat's refusals
!refuse retreat Blue zz
!refuse retreat Zed zz
!refuse retreat Blue b1 c1
# --- the book's example: Blue attacks Red at d2 ---------------------------
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
!refuse fight d2
activate d2
!refuse fly d3 e2 frigate:1
!refuse fly e2 d2 frigate:3
fly e2 d2 frigate:2,cruiser:1
!refuse next
!refuse fire
fight d2
# in the light step, before the dice: remain is for after the last step;
# Red holds back (its words whoever's turn it is)
!refuse remain Blue
!refuse remain
!refuse delay Blue Red
!refuse retreat Blue zz
!refuse fly e1 d2 frigate:1
!refuse assign Blue destroyer
!refuse delay Green
# light step: Blue throws a green die per Frigate (0 and 1), Red a pink die
# for its Destroyer (1): one hit each
fire = 0 1 1
!refuse fire = 0 1 1
!refuse assign Red engineer
!refuse assign Blue Red:frigate
assign Red frigate
# Blue's hit does not reach the Destroyer's armour of 2: repaired after the step
assign Blue destroyer
# heavy step: Blue's Cruiser throws two blue dice, one explodes (3*, then 1,
# and 2: 6 hits); Red's Engineers throw two green dice (1 and 0): 6 hits
# destroy all three of Red's ships whatever the order; Red's hit goes to the
# last Frigate
fire = 3 1 2 1 0
!refuse assign Red cruiser,cruiser,cruiser,cruiser
assign Red frigate
# Blue collected 2 coins, Red 3; Blue holds d2 and scores 1 victory point
status
# the luck audit counts every throw of 'fire' and of the spawn: the table's
# two blue dice at the spawn (1), Blue's two green dice (1 hit, line 351)
# and two blue dice (6 hits, line 355), Red's pink die (1 hit, line 351)
# and two green dice (1 hit, line 355)
luck
next
# --- escalation and a retreat: Red attacks Green at d3 --------------------
units c3 Red frigate:3,engineer:1
units d3 Green frigate:3
activate d3
fly c3 d3 frigate:3
fight d3
# Green holds its light Frigates back to the second step of round 1;
# nothing hits (light step: Red's three green dice; heavy step: Green's)
delay Green
status --json
undo
delay green --json
!refuse delay Green
!refuse delay Blue
fire = 0 0 0
!refuse delay Red
fire = 0 0 0
!refuse retreat Green b3
!refuse remain Green
remain Red
!refuse remain Red
!refuse remain Blue
!refuse delay Green
remain Green
# a green die joined the pool: it is thrown when round 2 begins (1 hit), and
# its hit is added to every player's hits in both steps; nobody holds back
# in round 2
status
fire = 1 0 0 0 0 0 0
fire
!refuse retreat Green zz
!refuse retreat Red zz
!refuse retreat Red d3
!refuse retreat Red e3
!refuse retreat Red a1
!refuse retreat Red d2
retreat red C3
# the defence holds: nobody scores
status
!refuse remain Green
next
# --- three players: Green flies into b2, where Blue and Red are -----------
units b2 Blue frigate:1
units b2 Red destroyer:1
units a1 Green frigate:3,engineer:1
activate b2
!refuse fly b2 a1 frigate:1
!refuse fly a1 b2 frigate:4
fly a1 b2 frigate:3
!refuse activate a2
!refuse fight c2
fight b2
!refuse fly a1 b2 engineer
# Blue throws 1, Red 2 (pink), Green 1 1 0: hits are assigned in turn order
# (Blue, Red, Green), each unit named with its owner; Green's hits then have
# only Red's Destroyer left to hit
fire = 1 2 1 1 0
!refuse assign Red Blue:frigate,Green:frigate
!refuse assign Blue frigate
assign Blue Green:frigate
!refuse assign Red Blue:frigate
assign Red Blue:frigate,Green:frigate
status --json
# the combat ends the order's combat at b2 (an order runs movement, combat
# and explore once each, line 225): no second combat there in this order,
# even when units are put there ('units' takes them away again)
units b2 Blue frigate:2
!refuse fight b2
units b2 Blue none
next
# --- a unit joining a combat (a card's trait) is put there with 'units' ---
activate b2
fly e1 b2 frigate:2
# Red's Cruiser there is heavy: nothing of Red's to hold back
units b2 Red cruiser:1
fight b2
!refuse delay Red
fire = 0 0 0
units b2 Red destroyer:1
fire
# everyone remains: round 2, and a die joins the escalation pool
remain Blue
remain Red
remain Green
status
!replay
log
verify
