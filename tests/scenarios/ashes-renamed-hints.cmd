# The hints of a game of numbered zones name its own commands
# (tests/data/ashes-renamed.yaml: Ashes of Empire with its worlds dealt by
# 'grant', its starting fleets placed by 'base', its fleets sent by
# 'dispatch' and its home moved by 'capital'), where they named the
# shipped game's 'allot', 'deploy', 'send' and 'home': the setup's lines,
# the refusals of 'next' while a player holds no world or has a fleet to
# place, the refusal of a dispatch that leaves cargo its transporters
# cannot hold, and the line of a home lost; nothing changes at a refusal.
new tests/data/ashes-renamed.yaml g --players Ann,Bob --seed 5
!refuse next
new tests/data/ashes-renamed.yaml h --players Ann,Bob --seed 5 --option start=scenario-1
factory Ann steel
factory Bob oil
!refuse next
base Ann 9
base Bob 13
next
next
choose Ann 1
next
next
world 1 population=9
load 1 5 population 1 oil
!refuse dispatch 1 3 0 1 1 population
world 1 owner=Bob
