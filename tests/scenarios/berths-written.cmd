# berths (tests/data/berths.yaml), action moor: an items word written
# otherwise (written): no count before a NAME (a word of digits is a
# NAME none of the kinds), its parts a fee, a card and a flag in any
# order, the last of each kept, empty parts passed over, logged in the
# fields' order; a kind none of the ruleset's refused in the word's own
# words with an example; a part none of the fields a card would be
# refused as no card; a fee out of its bounds
!sh $A new $R/tests/data/berths.yaml g --players Ann,Bob --seed 1
help moor
moor Ann wharf crane:barge:3 warehouse:lit:barge::2 ::store:2:5
!refuse moor Bob 2xwharf
!refuse moor Bob dock:barge
!refuse moor Bob wharf:skiff
!refuse moor Bob wharf:21
moor Bob pier:lit:4:barge crane
log
status
verify
!replay
