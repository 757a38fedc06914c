# A whole first round (the Empire alone) and the start of the second: the
# phases in order, what each does by itself, and commands refused outside
# their phase.
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
next
!refuse buy red-port 1
!refuse supply credits
# credits: 3 per land; Ann holds the 8 spaceports: 24
next
!refuse attack red-1 red-port:3
next
!refuse buy red-port 1
next
buy red-port 2
buy brown-port 1
!refuse bridge red purple 2
next
next
# pay: red-port 7 and brown-port 6 units: 1 credit each
next
next
# round 2: the Rebel plays first; the planets have moved one field
status
next
next
next
next
next
next
next
# the Rebel's second colour, Bob-2, plays a turn of its own
# (rulebooks/bernard-de.txt line 88)
next
next
next
next
next
next
next
!sh $A status --json | grep -E '"(round|phase|active)"'
# the Empire's turn ends the round
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep -E '"(round|phase|active)"'
