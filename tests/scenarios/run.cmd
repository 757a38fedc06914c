# A ruleset's action may run a mechanism of the program under a name of
# its own, with its phase, usage and completion: an overlay gives bernard
# 'acquire' for its buy.
new bernard g --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {acquire: {help: buy units on one of your lands, run: buy, usage: "acquire LAND N", phase: buy, complete: land}}}'
next
!refuse acquire red-port 2
next
next
next
acquire red-port 2
!refuse acquire red-port
help acquire
complete acquire red-p
log
!refuse new bernard h --players Ann,Bob,Cleo --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {acquire: {help: x, run: nothing}}}'
!refuse new bernard h --players Ann,Bob,Cleo --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {acquire: {help: x, run: buy, cost: {credits: 1}}}}'
!replay
