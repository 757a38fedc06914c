# Games of ashes-of-empire saved before its load command was a declared
# action: the stored ruleset text has the action run the mechanism ('run:
# load') in its phase (tests/data/ashes-equip-saved-before.yaml), or in the
# phase whose commands list it (tests/data/ashes-home-saved-before.yaml),
# or declares no actions and lists the command by its name
# (tests/data/ashes-cargo-bare.yaml, the text of before commands were
# declared); read, it becomes the declared action with a word of kind
# cargo and the effect load, with the usage line, refusals and lines of
# before.  Start position scenario-1 (rulebook lines 34-36): Ann holds
# Earth (1, home), Barnard's Arrow (9), Crossland (20); Bob holds Lenin
# (5, home), Last Hope (13), Einstein (34).  How much one transporter
# carries is not in the text: TEST VALUE 2 (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-equip-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: load') > 0, instr(text, 'load: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help load
!refuse load 1 1 oil
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse load 1 1 oil
next
choose Ann 1
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse load
!refuse load 1 1 oil 2
!refuse load 99 1 oil
!refuse load 1 1 uranium
!refuse load 1 0 oil
!refuse load 1 1 population
!refuse load 5 1 oil
!refuse load 1 4 oil 3 steel
!refuse load 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
load 1 2 oil 1 steel-factory
!sh $A load 1 1 Hightech --json
unload 1 1 steel-factory
what
log 3
verify
!replay
# the action in the phase whose commands list it
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-home-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'run: load') > 0, instr(text, 'commands: [send, home, load, unload]') > 0, instr(text, 'load: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
help load
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse load 1 1 oil
next
choose Ann 1
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse load 1
!refuse load 5 1 oil
load 1 2 oil 1 steel-factory
what
verify
!replay
# a text that declared no actions: the command by its name
new ashes-of-empire k --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-cargo-bare.yaml') WHERE game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [send, home, load, unload]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'k')"
help load
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse load 1 1 oil
next
choose Ann 1
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse load 1
!refuse load 99 1 oil
!refuse load 5 1 oil
!refuse load 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
load 1 2 oil 1 steel-factory
what
verify
!replay
