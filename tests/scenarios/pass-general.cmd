# A player passes by a declared action in a game other than
# aldarra-reborn (tests/data/muster.yaml with the overlay
# tests/data/muster-yield.yaml): 'yield [PLAYER]' takes the player whose
# turn it is when the word is left out (left-out: turn_player), and logs
# the name; it marks the player done, which the phase's end-require
# reads, and ends the turn.  A refused yield changes nothing.  The
# program's 'pass' of before is the text's declaration too (the upgrade
# of a text without one: ruleset_pass.c).
new tests/data/muster.yaml g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/muster-yield.yaml
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
!refuse yield
next
!refuse yield Ann
!refuse next
yield
yield Cleo
!refuse next
pass
log
!refuse pass Ann
status
!replay
