/* pieces_status.c: the pieces' part of status --json (arbiter(1) documents
 * it): each player's chief, and on the board the pieces with their time
 * counters, the places with their holders, and the deck. */
#include "core/mech/game_int.h"
#include "core/board/board_tenure.h"
#include "core/rules/words_keys.h"

#include <stdio.h>

void
pieces_player_json(const struct ruleset *rs, const struct state *st, int p,
    struct json *o)
{
	const struct pieces *pc = &st->pc;
	int l = pc->chief[p], alive;
	struct json *j;

	if (rs->chiefs.n <= 0)
		return;
	if (l < 0) {
		json_set(o, JSON_CHIEF, json_null());
		return;
	}
	alive = pieces_chief_of(pc, st->board, p) >= 0;
	j = json_obj();
	json_set(j, "id", json_str(rs->chiefs.ids[l]));
	json_set(j, "name", json_str(RS_CHIEF(rs, l)->name));
	json_set(j, "alive", json_bool(alive));
	if (pc->borrowed[p] >= 0)
		json_set(j, "borrowed", json_str(rs->chiefs.ids[
		    pc->borrowed[p]]));
	json_set(o, JSON_CHIEF, j);
}

static struct json *
piece_json(const struct ruleset *rs, const struct state *st,
    const struct tracked *x)
{
	struct json *o = json_obj();
	char id[PIECE_ID_SIZE];

	piece_id(rs, x, id, sizeof id);
	json_set(o, "id", json_str(id));
	json_set(o, "kind", json_str(kind_id(rs, x->kind)));
	json_set(o, "name", json_str(kind_name(rs, x->kind)));
	json_set(o, "owner", json_str(st->players[x->owner].name));
	json_set(o, JSON_CHIEF, json_bool(x->kind >= rs->units.n));
	json_set(o, "where", json_str(x->region >= 0 ? "place" : x->area >= 0 ?
	    "area" : "board"));
	json_set(o, "area", x->area >= 0 ?
	    json_str(st->players[x->area].name) : json_null());
	json_set(o, "place", x->region >= 0 ?
	    json_str(rs->board.places.ids[x->region]) : json_null());
	json_set(o, "counters", json_int(x->counters));
	return o;
}

void
pieces_board_json(const struct ruleset *rs, const struct state *st,
    struct json *board)
{
	const struct pieces *pc = &st->pc;
	const struct track *t = board_track(st->board);
	struct json *a;
	int k;

	if (rs_has_pieces(rs)) {
		a = json_arr();
		for (int i = 0; i < t->n; i++)
			json_push(a, piece_json(rs, st, &t->v[i]));
		json_set(board, "pieces", a);
	}
	if (pc->nplaces > 0) {
		a = json_arr();
		for (int i = 0; i < pc->nplaces; i++) {
			int h = st->board->owner[i];
			struct json *o = json_obj();
			long need = hold_needed(rs, st, i, NULL);
			json_set(o, "id", json_str(rs->board.places.ids[i]));
			json_set(o, "name", json_str(RS_PLACE(rs, i)->name));
			json_set(o, "holder", h >= 0 ?
			    json_str(st->players[h].name) : json_null());
			json_set(o, "since", h >= 0 ?
			    json_int(board_since(st->board, i)) : json_null());
			json_set(o, "streak", json_int(*board_turns(st->board,
			    i)));
			json_set(o, "to_win", need > 0 ? json_int(need) :
			    json_null());
			json_push(a, o);
		}
		json_set(board, "places", a);
	}
	if ((k = rs_draw_deck(rs)) >= 0) {
		const struct deck_def *d = VEC_AT(rs->decks, struct deck_def,
		    k);
		struct json *o = json_obj();
		int known = d->size != SCHEMA_UNKNOWN_INT;
		long drawn = st->decks[rs_deck_at(rs, k)];
		json_set(o, "size", known ? json_int(d->size) : json_null());
		json_set(o, "drawn", json_int(drawn));
		json_set(o, "left", known ? json_int(d->size - drawn) :
		    json_null());
		json_set(board, "deck", o);
	}
}
