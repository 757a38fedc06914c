# An action whose line refuses dice (no-faces-says: adellos' attack, a
# contest of values) takes them where the ruleset gives it a combat that
# throws some (here an overlay makes the attack an opposed roll of d6):
# the dice thrown are logged, given again with '= ...' as the table
# threw them, and the log replays (it did not: 'a duel rolls no dice',
# found by the ruleset fuzzer, seed 2929).  TEST VALUES
# (tests/data/adellos-test.yaml).
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,merchant-pinkerton --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, combats: {attack: {mode: opposed, ties: defender, attacker: {bands: [{from: 1, die: d6}]}, defender: {bands: [{from: 1, die: d6}]}, band-by: own, loss-cap: true, stay: 1}}}'
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
!refuse attack soldier-1 kogue-1 = 5
attack soldier-1 kogue-1 = 5 4
attack soldier-1 Bob
log 2
verify
!replay
