# rank-players values a criterion only for the players those before it
# leave tied (tests/data/rank-needed.yaml): nobody has silver, so the
# second criterion (12 / silver) is a division by zero; with Ann, Bob
# and Cleo apart on gold it is not valued, and the ranking is made; with
# Ann and Bob tied on gold it is valued for them, and the ranking refuses
# until they have silver (Cleo, apart on gold, still has none)
new tests/data/rank-needed.yaml g --players Ann,Bob,Cleo --seed 2
give Ann 3 gold
give Bob 5 gold
give Cleo 1 gold
next
next
next --json
status
give Ann 2 gold
next
next
next
!refuse next
give Ann 4 silver
give Bob 6 silver
next
status
verify
!replay
