/* engine_set_placing.c: the effect set-placing, the counters of the
 * spawned pieces placed one at a time in turn order set, each by an
 * expression: those left to place (to_place) and the placements made so
 * far (placed, whose turn placer reads off the turn order):
 * "set-placing: {left: to_place - 1, placed: placed + 1}".  It says
 * nothing: the line is the ruleset's. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_set_placing(struct act *a, const struct eff_set_placing *x,
    const struct eng_eval *ev)
{
	struct terr_state *t = a->st->terr;
	long left = 0, placed = 0;
	int st;

	if ((x->left.text != NULL && (st = eng_eval(&x->left, ev, &left,
	    a->d))) || (x->placed.text != NULL && (st = eng_eval(&x->placed,
	    ev, &placed, a->d))))
		return st;
	if (t == NULL)
		return diag_set(a->d, ST_DATA, "%s: set-placing needs a map of "
		    "territories", a->rs->id);
	if (left < 0 || left > 1000000 || placed < 0 || placed > 1000000)
		return diag_set(a->d, ST_DATA, "%s: set-placing: '%s' is %ld "
		    "(0 to 1000000): the ruleset's error", a->rs->id,
		    left < 0 || left > 1000000 ? x->left.text : x->placed.text,
		    left < 0 || left > 1000000 ? left : placed);
	if (x->left.text != NULL)
		t->to_place = left;
	if (x->placed.text != NULL)
		t->placer = (int)placed;
	return ST_OK;
}
