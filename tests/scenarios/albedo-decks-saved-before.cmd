# A game of albedo saved before every player's deck was a deck under
# 'decks': its ruleset text gives the hand size and the starting deck under
# 'mechanisms.decks' ('hand', 'starting'; the supply decks there too, see
# albedo-supply-saved-before), and its saved state keeps the piles of every
# player's cards and the cards of each hand not yet named under 'cards'
# ('pile', 'hand_unknown'; the supply decks' cards, 'supply').  The game still loads, draws and
# commits from the same decks, and its log still replays.
new albedo d --players Ann,Bob --seed 1
reveal north 3 flag:1 city:2 industry:4
reveal south 4 flag:3 city:2,factory:2 shipyard:4
# rulebook line 105: every player's deck is 5 Fighters, 3 Infantry and 1
# Ace Pilot; albedo.yaml: a hand of 6, so 3 are left in each deck
next
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, 'decks:' || char(10) || '  player-decks:') - 1) || substr(text, instr(text, char(10) || 'mechanisms:' || char(10)) + 1) WHERE instr(text, '  player-decks:') > 0" && sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(replace(text, 'mechanisms:' || char(10), 'mechanisms:' || char(10) || '  decks:' || char(10) || '    hand: 6' || char(10) || '    starting: {fighter: 5, infantry: 3, ace-pilot: 1}' || char(10) || '    supply:' || char(10) || '      factory: {name: Factory, cards: {robotic-infantry: 7}, face-up: true}' || char(10) || '      space-port: {name: Space Port, cards: {heavy-fighter: 7}, face-up: true}' || char(10) || '      airfield: {name: Airfield, cards: {aerospace-fighter: 8}, face-up: true}' || char(10) || '      industry: {name: Industry, cards: {tank: 5, power-armor: 5}, shuffled: true, face-up: true}' || char(10) || '      shipyard: {name: Shipyard, cards: {minelayer: 4, destroyer: 4, cruiser: 4}, shuffled: true, face-up: true}' || char(10)), 'per-round: 2}', 'per-round: 2, deck: 13, aside: 4, supply-copies: 1}'), 'per-round: 3}', 'per-round: 3, deck: 20, aside: 14, supply-copies: 2}')" && sqlite3 $T/game.db "SELECT instr(text, '  player-decks:'), instr(text, '    hand: 6') > 0, instr(text, '    supply:') > 0 FROM texts"
# the decks as STATE_VERSION 8 wrote them, every slot (today the slots
# not zero): what the older form below was made of
!sh sh tests/state-v8.sh $T/game.db
!sh sqlite3 $T/game.db "UPDATE games SET state = json_remove(json_set(state, '$.cards.pile', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key < 90 AND key % 45 < 44 ORDER BY key)), '$.cards.hand_unknown', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key < 90 AND key % 45 = 44 ORDER BY key)), '$.cards.supply', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key >= 720 AND key < 785 AND (key - 720) % 13 < 11 ORDER BY key)), '$.cards.deck_left', json_extract(state, '$.decks[785]'), '$.cards.final_left', json_extract(state, '$.decks[786]'), '$.cards.aside', json_extract(state, '$.decks[787]'), '$.cards.seen', json('[]')), '$.decks')" && sqlite3 $T/game.db "SELECT json_extract(state, '$.decks') IS NULL, json_array_length(state, '$.cards.pile'), json_extract(state, '$.cards.hand_unknown'), json_array_length(state, '$.cards.supply') FROM games"
# the hands drawn: 6 unseen of 9 each, 3 left in the deck
status
# 3 Infantry among 9 cards, 6 drawn: at least 2 Infantry in
# 1 - (C(6,6) + 3 C(6,5)) / C(9,6) = 65/84 of the hands
odds hand Ann 'infantry >= 2'
commit Ann 1 2xfighter 2 2xfighter 2xinfantry
commit Bob 1 fighter 2 2xfighter 3xinfantry
status
log
!replay
verify
