# quays (tests/data/quays.yaml): a word of kind items whose NAMEs are
# the ruleset's kinds of sub-location (item: sub-kind): each taken by
# its id or an alias and logged by its id, with a number field and a
# flag; items(WORD, NAME) of one kind read by a requirement, a gain and
# a line; a kind none of the ruleset's is refused listing them.
!sh $A new $R/tests/data/quays.yaml g --players Ann,Bob --seed 1
help plan
plan Ann 2xwharf:3 pier:2:dredged crane:1 store:4
!refuse plan Bob dock:2
!refuse plan Bob 3xcrane:1
!refuse plan Bob wharf:12
!refuse plan Bob crane:2:shallow
plan Bob warehouse:5:dredged
log
status
verify
!replay
