# The odds of a pool combat name the game's word for the cards that give
# its pieces their values (words.unit-card): a test game (warband, whose
# scouts and guards carry toughness) that calls them warrior sheets says
# "standard warrior sheets"; without the word, its general one (scenario
# counted-values: "standard unit cards").
new tests/data/warband.yaml g --players Ann,Bob,Cleo --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: warband, words: {unit-card: {one: warrior sheet, many: warrior sheets}}}'
odds scout:2 vs guard:1 rounds 1
