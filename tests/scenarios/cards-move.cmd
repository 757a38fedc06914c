# Cards moved between the piles of every player's own deck
# (tests/data/hands.yaml: 3 coins and 2 swords each, piles draw, hand,
# table and discard): 'lay' puts one player's hand on the table
# (move-cards with player), and the round's end puts every player's cards
# laid and those left in hand on his discard pile (move-cards for every
# player, its line said once, when any card moved).  The draws of the
# next round show where they went: the discard pile, shuffled in once the
# draw pile is empty.
new tests/data/hands.yaml g --players Ann,Bob --seed 2
deal Ann 3
deal Bob 2
lay Ann
# Ann's hand is on the table already: nothing moves, nothing is said
lay Ann
next
# Ann: 2 in the draw pile, the 3 laid on the discard pile
!refuse deal Ann 6
deal Ann 2
deal Ann 1
# Bob: 3 in the draw pile, his hand of 2 on the discard pile
deal Bob 3
deal Bob 2
log
!replay
