# The hints of a game of sites name its own commands
# (tests/data/albedo-renamed.yaml: Albedo with its cards committed by
# 'pledge', a card's values given by 'stats' and a face-up card entered by
# 'flip'), where they named the shipped game's 'commit', 'card' and 'top':
# a commitment's cards before its planet, a landing that turns a supply
# card face up, the card of unknown values and the values given already;
# nothing changes at a refusal.
new tests/data/albedo-renamed.yaml u --players Ann,Bob --seed 6
!sh $A status | grep -o "face up: not entered, [^)]*"
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
!refuse pledge Ann fighter 1 5xfighter
pledge Ann 1 3xfighter infantry 2 fighter infantry
pledge Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
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
pledge Ann 1 minelayer fighter 2 2xinfantry ace-pilot fighter
pledge Bob 1 2xfighter 2 fighter infantry 2xfighter
next
!refuse resolve
stats minelayer 1/0
!refuse stats minelayer 2/0
