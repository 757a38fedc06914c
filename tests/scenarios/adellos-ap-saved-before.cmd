# A game of adellos saved while its income phase had the effect
# 'action-points: true' (json: ap): the stored ruleset text
# (tests/data/adellos-ap-saved-before.yaml, the text of
# rulesets/adellos.yaml then) is read with the effect as the declaration
# of the turn's action points (a set of per_turn(ap) and the extra_ap of
# the places the player holds, said with @regionterms), and the turns
# begin as before, with the same lines, --json members and order: 3 a
# turn, 1 more for the bonus field held by pieces without time counters,
# nothing once the place held has won.  TEST VALUES
# (tests/data/adellos-test.yaml): a Steel Colossus earns 1 gold a turn.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ap-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '- action-points: true') > 0 FROM texts WHERE ord = 0"
hire steel-colossus Ann
hire zombie Bob
!sh $A next --json
next
move steel-colossus-1 field
move steel-colossus-1 bonus
take Ann 1 ap
next
next
move zombie-1 field
take Bob 2 ap
# Ann's piece alone on the bonus field: 1 action point more
!sh $A next --json
next
take Ann 4 ap
# time counters on the piece that holds the place: no point more
counters steel-colossus-1 3
next
next
take Bob 3 ap
next
next
take Ann 3 ap
next
next
take Bob 3 ap
# the counters gone: the point more again
!sh $A next --json
!sh $A status --json | grep -E '"(ap|gold)"'
next
take Ann 4 ap
next
next
take Bob 3 ap
# the GM sets the row at 4 of the 5 that win: Ann's next turn wins, and
# its action points are not given
recount bonus 4
!sh $A next --json
status
verify
!replay
# an overlay of before that gives 2 action points a turn: the
# declaration reads them from the mechanism
new adellos w --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-ap-two.yaml --option nobles=general-iron-fist,merchant-pinkerton
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ap-saved-before.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)"
!sh $A next --json
verify
!replay
