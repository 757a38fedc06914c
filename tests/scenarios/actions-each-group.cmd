# The effect each-group carries out its effects for every group of
# regions (here bernard's planets) in turn, 'group' naming it: 'take', an
# overlay's declaration of 'supply credits' without words, gives the
# same lines as the command and counts in the same tally 'supplied', so
# each refuses what the other took.  (Supply numbers: the demo overlay's,
# red 2 and purple 3.)
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/actions-each-group.yaml
next
# Bob will hold red and purple whole, their spaceports included
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"'
supply credits red
take
!refuse take
!refuse supply credits
!refuse supply credits purple
next
log 3
!replay
