# An option's value read in an expression, option(NAME, VALUE), in a small
# game (tests/data/shipyards.yaml): without --option checks=launch the ore
# of a player's yard orders waiting and the new one together must be in
# stock when it is given (Bob's second order of barges is refused, nothing
# changed); with it, only when carried out (tests/scenarios/deferred-json);
# '_' stands for '-' in a name, and an option the game was started
# without has its default value.
new tests/data/shipyards.yaml g --players Ann,Bob --seed 1
allot Ann 1
allot Bob 2
next
yard Bob 2 3 barges
!refuse yard Bob 2 1 barge
!refuse yard --json Bob 2 2 drones
yard Bob 2 4 guards
log
!replay
new tests/data/shipyards.yaml h --players Ann,Bob --seed 1 --option CHECKS=Launch
allot Ann 1
allot Bob 2
next
yard Bob 2 3 barges
yard Bob 2 1 barge
!replay
