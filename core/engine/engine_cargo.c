/* engine_cargo.c: the words of kind cargo ("N GOODS" pairs, every word
 * left) and the effects load and unload that read them: the actor's squad
 * in the orbit of a numbered zone takes goods on (folk beyond what the
 * zone's board prints, producers, the resources of his store) or puts
 * them off (the resources into the store of whoever holds the zone), and
 * holds no more than its carriers' room (mechanisms.cargo). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

int
eng_cargo_word(struct act *a, int first, long take[CARGO_MAX])
{
	memset(take, 0, CARGO_MAX * sizeof *take);
	if (a->st->zones == NULL || !a->rs->mech.cargo.present)
		return diag_set(a->d, ST_DATA, "%s: a cargo word needs numbered "
		    "zones whose squads carry cargo", a->rs->id);
	return cargo_words(a, first, 1, take, NULL);
}

/* The actor p's squad in the orbit of zone, with carriers. */
static int
orbit_squad(struct act *a, int zone, int p, struct squad **f)
{
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	*f = zones_squad(a->st->zones, p, zone, 0);
	if (*f == NULL || (*f)->carriers == 0)
		return refuse(a, "%s has no {carriers} in the orbit of %s",
		    pname(a, p), wname(a, zone));
	return ST_OK;
}

/* Take n of slot k off zone (its holder p) into the squad. */
static int
take_from(struct act *a, int p, int zone, int k, long n)
{
	struct zone_state *s = &a->st->zones->w[zone];
	int which, g = cargo_goods(a, k, &which), st;
	long printed, *fac;

	if (zone_owner(a, zone) != p)
		return refuse(a, "%s is %s: goods are loaded only at %s's own "
		    "{zones}", wname(a, zone), held_by(a, zone_owner(a, zone)),
		    pname(a, p));
	if (g == GOODS_STORE)
		return res_add(a, p, which, -n, "loading it");
	if (g == GOODS_PRODUCERS) {
		fac = zones_producer(a->st->zones, zone, which);
		if (*fac < n)
			return refuse(a, "%s has %ld %s of the kind "
			    "'%s'", wname(a, zone), *fac,
			    game_word(a, W_PRODUCER, *fac), cargo_name(a, k));
		*fac -= n;
		return ST_OK;
	}
	printed = RS_ZONE(a->rs, zone)->folk;
	if ((st = need_folk(a, zone)))
		return st;
	if (printed == SCHEMA_UNKNOWN_INT) {
		char path[160];
		rs_zone_folk_path(a->rs, zone, path, sizeof path);
		return rs_need_int(a->rs, printed, path, a->d);
	}
	if (s->folk - n < printed)
		return refuse(a, "the {folk} printed on the board of %s "
		    "(%ld) stays there: of its %ld, %ld may be carried away",
		    wname(a, zone), printed, s->folk,
		    s->folk > printed ? s->folk - printed : 0);
	s->folk -= n;
	return ST_OK;
}

/* Put n of slot k from the squad of p onto zone. */
static int
put_onto(struct act *a, int p, int zone, int k, long n)
{
	const struct colonies_def *c = &a->rs->mech.colonies;
	struct zone_state *s = &a->st->zones->w[zone];
	int which, g = cargo_goods(a, k, &which), st;

	if (g == GOODS_STORE) {
		/* into the store of whoever holds the zone */
		int q = zone_owner(a, zone);
		long before;
		if (q == NEUTRAL)
			return refuse(a, "%s is neutral: %s goes into the "
			    "%s of the player who holds the {zone}",
			    wname(a, zone), cargo_name(a, k),
			    game_word(a, W_STORE, 1));
		before = a->st->players[q].res[which];
		if ((st = res_add(a, q, which, n, "unloading it")))
			return st;
		act_line(a, "%s's %s: %s %ld -> %ld",
		    pname(a, q), game_word(a, W_STORE, 1),
		    rname(a, which), before, a->st->players[q].res[which]);
		return ST_OK;
	}
	if (zone_owner(a, zone) != p)
		return refuse(a, "%s is %s: %s is unloaded only on %s's own "
		    "{zones}", wname(a, zone), held_by(a, zone_owner(a, zone)),
		    cargo_name(a, k), pname(a, p));
	if (g == GOODS_PRODUCERS) {
		if (zones_producers_at(a->st->zones, zone) + n >
		    c->producers_max)
			return refuse(a, "%s has %ld %s, and a {zone} has "
			    "at most %ld", wname(a, zone),
			    zones_producers_at(a->st->zones, zone),
			    game_word(a, W_PRODUCER, zones_producers_at(
			    a->st->zones, zone)), c->producers_max);
		*zones_producer(a->st->zones, zone, which) += n;
		if (zones_producers_at(a->st->zones, zone) >=
		    c->producers_max)
			s->producer_due = 0;
		return ST_OK;
	}
	if ((st = need_folk(a, zone)))
		return st;
	if (s->folk + n > c->folk_max)
		return refuse(a, "the {folk} of a {zone} is at most %ld; %s "
		    "has %ld", c->folk_max, wname(a, zone),
		    s->folk);
	s->folk += n;
	return ST_OK;
}

