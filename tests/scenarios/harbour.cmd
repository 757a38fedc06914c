# harbour: bookkeeping in the style of Catan written as data alone
# (rulesets/examples/harbour.yaml): a roll at the start of each turn pays
# the owners of the regions of its number, a 7 makes players above 7 cards
# discard half, rounded down, before the turn goes on.
new rulesets/examples/harbour.yaml h --players Ann,Bob --seed 4
# seed 4: Bob holds the Quarry (8, ore), the Meadow (5, wool), the Acre (4,
# grain); Ann the Field (6, grain), the Mine (10, ore), the Pasture (9,
# wool); the first roll is a 7 and nobody holds more than 7 cards
status
next
point
point
!refuse point
# Bob's roll, thrown at the table: 8 pays Bob's Quarry one ore
next = 4 4
status
give Bob 5 ore
next
# Ann's roll: 7, and Bob's 8 + 2 + 2 = 12 cards owe 6
next = 3 4
status
!refuse next
!refuse discard Bob 4 0 0
!refuse discard Bob 9 0 0
discard Bob 4 1 1
next
!replay
