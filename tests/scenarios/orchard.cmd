# A word of kind modifiers read by expressions and lines alone
# (tests/data/orchard.yaml): no play-cards, no duel, no fight.  The GM's
# terms are read and logged with the words; modifier() counts them in a
# requirement and a gain, @modifierterms says them; a forecast only says
# them.  A word that is no term, or a card, is a usage error: nothing
# plays cards here.
# TEST VALUES (tests/data/orchard.yaml): a harvest is 3 apples, a terms
# more, d terms fewer.
!sh $A ruleset check tests/data/orchard.yaml
new tests/data/orchard.yaml g --players Ann,Bob --seed 1
# no weather: 3 apples, 0 lost
harvest
# 3 and the a terms, 2 - 1, with 1 lost to the frost: 3 apples
next
harvest a+2:sun d+1:frost a-1:wind
# the words refused before anything is done: a card, a term out of
# bounds, a word that is no term
!refuse harvest cards:Bob
!refuse harvest a+2000
!refuse harvest x
# the requirement reads modifier(): 3 - 5 is below none
!refuse harvest d+5:frost
forecast a+1:rain d+2:birds
# without a note a term is the GM's
forecast d-1
harvest --help
log
!replay
status
