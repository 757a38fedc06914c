# where nobody acts, each-player names each player again
# (tests/data/nobody-each-reads.yaml): the check passes the reads of the
# actor within it (its bad twins, tests/bad-rulesets/nobody-*.yaml, are
# refused), and the game says every player's own coins in the phase's
# begin and leave, the round's round-end and an action of no-actor
ruleset check tests/data/nobody-each-reads.yaml
new tests/data/nobody-each-reads.yaml t --players Ann,Bob --seed 1
count Ann
next
next
next
next
status
next
!refuse count Cleo
!replay
