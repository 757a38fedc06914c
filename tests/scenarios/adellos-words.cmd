# The words of adellos' messages come from its ruleset: a player's own area
# is the 'play area' (board.area-name) and the cards units earn are drawn
# as 'ancient wisdom' (mechanisms.unit-income.draw-as); an overlay that
# names them otherwise changes the messages and nothing else.  TEST VALUES
# (tests/data/adellos-test.yaml): the Field Marshal draws 1 card a turn.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-words.yaml --option nobles=general-iron-fist,merchant-pinkerton
hire field-marshal Ann
next
next
move field-marshal-1 field
!refuse move field-marshal-1 tower
