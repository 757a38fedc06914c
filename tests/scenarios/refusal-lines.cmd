# A ruleset's own words for what an action refuses and what it paid: a
# requirement's 'refusal' (the whole refusal, a line with {expressions}),
# 'limit-says' (a limit reached), 'cost-name' (what a cost's refusal calls
# the action) and '@cost' in 'says' (the cost paid).  harbour's point costs
# one ore, one wool and one grain (rulesets/examples/harbour.yaml); the
# limit and the requirement are the overlay's.
new rulesets/examples/harbour.yaml h --players Ann,Bob --seed 4 --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {per-turn: 1, limit-says: "{@me} has bought a point this turn already", cost-name: a point, says: "{@me} pays {@cost} for a point", require: [{test: "points < 1", refusal: "{@me} holds {@qty points, points}, and a harbour sells one"}]}}}'
!refuse new rulesets/examples/harbour.yaml h2 --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {require: [{test: "points < 1", says: a point, refusal: "{@me} may not"}]}}}'
!refuse new rulesets/examples/harbour.yaml h2 --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {require: [{test: "points < 1"}]}}}'
next
point
!refuse point
next
next
set Bob ore 0
!refuse point
next
next
!refuse point
