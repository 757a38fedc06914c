# Ashes of Empire: the end of the game.  A player holding 18 worlds (22
# with two players) at the end of a round wins; from round 11 five dice
# may end the game, the total needed falling by 2 each round (its first
# value is unknown: --option end-sum=N, or an amendment).
new ashes-of-empire g --players Ann,Bob,Cleo --seed 17
allot Ann 1 2 3 4 6 7 8 9 10 11 12 14 15 16 17 18 19
allot Bob 5
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
# Ann takes Crossland, her 18th world: she wins at the end of the round
fleet Ann 20 0 3
landing Ann 20 captured 0 3
factory 20 oil
status
next
next
status
!refuse next
!refuse order Ann 1 1 fighter
roll d6 = 4
!replay
# a second game: the end-of-game dice from round 2 (TEST VALUES overlay)
new ashes-of-empire h --players Ann,Bob --seed 19 --overlay tests/data/ashes-early-end.yaml
allot Ann 1
allot Bob 5
factory Ann steel
factory Bob oil
give Bob 3 points
next
next
choose Ann 2
next
next
next
next
next
next
# the end of round 1: no dice yet
next
next
choose Ann 2
next
next
next
next
next
next
# the end of round 2: the dice are due, but their total is unknown
!refuse next = 1 1 1 1 1
ruleset amend tests/data/ashes-amend-end-sum.yaml
# 5 is short of 24: the game goes on
next = 1 1 1 1 1
next
choose Ann 2
next
next
next
next
next
next
# round 3 needs 22: 6 6 6 2 2 ends it; Bob has the most points
!refuse next = 6 6 6 2
next = 6 6 6 2 2
status
log 3
!replay
verify
