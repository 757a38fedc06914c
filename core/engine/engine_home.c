/* engine_home.c: the effect set-home (a player's home region, kept on the
 * board: board_home.h) and the names of regions as people read them. */
#include "core/engine/engine_int.h"

#include <stdio.h>

#include "core/board/board_home.h"
#include "core/state/state.h"

const char *
eng_region_name(const struct act *a, int r, char *buf, size_t n)
{
	if (r < 0 || r >= state_regions(a->st))
		snprintf(buf, n, "none");
	else if (a->rs->board.zones.n > 0)
		/* as the mechanisms of numbered zones show one: Earth (1) */
		snprintf(buf, n, "%s (%d)", RS_ZONE(a->rs, r)->name, r + 1);
	else if (a->st->board->name == NULL && r < a->rs->board.regions.n)
		snprintf(buf, n, "%s", VEC_AT(a->rs->board.regions,
		    struct region_def, r)->name);
	else if (a->st->board->name == NULL && r < a->rs->board.places.n)
		snprintf(buf, n, "%s", RS_PLACE(a->rs, r)->name);
	else
		snprintf(buf, n, "%s", state_region_id(a->st, a->rs, r));
	return buf;
}

int
eng_set_home(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct board_state *b = a->st->board;
	int p = ev->me, r = e->w_home.arg >= 0 ?
	    (int)ev->args[e->w_home.arg] : e->w_home.region;
	char was[128], now[128];

	if (b == NULL || p < 0)
		return diag_set(a->d, ST_DATA, "%s: set-home needs a board "
		    "and a player who acts", a->rs->id);
	report_line(a->rep, "%s's home: %s -> %s", pname(a, p),
	    eng_region_name(a, board_home(b, p), was, sizeof was),
	    eng_region_name(a, r, now, sizeof now));
	board_set_home(b, p, r);
	return ST_OK;
}
