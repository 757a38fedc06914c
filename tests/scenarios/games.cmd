# Several games in one database: new selects, use switches, -g picks one for
# a command, names match whatever the case.
games
new bernard First --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
new bernard Second --players Cleo,Dan,Eve --seed 2 --overlay rulesets/examples/bernard-demo.yaml
games
give Cleo 5 credits
use FIRST
give ann 2 credits
-g second status --json
!sh $A -g first status --json | grep -A2 '"name": "Ann"'
!refuse -g third status
games --json
!sh $A -g second log
