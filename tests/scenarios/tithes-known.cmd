# tithes (tests/data/tithes.yaml): known(dice.omen.faces), a die's faces
# left unknown, is 0 and known(resources.grain.start), given, is 1: a
# line says the table settles the tithe, and the requirement refuses a
# collection in the game's words; once an amendment gives the faces,
# known() is 1 for the next command.
!sh $A new $R/tests/data/tithes.yaml g --players Ann,Bob --seed 3
ledger
!refuse collect Ann
!sh printf 'format: arbiter-overlay-1\nruleset: tithes\ndice:\n  omen: {faces: [1, 2, 3]}\n' > $T/tithe.yaml
!sh $A ruleset amend $T/tithe.yaml
ledger
collect Ann
status
verify
!replay
