# An action's word of kind choice, a faction's values and the line its
# effects end with (tests/data/market.yaml, TEST VALUES: gold 10, wood 1,
# stone 0 at the start; the guild's rate 3 gold a wood, the quarry swaps
# wood for stone one for one, the farmers may not trade).
new tests/data/market.yaml t --players Ann,Bob,Cleo --seed 1 --option factions=guild,quarry,farmers
# Ann (guild) buys 2 wood at 3: gold 10 - 6 = 4, wood 1 + 2 = 3
trade Ann buy 2
# sells 1 (the word's case aside): gold 4 + 3 = 7, wood 3 - 1 = 2
trade Ann SELL 1
# 7 gold buy 2 wood (6), not 3 (9)
!refuse trade Ann buy 3
# the guild does not swap, nor the quarry buy
!refuse trade Ann swap 1
!refuse trade Bob buy 1
# Bob (quarry) swaps his 1 wood: wood 1 - 1 = 0, stone 0 + 1 = 1
trade Bob swap 1
!refuse trade Bob swap 1
# Cleo (farmers) has no rate and no swap
!refuse trade Cleo buy 1
# a word not among the choices, and the usage
!refuse trade Ann give 1
!refuse trade Ann
status
verify
