/* engine_zone_holder.c: the effect zone-holder, a numbered zone's militia,
 * owner and replenishing mark set, each by an expression, in that order
 * ("zone-holder: {at: zone, militia: n, owner: me}").  Nothing is said but
 * what a change of hands brings (zone_change_owner: a first conquest's
 * producer, a home lost); the line is the ruleset's.  A player takes a
 * zone only where its folk is known: the command is refused otherwise,
 * as 'folk_needed(ZONE)' refuses it. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_zone_holder(struct act *a, const struct eff_zone_holder *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	long z, m = 0, p = NEUTRAL, r = 0;
	int st;

	if ((st = eng_eval(&x->at, ev, &z, a->d)) ||
	    (x->militia.text != NULL && (st = eng_eval(&x->militia, ev, &m,
	    a->d))) || (x->owner.text != NULL && (st = eng_eval(&x->owner,
	    ev, &p, a->d))) || (x->replenish.text != NULL &&
	    (st = eng_eval(&x->replenish, ev, &r, a->d))))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: zone-holder: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (m < 0)
		return diag_set(a->d, ST_DATA, "%s: zone-holder sets the "
		    "militia, and '%s' is %ld (below 0): the ruleset's error",
		    a->rs->id, x->militia.text, m);
	if (p != NEUTRAL && (p < 0 || p >= a->st->nplayers))
		return diag_set(a->d, ST_DATA, "%s: zone-holder: %ld is no "
		    "player, to hold the zone", a->rs->id, p);
	if (x->owner.text != NULL && p != NEUTRAL && (st = need_folk(a,
	    (int)z)))
		return st;
	if (x->militia.text != NULL)
		w->w[z].militia = m;
	if (x->owner.text != NULL)
		zone_change_owner(a, (int)z, (int)p);
	if (r != 0 && zone_owner(a, (int)z) == NEUTRAL)
		w->w[z].replenish = 1;
	return ST_OK;
}
