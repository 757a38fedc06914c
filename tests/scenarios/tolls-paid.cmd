# tolls (tests/data/tolls.yaml): pay-player pays a player named by a word
# (two resources, refused where it would take the payee's coins above
# their 9), or nobody where
# its 'to' says so; refill sets passes and debts back to their start when
# a round begins, after a line that names who still owes; @turnplayers
# names the players for whom a test holds in seat order, then in the turn
# order the players set; role() and @role refuse a debt to the warden.
!sh $A new $R/tests/data/tolls.yaml g --players Ann,Bob,Cleo --seed 1
help pass
pass Ann Bob
pass Cleo Bob
!refuse pass Bob Bob
!refuse pass Ann Bob
pass Ann Cleo
!refuse pass Ann Cleo
owe Cleo Ann
owe Bob Bob
status
next
order Cleo,Ann,Bob
pass Bob Cleo
pass Bob Ann
!refuse owe Ann Cleo
owe Bob Cleo
next
status
log
verify
!replay
