# The program's move declared as data (tests/data/bernard-move-declared.yaml,
# an overlay that adds it as 'walk'): the same words, lines, costs,
# refusals, exit codes and status as movement.cmd's moves, from tallies,
# connected() and the cost as an expression over them.
# Bridges (from one's own spaceport, 1 credit per field, for the round) and
# movement (1 credit per started 5 units over the phase, through connected
# own lands and bridges).
new bernard g --players Ann,Bob --seed 9 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-move-declared.yaml
next
next
next
# Ann's connection phase: 54 credits
bridge red purple 4
!refuse bridge purple red 2
!refuse bridge red red 2
!refuse bridge red purple 0
adjust darkblue-port Bob 3
!refuse bridge darkblue red 2
!refuse bridge red lightblue 100
bridge RED lightblue 3
orbits
next
next
# combat across a bridge: purple-port attacked from red-port
adjust purple-port Bob 2
attack purple-port red-port:4 = 6 2
next
# movement: 3 units cost 1 credit; 2 of them move back and 1 moves on,
# paid for already (rulebooks/bernard-de.txt line 138)
walk 3 purple-port red-port
walk 2 red-port purple-port
walk 1 purple-port lightblue-port
!refuse walk 1 red-port darkblue-port
!refuse walk 9 red-port purple-port
!refuse walk 1 red-1 red-port
!refuse walk 1 red-port red-port
!refuse walk 1 red-port darkgreen-port
# the report of a move (arbiter(1), JSON): 1 unit, paid for already
# (red-port holds 1 of the 3 paid for): cost 0, moved 3, moving_on 1
walk 1 red-port purple-port --json
# the words counted before the phase, as the program's command does
!refuse walk 1
# leaving a land empty is allowed; it then has no owner.  1 of the 6 is
# paid for; 5 more are units 4 to 8 of the phase: a second group of 5
walk 6 lightblue-port red-port
!sh $A status --json | grep -A4 '"id": "lightblue-port"'
!sh $A status --json | grep '"moved"\|"credits"'
status
next
# the round ends after the Empire's pay: the bridges dissolve
next
!sh $A status --json | grep -A3 '"bridges"'
