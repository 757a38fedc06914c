# A game of albedo saved before the supply decks were decks under 'decks':
# its ruleset text gives them under 'mechanisms.decks.supply' ('cards',
# 'shuffled', 'face-up') and how many times their cards are in play under
# 'mechanisms.claims.by-players' ('supply-copies'), and its saved state
# keeps each supply deck's cards and the card the GM saw on top under
# 'cards' ('supply', 'face_up').  The game still loads, shows and takes the
# same cards with the same top card, and its log still replays (the
# doubled decks come from the older text's 'supply-copies').
new albedo s --players P1,P2,P3,P4,P5 --seed 7
reveal alpha 2 flag:3 city:2,factory:2 shipyard:2
reveal beta 3 flag:2,flag:2 city:2,city:2,factory:2 shipyard:2
reveal gamma 4 flag:1 city:2 industry:2
next
commit P1 1 3xfighter 2xinfantry ace-pilot
commit P2 2 3xfighter 3xinfantry
commit P3 2 fighter infantry ace-pilot 3 2xfighter infantry
commit P4 2 fighter infantry ace-pilot 3 2xfighter infantry
commit P5 2 fighter infantry ace-pilot 3 2xfighter infantry
next
resolve
land P1 1 flag:3
resolve 2 draw 8 3 8 2 9
land P2 1 flag:2 flag:2
# rulebook lines 116, 120: the Shipyard lies face up; the GM enters its top
top shipyard cruiser
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '  # every deck lies face up (setup step 3)') - 1) || substr(text, instr(text, char(10) || 'mechanisms:' || char(10)) + 1) WHERE instr(text, '  factory: {name: Factory, kinds: cards') > 0" && sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(replace(text, 'mechanisms:' || char(10), 'mechanisms:' || char(10) || '  decks:' || char(10) || '    supply:' || char(10) || '      factory: {name: Factory, cards: {robotic-infantry: 7}, face-up: true}' || char(10) || '      space-port: {name: Space Port, cards: {heavy-fighter: 7}, face-up: true}' || char(10) || '      airfield: {name: Airfield, cards: {aerospace-fighter: 8}, face-up: true}' || char(10) || '      industry: {name: Industry, cards: {tank: 5, power-armor: 5}, shuffled: true, face-up: true}' || char(10) || '      shipyard: {name: Shipyard, cards: {minelayer: 4, destroyer: 4, cruiser: 4}, shuffled: true, face-up: true}' || char(10)), 'per-round: 2}', 'per-round: 2, deck: 13, aside: 4, supply-copies: 1}'), 'per-round: 3}', 'per-round: 3, deck: 20, aside: 14, supply-copies: 2}')" && sqlite3 $T/game.db "SELECT instr(text, 'kinds: cards, items'), instr(text, '    supply:') > 0, instr(text, 'supply-copies: 2') > 0 FROM texts"
# the decks as STATE_VERSION 8 wrote them, every slot (today the slots
# not zero): what the older form below was made of
!sh sh tests/state-v8.sh $T/game.db
# the state as it was saved then: the players' decks under 'decks', the
# supply decks' cards (11 kinds each) and the cards seen on top under 'cards'
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(state, '$.cards.supply', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key >= 720 AND key < 785 AND (key - 720) % 13 < 11 ORDER BY key)), '$.cards.deck_left', json_extract(state, '$.decks[785]'), '$.cards.final_left', json_extract(state, '$.decks[786]'), '$.cards.aside', json_extract(state, '$.decks[787]'), '$.cards.seen', json('[]'), '$.cards.face_up', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key >= 720 AND key < 785 AND (key - 720) % 13 = 12 ORDER BY key)), '$.decks', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key < 720 ORDER BY key)))" && sqlite3 $T/game.db "SELECT json_array_length(state, '$.decks'), json_array_length(state, '$.cards.supply'), json_extract(state, '$.cards.face_up') FROM games"
# with two boxes the supply decks are doubled (line 106): 14 Robotic
# Infantry, 14 Heavy Fighter, 16 Aerospace Fighter, 10 Tank and 10 Power
# Armor, 8 Minelayer, 8 Destroyer and 8 Cruiser; the Shipyard shows a Cruiser
status
!refuse top shipyard tank
# the shipyard gives the card on top (line 287): the Cruiser, 7 left
!refuse land P5 3 shipyard:minelayer
land P5 3 shipyard
status --json
!replay
verify
