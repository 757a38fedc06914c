# An action that runs a mechanism says how many words it takes (words:):
# another count is a usage error that prints its usage line, before its
# phase is looked at; and a mechanism is run only on state the ruleset's
# mechanisms set up (bernard has no map of territories to travel on).
new bernard g --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {acquire: {help: buy units on one of your lands, run: buy, usage: "acquire LAND N", phase: buy, words: "2"}}}'
!refuse acquire red-port
!refuse acquire red-port 2 3
!refuse acquire red-port 2
!refuse new bernard h --players Ann,Bob,Cleo --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {fly: {help: x, run: travel, usage: "fly A B C", words: "3"}}}'
