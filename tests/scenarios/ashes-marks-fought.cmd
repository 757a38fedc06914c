# clear-marks clears only the marks it names: a text of ashes-of-empire
# whose round's end clears fought alone (tests/data/ashes-marks-fought.yaml)
# leaves the fleet that reached Mechanica resting in the rounds after,
# where the shipped text (clear-marks: [rest, fought]) lets it fly again
# (ashes-flight-saved-before).
new ashes-of-empire g --players Ann,Bob --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-marks-fought.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'clear-marks: [fought]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 2 10
allot Bob 5
factory Ann steel
factory Bob oil
fleet Ann 10 5 3
fleet Ann 2 4 0
fleet Bob 5 6 1
next
next
choose Bob 1
next
next
next
send 10 12 5 3
send 2 10 4
fleet Ann 10 6 0
send 10 12 2
next
next
next
next
next
choose Bob 1
next
next
next
next
next
next
next
next
choose Bob 2
next
next
next
next
next
fleet neutral 12 0 0
next
next
next
choose Bob 1
next
next
next
# the 7 fighters and 3 transporters rest still
!refuse send 12 10 1
status
verify
!replay
