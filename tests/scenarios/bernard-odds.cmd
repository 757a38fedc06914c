# bernard's combat declared (combats.attack), so that 'odds A vs D' gives
# the odds of an attack from the same rules as 'odds attack', its alias.
# Book (rulebooks/bernard-de.txt lines 128-132): under 10 units a d6, 10 to
# 19 a d10; the higher throw wins, the loser loses the difference, at most
# the winner's units in the fight.
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
# 1 against 1, d6 against d6: 15 of 36 throws cost the defender its unit,
# 15 the attacker's, 6 (ties) nothing
odds 1 vs 1 rounds 1
# the alias: the land falls with 15/36 = 0.416667
odds attack 1 1 1
# to the end the ties are thrown again: 15/30 = 0.5 each
odds 1 vs 1
# 10 (a d10) against 9 (a d6): all 9 fall only on 10 against 1, 1 of 60
odds 10 vs 9 rounds 1
odds attack 10 9 1
!refuse odds 1 vs 1 combat duel