/* The goods of the word at place first, read again (logged already). */
static int
goods_of(struct act *a, int first, long take[CARGO_MAX])
{
	int quiet = a->rep->quiet, st;

	a->rep->quiet |= REPORT_NO_CANON;
	st = cargo_words(a, first, 1, take, NULL);
	a->rep->quiet = quiet;
	return st;
}

/* What the squad f of p carries now, and the zone's folk when it took or
 * gave some. */
static int
carried(struct act *a, int p, int zone, const struct squad *f, int folk)
{
	long hold;
	struct strbuf b;
	int st;

	if ((st = cargo_room(a, f->carriers, &hold)))
		return st;
	if (squad_cargo(f) > hold)
		return refuse(a, "%s's %ld %s in the orbit of %s "
		    "hold%s at most %ld cargo, not %ld", pname(a, p),
		    f->carriers, game_word(a, W_CARRIER, f->carriers),
		    wname(a, zone), f->carriers == 1 ? "s" : "", hold,
		    squad_cargo(f));
	sb_init(&b);
	cargo_say(a, f, &b);
	act_line(a, "%s's {squad} there carries %s (room for %ld)",
	    pname(a, p), b.len ? sb_str(&b) : "nothing", hold);
	sb_release(&b);
	if (folk) {
		const struct zone_state *s = &a->st->zones->w[zone];
		act_line(a, "%s: {folk} %ld, {militias} %ld", wname(a,
		    zone), s->folk, s->militia);
		if (zone_owner(a, zone) == p && s->militia != UNKNOWN_COUNT &&
		    s->militia < s->folk)
			act_line(a, "%s has fewer {militias} than "
			    "{folk}: it revolts at the end of the round "
			    "unless it has as many", wname(a, zone));
	}
	return ST_OK;
}

/* The goods of x taken on (loading) or put off by the actor's squad in
 * the orbit of the zone of x. */
static int
move(struct act *a, const struct eff_cargo *x, int loading,
    const struct eng_eval *ev)
{
	long take[CARGO_MAX] = { 0 };
	struct squad *f = NULL;
	struct strbuf b;
	int zone = (int)ev->args[x->w_at], first = (int)ev->args[x->w_goods],
	    p = ev->me, st;

	if (a->st->zones == NULL || !a->rs->mech.cargo.present || zone < 0 ||
	    zone >= a->st->zones->n || first < 1 || first > a->argc)
		return diag_set(a->d, ST_DATA, "%s: %s needs numbered zones "
		    "whose squads carry cargo, and its words", a->rs->id,
		    loading ? "load" : "unload");
	if ((st = goods_of(a, first, take)) ||
	    (st = orbit_squad(a, zone, p, &f)))
		return st;
	/* said first: a refused command shows no report */
	sb_init(&b);
	for (int k = 0; k < CARGO_MAX; k++)
		if (take[k] > 0)
			sb_printf(&b, "%s%ld %s", b.len ? ", " : "", take[k],
			    cargo_name(a, k));
	act_line(a, "%s %s %s %s %s", pname(a, p), loading ?
	    "loads" : "unloads", sb_str(&b), loading ? "at" : "onto",
	    wname(a, zone));
	sb_release(&b);
	for (int k = 0; k < CARGO_MAX; k++) {
		if (take[k] == 0)
			continue;
		if (!loading && take[k] > f->cargo[k])
			return refuse(a, "%s's {squad} in the orbit of %s carries "
			    "%ld %s, not %ld", pname(a, p), wname(a, zone),
			    f->cargo[k], cargo_name(a, k), take[k]);
		if ((st = loading ? take_from(a, p, zone, k, take[k]) :
		    put_onto(a, p, zone, k, take[k])))
			return st;
		f->cargo[k] += loading ? take[k] : -take[k];
	}
	return carried(a, p, zone, f, take[0] > 0);
}

int
eng_load(struct act *a, const struct eff_cargo *x, const struct eng_eval *ev)
{
	return move(a, x, 1, ev);
}

int
eng_unload(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev)
{
	return move(a, x, 0, ev);
}
