# Adellos: combat.  Attack against defence, every modifier shown; only a
# strictly higher attack wins and the defender leaves the game; a tie or a
# higher defence changes nothing.  General Iron Fist gives Ann's Soldiers
# +1 attack, unless he carries a time counter.  TEST VALUES
# (tests/data/adellos-test.yaml): Soldier attack 2 defence 2, Kogue defence
# 2, Zombie attack 2, Merchant Pinkerton attack 1.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
hire soldier Ann
hire kogue Bob
hire zombie Cleo
next
next
move soldier-1 field
# the General's bonus rests while he carries a time counter: 2 against 2
counters general-iron-fist 1
attack soldier-1 kogue-1
# without the counter his +1 decides the fight: 3 against 2
counters general-iron-fist 0
attack soldier-1 kogue-1 --json
!refuse attack soldier-1 Bob
next
next
# Bob: a tie with the GM's modifier for a neighbour; a higher defence
move merchant-pinkerton field
attack merchant-pinkerton soldier-1 a+1:neighbour
attack merchant-pinkerton Ann
next
next
# Cleo: a Zombie against a Soldier, 2 against 2; then an event card
move zombie-1 field
attack zombie-1 soldier-1
!refuse attack zombie-1 soldier-1 d-1:card cards:Cleo
draw Cleo
!refuse attack zombie-1 soldier-1 cards:Bob
!refuse attack zombie-1 soldier-1 cards:Cleo:2
!refuse attack zombie-1 soldier-1 x+1
!refuse attack zombie-1 soldier-1 a+one
!refuse attack zombie-1 soldier-1 = 3 4
!refuse attack zombie-1 zombie-lord
!refuse attack soldier-1 zombie-1
!refuse attack zombie-1 soldier-9
attack zombie-1 soldier-1 d-1:card cards:Cleo
# every action point is spent: no fourth action
!refuse move zombie-1 home
!refuse attack zombie-1 general-iron-fist
status
!replay
