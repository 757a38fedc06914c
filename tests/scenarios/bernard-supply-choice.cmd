# The first word of 'supply' declared: tests/data/bernard-supply-choice.yaml
# declares 'take', whose word is a choice of 'units' or 'credits' marked
# quoted (its refusal quotes the words, as the mechanism's does), with
# 'units' exact (taken in the case written only: the mechanism refuses
# 'UNITS' but takes 'Credits', a resource's id in any case) and unnamed
# ('credits', a resource, stays the resource in its expressions; the word
# is tested by its place).  'take' and 'supply' refuse the same words in
# the same words, exit code 2, and take the same words.
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-supply-choice.yaml
next
!refuse supply x
!refuse take x
!refuse supply UNITS
!refuse take UNITS
!refuse supply Credits
take Credits
take units
# at most 64 planets: 65 are refused by both, and 64 taken by 'spread'
!sh w=; i=0; while [ $i -lt 65 ]; do w="$w red"; i=$((i+1)); done; for v in supply spread; do $A $v units $w; echo "[exit $?]"; done; w=${w# red}; $A spread credits $w; echo "[exit $?]"
spread units red:red-1:1 purple
# 'mark' takes 2 planets at most, and refuses more in its own words
!refuse mark red purple orange
mark red purple
# with credits, no land: refused before the planet is read, naming all
# that is to be dropped
!refuse supply credits red:red-1:2
!refuse spread credits red:red-1:2
!refuse supply credits zzz:x
!refuse spread credits zzz:x
!refuse supply credits red:
!refuse spread credits red:
spread units red:red-1
!refuse mark red purple:2
log 5
!replay
