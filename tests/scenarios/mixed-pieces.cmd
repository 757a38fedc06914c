# One table of pieces, both ways of keeping in one game
# (tests/data/mixed-pieces.yaml): settlements counted on the regions, each
# worth a point (a counted kind's value, unit(settlement, worth)), and
# shepherds kept one by one, hired for their price and shearing for their
# yield (a tracked kind's values).
new tests/data/mixed-pieces.yaml m --players Ann,Bob --seed 1
next
hire shepherd
hire shepherd
# two shepherds, the supply's all
!refuse hire shepherd
shear
count
status
!replay
