# A queued command's entry in the --json report of carry-out-deferred, as
# the action declares it (deferred-json: its list, its members, the key of
# carried), with a reason for each refusal apart from its line, and the
# report of the order given (data-members), in a small game of numbered
# zones (tests/data/shipyards.yaml, no production orders): Ann's drones
# are built; her guard on neutral Rhea is refused (its guards are unknown:
# militia(moon) < 0 tested, nothing refused by the test itself); Bob's
# first barges are built and his second wants ore (--option checks=launch:
# the ore is checked only then); Ann's guards want gas.
new tests/data/shipyards.yaml g --players Ann,Bob --seed 1 --option checks=launch
allot Ann 1
allot Bob 2
next
yard --json Ann 1 2 drone
yard --json Ann 3 1 guard
!refuse yard Ann 2 1 drone
yard Bob 2 3 barges
yard Bob 2 1 barge
yard Ann 1 5 guards
next --json
status
log
!replay
