/* game_landing.c: landings with carriers, whose ground combat is
 * fought at the table (the rulebook does not give it) and entered by the
 * GM: the ledger of carriers, troops, owners, morale counters, a first
 * conquest's producer and a neutral zone's replenishing. */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <string.h>

static void
landing_morale(struct act *a, int attacker, int defender, long carriers,
    long troops, int captured)
{
	struct zones *w = a->st->zones;
	unsigned char *mt = &w->morale[attacker][PIECE_CARRIERS];
	unsigned char *mg = defender != NEUTRAL ?
	    &w->morale[defender][PIECE_TROOPS] : NULL;

	if (troops == UNKNOWN_COUNT)
		return;
	if (captured && carriers < troops && !*mt) {
		*mt = 1;
		act_line(a, "%s's {carriers} beat stronger ground "
		    "troops: their morale counter goes up", pname(a, attacker));
	}
	if (!captured && mg != NULL && carriers > troops && !*mg) {
		*mg = 1;
		act_line(a, "%s's troops held off a larger landing: "
		    "their morale counter goes up", pname(a, defender));
	}
	if (!captured && *mt && troops < carriers) {
		*mt = 0;
		act_line(a, "%s's {carriers} lost to smaller ground "
		    "troops: their morale counter comes off",
		    pname(a, attacker));
	}
	if (captured && mg != NULL && *mg && carriers < troops) {
		*mg = 0;
		act_line(a, "%s's troops lost to a smaller landing: "
		    "their morale counter comes off", pname(a, defender));
	}
}

/* The outcome on the board: owner and troops, and what follows. */
static void
landing_result(struct act *a, int p, int zone, int defender, int captured,
    long troops)
{
	struct zones *w = a->st->zones;

	w->w[zone].troops = troops;
	if (captured) {
		zone_change_owner(a, zone, p);
		act_line(a, "%s holds %s with %ld troop%s ({folk} "
		    "%ld)", pname(a, p), wname(a, zone), troops,
		    troops == 1 ? "" : "s", w->w[zone].folk);
		return;
	}
	act_line(a, "%s stays %s: %ld troop%s left", wname(a, zone),
	    held_by(a, defender), troops, troops == 1 ? "" : "s");
	if (defender == NEUTRAL) {
		w->w[zone].replenish = 1;
		act_line(a, "the neutrals of %s replenish their troops "
		    "and {strikers} when raw materials are made",
		    wname(a, zone));
	}
}

/* Is the outcome possible on the board as it stands? */
static int
landing_check(struct act *a, int p, int zone, int captured, long lost,
    long troops)
{
	const struct zone_state *s = &a->st->zones->w[zone];
	struct fleet *f = zones_fleet(a->st->zones, p, zone, 0);
	long have = f != NULL ? f->carriers : 0;

	if (s->owner == p)
		return refuse(a, "%s is %s's own {zone}", wname(a, zone),
		    pname(a, p));
	if (have == 0)
		return refuse(a, "%s has no {carriers} in the orbit of %s: "
		    "only {carriers} land", pname(a, p), wname(a, zone));
	if (lost > have)
		return refuse(a, "%s has only %ld {carriers} in the orbit of "
		    "%s", pname(a, p), have, wname(a, zone));
	if (!captured && s->troops != UNKNOWN_COUNT && troops > s->troops)
		return refuse(a, "the defenders had %ld troop%s; a repelled "
		    "landing leaves at most that many", s->troops,
		    s->troops == 1 ? "" : "s");
	if (captured && troops == 0)
		return usage(a, "a captured {zone} has the conqueror's troops "
		    "on it: give their number");
	if (captured)
		return need_folk(a, zone);
	return ST_OK;
}

/* landing PLAYER ZONE captured|repelled CARRIERS-LOST TROOPS: the
 * outcome of a ground combat fought at the table. */
int
act_assault(struct act *a)
{
	struct fleet *f;
	int p = 0, zone = 0, st, captured, defender;
	long lost, troops, before_t, before_g;
	char g[32];

	if ((st = need_zones(a)) ||
	    (st = arg_count(a, 5, 5, "landing PLAYER {ZONE} captured|repelled "
	    "{CARRIERS}-LOST TROOPS")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_zone(a, a->argv[2], &zone)))
		return st;
	if (strcmp(a->argv[3], "captured") != 0 &&
	    strcmp(a->argv[3], "repelled") != 0)
		return usage(a, "say whether the {zone} was captured or the "
		    "landing repelled, not '%s'", a->argv[3]);
	captured = a->argv[3][0] == 'c';
	if ((st = arg_long(a, a->argv[4], "the {carriers} lost", 0,
	    WCOUNT_MAX, &lost)) ||
	    (st = arg_long(a, a->argv[5], "the troops", 0, WCOUNT_MAX,
	    &troops)))
		return st;
	canon(a, pname(a, p));
	canon_long(a, zone + 1);
	canon(a, a->argv[3]);
	canon_long(a, lost);
	canon_long(a, troops);
	if ((st = landing_check(a, p, zone, captured, lost, troops)))
		return st;
	defender = a->st->zones->w[zone].owner;
	f = zones_fleet(a->st->zones, p, zone, 0);
	before_t = f->carriers;
	before_g = a->st->zones->w[zone].troops;
	if (before_g == UNKNOWN_COUNT)
		snprintf(g, sizeof g, "?");
	else
		snprintf(g, sizeof g, "%ld", before_g);
	act_line(a, "landing at %s: %s (%ld {carriers}) against "
	    "troops %s, %s: %s%s", wname(a, zone), pname(a, p), before_t, g,
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
	landing_morale(a, p, defender, before_t, before_g, captured);
	landing_result(a, p, zone, defender, captured, troops);
	zones_fleets_tidy(a->st->zones);
	json_set(a->rep->data, "captured", json_bool(captured));
	return ST_OK;
}
