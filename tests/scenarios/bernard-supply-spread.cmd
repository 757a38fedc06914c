# A planet's supply units may be spread over its lands: "receives for every
# planet held whole the number of units given and places them on that
# planet" (rulebooks/bernard-de.txt line 98).  The supply numbers (red 2,
# purple 3) are the demo overlay's made-up values.
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml
next
# Bob will hold red and purple whole, their spaceports included
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"'
# red's 2 units, one on each of its two lands
supply units red:red-1 red:red-2
!sh $A status --json | grep -A4 '"id": "red-[12]"' | grep '"units"'
!refuse supply units red:red-1
# purple's 3 units do not share equally over 2 lands: say how many
!refuse supply units purple:purple-1 purple:purple-2
# more than the supply, or less, or a land off the planet, or twice
!refuse supply units purple:purple-1:4
!refuse supply units purple:purple-1:1 purple:purple-2:1
!refuse supply units purple:red-1:3
!refuse supply units purple:purple-1:1 purple:purple-1:2
# 2 on purple-1 and the rest, 1, on purple-port
supply units purple:purple-1:2 purple:purple-port
!sh $A status --json | grep -A4 '"id": "purple-\(1\|port\)"' | grep '"units"'
log 2
!replay
