# An effect that reads its words as it runs (set-board's changes) logs
# them once a command, though an action runs it twice
# (tests/data/set-board-twice.yaml): the log writes the command once, and
# replays to the saved state.
new ashes-of-empire g --players Ann,Bob --seed 3 --option start=scenario-1 --overlay tests/data/set-board-twice.yaml
world 3 population=2 troops=1 hangars=0 owner=Ann population=3 troops=2 hangars=0 owner=Bob
log
verify
