# Attacks: one roll per attack, paid by the attacker; each side's die by its
# own units (below 10 a d6, 10-19 a d10, 20 and more a d20); the loser loses
# the difference, at most the winner's units in the fight; a tie costs
# nothing; the attackers move in when the last defender falls.
new bernard g --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
next
next
# Ann (the Empire) in the combat phase of round 1, 54 credits
!refuse attack red-1 red-port:5 = 3 3
!refuse attack purple-1 red-port:2 = 3 3
!refuse attack red-port red-1:1 = 3 3
!refuse attack red-1 red-port:4 = 7 3
!refuse attack red-1 red-port:4 = 3
!refuse attack red-1 red-port:4,red-port:1 = 3 3
!refuse attack red-1 red-port
# a tie: nobody loses a unit, the roll is paid
attack red-1 red-port:4 = 3 3
# the defender wins by 4, but has only 2 units in the fight: Ann loses 2
attack red-1 red-port:4 = 2 6
# Ann wins by 5 with 2 units: Bob loses 2 (all), the 2 attackers move in
attack red-1 red-port:2 = 6 1
status --json
# bands: 10 attackers roll a d10 against 9 defenders with a d6
adjust red-2 Bob 9
adjust red-port Ann 12
!refuse attack red-2 red-port:10 = 11 1
attack red-2 red-port:10 = 10 6
# 20 attackers roll a d20: 20 against 1 takes the land (5 defenders)
adjust red-port Ann 25
attack red-2 red-port:20 = 20 1
# an empty land is taken without a roll and without paying
attack brown-1 brown-port:2
!refuse attack brown-2 brown-port:1 = 3 4
# attacking from two lands: losses come off the lands in the order named
adjust purple-1 Bob 6
adjust purple-2 Ann 3
adjust purple-port Ann 4
attack purple-1 purple-2:2,purple-port:3 = 1 4
set Ann credits 0
!refuse attack purple-1 purple-port:1 = 1 1
log
