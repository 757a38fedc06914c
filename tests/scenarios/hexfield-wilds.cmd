# tests/data/hexfield.yaml: the general effect lay-random, the rest of
# the mix shuffled with the game's generator onto the free places of a
# block of the hex grid, during the setup.  The GM's 'lay random' (the
# place word's alone keyword: the command's only word stands for all of
# them; 'random' among pairs is a name); then, in a second game, a
# player's 'wilds' for two coins, refused once the whole mix is on the
# map (the command refused whole: nothing paid) and, like the GM's,
# outside the setup.
new tests/data/hexfield.yaml g --players Ann,Bob,Cleo --seed 2
lay a1 meadow b1 meadow c1 meadow
lay random marsh
!refuse lay random gold
lay random --json
!refuse lay random
map
log
new tests/data/hexfield.yaml h --players Ann,Bob,Cleo --seed 3
lay a1 meadow c1 meadow e1 meadow
arrive Ann a1
wilds Bob --json
!refuse wilds Cleo
arrive Bob c1
arrive Cleo e1
next
!refuse lay random
!refuse wilds Cleo
status
map
log
verify
!replay
