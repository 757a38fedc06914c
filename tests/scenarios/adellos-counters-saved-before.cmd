# A game of adellos saved before its 'counters' was a declared action: the
# stored ruleset text (tests/data/adellos-counters-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: counters', with its usage, words and
# completion).  Read, it becomes the declared action (a word of kind
# tracked, a number, the requirement that no acting noble of the piece's
# player makes its pieces immune when counters are added: chief_with, and
# the effect set-counters), and the game sets counters as before, with the
# same lines and refusals.  Jester Caspar borrows Pope Anicetus IV's
# immunity for his turn (adellos-counters: the Pope's own player).
# TEST VALUES (tests/data/adellos-test.yaml): 3 Soldiers in a supply.
new adellos c --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-counters-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: counters') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
!refuse counters
!refuse counters soldier-1
!refuse counters soldier-1 2 3
!refuse counters nosuch 1
!refuse counters soldier-1 x
!refuse counters soldier-1 -1
!refuse counters soldier-1 1000001
!sh $A counters soldier-1 2 --json
counters Ann 1
counters jester-caspar 0
counters Bob 2
next
next
# Jester Caspar borrows the Pope's immunity for Ann's turn
!sh $A ability pope-anicetus
!refuse counters soldier-1 3
!refuse counters Ann 1
counters zombie-lord 3
counters soldier-1 1
counters soldier-1 1
counters soldier-1 0
status
log
verify
!replay
complete counters ""
help counters
