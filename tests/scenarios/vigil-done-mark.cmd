# vigil (tests/data/vigil.yaml): status marks a player done this phase
# (mark-done) with the phase's done-mark, the game's word ('Bob (rests)'),
# and status --json gives every player a member done while one is; once
# the watch is over and the next begins, no one is marked and the member
# is gone.  A phase without done-mark marks none in the text (as
# aldarra-reborn's discoveries, whose scenarios show no mark).
!sh $A new $R/tests/data/vigil.yaml g --players Ann,Bob,Cleo --seed 3
status
rest Bob
status
status --json
rest Ann
rest Cleo
status
next
status
status --json
!replay
