# harbours (tests/data/harbours.yaml): numbered zones with neither
# colonies nor mechanisms.orbit-combat, marked fought over by a round of
# a declared combat (set-fought in its then) or by the GM (set-fought
# alone), read by fought(), cleared at the round's end (clear-marks).
!sh $A new $R/tests/data/harbours.yaml g --players Ann,Bob --seed 3
!sh $A ruleset check $R/tests/data/harbours.yaml | sed 's|.*/tests/|tests/|'
next
lookout
# Ann's 7 ships against Gull's 5 guards: a d6 each, a loss for every 6
# of the other side's total
raid Ann 1 7 5
# Gull has been fought over: no second raid this round, by anyone
!refuse raid Bob 1 3 2
!refuse raid Ann gull 2 2
# Salt is closed by the GM: fought over without a raid
close 3
!refuse raid Bob 3 4 4
lookout
raid Bob 2 4 6
lookout
!replay
# the round ends: every mark cleared, Gull and Salt raided again
next
next
lookout
raid Bob 1 3 2
raid Ann 3 6 1
lookout
status
log
