# Tallies and connected(A, B) (tests/data/tally-walk.yaml, TEST VALUES:
# regions a-b-c-d-e in a row, 5 coins each, 1 coin for every started 3
# walkers that walk in a phase, those paid for already this phase walking
# on for nothing; every tally is 0 when a phase begins).
new tests/data/tally-walk.yaml t --players Ann,Bob --seed 1
put 4 a
put 1 b
put 1 c
put 2 d
put 1 e
# a to c through b (Ann's): 4 walkers, ceil(4/3) = 2 coins: 5 -> 3
walk 4 a c
# 2 of the 4 paid for walk on from c: 0 coins, still 4 walked
walk 2 c d
# 2 paid for and 1 more: 5 walked, ceil(5/3) - ceil(4/3) = 0 coins; c is
# left empty, nobody's
walk 3 c b
# no way from b to d now: c between them is nobody's
!refuse walk 1 b d
# a and c are nobody's: not Ann's to walk to
!refuse walk 1 d c
!refuse walk 9 d e
# d holds 4, 2 of them paid for: 2 more make 7, ceil(7/3) - ceil(5/3) = 1
# coin: 3 -> 2; the 4th walk of the phase (refusals do not count); its
# report: cost 1, walked 7, walking_on 2
walk 4 d e --json
# a 0, b 1 + 3 = 4, c 0, d 0, e 1 + 4 = 5
status
# a new phase: every tally 0 again; Bob's turn, then Ann's again
next
next
next
next
# 1 walker, not paid for this phase: ceil(1/3) = 1 coin: 2 -> 1, walk 1
put 1 d
walk 1 e d
# 4 more, none paid for: 5 walked, ceil(5/3) - ceil(1/3) = 1 coin: 1 -> 0;
# d holds 6, 5 of them paid for
walk 4 e d
paid d
# 5 taken off: of the 1 left, no more than 1 is paid for
drop 5 d
paid d
# d emptied, then given a walker again: none is paid for
drop 1 d
put 1 d
paid d
verify
!replay
