# A game of albedo saved before rulesets named a unit card's two values:
# its ruleset text has no 'card-values' (the shipped file now declares
# card-values: [space, ground]); its cards give 'space:' and 'ground:' and
# its landing ranking measures space-total ... ground-best.  The game still
# loads, ranks by those values under those names, and its log replays.
new albedo s --players Ann,Bob --seed 1
reveal north 3 flag:1 city:2 industry:4
reveal south 4 flag:3 city:2,factory:2 shipyard:4
next
commit Ann 1 2xfighter:r 2 2xfighter 2xinfantry
commit Bob 1 fighter 2 2xfighter 3xinfantry
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'card-values: [space, ground]', '')" && sqlite3 $T/game.db "SELECT instr(text, 'card-values:'), instr(text, 'by: space-best') > 0 FROM texts"
next
# rulebook line 253, the book's own example: two turned Fighters against
# one Fighter; "Both players have a space combat value of 2, but the next
# tie breaker is the space combat value of one card: Player one's highest
# card has a space combat value of 1, whereas player two has a card with a
# space combat value of 2" (lines 243-244: the highest cumulative space
# value, then the highest of one card); Bob lands first.  A turned Fighter
# has ground 1 (albedo.yaml's Fighter: space 2, ground 0; turned 1/1):
# Ann's ground is 2
resolve
land Bob 1
# rulebook line 279: ground value is spent on the sub-locations; Ann's 2
# does not pay for the industry (4)
!refuse land Ann 3 industry
land Ann 2
# rulebook line 64: the Heavy Fighter "has a space combat value of 3 and a
# ground combat value of 0" (known: the ruleset gives it), turned "2 and 1"
!refuse card heavy-fighter 3/0 2/1
card minelayer 1
log
!replay
verify
