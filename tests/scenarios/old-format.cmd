# A game saved by an older arbiter: its saved state (and any checkpoint) is
# of an older format, which loading sets aside and replays from the log;
# verify sets it aside too instead of calling the game damaged.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml
give Ann 1 gold
verify
!sh sqlite3 $T/game.db "UPDATE games SET state = '{\"v\":1,' || substr(state, instr(state, ',') + 1)" && sqlite3 $T/game.db "SELECT substr(state, 1, 6) FROM games"
verify
status
