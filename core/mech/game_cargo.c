/* game_cargo.c: goods a squad's carriers take from zone to zone
 * (mechanisms.cargo): folk beyond what the zone's board prints,
 * producers, and the resources of the central store.  They are unloaded
 * in the orbit of a zone (loaded by the effect load, engine_cargo.c), fly
 * with the carriers ('send'), and are lost when too few carriers are left
 * to hold them.  Their words and names: act_cargo.c. */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* After carriers are lost: what they no longer hold is lost, from the
 * last kind of goods back (the book says nothing of it). */
int
cargo_fit(struct act *a, struct squad *f)
{
	long have = squad_cargo(f), hold;
	struct strbuf lost;
	int st;

	if (have == 0)
		return ST_OK;
	if ((st = cargo_room(a, f->carriers, &hold)))
		return st;
	if (have <= hold)
		return ST_OK;
	sb_init(&lost);
	for (int k = a->st->zones->ncargo - 1; k >= 0 && have > hold; k--) {
		long n = f->cargo[k] < have - hold ? f->cargo[k] : have - hold;
		if (n == 0)
			continue;
		f->cargo[k] -= n;
		have -= n;
		sb_printf(&lost, "%s%ld %s", lost.len ? ", " : "", n,
		    cargo_name(a, k));
	}
	act_line(a, "%s's {carriers} at %s hold no more than %ld: "
	    "%s lost with them", pname(a, f->owner), wname(a, f->zone), hold,
	    sb_str(&lost));
	sb_release(&lost);
	return ST_OK;
}

/* Can take[] leave the squad f with n of its carriers, the rest holding
 * what stays? */
int
cargo_send_check(struct act *a, const struct squad *f, long n,
    const long take[CARGO_MAX])
{
	long sent = 0, hold, left;
	int st;

	for (int k = 0; k < CARGO_MAX; k++) {
		if (take[k] > (f != NULL ? f->cargo[k] : 0))
			return refuse(a, "the {squad} in the orbit of %s carries "
			    "%ld %s, not %ld", f != NULL ? wname(a, f->zone) :
			    game_word(a, W_ZONE, 1), f != NULL ? f->cargo[k] : 0,
			    cargo_name(a, k), take[k]);
		sent += take[k];
	}
	if (f == NULL || squad_cargo(f) == 0)
		return ST_OK;
	if ((st = cargo_room(a, n, &hold)))
		return st;
	if (sent > hold)
		return refuse(a, "%ld %s hold%s at most %ld cargo, "
		    "not %ld", n, game_word(a, W_CARRIER, n), n == 1 ? "s" : "", hold,
		    sent);
	if ((st = cargo_room(a, f->carriers - n, &left)))
		return st;
	if (squad_cargo(f) - sent > left)
		return refuse(a, "the {carriers} left in the orbit of %s "
		    "would hold at most %ld of the %ld cargo that stays: send "
		    "it along ('send FROM TO {STRIKERS} {CARRIERS} N GOODS') or "
		    "unload it", wname(a, f->zone), left, squad_cargo(f) -
		    sent);
	return ST_OK;
}

/* The active player's squad in the orbit of ZONE, and whose turn it is. */
static int
orbit_squad(struct act *a, int zone, int *p, struct squad **f)
{
	*p = state_active(a->st);
	if (*p < 0)
		return refuse(a, "it is nobody's turn");
	*f = zones_squad(a->st->zones, *p, zone, 0);
	if (*f == NULL || (*f)->carriers == 0)
		return refuse(a, "%s has no {carriers} in the orbit of %s",
		    pname(a, *p), wname(a, zone));
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

/* unload ZONE N GOODS [N GOODS]...: the active player's squad in the
 * orbit of ZONE puts goods off. */
int
act_unload(struct act *a)
{
	long take[CARGO_MAX] = { 0 }, hold;
	struct squad *f = NULL;
	struct strbuf b;
	int zone = 0, p = 0, st;

	if ((st = need_zones(a)) ||
	    (st = arg_count(a, 3, 1 + 2 * CARGO_MAX,
	    "unload {ZONE} N GOODS [N GOODS]...")) ||
	    (st = arg_zone(a, a->argv[1], &zone)))
		return st;
	canon_long(a, zone + 1);
	if ((st = cargo_words(a, 2, 1, take, NULL)) ||
	    (st = orbit_squad(a, zone, &p, &f)))
		return st;
	/* said first: a refused command shows no report */
	sb_init(&b);
	for (int k = 0; k < CARGO_MAX; k++)
		if (take[k] > 0)
			sb_printf(&b, "%s%ld %s", b.len ? ", " : "", take[k],
			    cargo_name(a, k));
	act_line(a, "%s unloads %s onto %s", pname(a, p), sb_str(&b),
	    wname(a, zone));
	sb_release(&b);
	for (int k = 0; k < CARGO_MAX; k++) {
		if (take[k] == 0)
			continue;
		if (take[k] > f->cargo[k])
			return refuse(a, "%s's {squad} in the orbit of %s carries "
			    "%ld %s, not %ld", pname(a, p), wname(a, zone),
			    f->cargo[k], cargo_name(a, k), take[k]);
		if ((st = put_onto(a, p, zone, k, take[k])))
			return st;
		f->cargo[k] -= take[k];
	}
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
	if (take[0] > 0) {
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

/* The cargo of a squad in status --json, or NULL when it has none. */
struct json *
cargo_json(const struct ruleset *rs, const struct zones *w,
    const struct squad *f)
{
	struct json *o;

	if (squad_cargo(f) == 0)
		return NULL;
	o = json_obj();
	for (int k = 0; k < w->ncargo; k++) {
		char key[96];
		if (f->cargo[k] > 0)
			json_set(o, cargo_id(rs, w, k, key, sizeof key),
			    json_int(f->cargo[k]));
	}
	return o;
}
