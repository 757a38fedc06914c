# An effect that reads its word as it runs (take-hits' side of parties,
# outside a combat-round) logs it once a command, though an action runs
# it twice (tests/data/take-hits-twice.yaml): the log writes the side
# once, and replays to the saved state.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1 --overlay tests/data/take-hits-twice.yaml
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
strike 9 ann
log
verify
