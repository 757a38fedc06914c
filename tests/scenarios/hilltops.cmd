# the functions of places held on declared regions of counted pieces
# (tests/data/hilltops.yaml, board.tenure): the regions are dealt as
# claims; a region the holder's bands alone stand on counts a turn in a
# row as the turn ends (holds(), set-turns-held, turns_held(),
# held_since()), a claim without bands none; the second turn in a row
# gains a glory; a claim no band stands on is given up (let-go), and a
# region changes hands, its row begun anew, as bands march in or the GM
# corrects it.
new tests/data/hilltops.yaml g --players Ann,Bob --seed 1
status
!refuse recruit mill
recruit crag
recruit crag
# Ann's turn ends: the crag counts 1 (held since the deal), the ford none
next
!refuse abandon crag
recruit ridge
# Bob gives up his empty claim; the ridge, with a band, he may not
abandon mill
!refuse abandon mill
!refuse abandon ridge
next
# round 2: Bob's band stands on the ridge, the mill does not border the
# crag; a band marches to the ford, still Ann's since round 1
!refuse march crag ridge 1
!refuse march crag mill 1
march crag ford 1
# the crag's second turn in a row gains a glory; the ford counts 1
next
# Bob's band takes the empty mill, held from round 2; the ridge, left
# empty, is nobody's
march ridge mill 1
next
next
# the GM's correction: the crag is Bob's, its row begun anew
correct crag Bob 2
next
next
# a region with bands on it is held: the GM cannot let it go; the ridge,
# empty, is let go as it is (nobody's already)
!refuse release crag
release ridge
status
!replay
