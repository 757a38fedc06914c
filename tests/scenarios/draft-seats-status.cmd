# status of a game with no board whose players choose places in an order
# ranked (tests/data/draft-seats.yaml): the order chosen is kept with the
# players and shown as a table of its own, first first, with the place
# each has taken ('-': none yet), and who chooses next; Bob bid most and
# drafts first, Ann and Cleo tied in seat order.
new tests/data/draft-seats.yaml g --players Ann,Bob,Cleo --seed 3
status
bid Ann 2
bid Bob 4
bid Cleo 2
next
status
seat Bob 3
status
