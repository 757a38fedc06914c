# The combat-round keys attacker-extra and defender-extra: dice of the
# side's die thrown beyond those its units give (tests/data/rally.yaml: a
# volley throws a d6 a unit, a die more for each of the attacker's
# banners, and for every 4 units of the region fired at); dice(SIDE) and
# @die SIDE count them, the faces given after '=' must cover them, and
# the sum combat's total / 6 destroys as ever.
new tests/data/rally.yaml t --players Ann,Bob --seed 3
set ford Ann 3
set hill Bob 5
# Ann: 3 dice (no banner); Bob: 5 + 5 / 4 = 6 dice
!refuse volley ford hill = 6 6 6 1 1 1 1 1
volley ford hill = 6 6 6 1 1 1 1 1 6 --json
rally
rally
# Ann: 3 - 1 = 2 units + 2 banners: 4 dice; Bob's 2 left: 2 dice, none
# extra
volley ford hill = 6 6 6 6 2 1
status
!replay
verify
