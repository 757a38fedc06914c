# A deferred command whose effects throw a die and are then refused
# (tests/data/deferred-dice.yaml: Ann wagers more gold than she has):
# her wager is dropped, the others go ahead, and the log replays to the
# saved state (the die she threw stays thrown: before, the dropped
# command's restore put the generator back, and verify failed).
new tests/data/deferred-dice.yaml t --players Ann,Bob --seed 3
wager Ann 5
wager Bob 2
next
verify
status
!replay
