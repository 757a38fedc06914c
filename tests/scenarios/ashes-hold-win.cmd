# Ashes of Empire: the win by worlds held at the end of a round, as the
# ruleset declares it (turns.round-end), beyond the single winner of
# ashes-end: two players holding the most worlds, as many each, win
# together ("Ann, Bob win", --json winner "Ann, Bob"), after the player
# left with no world and no fleet is put out; with two players 22 worlds
# win (mechanisms.game-end.hold-to-win-by-players), so 21 do not, and a
# player who holds one world is told in the singular.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 17
allot Ann 1 2 3 4 6 7 8 9 10 11 12 14 15 16 17 18 19
allot Bob 5 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 37 38
allot Cleo 13
factory Ann steel
factory Bob oil
factory Cleo hightech
next
next
choose Cleo 1
choose Bob 2
next
next
next
next
next
next
# Ann takes Last Hope, Cleo's only world: Ann and Bob hold 18 each, Cleo
# nothing, and no fleet
fleet Ann 13 0 3
landing Ann 13 captured 0 3
next
next --json
status
!refuse next
verify
!replay
# two players: 22 worlds win
new ashes-of-empire h --players Ann,Bob --seed 19
allot Ann 1 2 3 4 6 7 8 9 10 11 12 14 15 16 17 18 19 20 21 22 23
allot Bob 5
factory Ann steel
factory Bob oil
next
next
choose Bob 1
next
next
next
next
next
next
# the end of round 1: Ann's 21 worlds do not win
next --json
next
choose Bob 1
next
next
next
next
next
fleet Ann 13 0 3
landing Ann 13 captured 0 3
factory 13 oil
next
# the end of round 2: her 22nd world wins
next --json
log 3
verify
!replay
# one world wins (TEST VALUES overlay): each of three holds one, and all
# three win together, in the singular
new ashes-of-empire k --players Ann,Bob,Cleo --seed 23 --overlay tests/data/ashes-hold-one.yaml
allot Ann 1
allot Bob 5
allot Cleo 13
factory Ann steel
factory Bob oil
factory Cleo hightech
next
next
choose Cleo 1
choose Ann 2
next
next
next
next
next
next
next
next --json
status
verify
!replay
