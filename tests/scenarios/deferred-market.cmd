# Deferred actions without any game's machinery (tests/data/
# deferred-market.yaml): each player writes a purchase secretly (buy,
# sealed: the log shows "buy PLAYER (sealed)"), queued with its words;
# the market phase carries them out as it begins, in the order given,
# each checked again by deferred-require.  Ann's second purchase is
# refused when given (her purchases waiting would cost more than her
# gold: sum_queued); taxed before the market, her first is refused there
# with its line, and Bob's goes ahead; the GM's levy of 2 (queued for
# nobody, each-player) is refused as Bob cannot pay it, Ann's payment
# taken back; nothing else changes.
new tests/data/deferred-market.yaml t --players Ann,Bob --seed 1
buy Ann 2
!refuse buy Ann 1
buy Bob 1
buy Bob 1
log
status --json
tax Ann 2
levy 2
next --json
status
log
next
next
!replay
undo 3
log
status
next
