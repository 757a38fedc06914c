# beacons (tests/data/beacons.yaml): 'shown' on a word, how the usage
# made from the action's words shows it (a player, a choice, a number
# with a default), kept aside with the action's effects in the game's
# image and read as the usage is shown: in help, its list of commands
# and a usage error; 'douse' shows the same words by their kinds
!sh $A new $R/tests/data/beacons.yaml g --players Ann,Bob --seed 1
next
help light
help douse
help
!refuse light Ann
!refuse light Ann coal
!refuse douse Ann
light Ann oil 2
light Bob wood
douse Ann oil
log
!replay
