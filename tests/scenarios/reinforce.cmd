# The effect reinforce in a small game of numbered zones (tests/data/
# shipyards.yaml, no production orders): 'muster PLAYER MOON DRONES BARGES
# GUARDS' adds drones and barges to the player's squad in the moon's orbit
# (a new squad, then the same one) and guards to the moon's militia; on
# Rhea, whose militia the ruleset leaves unknown, guards are refused (and
# nothing changed), drones still join.
new tests/data/shipyards.yaml g --players Ann,Bob --seed 1
allot Ann 1
allot Bob 2
next
muster Ann 1 2 1 3
muster Ann 1 1 0 0
muster Bob 1 0 2 0
!refuse muster Ann 3 0 0 1
muster Ann 3 4 0 0
status
!replay
