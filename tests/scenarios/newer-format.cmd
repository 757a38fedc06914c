# A game whose saved state a later arbiter wrote (a snapshot of a version
# past this one's, made here by hand): loading sets it aside and replays
# the log, as for an older one (scenario old-format), and verify says it
# is of a newer format, not an older; the next command saves the state of
# this version again.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml
give Ann 1 gold
!sh sqlite3 $T/game.db "UPDATE games SET state = '{\"v\":99,' || substr(state, instr(state, ',') + 1)" && sqlite3 $T/game.db "SELECT substr(state, 1, 7) FROM games"
verify
status
give Bob 2 gold
verify
