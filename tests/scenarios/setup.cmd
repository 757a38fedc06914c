# Setting up a bernard game: roles, starting units and credits, placing the
# planets by their start dice (recorded and digital), and the refusals.
new bernard g1 --players Ann,Bob,Cleo --seed 7 --overlay rulesets/examples/bernard-demo.yaml
status
# light blue rolls 1d12+1d8 (the book's example): 12 + 7 = field 19 of 24
place lightblue = 12 7
# red rolls 1d12 on an orbit of 12 fields
place RED = 12
!refuse place red = 3
!refuse place purple = 3 4
!refuse place purple = 21
!refuse place pluto = 3
!refuse place purple = x
# darkgreen: 2d20 = 39 on 36 fields goes round to field 3
place darkgreen = 20 19
!refuse buy red-1 2
!refuse next extra
# the rest are rolled with the game's generator (seed 7)
next
!refuse place orange = 3 3
status --json
log
orbits
