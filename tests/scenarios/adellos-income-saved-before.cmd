# A game of adellos saved while its income phase listed the program's
# steps 'hold', 'action-points' and 'unit-income': the stored ruleset
# text (tests/data/adellos-summon-saved-before.yaml, the text of
# rulesets/adellos.yaml then) is read with them as the phase's effects
# count-held, action-points and unit-income (json: ap, json: income), and
# the turns begin as before, with the same lines, --json members and
# order: the place held counted first (and a win by it ends the turn's
# beginning there), then the action points (3 a turn, and 1 for the bonus
# field held by pieces without time counters), then what the units earn
# and draw.  TEST VALUES (tests/data/adellos-test.yaml): a Steel Colossus
# earns 1 gold a turn, a Field Marshal draws 1 card.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'steps: [hold, action-points, unit-income]') > 0 FROM texts WHERE ord = 0"
hire steel-colossus Ann
hire zombie Bob
!sh $A next --json
next
move steel-colossus-1 field
move steel-colossus-1 bonus
!refuse next
take Ann 1 ap
next
next
move zombie-1 field
take Bob 2 ap
# Ann's piece alone on the bonus field: the turn counts, 1 action point
# more, and the Colossus earns its gold
!sh $A next --json
next
take Ann 4 ap
# time counters on the piece that holds the place: the turn does not
# count, no action point more, no income from it
counters steel-colossus-1 3
next
next
take Bob 3 ap
next
!sh $A status --json | grep -E '"(ap|gold|cards|streak)"'
# the GM sets the row at 4 of the 5 that win: Ann's next turn wins, and
# its action points and income are not given
next
take Ann 3 ap
next
next
take Bob 3 ap
recount bonus 4
!sh $A next --json
status
verify
!replay
# an overlay of before that names the cards otherwise
# (mechanisms.unit-income.draw-as) still names them so
new adellos w --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-words.yaml --option nobles=general-iron-fist,merchant-pinkerton
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)"
hire field-marshal Ann
next
verify
!replay
