/* engine_reinforce.c: the effect reinforce, a player's squad in a numbered
 * zone's orbit gains strikers and carriers and the zone militia, each by
 * an expression ("reinforce: {at: zone, strikers: n}").  Nothing is
 * said: the line is the ruleset's.  Militia are not added to a count the
 * ruleset leaves unknown (militia(ZONE) is -1 there: a test before it
 * can say so in its own words); the command is refused instead. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_reinforce(struct act *a, const struct eff_reinforce *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	long z, p = ev->me, ns, nc, nm;
	int st;

	if ((st = eng_eval(&x->at, ev, &z, a->d)) ||
	    (x->player.text != NULL && (st = eng_eval(&x->player, ev, &p,
	    a->d))) || (st = eng_count(a, &x->strikers, "reinforce adds strikers", -1,
	    ev, &ns)) || (st = eng_count(a, &x->carriers,
	    "reinforce adds carriers", -1, ev, &nc)) || (st = eng_count(a,
	    &x->militia, "reinforce adds militia", -1, ev, &nm)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: reinforce: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if ((ns > 0 || nc > 0) && (p < 0 || p >= a->st->nplayers))
		return diag_set(a->d, ST_DATA, "%s: reinforce: %ld is no "
		    "player, whose squad it adds to", a->rs->id, p);
	if (nm > 0 && w->w[z].militia == UNKNOWN_COUNT)
		return refuse(a, "the {militias} of %s are unknown, and "
		    "%ld more cannot be added to them: set them first",
		    wname(a, (int)z), nm);
	if ((ns > 0 || nc > 0) && zones_squad_add(w, (int)p, (int)z, 0, ns,
	    nc) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	w->w[z].militia += nm;
	return ST_OK;
}
