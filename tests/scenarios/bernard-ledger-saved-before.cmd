# Games of bernard saved before buying units, buying lands out and grants
# were declared actions: the stored ruleset text gives them as
# 'mechanisms.buy' {resource: credits, unit-cost: 2}, 'mechanisms.buyout'
# {resource: credits, cost: 5, paid-to: seller, units-after: 1} and
# 'mechanisms.grant' {resource: credits, role: rebel}, run by the actions
# buy, buyout and grant, and its option buyout-price=bank sets
# 'mechanisms.buyout.paid-to' (the text of rulesets/bernard.yaml then, put
# back as it was).  Read, they become the declared actions, and the games
# buy, buy out and grant as before.
new bernard bank --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml --option buyout-price=bank
new bernard old --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-ledger-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'buy: {resource: credits, unit-cost: 2}') > 0, instr(text, 'run: buyout') > 0, instr(text, 'grant: {resource: credits, role: rebel}') > 0, instr(text, 'mechanisms: {buyout: {paid-to: bank}}') > 0 FROM texts WHERE ord = 0"
next
next
next
next
# book line 110: a unit costs 2 credits; Ann has 30 + 24 (line 102)
buy red-port 3
!refuse buy red-port 30
!refuse buy red-1 1
!refuse buy red-port 0
# book line 118: the land's units are removed, the buyer holds it with 1
# unit and pays 5 credits (to the seller: readings.buyout-price)
buyout red-1
!refuse buyout red-1
!refuse buyout brown-1
# book line 114: the Rebels may pass each other credits at any time
grant Bob Cleo 3
!refuse grant Bob Ann 1
!refuse grant Cleo Bob 10
!refuse grant Bob Bob 1
!sh $A status --json | grep '"credits"'
verify
# the other reading: the 5 credits go to the bank, Bob keeps his 5
use bank
next
next
next
next
buyout red-1
!sh $A status --json | grep '"credits"'
verify
# an overlay written before that sets the old key over today's ruleset:
# the declared buy-out pays the bank
new bernard over --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, mechanisms: {buyout: {paid-to: bank}}}'
next
next
next
next
buyout red-1
!sh $A status --json | grep '"credits"'
verify
!replay
