# a phase's leave (tests/data/phase-leave.yaml): carried out once, for
# nobody (each-player for every player), every time 'next' would end the
# phase (at the end of each player's turn), before the end-require is
# tested; a 'next' the end-require refuses leaves no trace of it
new tests/data/phase-leave.yaml t --players Ann,Bob --seed 1
next
next --json
next
status
next
!refuse next
status
log
