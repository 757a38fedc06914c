# long-ids (tests/data/long-ids.yaml): a word of items whose resource, card
# and flags have long ids (some 70 to 120 characters): each item read by
# its whole id and logged in full, so that verify and the replay agree;
# a flag cut short is none of the word's.
!sh $A ruleset check $R/tests/data/long-ids.yaml
!sh $A new $R/tests/data/long-ids.yaml g --players Ann,Bob --seed 1
ship Ann 2xa-salt-of-the-far-northern-mines-carried-over-the-ice-by-sledge-and-boat:sealed-with-the-wax-of-the-harbour-master-and-stamped-twice-by-the-customs-house-of-the-old-town-of-the-south-and-signed a-salt-of-the-far-northern-mines-carried-over-the-ice-by-sledge-and-boat:loose
stow Ann 3xa-salt-of-the-far-northern-mines-carried-over-the-ice-by-sledge-and-boat:4:an-amber-charm-with-a-fly-caught-inside-it-found-on-the-shore-at-low-tide:sealed-with-the-wax-of-the-harbour-master-and-stamped-twice-by-the-customs-house-of-the-old-town-of-the-south-and-signed a-salt-of-the-far-northern-mines-carried-over-the-ice-by-sledge-and-boat:0
!refuse ship Bob a-salt-of-the-far-northern-mines-carried-over-the-ice-by-sledge-and-boat:sealed-with-the-wax
!refuse ship Bob a-salt-of-the-far-northern-mines
log
undo
redo
verify
!replay
