# A game of ashes-of-empire saved before its production orders were
# declared as deferred commands: the stored ruleset text (tests/data/
# ashes-orders-saved-before.yaml, the shipped text of before) has the
# effect seal-order in the action order, 'open-orders: true' in the
# building phase's begin and mechanisms.production.stock-check (set to
# built by --option orders=postal), read at load as the declarations of
# now (deferred, deferred-require, deferred-json, carry-out-deferred).
# Orders are given (one refused for want of stock), sealed in the log and
# status, opened at the building phase (one refused there), undone and
# replayed, with the lines, --json and log of before (this file's .out
# made by that binary); then a postal game, where stock is checked only
# at the building.
new ashes-of-empire g --players Ann,Bob --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-orders-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'seal-order') > 0, instr(text, 'open-orders: true') > 0, instr(text, 'stock-check') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 9 10
allot Bob 21 26
factory Ann steel
factory Bob oil
next
order Ann 9 2 troops
order --json Ann 10 1 fighter
!refuse order Ann 10 2 transporter
order Ann 10 1 transporter
!refuse order Ann 21 1 fighter
!refuse order Ann 9 1 cruiser
order Bob 21 1 transporter
order Bob 26 2 troops
# the GM takes steel of Bob's: his troops are refused at the building
take Bob 3 steel
status
log
log --json 1
next
choose Bob 1
next
next
next
next --json
log 4
status
undo
log 6
!sh $A status --json | grep -E '"sealed_orders"'
redo
log 6
!replay
verify
new ashes-of-empire h --players Ann,Bob --seed 5 --option orders=postal
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-orders-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')"
allot Ann 9 10
allot Bob 21 26
factory Ann steel
factory Bob oil
next
order Ann 9 3 fighters
order Ann 10 2 fighters
order Bob 26 1 troops
next
choose Bob 1
next
next
next
next
log 3
!replay
verify
