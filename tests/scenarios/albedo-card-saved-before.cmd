# A game of albedo saved while 'card' ran the program's mechanism (an
# action 'run: card'), and one saved before rulesets declared their
# commands (no 'actions': 'card' was the program's command by its name):
# the stored text is rewritten at load into the declared card (a word of
# kind card, words of kind values, the effect set-card), whose lines,
# refusals and report are the mechanism's, and the log replays.
new albedo s --players Ann,Bob --seed 1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: card') > 0 FROM texts WHERE ord = 0"
# the book gives no values for the Minelayer, the Destroyer or the Cruiser
# (TEST VALUES below): given as the GM reads them off the cards
card minelayer 1/0
card minelayer 1/0 2/1 --json
card cruiser 5/0 none
card destroyer 4/0 2/1
!refuse card destroyer 4/0 2/2
!refuse card destroyer 4/0 2/1
!refuse card cruiser 5/0 1/1
!refuse card fighter 3/0 junk
!refuse card tank 0/5 1/1
!refuse card laser 1/0
!refuse card power-armor 1-0
!refuse card power-armor 1/x
!refuse card power-armor 1/0 junk
!refuse card power-armor none
!refuse card power-armor
!refuse card power-armor 1/0 2/2 3/3
!refuse card power-armor 1/0 = 3
help card
verify
!replay
new albedo t --players Ann,Bob,Cleo --seed 2
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'run: card') FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
card power-armor 0/4 none --json
card aerospace-fighter 2/0 1/1
!refuse card aerospace-fighter 2/0 none
!refuse card robotic-infantry 0/3 1
!refuse card
!refuse card robotic-infantry
verify
!replay
