# A game of adellos saved before its 'draw' was a declared action: the
# stored ruleset text (tests/data/adellos-draw-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: draw', with its usage, words and completion).
# Read, it becomes the declared action, and the game draws as before.
# TEST VALUES (tests/data/adellos-test.yaml): a deck of 10 event cards.
new adellos s --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-draw-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: draw') > 0 FROM texts WHERE ord = 0"
# rulebook line 61: "Whenever a player is allowed to draw an Event Card, he
# face-down draws the top card of the Event Card deck": one card when N is
# left out (man/arbiter.1, 'draw'), then 2; 10 - 3 = 7 left
draw Ann
draw Bob 2
!refuse draw Zed
!refuse draw Ann 0
!refuse draw
# line 63: "If the Event Card deck is empty, no more Event Cards can be
# drawn": Bob asks for 9 and gets the 7 left, then nobody draws
draw Bob 9
!refuse draw Ann
help draw
# the mechanism counted no use of 'draw' in the saved state: the declared
# action, which has no limit, counts none either, so that the state a game
# saved then replays to is the same (and a count saved for an action
# without a limit, as a game saved since may hold, reads as none)
# the lists as STATE_VERSION 8 wrote them, every number (today a list
# mostly 0 is written short)
!sh sh tests/state-v8.sh $T/game.db
!sh sqlite3 $T/game.db "SELECT sum(value) FROM games, json_each(games.state, '$.uses') WHERE name = 's'"
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(state, '$.uses[5]', 3) WHERE name = 's'" && sqlite3 $T/game.db "SELECT json_extract(state, '$.uses[5]') FROM games WHERE name = 's'"
log
!replay
verify
# the same text without the action: the command by its name, as the
# program had it for every game with a counted deck
new adellos t --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sed '/^  draw:$/,/^    complete: player$/d' tests/data/adellos-draw-saved-before.yaml > $T/old.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/old.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')" && sqlite3 $T/game.db "SELECT instr(text, '  draw:') FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 't')"
draw Ann 4
verify
