# bernard's sum_gathered() and count_gathered() used otherwise
# (tests/data/furrows.yaml): groups gathered by a crop, a word of kind
# choice; the crop's fields take sum_gathered(n) + count_gathered(n == 0)
# seeds, and at most 2 fields (count_gathered(1)).  5 seeds each.
new tests/data/furrows.yaml g --players Ann,Bob --seed 1
# wheat on a (2) and c (1), rye on b (1): 3 and 1 seeds; the wheat
# groups are taken together, the log writes them so
sow wheat:a:2 rye:b wheat:c
# 4 + 1 wheat seeds, and Ann has 1: refused, nothing sown
!refuse sow wheat:a:4 wheat:b
# three fields of rye
!refuse sow rye:a rye:b rye:c
!refuse sow rye
sow rye:c
next
# Bob: the wheat on b (2) and c (3) takes his 5 seeds first, as the
# groups are taken together; the rye's one seed on a is then refused, and
# with it the command
!refuse sow wheat:b:2 rye:a wheat:c:3
sow wheat:b:2 wheat:c:3
status
log
