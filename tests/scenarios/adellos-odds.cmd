# Adellos: the odds of an attack, from the contest the ruleset declares
# (combats.attack), with the two values, every modifier already added.
# Rulebook line 54: "If the attacker has the higher value, the defending
# unit is defeated and removed from the game."  Line 55: "If no player has a
# higher value or the defender has the higher value, the combat ends with no
# unit leaving the game."  No dice: each outcome is certain.  Line 57: the
# attacked unit does not attack, so the attacker never loses.
new adellos g --players Ann,Bob --seed 1
# 3 against 2: the defender loses its unit, for sure
odds 3 vs 2
# 2 against 2: a tie, nothing happens
odds 2 vs 2
# 1 against 4: the defence holds, nothing happens
odds 1 vs 4 --json
# a contest is one exchange: a budget of rounds changes nothing
odds 3 vs 2 rounds 5
!refuse odds 3 vs
!refuse odds 3 vs 2 combat duel
!refuse odds soldier:1 vs kogue:1
