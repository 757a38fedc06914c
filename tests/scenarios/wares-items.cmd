# wares (tests/data/wares.yaml): the word kind items, [Nx]NAME[:FLAG]
# every word left, otherwise than albedo's commitment: items of resources
# with flags of the ruleset's own (sealed, loose), items of cards with
# none; the word's value the sum of the counts, bounded by a requirement
# and gained; each item logged as written in full (1x left out); a bad
# count, name or flag refused with what to write.
!sh $A new $R/tests/data/wares.yaml g --players Ann,Bob --seed 1
next
help offer
help show
offer Ann 2xwool salt:sealed 3xsalt:loose
offer Bob 1xwool 1xsalt:sealed
show Ann 2xpearl amber
!refuse offer Ann 0xwool
!refuse offer Ann 100xwool
!refuse offer Ann 2xgold
!refuse offer Ann wool:wet
!refuse offer Ann 4xwool 3xsalt
!refuse offer Ann
!refuse show Ann pearl:r
!refuse show Ann wool
log
status
verify
!replay
