# A game of ashes-of-empire saved before its ruleset declared its commands
# and wrote the flight order as a ranking: the game keeps the ruleset text
# it was started with (no 'actions:', 'chosen-order.chain' with 'first:'),
# and its commands still run and its log still replays.
new ashes-of-empire a --players Ann,Bob --seed 1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# Who chooses a place') - 1) || substr(text, instr(text, 'phases:'))" && sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers'))" && sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '    ranking: flight', '    chain: [{by: population, first: lowest}, {by: stockpile, first: lowest}]')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'rankings:'), instr(text, 'ranking: flight') FROM texts"
# booklet line 30: each world is occupied with as many land troops as its
# population (3 on the worlds dealt here)
allot Ann 1 3
allot Bob 2 4
world 1 troops=2
fleet Ann 1 3 1
factory 3 oil
verify
