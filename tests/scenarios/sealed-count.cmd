# Sealed queued commands in status and the GM's view of the numbered
# zones (tests/data/shipyards.yaml, no production orders): while the yard
# orders wait, status and status --json give how many each player has
# (never what), and the log shows 'yard PLAYER (sealed)'; the launch
# phase carries them out and they show whole; undoing it seals them again.
new tests/data/shipyards.yaml g --players Ann,Bob --seed 1
allot Ann 1
allot Bob 2
next
yard Ann 1 2 drone
yard Ann 1 1 guard
yard Bob 2 1 barge
status
!sh $A status --json | grep -E '"(player|sealed_orders)"'
log
next
!sh $A status --json | grep -E '"(player|sealed_orders)"'
log 4
undo
log 5
status
!replay
