# An effect that reads its words as it runs (enter-stats' values) logs
# them once a command, though an action runs it twice
# (tests/data/stats-twice.yaml): the log writes the command once, and
# replays to the saved state.
new adellos g --players Ann,Bob --seed 1 --option nobles=general-iron-fist,zombie-lord --overlay tests/data/stats-twice.yaml
tile soldier supply:3
log
verify
