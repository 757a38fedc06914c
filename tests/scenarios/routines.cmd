# Routines (routines: NAME: {effects}, used as '- routine: NAME'): the
# overlay tests/data/routines.yaml uses them in an action (its word r), in
# the attack phase's begin (for nobody: each-player makes each player the
# actor of count-mine in turn), in the fortify phase's effects (for its
# player), and one within another inside each-region (here).  Ann, seed 5.
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 5 --overlay tests/data/routines.yaml
look crag
place crag 3
place haven 4
look crag
next
next
log 4
!replay
# checked at each use as if written there: '@me' in a routine used in a
# phase's begin (for nobody) is refused, the refusal naming the routine
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, phases: {fortify: {name: fortify, begin: [{routine: count-mine}]}}}'
# a name no routine has; a routine using itself
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, actions: {peek: {help: peek, effects: [{routine: loook}]}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, routines: {name-here: {effects: [{routine: count-mine}]}}}'
