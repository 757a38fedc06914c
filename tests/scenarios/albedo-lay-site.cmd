# a draw from the deck of site cards with its 'card' (an overlay,
# tests/data/albedo-lay-site.yaml), in an action of a player's: the card's
# words counted before the requirements, the catalogue's refusals, a card
# named and one entered, the card's lines and --json, then its own line
new albedo g --players Ann,Bob --seed 3 --overlay tests/data/albedo-lay-site.yaml
!refuse lay Ann
!refuse lay Ann p01 x
!refuse lay Ann zz
!refuse lay Ann north x - - -
lay Ann p01 --json
!refuse lay Bob p02
!refuse lay Bob p02 x
!refuse reveal p01
reveal p02
next
