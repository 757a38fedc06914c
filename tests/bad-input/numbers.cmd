# Numbers too large, negative, not whole, or written oddly, wherever a
# command takes one (limits: arbiter(1), "Limits").
give Ann 99999999999999999999 credits
give Ann 9223372036854775808 credits
give Ann 9223372036854775807 credits
give Ann 1000000001 credits
give Ann -1 credits
give Ann 0 credits
give Ann 1e3 credits
give Ann 0x10 credits
give Ann 1.0 credits
give Ann ' 1' credits
give Ann '1 ' credits
give Ann ١ credits
take Ann 99999999999999999999 credits
transfer Ann Bob 1000000001 credits
set Ann credits 1000000000000001
set Ann credits -9223372036854775808
set Ann credits 18446744073709551616
adjust red-1 Bob 1000001
undo 1000000001
undo 99999999999999999999
undo -0
redo 00
log 1000000001
log 0x10
new bernard h --players Ann,Bob --seed 1000000000000000000 --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,Bob --seed 99999999999999999999 --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,Bob --seed -1 --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,Bob --seed 1.5 --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,Bob --seed '' --overlay rulesets/examples/bernard-demo.yaml
roll 2d6 = 99999999999999999999 1
roll 2d6 = 1000000001 1
roll 'd{-1000000000000,1}' = -1000000000001
# accepted: a plus sign (logged without it), the top of the ranges
!ok give Ann +1 credits
!ok log 1
!ok set Ann credits 1000000000000000
give Ann 1 credits
transfer Bob Ann 0 credits
!ok undo 1
!ok give Ann 1000000000 credits
