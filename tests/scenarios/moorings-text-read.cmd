# moorings (tests/data/moorings.yaml): a word of kind text read after
# the requirements by a draw from the deck of site cards (read:
# after-requirements), logged as the draw reads it (the catalogue's id,
# an entered card's value and kinds by their ids), counted by a usage
# requirement against sites(locations); a text so read by no effect,
# and a draw's card a text logged as given, are refused by the check
!sh $A new $R/tests/data/moorings.yaml g --players Ann,Bob --seed 1
help moor
!refuse moor Ann
!refuse moor Ann north 3
!refuse moor Ann south 3 pier:1 - crane:2
moor Ann north
!refuse moor Bob north
moor Bob south 04 pier:1,crane:2 -
!refuse moor Ann east 2 - -
log
verify
!replay
