# A deferred command over Ashes of Empire's products (tests/data/
# ashes-deferred-bid.yaml, an overlay): the price of a product is read as
# data (product_cost), the stock check of the player's bids waiting
# together is an expression over the queue (sum_queued), and the building
# phase carries the bids out after the production orders, each checked
# again: Ann's second bid is refused when given (2 fighters and 2
# transporters would need 6 oil, she has 5); at the building her order of
# 4 land troops leaves her 1 high tech, so her bid for 2 fighters (4) is
# refused there, and Bob's goes ahead.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 7 --overlay tests/data/ashes-deferred-bid.yaml
allot Ann 9 10
allot Bob 21 26 27 28
allot Cleo 1 5
factory Ann steel
factory Bob oil
factory 1 hightech
factory Cleo hightech
next
order Ann 9 4 troops
bid Ann 9 2 fighter
!refuse bid Ann 10 2 transporters
!refuse bid Ann 1 1 fighter
bid Bob 21 1 troops
bid --json Bob 26 1 fighter
log
next
choose Ann 3
choose Bob 1
next
next
next
next
next --json
status
log
!replay
undo
log
