# Ashes of Empire: sealed production orders and the flight order.
# Orders are logged whole but shown sealed until the building phase
# carries them out; then each is checked against the warehouse.  This game
# plays the postal reading (--option orders=postal): orders are checked
# only when they are built; ashes-stock checks them when given.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 7 --option orders=postal
# Ann: population 2+2 = 4 on 2 worlds; Bob: 1+1+1+1 = 4 on 4 worlds;
# Cleo: 3+3 = 6
allot Ann 9 10
allot Bob 21 26 27 28
allot Cleo 1 5
factory Ann steel
factory Bob oil
!refuse factory Bob steel
!refuse factory 1 uranium
factory 1 hightech
factory Cleo hightech
next
# production orders: 4 land troops cost 4 steel and 4 high tech; then 2
# fighters would need 2 oil, 2 steel and 4 high tech
order Ann 9 4 troops
order Ann 10 2 fighter
order Bob 21 1 transporter
!refuse order Ann 1 1 fighter
!refuse order Ann 9 1 cruiser
!refuse order Ann 9 0 fighter
!refuse choose Ann 1
order --json Cleo 5 1 transporters
status
log
log --json 2
export md
export csv
# the flight order: Ann and Bob have the same population (4) and the
# same stockpile (15): Ann has fewer worlds (2 against 4), so the third
# criterion puts her first; Cleo's population (6) puts her last
next
!refuse choose Bob 1
!refuse choose Ann 4
choose Ann 3
!refuse choose Bob 3
!refuse choose Cleo 1
choose Bob 1
!refuse choose Cleo 2
status
next
# movement in the places chosen: Bob 1, Cleo 2, Ann 3
next
next
next
!refuse next = 3
# building: the orders in the order given; Ann's fighters are refused for
# want of steel (the troops used 4 of her 5), the rest are built
next
log 6
status
# undoing the building seals the orders again; redoing opens them
undo
log 13
redo
log 14
!sh $A export script | grep '^order'
!replay
verify
