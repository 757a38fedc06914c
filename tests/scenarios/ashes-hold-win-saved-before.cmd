# Games of ashes saved while the win by worlds held was the effect
# 'hold-win: true' of turns.round-end (tests/data/ashes-hold-win-saved-
# before.yaml, the text of this morning's merge).  What it says at the end
# of a round, which ashes-end does not show: a player with no world and no
# fleet left is out of the game; two players holding the worlds needed,
# as many each, win together ("Ann, Bob win", --json winner "Ann, Bob");
# with two players 22 worlds win (mechanisms.game-end.hold-to-win-by-
# players), so 21 do not.  A conversion of hold-win into declarations
# must replay these lines unchanged.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 17
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-hold-win-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'hold-win: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
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
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-hold-win-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'hold-win: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')"
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
