# bazaar (tests/data/bazaar.yaml): albedo's card mechanisms in a game of
# another shape: a phase draws every purse's hand less one (hand_size),
# the GM enters the top ware of a face-up market (a word of kind deck by
# the deck's id, a word of kind card, set-top) while the market holds any
# (left), and appraises a ware the rules leave unknown (a word of kind
# values, set-card with no values turned round, @cardvalue); a ware the
# market does not hold, a deck that is no supply, a card the game lacks,
# values badly written and values the rules give are refused; the next
# round draws again from what the purse holds.  A price haggled down is
# said as a sum (@term: nothing when none is haggled off), and a trader
# short of gold is refused.
!sh $A new $R/tests/data/bazaar.yaml g --players Ann,Bob --seed 1
help shows
help appraise
shows market silk
shows market spice
!refuse shows market coin
!refuse shows purse silk
!refuse shows market pearl
appraise spice 4/6
!refuse appraise spice 5/6
!refuse appraise amber 2
!refuse appraise silk 3/5
appraise amber 2/3
appraise amber 2/3
haggle Ann 0
haggle Ann 2
!refuse haggle Ann 1
!refuse haggle Bob 3
status
next
status
log
verify
!replay
