# A game of bernard saved while place was the program's mechanism (an
# action running 'place'): its stored text is rewritten at load into the
# declared place (a body word, the value setup, field() and the effect
# roll-position), whose usage line, refusals and lines are the mechanism's
# (rulebooks/bernard-de.txt, setup: a planet starts at the field its
# start dice show), and its log replays.
new bernard old --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-ledger-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: place') > 0 FROM texts WHERE ord = 0"
help place
what
!refuse place
!refuse place red blue
!refuse place pluto
# the faces entered at the table: as many as the start dice, on their
# faces
!refuse place red = 99
!refuse place red = 3 5
!refuse place red = x
place red = 9
!refuse place red
!refuse place red = 4
place purple
undo
place purple = 7
place darkblue --json
next
# after the setup
!refuse place orange
!refuse place red
status
log
verify
!replay
