/* engine_board_setup.c: a board of regions at setup, its regions dealt
 * among the players (eng_setup), and its regions in status's JSON
 * (eng_status_json). */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"

#include <stdint.h>

#include "core/board/board_tenure.h"
#include "core/engine/engine_effects.h"
#include "core/state/state.h"

int
eng_setup(struct act *a)
{
	const struct deal_def *dl = &a->rs->setup.deal;
	struct board_state *b = a->st->board;
	int order[1024], n;
	unsigned long draws = 0;
	int st;

	if ((st = deck_setup(a)))
		return st;
	if (!dl->present || b == NULL)
		return ST_OK;
	n = board_regions(b) < 1024 ? board_regions(b) : 1024;
	for (int r = 0; r < n; r++)
		order[r] = r;
	/* Fisher-Yates with the game's generator: the same seed deals the
	 * same regions */
	for (int r = n - 1; r > 0; r--) {
		int k = (int)rng_below(&a->st->rng, (uint64_t)r + 1, &draws);
		int t = order[r];
		order[r] = order[k];
		order[k] = t;
	}
	for (int i = 0; i < n; i++) {
		int r = order[i], p = i % a->st->nplayers;
		b->owner[r] = p;
		/* a board that keeps the tenure: held from now */
		if (eng_tenure_watched(a->rs))
			board_take(b, r, p, a->st->round);
		for (int k = 0; k < dl->pieces.n; k++)
			*board_at(b, r, p, vec_find(&a->rs->pieces,
			    dl->pieces.ids[k])) += *VEC_AT(dl->pieces, long, k);
	}
	for (int p = 0; p < a->st->nplayers; p++)
		report_line(a->rep, "%s is dealt %d region%s", pname(a, p),
		    board_owned(b, p), board_owned(b, p) == 1 ? "" : "s");
	return ST_OK;
}

void
eng_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board)
{
	const struct board_state *b = st->board;
	struct json *regions = json_arr();

	for (int r = 0; r < state_regions(st); r++) {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, r);
		struct json *o = json_obj(), *pc = json_obj();
		int q = b->owner[r];
		json_set(o, "id", json_str(state_region_id(st, rs, r)));
		json_set(o, "name", json_str(d->name));
		json_set(o, "owner", q >= 0 ? json_str(st->players[q].name) :
		    json_null());
		for (int p = 0; p < st->nplayers; p++) {
			struct json *k = json_obj();
			int any = 0;
			for (int x = 0; x < rs->pieces.n; x++)
				if (*board_at(b, r, p, x) > 0) {
					json_set(k, rs->pieces.ids[x],
					    json_int(*board_at(b, r, p, x)));
					any = 1;
				}
			if (any)
				json_set(pc, st->players[p].name, k);
			else
				json_free(k);
		}
		json_set(o, "pieces", pc);
		json_push(regions, o);
	}
	json_set(board, "regions", regions);
}
