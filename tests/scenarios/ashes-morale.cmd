# morale(PLAYER, FORCE): a player's morale counter of a force (fighters,
# transporters, troops) read by an action of an overlay
# (tests/data/ashes-morale.yaml): none up at the start; Ann's fighters
# beat a larger fleet and hers goes up; in round 2 she loses to a smaller
# one and it comes off while Bob's goes up.  set-morale puts Bob's troops'
# counter up, then takes it off (rally, of the overlay).  flee-home sends
# Bob's squad home to Lenin from Barnard's Arrow (rout), Ann's nowhere
# from Earth, her home, and a neutral guard out of the game (disband).
# take-hits (strike) takes a side's losses off its parties in the order
# named: Bob's 4 fighters at Mechanica first, then the guard's 2 there.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1 --overlay tests/data/ashes-morale.yaml
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 2
next
next
fleet Bob 9 6 2
next
next
next
morale
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
morale
!refuse morale Ann
fleet Bob 1 2 0
battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
fleet Bob 1 0 0
next
next
next
choose Ann 1
next
next
next
next
next
fleet Bob 9 3 0
battle 9 Bob Ann = 6 6 6 1 1 1 1 1
morale
rally Bob 1
morale
!sh $A status --json | grep -A 4 '"morale"'
rally Bob 0
!refuse rally Bob 2
morale
rout Bob 9
rout Ann 1
rout Ann 13
fleet neutral 12 2 0
disband 12
disband 12
!sh $A status | grep -i -A 12 orbit
fleet neutral 12 2 0
fleet Ann 12 3 0
fleet Bob 12 4 0
strike 12 5 bob,NEUTRAL
strike 12 1 Ann
strike 12 9 neutral,Ann,Bob
!refuse strike 12 1 Ann,Ann
!refuse strike 12 1 Cleo
!replay
