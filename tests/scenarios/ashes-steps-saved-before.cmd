# Games of ashes-of-empire saved while the phases' steps were the
# program's: the stored ruleset text lists the steps order-rank (the flight
# order phase), fleets-advance (fleets advance), orders-open (building),
# battles-due (combat), raw-materials and neutrals-replenish (raw
# materials) (tests/data/ashes-world-saved-before.yaml, the shipped text of
# before); read, they become the phases' begin, the effects rank-choosers,
# advance-squads, open-orders, list-battles, produce and
# replenish-neutrals, which say the lines of before in the same order;
# order-rank's wait for every place becomes an end-require, battles-due's
# wait for the battles the effect battles-fought in the phase's leave.
# Start position scenario-1: Ann holds Earth (1, home), Barnard's Arrow
# (9), Crossland (20); Bob holds Lenin (5, home), Last Hope (13), Einstein
# (34).
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'steps: [order-rank]') > 0, instr(text, 'steps: [battles-due]') > 0, instr(text, 'steps: [fleets-advance]') > 0, instr(text, 'steps: [orders-open]') > 0, instr(text, 'steps: [raw-materials, neutrals-replenish]') > 0, instr(text, 'begin:') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
order Ann 1 1 fighter
order Ann 9 1 troops
order Bob 5 2 transporters
order Ann 20 1 troops
next
choose Ann 1
next
next
# Ann's movement turn: 3 fighters leave Barnard's Arrow for Einstein
send 9 34 3
# the GM corrects the board: Crossland is Bob's, so Ann's order there is
# refused when the orders are carried out
world 20 owner=Bob
next
# the building phase: the sealed orders carried out, in the order given;
# the log shows them now
next --json
log
next
# the combat phase: Ann's transporters reach neutral Mechanica and Bob's
# Last Hope; both landings are held off
fleet Ann 12 0 3
fleet Ann 13 0 4
landing Ann 12 repelled 1 1
landing Ann 13 repelled 2 1
# the raw materials phase: each player's factories, then the neutrals
next --json
status
log 6
# round 2: the flight order ranked (the lowest population first), and
# the phase waits for the places; then the fleets advance phase brings
# the fighters in flight nearer
next
next --json
!refuse next
choose Ann 2
next
# the GM puts 2 of Ann's fighters in Lenin's orbit, where Bob's are: the
# combat phase says the battle due, and cannot end until it is fought
fleet Ann 5 2 0
next
next
next
next
!refuse next
verify
!replay
# a game of the shipped text: the same ranking and the same wait
new ashes-of-empire h --players Ann,Bob --seed 13 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next --json
!refuse next --json
!refuse choose Bob 1
status
choose Ann 1
next
