# A game saved under this snapshot version by an arbiter that wrote a key
# the state no longer keeps ('pc.deck_drawn', before the decks were one
# declaration): verify reads the saved state as this arbiter reads it, so
# the older spelling of the same state is not taken for damage, while a
# changed value still is.
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
give Ann 2 credits
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(state, '$.pc.deck_drawn', 0)" && sqlite3 $T/game.db "SELECT json_extract(state, '$.pc.deck_drawn') FROM games"
verify
# Ann's 32 credits saved as 33: the state differs from the replay
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(state, '$.players[0].res[0]', 33)"
verify
