# A game of adellos saved before its 'play' was a declared action: the
# stored ruleset text (tests/data/adellos-counters-saved-before.yaml, the text
# of rulesets/adellos.yaml then) gives the command as an action that runs
# the mechanism ('run: play', with its usage and words).  Read, it becomes
# the declared action (a word of kind text, the words after the command
# kept as a note, @text showing them; the hand of the deck, cards, one
# lower, refused at its minimum), and the game plays cards as before: in
# the buy and run phase, for 1 action point (mechanisms.action-points),
# with the same lines and refusals.
# TEST VALUES (tests/data/adellos-test.yaml).
new adellos p --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=merchant-pinkerton,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-counters-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: play') > 0 FROM texts WHERE ord = 0"
# not in the setup, nor in the income phase
!refuse play
next
!refuse play storm
next
# no card in the hand
!refuse play storm over Bob
draw Ann 4
play storm over Bob
!sh $A play --json
!sh $A play 'two words' and-one
# no action point left
!refuse play
next
next
!refuse play
status
log
verify
!replay
complete play ""
help play
