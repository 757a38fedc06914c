# An action that runs a mechanism of the program and has a phase of its
# own (tests/data/run-phase.yaml: 'gift' runs transfer in the market phase
# only) is refused in another phase with the phase it belongs to and how
# to reach it, as a declared action is ('harvest', of the field phase),
# and runs the mechanism in its own phase.
new tests/data/run-phase.yaml g --players Ann,Bob --seed 1
!refuse gift Ann Bob 1 grain
harvest Ann
!refuse gift Ann Bob 1 grain
next
!refuse harvest Ann
gift Ann Bob 1 grain
!refuse gift Ann Bob 5 grain
next
!refuse gift Bob Ann 1 grain
status
log 3
!replay
