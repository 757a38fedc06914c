# A game of albedo saved before the planet deck was a deck under 'decks':
# its ruleset text gives the deck's size and the left-over pool in the
# rows of 'mechanisms.claims.by-players' ('deck', 'aside'), and its saved
# state keeps the planets left, whether the final one is still to come,
# the pool and what is known of each catalogue card under 'cards'
# ('deck_left', 'final_left', 'aside', 'seen').  The game still loads,
# shows the same deck, refuses the planets revealed or drawn for a
# tie-break, reveals from the rest, and its log still replays.
# TEST VALUES: the catalogue of tests/data/albedo-catalogue.yaml.
new albedo s --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal
reveal
next
commit Ann 1 fighter infantry ace-pilot 2 2xfighter infantry
commit Bob 1 fighter infantry ace-pilot 2 2xfighter infantry
next
# tied to the end of the chain (rulebook line 249): each draws a left-over
# planet card, which is known to lie in the pool from then on
resolve
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '  # the planet deck (setup steps 4 and 5)') - 1) || substr(text, instr(text, char(10) || 'mechanisms:' || char(10)) + 1) WHERE instr(text, '    name: the planet deck') > 0" && sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(text, 'per-round: 2}', 'per-round: 2, deck: 13, aside: 4}'), 'per-round: 3}', 'per-round: 3, deck: 20, aside: 14}') WHERE instr(text, 'by-players:') > 0" && sqlite3 $T/game.db "SELECT instr(text, 'name: the planet deck'), instr(text, 'deck: 20, aside: 14}') > 0 FROM texts WHERE instr(text, 'by-players:') > 0"
# the decks as STATE_VERSION 8 wrote them, every slot (today the slots
# not zero): what the older form below was made of
!sh sh tests/state-v8.sh $T/game.db
# the state as it was saved then: the players' and the supply decks under
# 'decks' (720 and 65 numbers), the planet deck under 'cards'
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(state, '$.cards.deck_left', json_extract(state, '$.decks[785]'), '$.cards.final_left', json_extract(state, '$.decks[786]'), '$.cards.aside', json_extract(state, '$.decks[787]'), '$.cards.seen', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key >= 788 ORDER BY key)), '$.decks', (SELECT json_group_array(value) FROM (SELECT value FROM json_each(games.state, '$.decks') WHERE key < 785 ORDER BY key)))" && sqlite3 $T/game.db "SELECT json_array_length(state, '$.decks'), json_extract(state, '$.cards.deck_left'), json_extract(state, '$.cards.final_left'), json_extract(state, '$.cards.aside'), json_extract(state, '$.cards.seen') FROM games"
# rulebook line 134: 13 planets on the final one, 4 set aside; 2 revealed,
# so 11 left, then the final planet
status
land Ann 1
land Bob 2
resolve
land Bob 2
land Ann 1
next
# the planets revealed are not in the deck: p12 and p11
!refuse reveal p12
!refuse reveal p11
# a card drawn for a tie-break lies unseen on the table, so the GM may
# name it (albedo.yaml, reading 'draws'): p09
reveal p09
# arbiter reveals one of the cards not seen (none of p12, p11, p09 and the
# pool's p06 and p17)
reveal
# 9 left in the deck, then the final planet; 4 left over
status
!replay
verify
