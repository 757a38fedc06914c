# An effect that reads its word as it runs (relocate's destination) logs
# it once a command, though an action runs it twice (a routine taken two
# times, tests/data/relocate-twice.yaml): the log writes the command as
# given, once, and replays to the saved state.  rulegen found the word
# logged twice ('move ... home home'), which the replay refused.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/relocate-twice.yaml
next
next
move Ann bonus
move arch-paladin-mathias Ann
log
verify
