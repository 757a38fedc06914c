# The landing order: every step of the tie-break chain deciding a pair,
# mines lowering the value the chain compares, and the draw of left-over
# planet cards, entered by the GM or drawn by arbiter.
#
# Game a: the best single card (the rulebook's own example: two turned
# Fighters, space 2 with best card 1, lose to one Fighter, space 2 with
# best card 2), then the ground total, then, in round 2, the lowest victory
# points.  The planets are entered inline (made-up names and values).
new albedo a --players Ann,Bob --seed 1
reveal north 3 flag:1 city:2 industry:4
reveal south 4 flag:3 city:2,factory:2 shipyard:4
next
commit Ann 1 2xfighter:r 2 2xfighter 2xinfantry
commit Bob 1 fighter 2 2xfighter 3xinfantry
next
resolve
land Bob 1
land Ann 2
resolve
land Bob 1 flag:3
land Ann 2 city:infantry
next
reveal east 5 flag:2 - -
reveal west 6 flag:2 - -
next
# Ann's hand holds her last 3 cards (Fighter, Infantry, Ace Pilot) and 3
# from the reshuffled discard pile; Bob's likewise
odds hand Ann
commit Ann 1 ace-pilot fighter 2 fighter fighter:r 2xinfantry
commit Bob 1 ace-pilot fighter 2 fighter 2xinfantry fighter:r
next
resolve
land Ann 1
land Bob 2
# west: the same forces, and again the lower victory points land first
resolve
land Ann 1 flag:2
land Bob 2
status
#
# Game b: the best ground card, then a tie through the whole chain: the
# tied players draw left-over planet cards and the GM enters the albedo
# values, a second draw when the first is level.
new albedo b --players Ann,Bob --seed 2
reveal north 3 flag:1 - -
reveal south 4 flag:2 - -
next
commit Ann 1 2xfighter infantry 2 fighter infantry ace-pilot
commit Bob 1 fighter 2xfighter:r 2 fighter infantry ace-pilot
next
resolve
land Ann 1
land Bob 2
!refuse resolve
!refuse resolve 2 draw 7
!refuse resolve 2 draw 7 7 9
!refuse resolve 2 draw 7 2 5
resolve 2 draw 7 7 9 2
land Ann 1 flag:2
land Bob 2
log 1
#
# Game c: a whole catalogue of planet cards (TEST VALUES): arbiter reveals
# the planets and, for a tie through the whole chain, draws the left-over
# cards itself.
new albedo c --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal
reveal
next
commit Ann 1 fighter infantry ace-pilot 2 2xfighter infantry
commit Bob 1 fighter infantry ace-pilot 2 2xfighter infantry
next
resolve
log 1
#
# Game d: a Minelayer (TEST VALUES: space 1) lowers every card of the
# others by 1: Ann's two Fighters count 1 each, Bob's Ace Pilot 2 and his
# turned Fighter 0; level on space 2, Bob's best card, 2 against 1, lands
# first.
new albedo d --players Ann,Bob,Cleo --seed 4 --overlay tests/data/albedo-catalogue.yaml
reveal p03
reveal p06
next
commit Ann 2 4xfighter 2xinfantry
commit Bob 2 3xfighter infantry 2xinfantry
commit Cleo 1 3xfighter 3xinfantry
next
resolve
land Cleo 3 shipyard:minelayer
resolve
land Ann 1 flag:3
land Bob 2 city:infantry
next
reveal p09
reveal p12
next
commit Ann 1 2xfighter 2 infantry ace-pilot fighter infantry
commit Bob 1 ace-pilot fighter:r 2 fighter 2xinfantry fighter
commit Cleo 1 minelayer 2 2xfighter ace-pilot 2xfighter
next
resolve
#
# Game e: --option landing-score=planets: the lowest victory points of the
# landing order are only those scored at planets.  Ann's 2 points are two
# garrisons, Bob's 1 a victory flag: Ann, with 0 planet points, lands first.
new albedo e --players Ann,Bob --seed 5 --option landing-score=planets
reveal north 3 - city:2,city:2 -
reveal south 4 flag:1 - -
next
commit Ann 1 3xfighter 2xinfantry ace-pilot
commit Bob 2 4xfighter 2xinfantry
next
resolve
land Ann 2 city:fighter city:fighter
resolve
land Bob 1 flag:1
next
reveal east 5 flag:1 - -
reveal west 6 flag:1 - -
next
commit Ann 1 2xfighter 2 3xinfantry ace-pilot
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
!replay
verify
