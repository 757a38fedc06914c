# The rulebook's three-player example, round 1, as its text tells it:
# player 1 alone at the first planet takes the 4-point flag; at the second
# planet player 2 (space 7) lands first and takes both flags for 6 points,
# player 3 (space 6) takes a Minelayer at the shipyard (2 ground lost), and
# player 1 (space 2) takes a city, garrisoning a Fighter, and the factory's
# Robotic Infantry.  The planets' names, albedo values and two costs the
# book does not print come from a TEST VALUES overlay.
new albedo ex --players P1,P2,P3 --seed 1 --overlay tests/data/albedo-example.yaml
status
reveal first
reveal second
next
# each player drew 6 of the 9 starting cards
odds hand P1 'fighter >= 4'
odds hand P1
commit P1 1 2xfighter:r infantry 2 2xfighter:r infantry
commit P2 2 2xfighter ace-pilot 3xinfantry
commit P3 2 4xfighter:r fighter infantry
status
next
resolve
land P1 1 flag:4
resolve
land P2 1 flag:3 flag:3
land P3 3 shipyard:minelayer
land P1 2 city:fighter factory
status
status --json
next
status
log
!replay
verify
