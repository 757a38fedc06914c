/* engine_squad_counts.c: the effect squad-counts, a party's squad at a
 * numbered zone (in its orbit, or on a distance space bound for it)
 * given its strikers and carriers, each by an expression, and the goods
 * a word of kind away-cargo or cargo names ("squad-counts: {party: p,
 * at: zone, away: rest, strikers: n, carriers: m, goods: rest}").
 * Resting strikers and carriers are never more than it has; a neutral
 * guard set is of a known size.  Nothing is said but what the goods
 * bring (eng_squad_cargo_set): the line of the counts is the ruleset's. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

/* The expression x into *v where it is given (else *v is kept). */
static int
opt(struct act *a, const struct sexpr *x, const struct eng_eval *ev, long *v)
{
	return x->text != NULL ? eng_eval(x, ev, v, a->d) : ST_OK;
}

/* The kinds of goods the word names: a cargo word's given (from 1), an
 * away-cargo word's named (from 0); none without the word. */
static unsigned
named(const struct eng_eval *ev, const struct eff_squad_counts *x)
{
	unsigned m = 0;

	if (x->w_goods < 0 || ev->act == NULL)
		return 0;
	if (VEC_AT(ev->act->args, struct arg_def, x->w_goods)->kind ==
	    ARG_AWAY_CARGO)
		return ev->goods_named;
	for (int k = 0; k < CARGO_MAX; k++)
		if (ev->goods[k] > 0)
			m |= 1u << k;
	return m;
}

int
eng_squad_counts(struct act *a, const struct eff_squad_counts *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f;
	long z, p = ev->me, away = 0, bs = 0, bc = 0, ns, nc;
	int st;

	if ((st = eng_eval(&x->at, ev, &z, a->d)) || (st = opt(a, &x->party,
	    ev, &p)) || (st = opt(a, &x->away, ev, &away)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: squad-counts: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (p != NEUTRAL && (p < 0 || p >= a->st->nplayers))
		return diag_set(a->d, ST_DATA, "%s: squad-counts: %ld is no "
		    "party, whose squad is set", a->rs->id, p);
	if (away < 0 || away > 9)
		return diag_set(a->d, ST_DATA, "%s: squad-counts: the distance "
		    "space is %ld, not from 0 to 9", a->rs->id, away);
	if ((f = zones_squad(w, (int)p, (int)z, (int)away)) != NULL) {
		bs = f->strikers;
		bc = f->carriers;
	}
	ns = bs;
	nc = bc;
	if ((st = opt(a, &x->strikers, ev, &ns)) || (st = opt(a,
	    &x->carriers, ev, &nc)))
		return st;
	if (ns < 0 || nc < 0)
		return diag_set(a->d, ST_DATA, "%s: squad-counts sets a squad's "
		    "counts, and they are %ld and %ld (below 0): the ruleset's "
		    "error", a->rs->id, ns, nc);
	if (p == NEUTRAL && (away > 0 || nc > 0 || zone_owner(a, (int)z) !=
	    NEUTRAL))
		return diag_set(a->d, ST_DATA, "%s: squad-counts: a neutral "
		    "guard is strikers in the orbit of a neutral zone (a test "
		    "before it refuses the command in the ruleset's words)",
		    a->rs->id);
	if ((f = zones_squad_add(w, (int)p, (int)z, (int)away, ns - bs,
	    nc - bc)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	if (f->rest_strikers > f->strikers)
		f->rest_strikers = f->strikers;
	if (f->rest_carriers > f->carriers)
		f->rest_carriers = f->carriers;
	if (p == NEUTRAL)
		w->w[z].guard_unknown = 0;
	if ((st = eng_squad_cargo_set(a, f, ev->goods, named(ev, x))))
		return st;
	zones_squads_tidy(w);
	return ST_OK;
}
