# A deck whose items lie in piles (tests/data/piles.yaml: the pool of 2
# gold and 1 stone, piles draw, hand and discard, 'discard: pile'), drawn
# ('take N') and put back ('spend': a gold from the hand) by declared
# actions.  A draw counts what the draw pile holds with the discard pile
# (shuffled in when the draw pile is empty); a gold put back leaves the
# hand for the discard pile, and is refused when the hand holds none.
new tests/data/piles.yaml g --players Ann,Bob --seed 1
!refuse spend
!refuse take 4
take 2
spend
take 1
# the draw pile is empty: the discard pile (the gold put back) is
# shuffled in
take 1
!refuse take 1
# both gold back: the hand holds none to put back
spend
spend
!refuse spend
log 4
!replay
