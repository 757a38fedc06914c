# A game of albedo saved while 'top' ran the program's mechanism (an
# action 'run: top'), and one saved before rulesets declared their
# commands (no 'actions': 'top' was the program's command by its name):
# the stored text is rewritten at load into the declared top (words of
# kind deck and card, the effect set-top), whose lines, refusals and
# report are the mechanism's, and the log replays.
new albedo s --players Ann,Bob --seed 1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-runs-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: top') > 0 FROM texts WHERE ord = 0"
# rulebook lines 116, 120: the Shipyard and the Industry lie face up; the
# GM enters their top cards, by a deck's id or a production's kind
top shipyard cruiser
top SpacePort heavy-fighter
top shipyard minelayer --json
!refuse top shipyard tank
!refuse top nodeck tank
!refuse top shipyard nocard
!refuse top shipyard
help top
verify
!replay
new albedo t --players Ann,Bob,Cleo --seed 2
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-commands-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'run: top') FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
top industry tank
top industry power-armor
!refuse top factory tank
!refuse top
verify
!replay
