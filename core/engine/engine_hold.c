/* engine_hold.c: the effect hold: a region's holder and its pieces set
 * as they are to be (a GM's correction of the board, "red-1: Bob with 2
 * -> Ann with 5"), or what a region keeps after pieces leave it.  Every
 * other player's pieces there leave; a region with no pieces is held by
 * nobody; a player who holds pieces again is back in the game. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include "core/board/board.h"
#include "core/state/state.h"
#include "core/state/zones_board.h"

#define HOLD_MAX 1000000L	/* the most pieces one command sets */

int
eng_hold(struct act *a, const struct eff_hold *x, const struct eng_eval *ev)
{
	struct board_state *b = a->st->board;
	int r = x->w.arg >= 0 ? (int)ev->args[x->w.arg] : x->w.region;
	int k = x->piece.i >= 0 ? x->piece.i : 0, was, st;
	long p, n, before;

	if ((st = eng_eval(&x->player, ev, &p, a->d)) ||
	    (st = eng_eval(&x->count, ev, &n, a->d)))
		return st;
	if (p < -1 || p >= a->st->nplayers)
		return refuse(a, "no player %ld holds %s", p,
		    state_region_id(a->st, a->rs, r));
	if (n < 0 || n > HOLD_MAX)
		return refuse(a, "%s cannot hold %ld pieces (0 to %ld)",
		    state_region_id(a->st, a->rs, r), n, HOLD_MAX);
	if (p < 0 && n > 0)
		return refuse(a, "the pieces on %s need a holder",
		    state_region_id(a->st, a->rs, r));
	zones_board_fresh(a->st);
	was = b->owner[r];
	before = board_count(b, r, -1, -1);
	for (int q = 0; q < b->nplayers; q++)
		for (int j = 0; j < b->nkinds; j++)
			*board_at(b, r, q, j) = 0;
	b->owner[r] = n > 0 ? (int)p : -1;
	if (n > 0) {
		*board_at(b, r, (int)p, k) = n;
		a->st->players[p].out = 0;
	}
	/* the pieces paid to move this phase are among those left, none
	 * when it changed hands: the tallies of pieces fit themselves
	 * around each effect (eng_tally_settle) */
	report_line(a->rep, "%s: %s with %ld -> %s with %ld",
	    state_region_id(a->st, a->rs, r), was >= 0 ? pname(a, was) :
	    "nobody", before, n > 0 ? pname(a, (int)p) : "nobody", n);
	return ST_OK;
}
