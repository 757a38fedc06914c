# adellos' functions of places held, used otherwise (tests/data/watchtowers.yaml):
# a place held pays 2 timber at the start of the turn (holds(),
# @regionterms), the pieces fell their yield (@piecevalues); the beacon
# held when three of its holder's turns end wins (hold_at_end(),
# turns_held(), held_since(), hold_needed()); only timber is sold
# (resource_is(), @resource), and not to a player who gave up (out());
# a raid is a contest of yields with the GM's modifiers (modifier(),
# @modifierterms) that strikes back (combat()); @mechanism names the felling.
new tests/data/watchtowers.yaml g --players Ann,Bob,Cid --seed 1
next
hire scout
hire ranger
move scout-1 mill
move ranger-1 beacon
# the beacon counts as Ann's turn ends: 1 of 3 (3 players seated)
next
next
hire scout
!refuse sell gold 1 Ann
!refuse sell timber 1 Bob
yield
next
next
# Cid raids the mill: a Scout's yield 1 against 1 and the walls' 1, and
# the raid strikes back (combats.raid): Cid's Scout is driven off
hire scout
hire scout
!refuse raid scout-3 scout-4
raid scout-3 scout-1 d+1:walls
# then 1 and the torches' 2 against 1: Ann's Scout is driven off, the
# mill pays her nothing more
raid scout-4 scout-1 a+2:torches
next
# Ann's Ranger fells 2, the beacon she holds 2 more
next
# Bob is out: he buys nothing
!refuse sell timber 1 Bob
!refuse sell timber 9 Cid
sell timber 2 Cid
next
next
next
next
# the third turn ends with the beacon held: Ann wins
next
status
