# Games of ashes-of-empire saved before its unload command was a declared
# action: the stored ruleset text has the action run the mechanism
# ('run: unload') in its phase (tests/data/ashes-equip-saved-before.yaml),
# or in the phase whose commands list it
# (tests/data/ashes-home-saved-before.yaml), or declares no actions and
# lists the command by its name (tests/data/ashes-cargo-bare.yaml); read,
# it becomes the declared action with a word of kind cargo and the effect
# unload, with the usage line, refusals and lines of before.  Start
# position scenario-1 (rulebook lines 34-36): Ann holds Earth (1, home),
# Barnard's Arrow (9), Crossland (20); Bob holds Lenin (5, home), Last
# Hope (13), Einstein (34).  How much one transporter carries is not in
# the text: TEST VALUE 2 (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-equip-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: unload') > 0, instr(text, 'unload: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help unload
!refuse unload 1 1 oil
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse unload 1 1 oil
next
choose Ann 1
next
next
!refuse unload 1 1 oil
ruleset amend tests/data/ashes-amend-cargo.yaml
world 1 population=5
load 1 2 oil 1 steel-factory 2 population
!refuse unload
!refuse unload 1 1 oil 2
!refuse unload 99 1 oil
!refuse unload 1 1 uranium
!refuse unload 1 0 oil
!refuse unload 1 3 oil
!refuse unload 5 1 oil
!refuse unload 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
world 1 population=9
!refuse unload 1 1 population
world 1 population=3 steel=1
!refuse unload 1 1 steel-factory
world 1 steel=0
unload 1 1 steel-factory 2 population
!sh $A unload 1 1 Oil --json
fleet Ann 5 0 1 1 oil 1 population
!refuse unload 5 1 population
unload 5 1 oil
fleet Ann 34 0 1 1 oil
world 34 owner=neutral
!refuse unload 34 1 oil
what
log 4
verify
!replay
# the action in the phase whose commands list it
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-home-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'run: unload') > 0, instr(text, 'commands: [send, home, load, unload]') > 0, instr(text, 'unload: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
help unload
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse unload 1 1 oil
next
choose Ann 1
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
load 1 2 oil
!refuse unload 1
!refuse unload 5 1 oil
unload 1 1 oil
what
verify
!replay
# a text that declared no actions: the command by its name
new ashes-of-empire k --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-cargo-bare.yaml') WHERE game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [send, home, load, unload]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'k')"
help unload
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse unload 1 1 oil
next
choose Ann 1
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
load 1 2 oil
!refuse unload 1
!refuse unload 99 1 oil
!refuse unload 5 1 oil
!refuse unload 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
unload 1 2 oil
what
verify
!replay
