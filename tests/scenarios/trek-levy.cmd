# tests/data/trek.yaml: the general effect add-units with buildings and
# builds: a Fort raised (no piece it needs, one building a territory, a
# camp counting as one), units levied only within what the territory
# builds this step (2 at a camp, 1 Guard a Fort, none where the Fort is
# new, nothing but Guards there), built counting them, the cost paid at
# once ('this levy') and the line the ruleset's (@changed).
new tests/data/trek.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
set Bob coins 30
!refuse levy d1 fort
!refuse levy d1 scout:3
levy d1 scout:1,guard:1 --json
!refuse levy d1 scout
units b2 Bob scout:1
levy b2 fort
!refuse levy b2 fort
!refuse levy b2 guard
!refuse levy c1 fort:2
units c2 Bob scout:1,fort:1
!refuse levy c2 scout
!refuse levy c2 guard:2
levy c2 guard
!refuse levy c2 guard
set Bob coins 3
!refuse levy c1 fort
status
!replay
