# The effects reward and fall, in the GM's commands of an overlay
# (tests/data/adellos-fall-reward.yaml): 'bounty WHO FROM' gives WHO 2
# gold from the bank, a card from the deck and FROM's gold and cards
# whole; 'tithe WHO' 1 gold, said by the ruleset's line; 'fell WHO' puts
# WHO out of the game with every piece of its own; 'sizeup PIECE' says
# tracked(PIECE, attack) and tracked(PIECE, defence).  TEST VALUES
# (tests/data/adellos-test.yaml): a deck of 10 cards, 5 gold at the start,
# a Soldier or a Kogue hired for 3.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-fall-reward.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
hire soldier Ann
hire kogue Bob
draw Bob 2
sizeup soldier-1
sizeup Bob
bounty Ann Bob
# Bob has nothing left above the minimum: the bank and the deck alone
bounty Ann Bob --json
tithe Cleo
# the deck emptied: the reward draws nothing, and says so
draw Cleo 6
bounty Ann Cleo
# not a player: the words are refused before the reward
!refuse bounty Ann Nobody
fell Bob
# a player already out falls no further
fell Bob
status
log
verify
!replay
# without the test values a leader's attack is unknown until entered
# from its tile
new adellos u --players Ann,Bob --seed 1 --overlay tests/data/adellos-fall-reward.yaml --option nobles=general-iron-fist,merchant-pinkerton
!refuse sizeup Bob
tile merchant-pinkerton attack:1 defence:2
sizeup Bob
