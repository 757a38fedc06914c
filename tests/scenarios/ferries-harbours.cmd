# ferries (tests/data/ferries.yaml): the round's sites of the card
# mechanisms used otherwise than albedo (nobody lands, no site is kept
# or left): each-site lists the harbours laid as the loading begins
# (@site of the site bound); a word of kind site, required, names a
# harbour of the round by its number or its id (in any case, logged as
# its number), and one naming none is refused (@text of the word);
# committed() refuses a second load and names the loads missing when
# 'next' would end the loading.
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
log
verify
!replay
