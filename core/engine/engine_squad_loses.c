/* engine_squad_loses.c: the effect squad-loses, a party's squad in a
 * numbered zone's orbit loses strikers and carriers, each by an
 * expression ("squad-loses: {at: zone, carriers: lost}").  The line is
 * the ruleset's; only the goods the carriers left no longer hold are
 * said, lost from the last kind back (cargo_fit).  Losing more than the
 * squad has is the ruleset's error: a test before it refuses in its own
 * words (carriers(ZONE, PARTY), strikers(ZONE, PARTY) read the squad). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_squad_loses(struct act *a, const struct eff_squad_loses *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f;
	long z, p = ev->me, ns, nc;
	int st;

	if ((st = eng_eval(&x->at, ev, &z, a->d)) ||
	    (x->party.text != NULL && (st = eng_eval(&x->party, ev, &p,
	    a->d))))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: squad-loses: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (p != NEUTRAL && (p < 0 || p >= a->st->nplayers))
		return diag_set(a->d, ST_DATA, "%s: squad-loses: %ld is no "
		    "party, whose squad loses", a->rs->id, p);
	f = zones_squad(w, (int)p, (int)z, 0);
	if ((st = eng_count(a, &x->strikers, "squad-loses takes strikers off",
	    f != NULL ? f->strikers : 0, ev, &ns)) || (st = eng_count(a,
	    &x->carriers, "squad-loses takes carriers off", f != NULL ?
	    f->carriers : 0, ev, &nc)))
		return st;
	if (f == NULL)
		return ST_OK;
	f->strikers -= ns;
	f->carriers -= nc;
	if (f->rest_strikers > f->strikers)
		f->rest_strikers = f->strikers;
	if (f->rest_carriers > f->carriers)
		f->rest_carriers = f->carriers;
	if ((st = cargo_fit(a, f)))
		return st;
	zones_squads_tidy(w);
	return ST_OK;
}
