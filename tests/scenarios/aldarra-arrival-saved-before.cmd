# A game of aldarra-reborn saved before its homes and the arrival's
# buildings were placed by declared actions: the stored ruleset text runs
# the mechanisms ('run: arrive', 'run: settle'), the text of
# rulesets/aldarra-reborn.yaml then, put back as it was.  Read, they
# become the declared actions (has_home(), home_next, has_arrival(),
# arrival_next, the effects place-home and place-arrival), and the game
# lists, takes, refuses and replays them as before.  The dice and coins
# are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-arrival-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: arrive') > 0, instr(text, 'run: settle') > 0 FROM texts WHERE ord = 0"
what
help arrive
help settle
# no territory is on the map yet
!refuse arrive Blue a1
!refuse settle Blue a1
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
lay ridge mountain
what
# homes in turn order (Blue, Red, Green), at least 3 steps apart, never on a
# crystal deposit; the words first, then the setup's order
!refuse arrive
!refuse arrive Blue e1 x
!refuse arrive Zed e1
!refuse arrive Blue zz9
!refuse arrive Red e1
!refuse arrive Blue c2
!refuse settle Green a3
arrive Blue e1 --json
!refuse arrive Blue d3
!refuse arrive Red d2
arrive Red c3
# a territory without a place: its distances are the GM's word
arrive Green ridge
!refuse arrive Green a3
# the arrival's buildings in reverse order (Green, Red, Blue)
!refuse settle Blue d3
!refuse settle Green c3
!refuse settle Green c2
settle Green a3 --json
!refuse settle Green b3
settle Red a1
!refuse next
settle Blue e3
!refuse settle Blue d3
what
status
next = 3 3
!refuse arrive Blue b2
!refuse settle Blue b2
undo 3
log
!replay
