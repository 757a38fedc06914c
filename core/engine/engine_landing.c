/* engine_landing.c: the effect landing, the outcome of a landing whose
 * ground combat is fought at the table (the rulebook does not give it)
 * and entered by the GM: the ledger of carriers, militia, owners, morale
 * counters, a first conquest's producer and a neutral zone's
 * replenishing (mechanisms.landing). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/schema.h"
#include "core/state/state.h"

static void
morale(struct act *a, int attacker, int defender, long carriers,
    long militia, int captured)
{
	struct zones *w = a->st->zones;
	unsigned char *mt = &w->morale[attacker][PIECE_CARRIERS];
	unsigned char *mg = defender != NEUTRAL ?
	    &w->morale[defender][PIECE_MILITIA] : NULL;

	if (militia == UNKNOWN_COUNT)
		return;
	if (captured && carriers < militia && !*mt) {
		*mt = 1;
		act_line(a, "%s's {carriers} beat stronger ground "
		    "{militias}: their morale counter goes up", pname(a, attacker));
	}
	if (!captured && mg != NULL && carriers > militia && !*mg) {
		*mg = 1;
		act_line(a, "%s's {militias} held off a larger landing: "
		    "their morale counter goes up", pname(a, defender));
	}
	if (!captured && *mt && militia < carriers) {
		*mt = 0;
		act_line(a, "%s's {carriers} lost to smaller ground "
		    "{militias}: their morale counter comes off",
		    pname(a, attacker));
	}
	if (captured && mg != NULL && *mg && carriers < militia) {
		*mg = 0;
		act_line(a, "%s's {militias} lost to a smaller landing: "
		    "their morale counter comes off", pname(a, defender));
	}
}

/* The outcome on the board: owner and militia, and what follows. */
static void
result(struct act *a, int p, int zone, int defender, int captured,
    long militia)
{
	struct zones *w = a->st->zones;

	w->w[zone].militia = militia;
	if (captured) {
		zone_change_owner(a, zone, p);
		act_line(a, "%s holds %s with %ld %s ({folk} "
		    "%ld)", pname(a, p), wname(a, zone), militia,
		    game_word(a, W_MILITIA, militia), w->w[zone].folk);
		return;
	}
	act_line(a, "%s stays %s: %ld %s left", wname(a, zone),
	    held_by(a, defender), militia, game_word(a, W_MILITIA, militia));
	if (defender == NEUTRAL) {
		w->w[zone].replenish = 1;
		act_line(a, "the neutrals of %s replenish their {militias} "
		    "and {strikers} when raw materials are made",
		    wname(a, zone));
	}
}

/* Is the outcome possible on the board as it stands? */
static int
possible(struct act *a, int p, int zone, int captured, long lost,
    long militia)
{
	const struct zone_state *s = &a->st->zones->w[zone];
	struct squad *f = zones_squad(a->st->zones, p, zone, 0);
	long have = f != NULL ? f->carriers : 0;

	if (zone_owner(a, zone) == p)
		return refuse(a, "%s is %s's own {zone}", wname(a, zone),
		    pname(a, p));
	if (have == 0)
		return refuse(a, "%s has no {carriers} in the orbit of %s: "
		    "only {carriers} land", pname(a, p), wname(a, zone));
	if (lost > have)
		return refuse(a, "%s has only %ld %s in the orbit of %s",
		    pname(a, p), have, game_word(a, W_CARRIER, have),
		    wname(a, zone));
	if (!captured && s->militia != UNKNOWN_COUNT && militia > s->militia)
		return refuse(a, "the defenders had %ld %s; a repelled "
		    "landing leaves at most that many", s->militia,
		    game_word(a, W_MILITIA, s->militia));
	if (captured && militia == 0)
		return usage(a, "a captured {zone} has the conqueror's {militias} "
		    "on it: give their number");
	if (captured)
		return need_folk(a, zone);
	return ST_OK;
}

int
eng_landing(struct act *a, const struct eff_landing *x,
    const struct eng_eval *ev)
{
	struct squad *f;
	int p = ev->me, zone = (int)ev->args[x->w_at], st, captured, defender;
	long lost = ev->args[x->w_lost], militia = ev->args[x->w_militia];
	long before_t, before_g, v;
	char g[32];

	if (a->st->zones == NULL || !a->rs->mech.landing.present || p < 0 ||
	    zone < 0 || zone >= a->st->zones->n)
		return diag_set(a->d, ST_DATA, "%s: landing needs numbered "
		    "zones, mechanisms.landing and a player who acts",
		    a->rs->id);
	if ((st = eng_eval(&x->captured, ev, &v, a->d)))
		return st;
	captured = v != 0;
	if ((st = possible(a, p, zone, captured, lost, militia)))
		return st;
	defender = zone_owner(a, zone);
	f = zones_squad(a->st->zones, p, zone, 0);
	before_t = f->carriers;
	before_g = a->st->zones->w[zone].militia;
	zones_count_text(g, sizeof g, before_g);
	act_line(a, "landing at %s: %s (%ld %s) against {militias} %s, "
	    "%s: %s%s", wname(a, zone), pname(a, p), before_t,
	    game_word(a, W_CARRIER, before_t), g,
	    held_by(a, defender), captured ? "captured" : "repelled",
	    a->rs->mech.landing.combat == schema_unknown_str ? " (the ground "
	    "combat is fought at the table: the rulebook does not give it)" :
	    "");
	if (lost > 0)
		act_line(a, "%s loses %ld %s: %ld -> %ld",
		    pname(a, p), lost, game_word(a, W_CARRIER, lost), before_t,
		    before_t - lost);
	f->carriers -= lost;
	if (f->rest_carriers > f->carriers)
		f->rest_carriers = f->carriers;
	if ((st = cargo_fit(a, f)))
		return st;
	morale(a, p, defender, before_t, before_g, captured);
	result(a, p, zone, defender, captured, militia);
	zones_squads_tidy(a->st->zones);
	json_set(a->rep->data, "captured", json_bool(captured));
	return ST_OK;
}
