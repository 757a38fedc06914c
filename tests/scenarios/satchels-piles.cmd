# satchels (tests/data/satchels.yaml): a deck of hands with only the piles
# its game uses (draw, discard, hand: no garrison is taken, no claims);
# status shows those three columns and no garrison; a trader picks tokens
# into his hand (at most hand_size at once: more is refused) and spends it
# onto his discard pile, and picking past the end of the satchel shuffles
# the discard pile back in; the round's end puts what is left in hand away.
!sh $A new $R/tests/data/satchels.yaml g --players Ann,Bob --seed 3
status
pick Ann 3
pick Ann 1
!refuse pick Bob 4
spend Ann
status
pick Ann 3
pick Bob 2
status
status --json
next
status
verify
!replay
