# A game of brains (tests/data/brains-one-colour/brains.yaml: the example as it
# was, all its dice alike) saved before the decks
# were one declaration: its ruleset text gives the cup under 'bags', with
# effects naming it 'bag:', and its saved state counts the dice left in
# the cup under 'bags' (the state now keeps the items out of each deck,
# 'decks').  The game still loads and draws from the same cup, and its log
# still replays.
new tests/data/brains-one-colour/brains.yaml b --players Ann,Bob --seed 3
# the draw from the cup first (3 of its 13 dice), then the faces by name
throw = 1 1 1 brain steps shot
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(text, 'decks:' || char(10) || '  cup:', 'bags:' || char(10) || '  cup:'), '{deck: cup', '{bag: cup')" && sqlite3 $T/game.db "SELECT instr(text, 'bags:'), instr(text, 'deck: cup') FROM texts"
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(json_remove(state, '$.decks'), '$.bags', json('[10]'))" && sqlite3 $T/game.db "SELECT json_extract(state, '$.decks'), json_extract(state, '$.bags') FROM games"
# the footprint stays in hand: two more dice come from the cup, 8 left
throw = 1 1 brain brain brain
stop
log
!replay
verify
