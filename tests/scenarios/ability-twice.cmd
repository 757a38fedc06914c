# An effect that reads its word as it runs (use-ability's leader
# borrowed) logs it once a command, though an action runs it twice
# (tests/data/ability-twice.yaml): the log writes the leader once, and
# replays to the saved state.
new adellos j --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,zombie-lord --overlay tests/data/ability-twice.yaml
hire soldier Ann
hire kogue Bob
next
next
ability arch-paladin-mathias
log
verify
