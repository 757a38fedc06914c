/* engine_order_way.c: the effect set-order-way: the way the moves of the
 * order of the player whose turn it is go from now on, by an expression: 1
 * out of the territory the order activated, 2 into it, 0 not yet any
 * (order_way reads it; a new order starts at 0, core/act/act_orders.c). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"

#include "core/state/state.h"
#include "core/state/terr.h"

int
eng_set_order_way(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev)
{
	long v;
	int st;

	if ((st = eng_eval(x, ev, &v, a->d)))
		return st;
	if (a->st->terr == NULL || v < 0 || v > 2)
		return diag_set(a->d, ST_DATA, "%s: set-order-way gives the "
		    "way of an order's moves on a map of territories, 0, 1 "
		    "(out) or 2 (in), and '%s' is %ld: the ruleset's error",
		    a->rs->id, x->text, v);
	a->st->terr->order_dir = (int)v;
	return ST_OK;
}
