# The unit cards the rulebook gives no values for: listed by 'ruleset
# check', asked for by the command that needs them (exit 3, saying how),
# given inline with 'card' or amended into the game from an overlay.
ruleset check rulesets/albedo.yaml
!sh $A ruleset template albedo | sed -n '1,12p'
new albedo u --players Ann,Bob --seed 6
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
land Ann 3 shipyard:minelayer
land Bob 1
resolve
land Bob 1 flag:2
land Ann 2
next
reveal east 5 flag:1 - -
reveal west 6 flag:1 - -
next
# Ann's last 3 cards and 3 of the reshuffled 7, the Minelayer among them
!refuse commit Ann 1 minelayer:r fighter 2 2xinfantry ace-pilot fighter
commit Ann 1 minelayer fighter 2 2xinfantry ace-pilot fighter
commit Bob 1 2xfighter 2 fighter infantry 2xfighter
next
!refuse resolve
!refuse card minelayer 1-0
!refuse card laser 1/0
!refuse card fighter 3/0
!refuse card fighter 2/0
!refuse card tank 0/5 1/1
card minelayer 1/0
!refuse card minelayer 2/0
!refuse card minelayer 1/0
resolve
status --json
#
# the same values from an overlay amended into a running game
new albedo v --players Ann,Bob --seed 6
ruleset amend tests/data/albedo-amend-minelayer.yaml
!refuse card minelayer 1/0
card cruiser 5/0 3/2
log
!replay
verify
