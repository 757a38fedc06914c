/* engine_set_territory.c: the effect set-territory, a territory's values
 * set, each by an expression: the spawned pieces lying on it and its
 * explored mark ("set-territory: {at: place, spawned: spawned(place) +
 * 1}").  It says nothing: the line is the ruleset's. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_set_territory(struct act *a, const struct eff_set_territory *x,
    const struct eng_eval *ev)
{
	long r, n = 0, e = 0;
	int st;

	if ((st = eng_eval(&x->at, ev, &r, a->d)) ||
	    (x->spawned.text != NULL && (st = eng_eval(&x->spawned, ev, &n,
	    a->d))) || (x->explored.text != NULL && (st = eng_eval(
	    &x->explored, ev, &e, a->d))))
		return st;
	if (a->st->terr == NULL || r < 0 || r >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: set-territory: %ld is no "
		    "territory of the map", a->rs->id, r);
	if (n < 0 || n > 1000000)
		return diag_set(a->d, ST_DATA, "%s: set-territory sets the "
		    "spawned pieces, and '%s' is %ld (0 to 1000000): the "
		    "ruleset's error", a->rs->id, x->spawned.text, n);
	if (x->spawned.text != NULL)
		TILE(a, r)->spawned = n;
	if (x->explored.text != NULL)
		TILE(a, r)->scouted = e != 0;
	return ST_OK;
}
