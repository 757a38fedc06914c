/* engine_replenish.c: the effect replenish (mechanisms.colonies),
 * "- replenish: here" in each-region: a neutral zone's militia comes back
 * up to what a neutral zone starts with, and its guard's strikers (the
 * guard marked of unknown size where the ruleset leaves their number
 * unknown), said in one line; its mark to replenish (replenish_due) is
 * taken off.  A zone a player holds is left as it is: it has no
 * neutrals. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_replenish(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct zone_state *s;
	long z, nf, militia, guard;
	struct squad *g;
	char tx[24], fx[24];
	int st;

	if ((st = eng_eval(&e->replenish, ev, &z, a->d)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: replenish: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (zone_owner(a, (int)z) != NEUTRAL)
		return ST_OK;
	s = &w->w[z];
	nf = neutral_strikers(a);
	militia = neutral_militia(a, (int)z);
	s->replenish = 0;
	if (militia != UNKNOWN_COUNT && (s->militia == UNKNOWN_COUNT ||
	    s->militia < militia))
		s->militia = militia;
	g = zones_squad(w, NEUTRAL, (int)z, 0);
	guard = g != NULL ? g->strikers : 0;
	if (nf == UNKNOWN_COUNT)
		s->guard_unknown = 1;
	else if (guard < nf && zones_squad_add(w, NEUTRAL, (int)z, 0,
	    nf - guard, 0) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	g = zones_squad(w, NEUTRAL, (int)z, 0);
	zones_count_text(tx, sizeof tx, s->militia);
	zones_count_text(fx, sizeof fx, nf == UNKNOWN_COUNT ?
	    UNKNOWN_COUNT : g != NULL ? g->strikers : 0);
	act_line(a, "the neutrals of %s replenish: {militias} %s, "
	    "{strikers} %s", wname(a, (int)z), tx, fx);
	return ST_OK;
}
