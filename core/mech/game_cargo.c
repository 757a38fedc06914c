/* game_cargo.c: goods a squad's carriers take from zone to zone
 * (mechanisms.cargo): folk beyond what the zone's board prints,
 * producers, and the resources of the central store.  They are loaded
 * and unloaded in the orbit of a zone, fly with the carriers ('send'),
 * and are lost when too few carriers are left to hold them.
 *
 * A squad's cargo[] is indexed folk, then each producer kind, then
 * each store resource (struct squad, zones.h). */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int
carries(const struct act *a, int goods)
{
	const struct vec *g = &a->rs->mech.cargo.goods;

	for (int i = 0; i < g->n; i++)
		if (*VEC_AT(*g, int, i) == goods)
			return 1;
	return 0;
}

/* What cargo slot k is: enum goods, and the producer kind or resource. */
static int
slot_goods(const struct act *a, int k, int *which)
{
	int nk = a->st->zones->nkinds;

	if (k == 0) {
		*which = -1;
		return GOODS_FOLK;
	}
	if (k <= nk) {
		*which = k - 1;
		return GOODS_PRODUCERS;
	}
	*which = VEC_AT(a->rs->mech.colonies.store, struct sref,
	    k - 1 - nk)->i;
	return GOODS_STORE;
}

/* "folk", "oil producer", "oil": slot k for people. */
const char *
cargo_name(const struct act *a, int k)
{
	int which, g = slot_goods(a, k, &which);

	if (g == GOODS_FOLK)
		return game_word(a, W_FOLK, 1);
	if (g == GOODS_PRODUCERS)
		return VEC_AT(a->rs->mech.colonies.producers,
		    struct producer_kind, which)->name;
	return rname(a, which);
}

const char *
cargo_id(const struct ruleset *rs, const struct zones *w, int k, char *buf,
    size_t n)
{
	if (k == 0)
		snprintf(buf, n, "%s", KEY_FOLK);
	else if (k <= w->nkinds)
		snprintf(buf, n, "%s-%s",
		    rs->mech.colonies.producers.ids[k - 1], KEY_PRODUCER);
	else
		snprintf(buf, n, "%s", rs->resources.ids[VEC_AT(
		    rs->mech.colonies.store, struct sref,
		    k - 1 - w->nkinds)->i]);
	return buf;
}

static void
cargo_word(const struct act *a, int k, char *buf, size_t n)
{
	cargo_id(a->rs, a->st->zones, k, buf, n);
}

/* The cargo slot a word names, among the goods the ruleset carries. */
static int
arg_goods(struct act *a, const char *s, int *out)
{
	char list[400] = "", w[96];

	for (int k = 0; k < a->st->zones->ncargo; k++) {
		int which, g = slot_goods(a, k, &which);
		if (!carries(a, g))
			continue;
		cargo_word(a, k, w, sizeof w);
		if (strcasecmp(s, w) == 0 || strcasecmp(s, cargo_name(a, k)) ==
		    0) {
			*out = k;
			return ST_OK;
		}
		snprintf(list + strlen(list), sizeof list - strlen(list),
		    "%s%s", list[0] ? ", " : "", w);
	}
	return usage(a, "'%s' is not carried (cargo: %s)", s, list);
}

/* "N GOODS" pairs from argv[first] on, added to take[] and the canonical
 * command; N from lo (0 for a correction, else 1); *named (may be NULL)
 * gets a bit for each kind named. */
int
cargo_words(struct act *a, int first, long lo, long take[CARGO_MAX],
    unsigned *named)
{
	int st;

	if ((a->argc - first) % 2 != 0)
		return usage(a, "give the cargo as pairs of a number and what: "
		    "'2 %s 1 oil'", KEY_FOLK);
	for (int i = first; i + 1 < a->argc; i += 2) {
		long n;
		int k = 0;
		char w[96];
		if ((st = arg_long(a, a->argv[i], "the cargo", lo, WCOUNT_MAX,
		    &n)) || (st = arg_goods(a, a->argv[i + 1], &k)))
			return st;
		take[k] += n;
		if (named != NULL)
			*named |= 1u << k;
		cargo_word(a, k, w, sizeof w);
		canon_long(a, n);
		canon(a, w);
	}
	return ST_OK;
}

/* How much cargo n carriers hold; refuses when that is unknown. */
static int
room(struct act *a, long n, long *out)
{
	long per = a->rs->mech.cargo.per_carrier;
	int st;

	if ((st = rs_need_int(a->rs, per, "mechanisms.cargo.per-carrier",
	    a->d)))
		return st;
	*out = n * per;
	return ST_OK;
}

void
cargo_say(const struct act *a, const struct squad *f, struct strbuf *b)
{
	int any = 0;

	for (int k = 0; k < a->st->zones->ncargo; k++)
		if (f->cargo[k] > 0)
			sb_printf(b, "%s%ld %s", any++ ? ", " : "", f->cargo[k],
			    cargo_name(a, k));
}

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
	if ((st = room(a, f->carriers, &hold)))
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
	if ((st = room(a, n, &hold)))
		return st;
	if (sent > hold)
		return refuse(a, "%ld %s hold%s at most %ld cargo, "
		    "not %ld", n, game_word(a, W_CARRIER, n), n == 1 ? "s" : "", hold,
		    sent);
	if ((st = room(a, f->carriers - n, &left)))
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

/* Take n of slot k off zone (its holder p) into the squad. */
static int
take_from(struct act *a, int p, int zone, int k, long n)
{
	struct zone_state *s = &a->st->zones->w[zone];
	int which, g = slot_goods(a, k, &which), st;
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
		snprintf(path, sizeof path, "board.%s.%s.%s", KEY_ZONES,
		    a->rs->board.zones.ids[zone], KEY_FOLK);
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
	int which, g = slot_goods(a, k, &which), st;

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

/* load|unload ZONE N GOODS [N GOODS]...: the active player's squad in the
 * orbit of ZONE takes goods on or puts them off. */
static int
cargo_move(struct act *a, int loading)
{
	long take[CARGO_MAX] = { 0 }, hold;
	struct squad *f = NULL;
	struct strbuf b;
	int zone = 0, p = 0, st;

	if ((st = need_zones(a)) ||
	    (st = arg_count(a, 3, 1 + 2 * CARGO_MAX, loading ?
	    "load {ZONE} N GOODS [N GOODS]..." :
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
	if ((st = room(a, f->carriers, &hold)))
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

int
act_load(struct act *a)
{
	return cargo_move(a, 1);
}

int
act_unload(struct act *a)
{
	return cargo_move(a, 0);
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
