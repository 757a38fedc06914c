# harbours (tests/data/harbours.yaml) without setup.zones.holdings: no
# harbour is held at the start, and the game has no command that deals
# them (no 'allot') nor kinds of producer (no mechanisms.colonies): the
# setup names neither, only 'next'; 'next' names no 'allot' either, but
# what the ruleset lacks.
!sh sed -e '/^setup:$/,/holdings/d' $R/tests/data/harbours.yaml > $T/harbours.yaml && $A ruleset check $T/harbours.yaml | sed 's|.*/harbours.yaml|harbours.yaml|'
!sh $A new $T/harbours.yaml g --players Ann,Bob --seed 3
!refuse next
status
