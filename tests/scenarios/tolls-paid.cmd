# tolls (tests/data/tolls.yaml): pay-player pays a player named by a word
# (two resources, refused where it would take the payee's coins above
# their 9), or nobody where
# its 'to' says so; refill sets passes and debts back to their start when
# a round begins, after a line that names who still owes; @turnplayers
# names the players for whom a test holds in seat order, then in the turn
# order the players set; role() and @role refuse a debt of the warden;
# round_taken allows one debt a round; a debt's note is a word of kind
# text (every word left, as given); @cost says the toll's cost.
!sh $A new $R/tests/data/tolls.yaml g --players Ann,Bob,Cleo --seed 1
help pass
pass Ann Bob
pass Cleo Bob
!refuse pass Bob Bob
!refuse pass Ann Bob
pass Ann Cleo
!refuse pass Ann Cleo
owe Cleo Ann for the bridge
!refuse owe Cleo Bob again
owe Bob Bob on his own road
status
next
order Cleo,Ann,Bob
pass Bob Cleo
pass Bob Ann
!refuse owe Ann Cleo at dusk
owe Bob Cleo ferry, 2 crossings
!refuse owe Bob Ann
next
status
log
verify
!replay
