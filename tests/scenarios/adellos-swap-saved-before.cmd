# A game of adellos saved before its 'swap' was a declared action: the
# stored ruleset text (tests/data/adellos-swap-saved-before.yaml, the text
# of rulesets/adellos.yaml then) gives the command as an action that runs
# the mechanism ('run: swap', with its usage, words and completion).  Read,
# it becomes the declared action (two words of kind tracked, each a piece
# of the player whose turn it is that may act, and the effect swap), and
# the game swaps as before: in the buy and run phase, for 2 action points
# (mechanisms.action-points), with the same lines and refusals.
# TEST VALUES (tests/data/adellos-test.yaml): 3 Soldiers in a supply.
new adellos s --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-swap-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: swap') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
summon zombie Bob
# not in the setup, nor in the income phase
!refuse swap soldier-1 general-iron-fist
next
!refuse swap soldier-1 general-iron-fist
next
!refuse swap
!refuse swap soldier-1 general-iron-fist zombie-1
!refuse swap soldier-1 nosuch
!refuse swap soldier-1 zombie-lord
!refuse swap soldier-1 soldier-1
!refuse swap soldier-1 Ann = 2
move soldier-1 bonus
# a noble by its player's name; the piece on the bonus field trades places
!sh $A swap Ann soldier-1 --json
status
# no action point left
!refuse swap soldier-1 Ann
next
next
# a piece with time counters does not act
!refuse swap zombie-1 zombie-lord
!refuse swap zombie-lord zombie-1
log
verify
!replay
complete swap ""
help swap
