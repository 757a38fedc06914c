# The odds of whole attacks (exact, by a Markov chain over attackers,
# defenders and rolls), the attack advisor on the board, and the luck audit.
#
# one roll, 1 unit against 1, d6 against d6: the land falls on 15 of 36
odds attack 1 1 1 --ruleset bernard
# 2 rolls: a tie (6 of 36) leaves it for the second roll: 15/36 + 6/36 * 15/36
odds attack --json 1 1 2 --ruleset bernard
# 10 attackers roll a d10, 9 defenders a d6; committing 9 rolls a d6
odds attack 10 9 1 --ruleset bernard
odds attack 10 9 1 --ruleset bernard --commit 9
odds attack 12 9 5 --ruleset bernard --stop-below 10
!refuse odds attack 3 --ruleset bernard
!refuse odds attack x 3 3 --ruleset bernard
!refuse odds attack 3 3 3 --ruleset bernard --commit 0
!refuse odds attack 3 3 3 --ruleset bernard --sideways 2
!refuse odds attack 3 3 1001 --ruleset bernard
!refuse odds attack 3 3
# the advisor reads the board: Ann's red-port borders red-1
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
next
next
adjust red-port Ann 11
adjust red-1 Bob 9
set Ann credits 2
odds attack red-1
odds attack --json red-1 --credits 1
!refuse odds attack red-port
# purple-1 borders only purple-port, where 1 unit must stay
odds attack purple-1
adjust purple-port Ann 1
!refuse odds attack purple-1
# the luck audit: dice entered at the table have known percentiles
attack red-1 red-port:10 = 10 1
attack red-2 red-1:9 = 1 6
roll --for Bob 2d6 = 6 6
roll --for bob 2d6 = 1 1
luck
luck Bob
luck --json Ann
!refuse luck Zed
!refuse roll --for Zed d6
