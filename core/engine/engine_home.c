/* engine_home.c: the effect set-home (a player's home region, kept on the
 * board: board_home.h) and the names of regions as people read them. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>

#include "core/board/board_home.h"
#include "core/state/state.h"

const char *
eng_region_name(const struct act *a, int r)
{
	/* four at once, each whole (a name has any length): kept till the
	 * fourth call after */
	static struct strbuf buf[4];
	static int k;
	struct strbuf *b;

	k = (k + 1) % 4;
	b = &buf[k];
	sb_reset(b);
	if (r < 0 || r >= state_regions(a->st))
		sb_add(b, "none");
	else if (a->rs->board.zones.n > 0)
		/* as the mechanisms of numbered zones show one: Earth (1) */
		sb_printf(b, "%s (%d)", RS_ZONE(a->rs, r)->name, r + 1);
	else if (a->st->board->name == NULL && r < a->rs->board.regions.n)
		sb_add(b, VEC_AT(a->rs->board.regions, struct region_def,
		    r)->name);
	else if (a->st->board->name == NULL && r < a->rs->board.places.n)
		sb_add(b, RS_PLACE(a->rs, r)->name);
	else
		sb_add(b, state_region_id(a->st, a->rs, r));
	return sb_str(b);
}

int
eng_set_home(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct board_state *b = a->st->board;
	int p = ev->me, r = e->w_home.arg >= 0 ?
	    (int)ev->args[e->w_home.arg] : e->w_home.region;

	if (b == NULL || p < 0)
		return diag_set(a->d, ST_DATA, "%s: set-home needs a board "
		    "and a player who acts", a->rs->id);
	report_line(a->rep, "%s's home: %s -> %s", pname(a, p),
	    eng_region_name(a, board_home(b, p)), eng_region_name(a, r));
	board_set_home(b, p, r);
	return ST_OK;
}
