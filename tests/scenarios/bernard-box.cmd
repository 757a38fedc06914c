# The box limits what can be on the table (rulebooks/bernard-de.txt lines
# 25-27): 50 bridge chips, and per colour 50 single units and 20 units of 5,
# 150 units; a command that would put more on the table is refused.
new bernard g --players Ann,Bob,Cleo --seed 6 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
# Ann's connection phase: 50 chips (line 25), one per field a bridge spans
give Ann 2000 credits
bridge red purple 30
bridge red lightblue 20
!refuse bridge red orange 1
next
# Ann's buy phase: she has 40 units (5 on each of 8 spaceports, line 51)
!refuse buy red-port 1000
# 110 more make 150, all of her colour (lines 26-27)
buy red-port 110
!refuse buy red-port 1
# the other colours have their own 150; the GM cannot go beyond them either
!refuse adjust red-1 Bob 200
adjust red-1 Bob 128
!refuse adjust red-2 Bob 3
!sh $A status --json | grep '"units": 150'
# a limit left unknown stops what needs it, here the setup's units
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\nbox:\n  units: {max: unknown}\n' > $T/box.yaml
!refuse new bernard g2 --players Ann,Bob,Cleo --seed 6 --overlay rulesets/examples/bernard-demo.yaml --overlay $T/box.yaml
