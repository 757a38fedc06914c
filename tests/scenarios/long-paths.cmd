# long-paths: long-lists (tests/data/long-lists.yaml) with its wine's id
# made 116 characters long and its start unknown: the refusal of 'new'
# names the value to supply by its whole path (made in 128 bytes, and
# cut to 'resources.ID.').
!sh sed -e 's/^id: long-lists/id: long-paths/' -e 's/^  \(a-wine-of-the-southern-slopes-pressed-in-autumn-and-kept-in-oaken-barrels\): {name: wine, min: 0, start: 0}/  \1-in-the-cellars-of-the-abbey-under-the-hill: {name: wine, min: 0, start: unknown}/' $R/tests/data/long-lists.yaml > $T/long-paths.yaml
!sh $A new $T/long-paths.yaml g --players Ann,Bob --seed 1
