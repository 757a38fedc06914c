# A fight of a combat that adds its dice up (mode: sum) may throw more
# dice a side than a round keeps the faces of (16): its line shows the
# first 16 faces and how many more were thrown, where it read past the
# faces kept (found by the ruleset fuzzer, seed 5051 --only 273: a
# defender's 100 dice of d2).  Here conquest's battle adds up 20 d2 of the
# defender's against the attacker's d6, one a unit.
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 5 --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, combats: {battle: {mode: sum, attacker: {dice: "units", die: d6}, defender: {dice: "max(1, 20)", die: d2}, divisor: 2}}}'
place crag 3
place crag 1
next
attack crag fell
status
