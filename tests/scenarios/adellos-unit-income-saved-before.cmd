# A game of adellos saved while its income phase had the effect
# 'unit-income: true' (json: income): the stored ruleset text
# (tests/data/adellos-unit-income-saved-before.yaml, the text of
# rulesets/adellos.yaml then) is read with the effect as the declaration
# of what the units bring (sum_pieces over the actor's units without time
# counters, a gain said with @piecevalues, a draw for the reason of
# mechanisms.unit-income.draw-as, here an overlay's), and the turns begin
# as before, with the same lines, --json members and order: the gold
# earned, the cards drawn, "no income" when neither, nothing for a unit
# under time counters.  TEST VALUES (tests/data/adellos-test.yaml): a
# Steel Colossus earns 1 gold a turn, a Field Marshal draws 1 card.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-words.yaml --option nobles=prince-konrad,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-unit-income-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '- unit-income: true') > 0 FROM texts WHERE ord = 0"
hire steel-colossus Ann
hire zombie Bob
!sh $A next --json
next
hire field-marshal Ann
take Ann 3 ap
# Bob's Zombie earns nothing
!sh $A next --json
next
take Bob 3 ap
# the Steel Colossus earns, the Field Marshal draws
!sh $A next --json
next
take Ann 3 ap
counters steel-colossus-1 3
next
next
take Bob 3 ap
# under time counters the Steel Colossus earns nothing
!sh $A next --json
log
!replay
verify
