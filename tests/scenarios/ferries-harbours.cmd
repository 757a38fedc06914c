# ferries (tests/data/ferries.yaml): the round's sites of the card
# mechanisms used otherwise than albedo (nobody lands, no site is kept
# or left): each-site lists the harbours laid as the loading begins
# (@site of the site bound); a word of kind site, required, names a
# harbour of the round by its number or its id (in any case, logged as
# its number), and one naming none is refused (@text of the word);
# committed() refuses a second load and names the loads missing when
# 'next' would end the loading; a word of kind draws gives the values of
# harbour cards drawn for a tie when rank-players orders the table
# (into turn-order, not the order of claims at a site), again for
# players still tied; a tie without them, too few and a value no number
# are refused.
!sh $A new $R/tests/data/ferries.yaml g --players Ann,Bob --seed 1
!refuse inspect Ann 1
lay north
inspect Ann north
lay east
next
inspect Bob 2
inspect Ann EAST
!refuse inspect Ann south
!refuse inspect Ann 3
!refuse inspect Ann
load Ann 1 barge 2 barge
!refuse load Ann 1 barge
!refuse next
load Bob 2 2xbarge
!refuse race
!refuse race draw 5
!refuse race draw 5 x
race draw 4 4 6 1
log
verify
!replay
