# A game of aldarra-reborn saved while its spawn ran the program's
# mechanism ('run: spawn'): the stored text is rulesets/aldarra-reborn.yaml
# as it was then (tests/data/aldarra-explore-saved-before.yaml), put back.
# Read, the action becomes the declared spawn (the effect place-spawned,
# to_place, placer, spawn_spot(), spawned(), home_at(), a territory word
# that takes 'none', quiet-turn), and the game places, refuses and
# replays as before (the output is main's binary's before the change).
# Unit cards and coins are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: spawn') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
# a territory without a place on the grid: whether it borders a home is
# the GM's word
lay peak forest
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
units b2 Blue frigate:1
units d2 Red frigate
units b3 Blue frigate:1
units e2 Green frigate:1
!refuse spawn Blue b1
next = 3 3
# out of turn, a home, next to one's own home, a crystal there, one's own
# units, units where an empty territory is left; misused words
!refuse spawn Red b1
!refuse spawn Blue e1
!refuse spawn Blue d1
!refuse spawn Blue c2
!refuse spawn Blue e3
!refuse spawn Blue a3
!refuse spawn Blue
!refuse spawn Zed b1
!refuse spawn Blue zz9
spawn Blue peak
!refuse spawn Red peak
spawn Red b1 --json
spawn Green d1
!refuse spawn Blue none
spawn Blue a2
spawn Red e2
!refuse next
spawn Green d3
!refuse spawn Blue b3
map
next
!refuse spawn Blue b3
verify
!replay
# a text of before commands were declared (no actions; the preparation
# phase lists the command) with the test values of then
# (tests/data/aldarra-purchase-saved-before-overlay.yaml): the program's
# command by its name reads as the declared action
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-listed-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1 AND game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'commands: [turnorder, spawn]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next = 1 0
!refuse spawn Ann b1
!refuse spawn Bob e2
spawn Bob b1
!refuse spawn Bob b3
verify
# with nowhere to place it (a home, the crystal, one's own units
# everywhere else), a player's crystal is not placed: 'none'
new aldarra-reborn k --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'run: spawn') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'k')"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
arrive Blue e1
arrive Red a1
lay far gold
arrive Green far
settle Green b2
settle Red c1
settle Blue d2
units b1 Blue frigate:1
units e2 Blue frigate:1
units d1 Blue frigate:1
units a2 Blue frigate:1
units c1 Blue frigate:1
units b2 Blue frigate:1
next = 3 3
!refuse spawn Blue b1
spawn Blue none
!refuse spawn Red none
!refuse spawn Red b1
verify
!replay
