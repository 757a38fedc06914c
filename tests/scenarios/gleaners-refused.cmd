# A command refused out of its phases names every phase that lists it, and
# the way to the soonest: tests/data/gleaners.yaml with a third phase,
# thresh, listing plant: plant belongs to the sow and the thresh phases,
# glean to the sow and the reap phases. In the reap phase thresh comes
# later this turn; in the thresh phase sow comes again in the next turn.
!sh sed -e 's/^    commands: \[glean\]$/&\n  thresh:\n    name: thresh\n    commands: [plant]/' -e 's/turns: \[sow, reap\]/turns: [sow, reap, thresh]/' $R/tests/data/gleaners.yaml > $T/gleaners.yaml && grep -n 'commands:\|turns:' $T/gleaners.yaml
!sh $A new $T/gleaners.yaml g --players Ann,Bob --seed 1
!refuse glean Ann
next
plant Ann
next
!refuse plant Ann
glean Ann
next
!refuse glean Ann
plant Ann
next
plant Ann
glean Bob
status
