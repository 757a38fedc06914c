# A game of adellos saved before the decks were one declaration: its
# ruleset text gives the event cards as 'mechanisms.deck' (the shipped
# file now declares them under 'decks'), and its saved state counts the
# cards drawn in 'pc.deck_drawn' (the state now keeps 'decks').  The game
# still loads, draws from the same deck, and its log still replays.
# TEST VALUES (tests/data/adellos-test.yaml, itself written for the older
# key 'mechanisms.deck'): a deck of 10 cards.
new adellos s --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
draw Ann 2
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(text, 'decks:' || char(10) || '  events: {name: the deck, size: unknown, hand: cards, discard: out}', ''), '  action-points:', '  deck: {resource: cards, size: unknown}' || char(10) || '  action-points:')" && sqlite3 $T/game.db "SELECT instr(text, 'events: {name'), instr(text, '  deck: {resource: cards') > 0 FROM texts"
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(json_remove(state, '$.decks'), '$.pc.deck_drawn', 2)" && sqlite3 $T/game.db "SELECT json_extract(state, '$.decks'), json_extract(state, '$.pc.deck_drawn') FROM games"
# 2 of the 10 cards were drawn: 8 are left
!sh $A status | grep '^deck:'
# rulebook line 61: "Whenever a player is allowed to draw an Event Card, he
# face-down draws the top card of the Event Card deck"; line 63: "If the
# Event Card deck is empty, no more Event Cards can be drawn": Bob asks
# for 9 and gets the 8 left, then nobody draws
draw Bob 9
!refuse draw Ann
!sh $A status --json | grep -E '"(size|drawn|left)"'
log
!replay
verify
