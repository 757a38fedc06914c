# Ashes of Empire: space combat with the dice thrown at the table.  One
# die per fighter, plus one per 4 fighters while the morale counter is up;
# a player's total / 6, rounded down, destroys that many enemy fighters;
# the side that loses fewer wins and the other flees home.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1
factory Ann steel
factory Bob oil
# scenario 1: the second fleet goes to a colony of the player's choice
!refuse deploy Ann 1
!refuse deploy Ann 13
deploy Ann 9
deploy Bob 13
!refuse deploy Bob 34
next
next
# everything equal down to the home world's number (1 against 5)
choose Ann 2
next
next
# Bob's fleet has reached Barnard's Arrow (the GM sets it as it stands)
fleet Bob 9 6 2
next
next
next
!refuse next
!refuse battle 9 Ann Cleo
!refuse battle 9 Ann neutral
!refuse battle 9 Ann Ann
!refuse battle 9 Ann
!refuse battle 9 Ann Bob = 6 6 6
!refuse battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 7 1 1 1 1 1 1
# Ann: 5 dice, 30: 5 kills; Bob: 6 dice, 6: 1 kill.  Ann loses 1 and
# wins against the larger fleet: her fighters' morale counter goes up.
# Bob's fleet (1 fighter, 2 transporters) flies home to Lenin: distance 3.
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 1
# a draw at Earth: Ann's 10 fighters throw 12 dice now (2 for morale),
# at least 12: 2 kills; Bob's 2 fighters throw 6 6: 2 kills
fleet Bob 1 2 0
!refuse battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 6 6
battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
!refuse battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
status
fleet Bob 1 0 0
!sh $A status --json | grep -A 8 '"morale"'
next
next
next
choose Ann 1
next
next
next
next
next
# round 2: Bob comes back with 3 fighters against Ann's 4, which throw 5
# dice (4 + 1 for morale).  Bob: 6 6 6 = 18, 3 kills; Ann: 1 1 1 1 1 = 5,
# none.  Ann loses to a smaller fleet: her counter comes off; Bob beat a
# larger one: his goes up.  Ann's fleet flees to Earth: distance 0.
fleet Bob 9 3 0
battle 9 Bob Ann = 6 6 6 1 1 1 1 1
status
# a neutral guard's number is unknown: the GM supplies it, or sets it
fleet Ann 12 4 0
!refuse battle 12 Ann neutral = 6 6 6 6
fleet neutral 12 2 0
battle 12 Ann neutral = 6 6 6 6 1 1
# one battle per orbit and round
fleet Bob 12 1 0
!refuse battle 12 Bob Ann = 6 1 1 1 1
# Bob's one fighter (morale up, but 1 fighter gives no extra die) against
# Ann's 4 over Crossland: 6 destroys 1; 1 1 1 1 destroys none.  Ann's
# fleet flees to Earth, distance 1 from Crossland.
fleet Bob 12 0 0
fleet Bob 20 1 0
fleet Ann 20 4 2
battle --json 20 Bob Ann = 6 1 1 1 1
log 6
# the odds of such battles
odds battle 5 6
odds battle 4+1 3
odds --json battle 2 1
!refuse odds battle 5 x
!replay
verify
