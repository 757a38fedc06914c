# 'odds attack LAND --json', the advisor, refused before it advises (no
# such land, nobody's turn, the attacker's own land, no units that can
# attack) keeps nothing of the advice it did not give: the ruleset fuzzer
# found, under the sanitizers (make check-asan), the list of options it
# made first leaked by each of these refusals.
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!refuse odds attack --json red-1
next
next
next
next
next
adjust red-port Ann 11
adjust red-1 Bob 9
!refuse odds attack --json nowhere
!refuse odds attack --json red-port
odds attack --json red-1 --credits 1
adjust purple-port Ann 1
!refuse odds attack --json purple-1
