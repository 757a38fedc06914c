# A game of aldarra-reborn saved while its win check began with the effect
# 'reach-win: true' (tests/data/aldarra-win-saved-before.yaml, as
# aldarra-win-saved-before), started with an overlay that lowers the
# victory to 5 victory points (tests/data/aldarra-win-at-5.yaml).  Read,
# reach-win becomes the declaration, which reads the target with
# victory_at(vp): round 1 says nobody has 5, round 2 ends with a tie at 5
# broken by the turn order, and without the tie (Red 4) Blue wins alone.
# Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-win-at-5.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-win-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'reach-win: true') > 0 FROM texts WHERE ord = 0"
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
# --- build, then the next round's preparation: the turn order ranked, the
# tokens refilled, the spawn's dice 1 1 two more crystals, placed in the
# new turn order before the phase may end ----------------------------------
next = 1 1
!refuse next
spawn Blue a2
!refuse next
spawn Red d1
status
!replay
# --- round 2 ends the game at the win check (reach-win, read as the
# declaration): Blue and Red both have 5; Blue is earlier in the turn
# order and wins ----------------------------------------------------------
set Blue vp 5
set Red vp 5
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
# --- the same check without the tie: the win taken back, Red one point
# short, Blue wins alone and nobody is told of a tie ------------------------
undo
set Red vp 4
next --json
status
!replay
