/* engine_advance.c: the squads on a space of the distance track
 * (mechanisms.flight; sent by the effect squad-flies, engine_squad_flies.c):
 * each-squad-in-flight carries out its effects for every one of them in
 * order, and fly-on brings the squad bound one space nearer its zone;
 * those reaching the orbit join the owner's squad there and rest this
 * round (they fly no more until the round's end makes them fly again).
 * squads_in_flight counts them, space and @squad read the one bound. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"
#include "core/state/zones.h"

/* Is f on the distance track (an arrival's emptied squad is not)? */
static int
in_flight(const struct squad *f)
{
	return f->away > 0 && (f->strikers > 0 || f->carriers > 0 ||
	    squad_cargo(f) > 0);
}

long
eng_squads_in_flight(const struct state *st)
{
	long n = 0;

	for (int i = 0; st->zones != NULL && i < st->zones->nsquads; i++)
		n += in_flight(&st->zones->f[i]);
	return n;
}

/* The squad ev binds, or NULL. */
static struct squad *
bound(struct act *a, const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;

	return w != NULL && ev->squad > 0 && ev->squad <= w->nsquads ?
	    &w->f[ev->squad - 1] : NULL;
}

void
eng_squad_text(struct act *a, const struct eng_eval *ev, struct strbuf *b)
{
	const struct squad *f = bound(a, ev);

	if (f == NULL) {
		sb_add(b, "?");
		return;
	}
	squad_say(a, b, f->strikers, f->carriers);
	if (squad_cargo(f) > 0) {
		sb_add(b, "; carrying ");
		cargo_say(a, f, b);
	}
}

int
eng_each_squad_in_flight(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct zones *w = a->st->zones;
	struct eng_eval in = *ev;
	int n, st = ST_OK;

	if (w == NULL || !a->rs->mech.flight.present)
		return diag_set(a->d, ST_DATA, "%s: each-squad-in-flight "
		    "needs numbered zones and mechanisms.flight", a->rs->id);
	n = w->nsquads;
	for (int i = 0; i < n && i < w->nsquads && st == ST_OK; i++) {
		if (!in_flight(&w->f[i]))
			continue;
		in.squad = i + 1;
		in.here = w->f[i].zone;
		in.who = w->f[i].owner;
		st = run(a, &e->each_squad_in_flight, &in);
	}
	zones_squads_tidy(w);
	return st;
}

int
eng_fly_on(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f = bound(a, ev), *o = NULL;
	int i;

	(void)e;
	if (f == NULL)
		return diag_set(a->d, ST_DATA, "%s: fly-on moves the squad "
		    "each-squad-in-flight binds, and none is bound (the "
		    "ruleset's error)", a->rs->id);
	if (!in_flight(f) || --f->away > 0)
		return ST_OK;
	i = (int)(f - w->f);
	for (int k = 0; k < w->nsquads && o == NULL; k++)
		if (k != i && w->f[k].owner == f->owner && w->f[k].zone ==
		    f->zone && w->f[k].away == 0)
			o = &w->f[k];
	if (o != NULL) {
		o->strikers += f->strikers;
		o->carriers += f->carriers;
		o->rest_strikers += f->strikers;
		o->rest_carriers += f->carriers;
		f->strikers = f->carriers = 0;
		squad_cargo_join(o, f);
		f->away = -1;	/* emptied, tidied after the loop */
	} else {
		f->rest_strikers = f->strikers;
		f->rest_carriers = f->carriers;
	}
	return ST_OK;
}
