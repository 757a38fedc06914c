# Lines for people written by a ruleset: 'says' replaces an effect's (or a
# cost's) own line, 'say' adds one; {expressions} and {@functions} fill
# them in, before() the value from before the effect.
new rulesets/examples/harbour.yaml h --players Ann,Bob --seed 4 --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {says: "{@me} trades one of each good for a point ({@qty ore, before(ore)} -> {ore})", effects: [{gain: {points: 1}, says: "{@me} has {@qty points, points} now, {10 - points} to go"}, {say: "{@player 1 - me} looks on, with {@qty points, resource(points, 1 - me)}"}]}}}'
!refuse new rulesets/examples/harbour.yaml h2 --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {says: "{@foo} {before(ore}"}}}'
!refuse new rulesets/examples/harbour.yaml h2 --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {says: "{before(stone)}"}}}'
!refuse new rulesets/examples/harbour.yaml h2 --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: harbour, actions: {point: {effects: [{say: "{points"}]}}}'
next
point
point
