# A game of aldarra-reborn saved while its preparation phase ranked the turn
# order with the effect 'rank-turns: true' and its criteria in turns.rank
# (fewest victory points first): the stored text is
# rulesets/aldarra-reborn.yaml as it was then, put back.  Read, the effect
# becomes the declaration rank-players (by resource(vp, who), into the
# turn order, said with @ranking and @ties), and the game says the same
# lines, --json and all, and replays as before (the output is the binary's
# before the change).  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-rank-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'rank-turns: true') > 0 FROM texts WHERE ord = 0"
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
next
next
discover Blue cruiser
pass
discover Green frigate
next
# Red and Green have fewer victory points than Blue, and as many as each
# other: Red stays before Green, as in the previous order
set Blue vp 5
set Red vp 2
set Green vp 2
next = 1 1 --json
status
!replay
# --- round 3: everybody apart by victory points, no tie left ---------------
spawn Red d1
spawn Green e2
set Green vp 7
set Blue vp 3
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
next
next
pass
pass
pass
next
next = 0 0
!replay
