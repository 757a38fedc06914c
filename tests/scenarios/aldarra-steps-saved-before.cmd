# A game of aldarra-reborn saved while its phases ran the program's steps
# ('steps: [reveal-discoveries]', 'steps: [win-check]', 'steps:
# [turn-order, refill, spawn]'): the stored text
# is rulesets/aldarra-reborn.yaml as it was then, put back.  Read, the
# first step becomes the discovery phase's begin (a say of 'players' and
# the mechanism's extra, naming the action that picks), the second the
# objectives phase's begin (the check declare-winner declares), and the
# game says the
# same lines, --json and all, and replays as before (the output is main's
# binary's before the change).  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'steps: [reveal-discoveries]') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
# the spawn's two blue dice (1 and 0: one more crystal) are the table's roll
next = 1 0
spawn Blue b1
next --json
# --- three laps of orders: everybody passes --------------------------------
pass
pass
pass
pass
pass
pass
pass
pass
# the last pass begins the mining phase
pass --json
# the win check
next --json
# --- discovery: the revealed cards, then everybody picks in turn order -----
next --json
!refuse next
discover Blue cruiser
pass
discover Green frigate
next
# --- build, then the next round's preparation (the steps 'turn-order',
# 'refill' and 'spawn', read as the phase's begin and end-require): the
# turn order ranked, the tokens refilled, the spawn's dice 1 1 two more
# crystals, placed in the new turn order before the phase may end ------
next = 1 1
!refuse next
spawn Blue a2
!refuse next
spawn Red d1
status
!replay
# --- round 2 ends the game at the win check (the step 'win-check', read as
# the objectives phase's begin, declare-winner): Blue and Red both have 20; Blue
# is earlier in the turn order and wins ---------------------------------
set Blue vp 20
set Red vp 20
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
# the win check
next --json
status
!refuse next
!replay
