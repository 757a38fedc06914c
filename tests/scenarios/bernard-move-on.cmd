# Movement pays for units, not for steps: "for 1 Space Credit 5 units in
# total ... as far as you like through a connection" (rulebooks/bernard-de.txt
# line 138).  Units paid for once this phase move on free; every started 5
# distinct units cost 1 credit.
new bernard g --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
next
next
next
# Ann's movement phase, round 1: 54 credits; she is given lightblue-1 and -2
adjust lightblue-1 Ann 1
adjust lightblue-2 Ann 1
# 4 units for 1 credit (line 138: 1 credit moves up to 5)
move 4 lightblue-port lightblue-1
# the same 4 units move on: by line 138 they are paid for; 0 credits
move 4 lightblue-1 lightblue-2
# and back again, still the same 4: 0 credits
move 4 lightblue-2 lightblue-port
!sh $A status --json | grep '"moved"\|"credits": 53'
# a 5th unit is still within the first credit's 5 (line 138): 0 credits
move 1 lightblue-1 lightblue-port
# the 6th distinct unit starts a second group of 5: 1 credit, 2 in all
move 1 lightblue-2 lightblue-port
!sh $A status --json | grep '"moved"\|"credits": 52'
# a new phase pays afresh: the Empire's pay phase, then Bob's turn
next
!sh $A status --json | grep '"moved"'
!replay
