/* engine_cargo_move.c: the effects cargo-on and cargo-off, a cargo word's
 * goods moved onto the actor's squad in a numbered zone's orbit (the folk
 * and producers off the zone, the store's resources out of the actor's
 * store) or off it (the folk and producers onto the zone, the resources
 * into the store of whoever holds it).  They test nothing and say
 * nothing: the ruleset's requirements refuse in its own words
 * (cargo(), room(), goods(), folk(), producers()), its says tell; what
 * they let through and cannot be done is the ruleset's error. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

#define BAD(a, fx, fmt, ...) diag_set((a)->d, ST_DATA, "%s: %s: " fmt \
	": the ruleset's error (a test before it can refuse the command)", \
	__VA_ARGS__)

/* One slot k of n goods moved off the zone or me's store (on), or onto
 * the zone or into its holder's store (off). */
static int
zone_side(struct act *a, const char *fx, int me, int zone, int k, long n,
    int on)
{
	const struct colonies_def *c = &a->rs->mech.colonies;
	struct zone_state *s = &a->st->zones->w[zone];
	int which, g = cargo_goods(a, k, &which), q;
	long *have;

	if (g == GOODS_STORE) {
		q = on ? me : zone_owner(a, zone);
		if (q < 0 || q >= a->st->nplayers)
			return BAD(a, fx, "%s has no holder whose store the "
			    "goods go into", a->rs->id, fx, wname(a, zone));
		return res_add(a, q, which, on ? -n : n, on ? "loading it" :
		    "unloading it");
	}
	have = g == GOODS_PRODUCERS ? zones_producer(a->st->zones, zone,
	    which) : &s->folk;
	if (*have == UNKNOWN_COUNT || (on && *have < n))
		return BAD(a, fx, "%s has too few %s", a->rs->id, fx,
		    wname(a, zone), cargo_name(a, k));
	*have += on ? -n : n;
	if (g == GOODS_PRODUCERS && !on &&
	    zones_producers_at(a->st->zones, zone) >= c->producers_max)
		s->producer_due = 0;
	return ST_OK;
}

static int
cargo_move(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev, int on)
{
	const char *fx = on ? "cargo-on" : "cargo-off";
	int zone = (int)ev->args[x->w_at], st;
	struct squad *f;

	if (a->st->zones == NULL || zone < 0 || zone >= a->st->zones->n ||
	    ev->me < 0)
		return diag_set(a->d, ST_DATA, "%s: %s needs numbered zones "
		    "and the player whose turn it is", a->rs->id, fx);
	f = zones_squad(a->st->zones, ev->me, zone, 0);
	if (f == NULL || f->carriers == 0)
		return BAD(a, fx, "%s has no carriers at %s", a->rs->id, fx,
		    pname(a, ev->me), wname(a, zone));
	for (int k = 0; k < a->st->zones->ncargo; k++) {
		long n = ev->goods[k];
		if (n == 0)
			continue;
		if (!on && f->cargo[k] < n)
			return BAD(a, fx, "the squad carries %ld %s, not %ld",
			    a->rs->id, fx, f->cargo[k], cargo_name(a, k), n);
		if ((st = zone_side(a, fx, ev->me, zone, k, n, on)))
			return st;
		f->cargo[k] += on ? n : -n;
	}
	return ST_OK;
}

int
eng_cargo_on(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev)
{
	return cargo_move(a, x, ev, 1);
}

int
eng_cargo_off(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev)
{
	return cargo_move(a, x, ev, 0);
}
