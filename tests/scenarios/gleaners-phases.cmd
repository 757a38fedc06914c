# 'rules GAME commands' names every phase whose commands list an action,
# in phase order: tests/data/gleaners.yaml with a third phase, thresh,
# listing glean and plant, and the setup listing glean as well: glean
# belongs to the setup and all three phases, plant to the setup, the sow
# and the thresh phases (not reap), rest still to any time.
!sh sed -e 's/^  commands: \[plant\]$/  commands: [plant, glean]/' -e 's/^    commands: \[glean\]$/&\n  thresh:\n    name: thresh\n    commands: [glean, plant]/' -e 's/turns: \[sow, reap\]/turns: [sow, reap, thresh]/' $R/tests/data/gleaners.yaml > $T/gleaners.yaml && grep -n 'commands:\|turns:' $T/gleaners.yaml
!sh $A rules $T/gleaners.yaml commands
!sh $A new $T/gleaners.yaml g --players Ann,Bob --seed 1
glean Ann
next
next
next
plant Ann
glean Ann
status
