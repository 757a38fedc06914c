# a phase's begin (tests/data/phase-begin.yaml): said once and carried out
# for each player through each-player, every time the phase begins (in
# each player's turn), before the effects for the player of the turn
new tests/data/phase-begin.yaml t --players Ann,Bob --seed 1
next
next
next --json
status
undo
status
