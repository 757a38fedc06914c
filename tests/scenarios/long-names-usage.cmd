# long-names-usage (tests/data/long-lists.yaml, action tally): words
# named in 70 and 72 characters, shown upper-cased whole in the usage
# line of a command short of its words and in help (they were upper-cased
# in 64 bytes, and cut at 63).
!sh $A new $R/tests/data/long-lists.yaml g --players Ann,Bob --seed 1
!refuse tally
help tally
tally 3 4
