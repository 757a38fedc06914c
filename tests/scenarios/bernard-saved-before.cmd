# A game of bernard saved before its ruleset declared its commands (the
# phases list supply, bridge, buy, buyout, disband): the game keeps the
# ruleset text it was started with, so its commands still run and its log
# still replays.  The stored text is put back as it was.
new bernard old --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE ord = 0"
next
next
next
bridge red purple 4
next
buy red-port 3
next
attack red-1 red-port:4 = 5 2
next
move 2 red-port red-1
next
next
supply units
next
next
next
next
buyout red-1
status
verify
!replay
