# A word of kind modifiers read by play-cards otherwise than adellos' duel
# (tests/data/outposts.yaml): the toll at an outpost haggled between the
# passer (a+N) and the holder (d+N), as the GM rules; the favours played
# by either are spent "in the haggle" (play-cards' name), and no third
# player plays any.
# TEST VALUES (tests/data/outposts.yaml): 6 gold and 2 favours each, a
# scout costs 2, the toll is 2 less a's terms and more d's, at least 0.
new tests/data/outposts.yaml g --players Ann,Bob,Cy --seed 1
hire scout
rout scout-1 ford
next
hire scout
# the passer's terms lower the toll, the holder's raise it
haggle scout-2 ford a+1:flattery d+2 cards:Bob cards:Ann:2
status
# never below 0: the toll given is 0
haggle scout-2 ford a+3
# Cy is not in the haggle; Bob has 1 favour left, not 2; a wrong word
!refuse haggle scout-2 ford cards:Cy
!refuse haggle scout-2 ford cards:Bob:2
!refuse haggle scout-2 ford x+1
!refuse haggle scout-2 pass
log
verify
