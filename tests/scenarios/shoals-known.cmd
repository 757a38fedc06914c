# shoals (tests/data/shoals.yaml): known(colonies, neutral-strikers), a
# number of a mechanism left unknown, is 0: a line says the table settles
# it, and the requirement refuses a raid in the game's words; once an
# amendment gives it, known() is 1 for the next command, and
# mechanism() reads the value.
!sh $A new $R/tests/data/shoals.yaml g --players Ann,Bob --seed 3
guards
!refuse raid Ann
!sh printf 'format: arbiter-overlay-1\nruleset: shoals\nmechanisms:\n  colonies: {neutral-strikers: 2}\n' > $T/guards.yaml
!sh $A ruleset amend $T/guards.yaml
guards
raid Ann
status
verify
!replay
