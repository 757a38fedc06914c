# A game of bernard saved before its ruleset declared its commands: place
# was the program's command by its name on a ruleset whose setup places
# the planets (setup.place-planets).  Its stored text is rewritten at load
# into the declared place, in the game's word for a body (the key
# board.planets gave it), and its log replays.
new bernard old --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE ord = 0"
help place
what
!refuse place
!refuse place pluto
!refuse place red = 13
place red = 12
!refuse place red
place lightblue = 8 8
next
!refuse place orange
log
verify
!replay
