# long-refusal (tests/data/long-refusal.yaml): thirty kinds of unit of ids
# of 80 characters; a word that names none is refused with the whole list,
# a message of some 2,600 bytes (it was cut at the 2,048 bytes of a
# diagnostic).
!sh $A ruleset check $R/tests/data/long-refusal.yaml
!sh $A new $R/tests/data/long-refusal.yaml g --players Ann,Bob --seed 1
!refuse muster Ann a-company-of-cooks
