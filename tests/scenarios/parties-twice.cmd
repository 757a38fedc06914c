# An effect that reads its words as it runs (a combat-round's sides of
# parties) logs them once a command, though an action runs it twice
# (tests/data/parties-twice.yaml over tests/data/alliance.yaml): the log
# writes the sides once, and replays to the saved state.
new tests/data/alliance.yaml g --players Ann,Bob,Cleo --seed 5 --overlay tests/data/parties-twice.yaml
set Ann 3 1
set Cleo 2 0
fight ann,Bob Cleo = 6 5 1 1 5 4 1 1 2 2 6 5 1 1 5 4 1 1 2 2
log
verify
