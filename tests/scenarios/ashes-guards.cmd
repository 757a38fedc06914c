# Ashes of Empire: values the booklet does not give, filled in a running
# game (issue 14, items 2 and 3).  A value still unknown in the game so
# far can always be filled in ('ruleset amend'); only a value an earlier
# command used, or one the log contradicts, is protected.  A battle due
# against a neutral guard of unknown number stops the combat phase and
# names the value.  TEST VALUES: tests/data/ashes-amend-*.yaml.
new ashes-of-empire g --players Ann,Bob --seed 3 --option start=scenario-1
# the very first command: planet 36's population is in none of the
# booklet's lists (lines 8-13); nothing has used it, so it is filled, and
# the neutral world's troops are its population, as at the setup
ruleset amend tests/data/ashes-amend-strife.yaml
!sh $A status --json | grep -A 6 '"id": "strife"' | grep -E '"(population|troops)"'
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
# Ann's 4 fighters in the orbit of neutral Mechanica (the GM sets the
# board as it stands); its guard's number is unknown
fleet Ann 12 4 0
next
next
# the combat phase: the battle is due, and the phase cannot end without it
!refuse next
!sh $A next; echo "exit $?"
!refuse battle 12 Ann neutral = 6 6 6 6
# filled in the middle of the game: every neutral world gets the guard it
# would have had from the start, as the JSON and the table show
ruleset amend tests/data/ashes-amend-guards.yaml
!sh $A status --json | grep -A 26 '"id": "mechanica"' | grep -A 12 '"orbit"'
status
# and the phase still waits for the battle, now that the guard is known
!refuse next
# one die per fighter, total / 6 rounded down (rulebook line 61): Ann's
# 24 destroys 4, so both guards; the guard's 1 1 = 2 destroys none
battle 12 Ann neutral = 6 6 6 6 1 1
next
# a value the game has used is protected
!sh printf 'format: arbiter-overlay-1\nruleset: ashes-of-empire\nmechanisms:\n  colonies:\n    neutral-fighters: 3\n' > $T/three.yaml
!refuse ruleset amend $T/three.yaml
# the amendments stay in the log; the replay and the checkpoints agree
log 3
verify
!replay
# another game: a landing at Strife held off with 3 troops left, while its
# population (so its troops) was unknown; population 2 would have given it
# 2 troops, and the log contradicts that, so it is refused
new ashes-of-empire h --players Ann,Bob --seed 3 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 36 0 3
landing Ann 36 repelled 1 3
!refuse ruleset amend tests/data/ashes-amend-strife.yaml
