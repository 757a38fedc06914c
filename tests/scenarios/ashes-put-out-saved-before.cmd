# A game of ashes saved while the end of a round was the program's steps
# (turns.end-of-round: [revolts, fleets-rest, hold-win, end-roll], whose
# hold-win put out the players left with no world and no fleet): the
# stored text is read with the declaration that puts them out (each-player,
# squad_pieces, put-out) before the effect hold-win, and says the same
# lines.  Cleo loses her only world and has no fleet: she is out; Bob
# loses his but keeps a fleet in flight: he stays.  The .out was made by
# the binary of before the declaration.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 17
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'end-of-round: [revolts, fleets-rest, hold-win, end-roll]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 1 2 3 4 6 7 8 9 10 11 12 14 15
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
fleet Bob 2 1 1 3
fleet Ann 13 0 3
landing Ann 13 captured 0 3
fleet Ann 5 0 3
landing Ann 5 captured 0 3
next
# the end of round 1: Cleo is out, Bob is not
next --json
status
next
choose Bob 1
next
next
next
log 3
verify
!replay
