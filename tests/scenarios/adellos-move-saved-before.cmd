# A game of adellos saved before moving a piece was a declared action: the
# stored ruleset text (tests/data/adellos-summon-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: move', with its usage, words and completion).
# Read, it becomes the declared action (a tracked word of the active
# player, a word of kind destination and the effect relocate), and the
# game moves pieces as before, with the same lines, refusals, action
# points and --json members.  TEST VALUES (tests/data/adellos-test.yaml).
new adellos two --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: move') > 0 FROM texts WHERE ord = 0"
!refuse move soldier-1 field
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
!refuse move soldier-1 nowhere
!refuse move soldier-1 Field
!refuse move zombie-1 field
!refuse move nobody-9 field
move soldier-1 field --json
move soldier-1 bonus
!refuse move soldier-2 bonus
!refuse move prince-konrad bonus
move soldier-2 Bob
!refuse move soldier-2 home
counters soldier-2 2
!refuse move soldier-2 field
next
next
move zombie-1 home
move zombie-lord Ann
status
log
verify
!replay
