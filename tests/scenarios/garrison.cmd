# garrison: upkeep written as data alone (rulesets/examples/garrison.yaml,
# its rules: text): on a region the first two soldiers forage, every
# further two or part of two eat 1 grain, paid as the feed phase ends;
# soldiers not fed go home, which ones the player's choice ('dismiss')
# where more than one region is hungry and some can be fed.
new rulesets/examples/garrison.yaml t --players Ann,Bob --seed 1
# seed 1 deals Ann keep and mill (3 soldiers each): 2 grain + 2 gathered
recruit keep 2
# keep 5 eats ceil(3 / 2) = 2, mill 3 eats 1: 3 grain, and Ann has 2
next
!refuse next
!refuse dismiss ford 1
dismiss mill 1
next
status
# Bob: ford 5 eats 2, wood 3 eats 1; with 0 grain, nothing can be fed and
# nothing is chosen: each keeps its two foragers
recruit ford 2
recruit wood 2
next
!refuse dismiss keep 1
next
status
verify
!replay
