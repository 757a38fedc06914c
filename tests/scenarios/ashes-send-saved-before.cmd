# Games of ashes-of-empire saved before its send command was a declared
# action: the stored ruleset text has the action run the mechanism
# ('run: send', tests/data/ashes-world-saved-before.yaml, main's text),
# or declares no actions and lists the command by its name in a phase's
# commands (tests/data/ashes-cargo-bare.yaml); read, it becomes the
# declared action with the effect send-squad, with the usage line,
# refusals and lines of before.  Start position scenario-1 (rulebook
# lines 34-36): Ann holds Earth (1, home), Barnard's Arrow (9), Crossland
# (20); Bob holds Lenin (5, home), Last Hope (13), Einstein (34).  How
# much one transporter carries is not in the text: TEST VALUE 2
# (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: send') > 0, instr(text, 'send-squad') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help send
!refuse send 1 9 1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse send 1 9 1
next
choose Ann 1
next
!refuse send 1 9 1
next
# Ann's movement turn: the words
!refuse send
!refuse send 1 9
!refuse send 1 9 1 0 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
!refuse send 99 9 1
!refuse send 1 Nowhere 1
!refuse send 1 9 x
!refuse send 1 9 -1
!refuse send 1 9 1000001
!refuse send 1 9 1 y
!refuse send 1 9 1 0 2
!refuse send 1 9 1 0 2 uranium
!refuse send 1 9 1 0 z oil
!refuse send 1 9 1 0 0 oil
!refuse send 1 1 1
!refuse send 1 9 0 0
!refuse send 1 9 0
!refuse send 5 9 1
!refuse send 9 1 99
!refuse send 1 9 11 0
!refuse send 1 9 1 0 1 oil
# the cargo: the room is unknown until the GM supplies it
world 1 population=9
ruleset amend tests/data/ashes-amend-cargo.yaml
load 1 5 population 1 oil
!refuse send 1 3 0 1 3 population
!refuse send 1 3 0 1 1 population
!refuse send 1 3 0 3 7 population
!refuse send 1 3 0 3 1 steel-factory
# on their way, with and without goods; straight in at distance 0
send Earth Eastside 2 3 5 population 1 Oil
send 1 20 3
send 9 20 1 0
!sh $A send 9 1 1 --json
# arrived this round: it flies no more
!refuse send 1 9 6
status
what
log 6
undo
redo
verify
!replay
# the command by its name in a text without actions
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-cargo-bare.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [send, home, load, unload]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
help send
!refuse send 1 9 1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
!refuse send
!refuse send 99 9 1
!refuse send 1 9 1 0 2
!refuse send 1 1 1
!refuse send 1 9 11
send 1 3 2 1
send 1 20 1
!sh $A send 9 1 1 --json
!refuse send 1 9 8
status
log 3
verify
!replay
# a text of before freight (main's text less mechanisms.cargo, its option,
# reading, load and unload): the words after the transporters refused as
# the command refused them
new ashes-of-empire k --players Ann,Bob --seed 5 --option start=scenario-1
!sh awk 'NR<342 || (NR>=369 && NR<433) || (NR>=440 && NR<483) || (NR>=489 && NR<527) || NR>=530' tests/data/ashes-world-saved-before.yaml | sed 's/commands: \[send, home, load, unload\]/commands: [send, home]/' > $T/no-cargo.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/no-cargo.yaml') WHERE game = (SELECT id FROM games WHERE name = 'k')" && sqlite3 $T/game.db "SELECT instr(text, 'run: send') > 0, instr(text, 'cargo:') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'k')"
help send
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
!refuse send 1 3 1 0 1 oil
!refuse send 1 3 1 0 1
!refuse send 1 3 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9
!refuse send 1 3 x 0 1 oil
send 1 3 1 0
send 1 20 2
log 2
verify
!replay
