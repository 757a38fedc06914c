# A contest sets two values against each other, piece against piece: a
# declared 'fight' between regions of counted pieces cannot use one
# (arbiter-ruleset(5), combats, contest), and the ruleset is refused when a
# game is created.  The same example with its own combat is accepted.
!refuse new rulesets/examples/conquest.yaml t --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {battle: {mode: contest}}}'
# a contest whose side names 'dice' without a 'die' is refused too
!refuse new rulesets/examples/conquest.yaml t --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {duel: {name: duel, mode: contest, attacker: {dice: "1"}}}}'
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {duel: {name: duel, mode: contest, attacker: {dice: "1", die: d6}}}}'
# its odds: a value of 3 and a d6 against 5: the attacker wins on a 3 or
# more (a tie goes to the defender): 4 of 6
odds 3 vs 5 combat duel
