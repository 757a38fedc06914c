# a landing at a face-down deck's sub-location takes the dice of its draw
# ('= FACE'), as it did when land ran the effect claim; a face out of the
# deck's range is refused and changes nothing
new albedo f --players Ann,Bob,Cleo --seed 3 --overlay tests/data/albedo-catalogue.yaml --overlay tests/data/albedo-face-down.yaml
reveal p03
reveal p06
next
commit Ann 2 4xfighter 2xinfantry
commit Bob 2 3xfighter 3xinfantry
commit Cleo 1 3xfighter 3xinfantry
next
resolve
land Cleo 3 shipyard = 13
land Cleo 3 shipyard = 5
log
