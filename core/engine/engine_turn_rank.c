/* engine_turn_rank.c: the effect rank-turns, the table's turn order
 * ranked by the ruleset's turns.rank (each criterion a resource, fewest or
 * most first; ties keep the previous order).  Its line: "turn order: Red
 * (3), Blue (5)" with the first criterion's values, and the ties kept
 * ("tied, kept in the previous order: Red before Blue"); --json gets
 * "turn_order". */
#include "core/engine/engine_int.h"

#include <string.h>

#include "core/base/json.h"
#include "core/base/rank.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

int
eng_rank_turns(struct act *a)
{
	const struct vec *rk = &a->rs->turns.rank;
	long values[MAX_PLAYERS * 8] = { 0 };
	enum rank_dir dir[8] = { RANK_LOW };
	int order[MAX_PLAYERS], decided[MAX_PLAYERS], n = a->st->norder, k;

	k = rk->n < 8 ? rk->n : 8;
	for (int c = 0; c < k; c++)
		dir[c] = VEC_AT(*rk, struct turn_rank_def, c)->prefer ==
		    PREFER_LOW ? RANK_LOW : RANK_HIGH;
	for (int i = 0; i < n; i++)
		for (int c = 0; c < k; c++)
			values[i * k + c] = a->st->players[a->st->order[i]].res[
			    VEC_AT(*rk, struct turn_rank_def, c)->resource.i];
	rank_order(n, k, values, dir, order, decided);
	for (int i = 0; i < n; i++)
		order[i] = a->st->order[order[i]];
	memcpy(a->st->order, order, (size_t)n * sizeof *order);
	{
		struct strbuf b, ties;
		struct json *arr = json_arr();
		int r0 = k > 0 ? VEC_AT(*rk, struct turn_rank_def,
		    0)->resource.i : -1;
		sb_init(&b);
		sb_init(&ties);
		for (int i = 0; i < n; i++) {
			sb_printf(&b, "%s%s", i ? ", " : "",
			    pname(a, order[i]));
			if (r0 >= 0)
				sb_printf(&b, " (%ld)",
				    a->st->players[order[i]].res[r0]);
			if (i + 1 < n && decided[i] == RANK_TIED)
				sb_printf(&ties, "%s%s before %s", ties.len ?
				    ", " : "", pname(a, order[i]),
				    pname(a, order[i + 1]));
			json_push(arr, json_str(pname(a, order[i])));
		}
		report_line(a->rep, "turn order: %s", sb_str(&b));
		if (ties.len > 0)
			report_line(a->rep, "tied, kept in the previous order: "
			    "%s", sb_str(&ties));
		json_set(a->rep->data, "turn_order", arr);
		sb_release(&b);
		sb_release(&ties);
	}
	return ST_OK;
}
