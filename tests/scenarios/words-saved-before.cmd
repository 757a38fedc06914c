# What a game calls its concepts comes from its ruleset (words:, see
# arbiter-ruleset(5)): adellos calls the player's chief piece a leader
# (adellos rulebook: "Adlige", the nobles, lead each faction; adellos.yaml
# gives words.chief).  Changed in the game's ruleset text, the messages
# follow; a game saved before rulesets gave words: (no 'words:' in its
# text) still says leader, the word the key 'leaders' gave it then.
new adellos w --players Ann,Bob --seed 1 --option nobles=merchant-pinkerton,zombie-lord
remove soldier-9
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'chief: {one: leader, many: leaders}', 'chief: {one: noble, many: nobles}')" && sqlite3 $T/game.db "SELECT instr(text, 'one: noble,') > 0 FROM texts"
remove soldier-9
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'words:' || char(10) || '  chief: {one: noble, many: nobles}' || char(10) || '  counter: {one: time counter, many: time counters}', '')" && sqlite3 $T/game.db "SELECT instr(text, 'words:' || char(10) || '  chief'), instr(text, 'nobles}') FROM texts"
remove soldier-9
remove merchant-pinkerton
# completion offers the chiefs (adellos.yaml's leaders) after 'ability'
complete ability merchant-p
#
# ashes-of-empire calls a world's shelter a hangar (booklet line 15: "spaces
# for 2 hangars"); the basic game has none (hangars-max: 0)
new ashes-of-empire a --players Ann,Bob --seed 1
world 1 hangars=1
# (a text of before: no words, and its zones written by the keys of
# before, board.worlds with population, setup.worlds with fleets)
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(replace(replace(replace(substr(text, 1, instr(text, char(10) || 'words:')), ' zones:', ' worlds:'), ', folk: ', ', population: '), 'squads:', 'fleets:'), 'strikers: 5, carriers: 3}', 'fighters: 5, transporters: 3}'), 'strikers: 10, carriers: 3}', 'fighters: 10, transporters: 3}') WHERE instr(text, 'id: ashes-of-empire') > 0" && sqlite3 $T/game.db "SELECT instr(text, 'shelter:') + instr(text, 'store: {') + instr(text, 'zone:') + instr(text, 'striker:') + instr(text, ' zones:') + instr(text, 'folk:') + instr(text, 'squads:') FROM texts"
# (and its mechanisms by the keys and values of before: warehouse,
# population-max, factories, hangars-max, neutral-fighters, ...)
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(text, 'store: [', 'warehouse: ['), 'folk-max:', 'population-max:'), 'producers:' || char(10) || '', 'factories:' || char(10) || ''), 'producers-max:', 'factories-max:'), 'shelters-max:', 'hangars-max:'), 'neutral-strikers', 'neutral-fighters'), 'neutral-militia: folk', 'neutral-troops: population'), 'makes: strikers,', 'makes: fighters,'), 'makes: carriers,', 'makes: transporters,'), 'makes: militia,', 'makes: troops,'), 'morale-carriers-per', 'morale-transporters-per'), 'morale-militia-per', 'morale-troops-per'), 'goods: [folk, producers, store]', 'goods: [population, factories, warehouse]'), 'by: folk,', 'by: population,'), 'by: zones,', 'by: worlds,'), 'by: strikers,', 'by: fighters,'), 'by: carriers,', 'by: transporters,'), 'by: producers,', 'by: factories,'), 'by: shelters,', 'by: hangars,') WHERE instr(text, 'id: ashes-of-empire') > 0" && sqlite3 $T/game.db "SELECT instr(text, 'store: [') + instr(text, 'folk-max:') + instr(text, 'shelters-max:') + instr(text, 'neutral-militia:') + instr(text, 'by: zones,') + instr(text, 'morale-militia-per') FROM texts"
world 1 hangars=1
# without 'words:' the ruleset still names a world, its factory, its
# population, fighters and transporters as the booklet does (board.worlds
# gives them): "3 factories ... steel factories" (line 15), "the population
# of a planet cannot rise above 9" (line 15), 40 boards (line 7),
# "fighters" (line 19), "transporters" (line 25), "at least the same
# number of troops as population" (line 15), "the allocation of the fleet"
# (line 30; this game deals none: setup.worlds.fleets: [])
factory 1 gold
world 1 population=10
world 41 owner=Ann
fleet Ann 1 x 0
fleet Ann 1 0 y
world 1 troops=z
!refuse deploy Ann 1
