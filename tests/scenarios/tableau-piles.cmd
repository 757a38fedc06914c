# tableau (tests/data/tableau.yaml): a deck of hands whose piles its game
# names (the stock drawn from, a tableau) and no garrison; status shows the
# stock, the hand, the tableau and the discard pile in the deck's order,
# the tableau in the lines only while it holds cards, and --json the
# tableau under piles; a hand picked is laid on the tableau; the round's
# end puts the tableau and the hand on the discard pile.
!sh $A new $R/tests/data/tableau.yaml g --players Ann,Bob --seed 5
pick Ann 3
lay Ann
pick Ann 1
pick Bob 2
status
status --json
next
status
verify
!replay
