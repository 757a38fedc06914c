#!/bin/sh
# state-v8.sh DB: the saved state of DB's game as STATE_VERSION 8 wrote it,
# for a scenario that makes a game saved before (tests/scenarios/
# *-saved-before.cmd) out of today's snapshot: every slot of the decks
# under "decks" (today the number of slots and the slots not zero,
# core/state/state_decks.c), and every number of each list written short
# (today {"slots","each","but"}, core/state/state_short.c).  Prints the
# number of the decks' slots.
[ $# -eq 1 ] || { echo "usage: state-v8.sh DB" >&2; exit 2; }
sqlite3 "$1" "UPDATE games SET state = json_set(state, '\$.v', 8, '\$.decks', (WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i + 1 < json_extract(games.state, '\$.decks.slots')) SELECT json_group_array(v) FROM (SELECT coalesce((SELECT b.value FROM json_each(games.state, '\$.decks.not_zero') AS a, json_each(games.state, '\$.decks.not_zero') AS b WHERE a.key % 2 = 0 AND b.key = a.key + 1 AND a.value = k.i), 0) AS v FROM k ORDER BY i))) WHERE json_type(state, '\$.decks') = 'object'" || exit 1
for p in $(sqlite3 "$1" "SELECT DISTINCT t.fullkey FROM games, json_tree(games.state) AS t WHERE t.type = 'object' AND json_type(t.value, '\$.each') = 'integer' AND json_type(t.value, '\$.but') = 'array'"); do
	sqlite3 "$1" "UPDATE games SET state = json_set(state, '\$.v', 8, '$p', (WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i + 1 < json_extract(games.state, '$p.slots')) SELECT json_group_array(v) FROM (SELECT coalesce((SELECT b.value FROM json_each(games.state, '$p.but') AS a, json_each(games.state, '$p.but') AS b WHERE a.key % 2 = 0 AND b.key = a.key + 1 AND a.value = k.i), json_extract(games.state, '$p.each')) AS v FROM k ORDER BY i))) WHERE json_type(state, '$p') = 'object'" || exit 1
done
sqlite3 "$1" "SELECT json_array_length(state, '\$.decks') FROM games"
