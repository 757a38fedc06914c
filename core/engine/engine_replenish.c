/* engine_replenish.c: the effect replenish-neutrals (mechanisms.colonies):
 * every neutral zone marked to replenish (a landing held off there, a
 * revolt) takes its militia back up to what a neutral zone starts with,
 * and its guard's strikers, said zone by zone; the mark is taken off. */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_replenish_neutrals(struct act *a)
{
	struct zones *w = a->st->zones;
	long nf;

	if (w == NULL)
		return diag_set(a->d, ST_DATA, "%s: replenish-neutrals needs "
		    "numbered zones (mechanisms.colonies)", a->rs->id);
	nf = neutral_strikers(a);
	for (int i = 0; i < w->n; i++) {
		struct zone_state *s = &w->w[i];
		long militia = neutral_militia(a, i), guard;
		struct squad *g;
		char tx[24], fx[24];
		if (zone_owner(a, i) != NEUTRAL || !s->replenish)
			continue;
		s->replenish = 0;
		if (militia != UNKNOWN_COUNT && (s->militia == UNKNOWN_COUNT ||
		    s->militia < militia))
			s->militia = militia;
		g = zones_squad(w, NEUTRAL, i, 0);
		guard = g != NULL ? g->strikers : 0;
		if (nf == UNKNOWN_COUNT)
			s->guard_unknown = 1;
		else if (guard < nf && zones_squad_add(w, NEUTRAL, i, 0,
		    nf - guard, 0) == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		g = zones_squad(w, NEUTRAL, i, 0);
		zones_count_text(tx, sizeof tx, s->militia);
		zones_count_text(fx, sizeof fx, nf == UNKNOWN_COUNT ?
		    UNKNOWN_COUNT : g != NULL ? g->strikers : 0);
		act_line(a, "the neutrals of %s replenish: {militias} %s, "
		    "{strikers} %s", wname(a, i), tx, fx);
	}
	return ST_OK;
}
