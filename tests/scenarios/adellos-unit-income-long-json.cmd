# A game of adellos saved while its income phase had the effect
# 'unit-income: true' with a json key of 100 characters (the text of
# tests/data/adellos-unit-income-saved-before.yaml, its 'json: income'
# renamed): the declaration it is read as gives each gain that key whole
# (it was made in 96 bytes: the key cut, its line run into the next).
# TEST VALUES (tests/data/adellos-test.yaml): a Steel Colossus earns 1
# gold a turn, a Field Marshal draws 1 card.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-words.yaml --option nobles=prince-konrad,zombie-lord
!sh sed '294s/json: income$/json: the_income_of_the_units_of_the_player_whose_turn_begins_in_gold_counted_piece_by_piece_x_x_x_x_x_end/' tests/data/adellos-unit-income-saved-before.yaml > $T/long.yaml && grep -c '^        json: the_income_of_the_units_of_the_player_whose_turn_begins_in_gold_counted_piece_by_piece_x_x_x_x_x_end$' $T/long.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/long.yaml') WHERE ord = 0"
hire steel-colossus Ann
hire zombie Bob
!sh $A next --json | grep -e messages -e income
take Ann 3 ap
!sh $A next --json | grep -e messages -e income
# Bob's Zombie earns nothing
!sh $A next --json | grep -e messages -e income
verify
!replay
