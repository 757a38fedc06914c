# Aldarra's win check reads its target from the 'reach' victory
# (victory_at(vp)), so a house rule that changes the victory changes the
# check: with an overlay for 5 victory points status shows "5 to win",
# the check of round 1 says nobody has 5, and in round 2 a player with 5
# wins (4 do not: the win taken back, Red one point short, nobody has 5).
# Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-win-at-5.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
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
# --- three laps of orders: everybody passes --------------------------------
pass
pass
pass
pass
pass
pass
pass
pass
pass
# the win check: nobody has 5
next
status
# --- discovery, build, the next round's preparation ------------------------
next
discover Blue cruiser
pass
discover Green frigate
next
next = 1 1
spawn Blue a2
spawn Red d1
# --- round 2: Red has 5, Blue 4; the win check ends the game ---------------
set Red vp 5
set Blue vp 4
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
next --json
status
!refuse next
!replay
# --- the win taken back: Red one point short, both have 4, and nobody has
# 5 ---------------------------------------------------------------------
undo
set Red vp 4
next
!replay
