# Ashes of Empire: at the end of a round a player left with no world and
# no fleet is out of the game (turns.round-end: each-player, put-out, read
# with regions and squad_pieces), the lines in seat order whatever the turn
# order (Cleo, Dan and Fay, who choose their places before Ann and Bob); a
# player with no world but a fleet in flight, of fighters or of
# transporters alone, stays in.  The players out take no turn after.  The
# .out was made by the binary of before the declaration (the C of
# hold-win).
new ashes-of-empire g --players Ann,Bob,Cleo,Dan,Eve,Fay,Gus --seed 23
allot Ann 1 2 3 4
allot Bob 5 6 7
allot Cleo 13
allot Dan 20
allot Eve 9
allot Fay 21
allot Gus 22
factory Ann steel
factory Bob oil
factory Cleo hightech
factory Dan oil
factory Eve steel
factory Fay oil
factory Gus steel
next
next
# the places chosen: the turn order is Fay, Eve, Cleo, Gus, Dan, Bob, Ann
choose Fay 1
choose Eve 2
choose Cleo 3
choose Gus 4
choose Dan 5
choose Bob 6
next
next
next
next
next
next
next
next
# Eve keeps transporters in flight, Gus fighters; Ann and Bob take every
# other world of Cleo, Dan, Eve, Fay and Gus
fleet Eve 2 0 1 3
fleet Gus 3 2 0 2
fleet Ann 13 0 3
fleet Ann 9 0 3
fleet Bob 20 0 3
fleet Bob 21 0 3
fleet Ann 22 0 3
next
next
landing Ann 13 captured 0 3
landing Ann 9 captured 0 2
landing Bob 20 captured 0 3
landing Bob 21 captured 0 3
landing Ann 22 captured 0 3
next
# the end of round 1: Cleo, Dan and Fay are out, in seat order
next --json
status
# the players out choose no place and take no turn
next
choose Eve 1
choose Gus 2
choose Bob 3
next
next
next
next
next
undo
log 4
verify
!replay
