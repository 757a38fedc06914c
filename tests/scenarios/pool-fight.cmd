# A pool of pieces (combats.ID mode pool) is fought by the dice-pool
# mechanism; a fight between regions, a declared action's fight effect,
# needs a combat of counted units: the ruleset is refused when it is read.
!refuse new rulesets/examples/conquest.yaml t --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {battle: {mode: pool, steps: [one]}}}'
# a pool names its steps
!refuse new rulesets/examples/conquest.yaml t --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {duel: {name: duel, mode: pool}}}'
