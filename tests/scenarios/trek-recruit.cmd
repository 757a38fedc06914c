# tests/data/trek.yaml: the general effect add-units in a game of its own,
# units taken out of the box at the actor's camp or where it holds: its
# refusals (a building, a piece beyond the box, past the stacking limit,
# too few coins for their cost, named 'this muster'), their cost paid at
# once (a Guard 1 coin cheaper per Plain held, 2 at least), built()
# counting them for the turn, 'none' adding nothing; the line is the
# ruleset's (@text, and @changed or 'for free' as changed says).
new tests/data/trek.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
set Bob coins 20
!refuse recruit b2 scout
recruit d1 scout:2 --json
!refuse recruit d1 scout:2
!refuse recruit d1 scout:1,fort:1
recruit d1 none
recruit d1 guard
units b2 Bob scout:1
units c2 Bob scout:1
recruit b2 guard:2
recruit b2 guard
!refuse recruit b2 scout
units c1 Bob scout:4
!refuse recruit c2 scout:2
units c1 Bob none
set Bob coins 1
!refuse recruit c2 guard
!refuse recruit c2 scout:3,guard:1
recruit c2 scout
status
undo
redo
!replay
