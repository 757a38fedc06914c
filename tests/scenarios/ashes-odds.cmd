# Ashes of Empire: the space battle declared (combats.space), so that
# 'odds A vs D' gives the odds of one exchange from the same declaration
# as the battle command and 'odds battle' (its alias, with morale dice).
# Booklet line 61: "Each player throws one die once for each of his
# fighters. The result of the dice throw of each player is added together,
# divided by 6 and rounded off" (read: down); line 62: "The Alliance with
# the lowest total numerical losses wins. The losing alliance flees": a
# battle is one exchange of fire.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1
# 1 fighter against 1: each destroys the other only on a 6.  Out of 36:
# neither 25, only the attacker loses 1: 5, only the defender: 5, both 1.
odds 1 vs 1
# 2 against 1: the attacker's 2 dice make 6 or more in 26 of 36 throws
# (1 kill: the defender's one fighter), the defender's die a 6 in 1 of 6.
# Out of 216: neither 10*5 = 50, only the attacker loses 1: 10*1 = 10,
# only the defender: 26*5 = 130, both: 26*1 = 26.
odds 2 vs 1
odds 2 vs 1 rounds 1
!refuse odds 2 vs 1 combat landing
