# parcels (tests/data/parcels.yaml): a word of kind items with 'fields',
# the ':'-parts of an item after its NAME in order: a weight (a number,
# 0 to 9, required), a charm (a card, optional), a seal (a flag of the
# word's, optional); each part logged as its field reads it; a part out
# of its bounds, a required part left out, a part none of the fields
# left, refused with how an item is written.
!sh $A new $R/tests/data/parcels.yaml g --players Ann,Bob --seed 1
help pack
pack Ann 2xwool:3:pearl salt:0:sealed wool:9:amber:sealed
!refuse pack Bob wool:10
!refuse pack Bob wool
!refuse pack Bob wool:3:sealed:pearl
!refuse pack Bob wool:3:gold
!refuse pack Bob wool:3:pearl:amber
!refuse pack Bob salt:2:amber:sealed:
log
status
verify
!replay
