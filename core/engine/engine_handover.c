/* engine_handover.c: the effect hand-over: a region changes hands, as
 * when a land is bought out: the pieces on it leave the game and the
 * actor holds it with a count of pieces of the first kind. */
#include "core/engine/engine_int.h"

#include <stdio.h>

#include "core/board/board.h"
#include "core/state/state.h"

int
eng_hand_over(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_hand *x = &e->hand;
	struct board_state *b = a->st->board;
	int r = x->w.arg >= 0 ? (int)ev->args[x->w.arg] : x->w.region, q, st;
	long n, gone;

	if ((st = eng_eval(&x->count, ev, &n, a->d)))
		return st;
	if (n < 0 || n > 1000000)
		return refuse(a, "%s cannot be held with %ld pieces",
		    state_region_id(a->st, a->rs, r), n);
	q = b->owner[r];
	gone = board_count(b, r, -1, -1);
	for (int p = 0; p < b->nplayers; p++)
		for (int k = 0; k < b->nkinds; k++)
			*board_at(b, r, p, k) = 0;
	*board_at(b, r, ev->me, 0) = n;
	b->owner[r] = n > 0 ? ev->me : -1;
	/* the pieces on it are new: a tally of its pieces (moved-at) falls
	 * to 0 as it changes hands (eng_tally_settle, around each effect) */
	report_line(a->rep, "%s holds %s with %ld (%ld of %s's leave)",
	    pname(a, ev->me), state_region_id(a->st, a->rs, r), n, gone,
	    pname(a, q));
	return ST_OK;
}
