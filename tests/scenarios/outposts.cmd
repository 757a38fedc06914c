# The effects adellos has for its trade, its swap, its units slain and its
# bonus field let go, in another game's shape (tests/data/outposts.yaml):
# a toll given to the holder of an outpost passed, in a resource the
# effect names by its id (give); an outpost abandoned by a word in the
# middle of a turn (let-go); two players' scouts exchanged by the GM with
# the ruleset's own line (swap); a scout routed by the GM where a word of
# kind destination says, one its player dismisses (leave), and camps
# raided from an outpost (reward, without a deck).  A region word names a
# place of board.places.
# TEST VALUES (tests/data/outposts.yaml): 6 gold each, a scout costs 2;
# the ford holds 2 pieces, the mountain pass 1.
!sh $A ruleset check tests/data/outposts.yaml
new tests/data/outposts.yaml g --players Ann,Bob --seed 1
hire scout
hire scout
rout scout-1 ford
rout scout-2 pass
status
# nobody holds the ford but Ann: she takes no toll from herself
!refuse pass scout-1 ford
next
hire scout
pass scout-3 ford
pass scout-3 pass
# the toll, a gift of 1 gold, keeps within gold's bounds
hire scout
hire scout
!refuse pass scout-4 ford
# the GM exchanges two players' scouts, not two of one player's
!refuse exchange scout-3 scout-4
!refuse exchange scout-1 scout-4
rout scout-4 ford
exchange scout-2 scout-4
status
next
# Ann holds the ford with scouts on it, Bob the pass: she abandons
# neither; her scouts gone home, the ford empty is still hers in her turn
# (as a place is held), until she abandons it: nobody holds it then
!refuse abandon ford
!refuse abandon pass
# a raid from the ford: the bank pays 1 gold, Bob has none to take
raid scout-1 Bob
rout scout-1 home
rout scout-2 home
status
abandon ford
# a scout dismissed leaves the game, half its price back; one of another
# player's is not Ann's to dismiss
!refuse dismiss scout-4
dismiss scout-2
next
dismiss scout-4
# Bob's scout raids from the ford, not from home, nor his own camp: the
# bank's gold, then all of Ann's
!refuse raid scout-3 Ann
rout scout-3 ford
!refuse raid scout-3 Bob
raid scout-3 Ann
status
log
verify
