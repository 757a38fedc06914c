# A player's home region on a board of declared regions: the effect
# set-home makes one, the expressions home, home(PLAYER) and a region
# named 'home' read it, the line function @name names it; it is kept in
# the board's snapshot, undone and replayed.  TEST ACTIONS capital and
# capitals (tests/data/conquest-home.yaml) on the example conquest, whose
# regions the seed deals: Ann holds crag, tarn, fen, mere, strand, cove,
# ness and erg, Bob the others, 2 armies on each (setup.deal-regions).
new rulesets/examples/conquest.yaml c --players Ann,Bob --seed 3 --overlay tests/data/conquest-home.yaml
# nobody has a home at first: none, held 0, no region is it
capitals Ann Bob
!refuse capital fell
!refuse capital nowhere
capital tarn
!refuse capital tarn
# Tarn (2 armies) is Ann's, the one region that is her home; Bob has none
capitals Ann Bob
capitals Bob Ann
place tarn 3
# armies there: 2 + 3 = 5
capitals Ann Bob
capital crag
undo
capitals Ann Bob
next
next
next
# Bob's turn: his own home, Ann's kept
capital fell
capitals Bob Ann
verify
!replay
