# A game of ashes-of-empire saved while its production order was the
# program's mechanism (an action running 'order'): its stored text is
# rewritten at load into the declared order (a product word, the effect
# seal-order, sealed), whose lines and refusals are the mechanism's, and
# its log replays.  At the table an order is refused when the raw
# materials are not in stock for it and the player's other orders of the
# round (rulebook line 42); the log shows an order sealed until the
# building phase carries it out.
new ashes-of-empire g --players Ann,Bob --seed 9 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: order') > 0 FROM texts WHERE ord = 0"
factory Ann steel
factory Bob oil
# not yet: the orders belong to the production orders phase
!refuse order Ann 1 2 fighter
deploy Ann 9
deploy Bob 13
next
order Ann 1 2 fighter
!refuse order Ann 9 1 fighter
order Ann 9 1 troops
# a world of Bob's, a neutral world, no such world
!refuse order Ann 5 1 troops
!refuse order Ann 2 1 troops
!refuse order Ann 99 1 troops
# no such product, no such player, none ordered, too few words
!refuse order Ann 1 1 cruiser
!refuse order Zed 1 1 fighter
!refuse order Ann 1 0 fighter
!refuse order Ann 1 1
order --json Bob 5 2 transporters
!refuse order Bob 13 1 transporter
log
next
!refuse order Ann 20 1 troops
choose Ann 1
next
next
next
next
log
verify
!replay
# a text of before its commands were declared: the command by its name,
# which the production orders phase lists
new ashes-of-empire a --players Ann,Bob --seed 9 --option start=scenario-1 --option orders=postal
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'a')" && sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, 'actions:') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'a')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [order]') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'a')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
order Ann 1 2 fighter
order Ann 9 2 fighter
!refuse order Ann 5 1 troops
log
verify
!replay
