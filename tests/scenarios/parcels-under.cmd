# parcels (tests/data/parcels.yaml): a word of kind items with 'under', each
# group of items after a head read as a word of its kind: parcels of
# resources under a player, charms of cards under a shelf's number
# (1 to 3); the head and the items logged as written in full; an item
# before any head, a head out of its bounds or none of its kind, refused
# with what to write; the value the sum of the counts under every head.
!sh $A new $R/tests/data/parcels.yaml g --players Ann,Bob,Cleo --seed 1
next
help send
help stack
send Ann Bob 2xwool salt:sealed Cleo 1xsalt
send Bob Ann
stack Cleo 1 2xpearl 3 amber 1 amber
!refuse send Ann 2xwool Bob salt
!refuse send Ann Dan wool
!refuse send Ann Bob wool Dan salt
!refuse send Ann Bob wool:loose
!refuse stack Ann 4 pearl
!refuse stack Ann 0 pearl
!refuse stack Ann 2 wool
!refuse stack Ann 2
log
status
verify
!replay
