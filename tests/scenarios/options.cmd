# Game options: another player as the Empire, and the other readings.
new bernard a --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml --option imperial=cleo
!sh $A status --json | grep -E '"(name|role)"' | head -6
next
!sh $A status --json | grep '"active"'
# the numbered phase order puts buy before connection
new bernard b --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml --option phase-order=numbered
next
next
next
next
# the buy-out price to the bank
new bernard c --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml --option buyout-price=bank
next
next
next
next
buyout red-1
!sh $A status --json | grep '"credits"'
# dice bands by all units in the fight: 9 against 2 roll a d10 each
new bernard d --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml --option dice-bands=total
next
next
next
next
next
adjust red-port Ann 10
attack red-1 red-port:9 = 10 1
!replay
games
