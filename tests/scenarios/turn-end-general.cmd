# A turn of orders ends as the phase's end-require says, in a game other
# than aldarra-reborn (tests/data/muster.yaml with the overlay
# tests/data/muster-turn-end.yaml): 'next' is refused while the player
# has placed no order, has not passed and holds an order token, with the
# game's refusal, and nothing changes; 'pass' (the player marked done)
# ends the turn; with no token left the turn ends without an order.
new tests/data/muster.yaml g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/muster-turn-end.yaml
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
!refuse next
pass
muster b2
next
!refuse next
pass Ann
status
# round 2: nobody has a token left (muster refills none)
next
next
next
!replay
# the text without the end-require (written before the turn's end was
# declared) is given the program's: the refusal names the game's action
new tests/data/muster.yaml h --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
!refuse next
pass
