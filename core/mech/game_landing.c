/* game_landing.c: landings with transporters, whose ground combat is
 * fought at the table (the rulebook does not give it) and entered by the
 * GM: the ledger of transporters, troops, owners, morale counters, a first
 * conquest's factory and a neutral world's replenishing. */
#include "core/mech/worlds_int.h"

#include <stdio.h>
#include <string.h>

static void
landing_morale(struct act *a, int attacker, int defender, long transporters,
    long troops, int captured)
{
	struct worlds *w = a->st->worlds;
	unsigned char *mt = &w->morale[attacker][PIECE_TRANSPORTERS];
	unsigned char *mg = defender != NEUTRAL ?
	    &w->morale[defender][PIECE_TROOPS] : NULL;

	if (troops == UNKNOWN_COUNT)
		return;
	if (captured && transporters < troops && !*mt) {
		*mt = 1;
		report_line(a->rep, "%s's transporters beat stronger ground "
		    "troops: their morale counter goes up", pname(a, attacker));
	}
	if (!captured && mg != NULL && transporters > troops && !*mg) {
		*mg = 1;
		report_line(a->rep, "%s's troops held off a larger landing: "
		    "their morale counter goes up", pname(a, defender));
	}
	if (!captured && *mt && troops < transporters) {
		*mt = 0;
		report_line(a->rep, "%s's transporters lost to smaller ground "
		    "troops: their morale counter comes off",
		    pname(a, attacker));
	}
	if (captured && mg != NULL && *mg && transporters < troops) {
		*mg = 0;
		report_line(a->rep, "%s's troops lost to a smaller landing: "
		    "their morale counter comes off", pname(a, defender));
	}
}

/* The outcome on the board: owner and troops, and what follows. */
static void
landing_result(struct act *a, int p, int world, int defender, int captured,
    long troops)
{
	struct worlds *w = a->st->worlds;

	w->w[world].troops = troops;
	if (captured) {
		world_change_owner(a, world, p);
		report_line(a->rep, "%s holds %s with %ld troop%s (population "
		    "%ld)", pname(a, p), wname(a, world), troops,
		    troops == 1 ? "" : "s", w->w[world].population);
		return;
	}
	report_line(a->rep, "%s stays %s: %ld troop%s left", wname(a, world),
	    held_by(a, defender), troops, troops == 1 ? "" : "s");
	if (defender == NEUTRAL) {
		w->w[world].replenish = 1;
		report_line(a->rep, "the neutrals of %s replenish their troops "
		    "and fighters when raw materials are made",
		    wname(a, world));
	}
}

/* Is the outcome possible on the board as it stands? */
static int
landing_check(struct act *a, int p, int world, int captured, long lost,
    long troops)
{
	const struct world_state *s = &a->st->worlds->w[world];
	struct fleet *f = worlds_fleet(a->st->worlds, p, world, 0);
	long have = f != NULL ? f->transporters : 0;

	if (s->owner == p)
		return refuse(a, "%s is %s's own world", wname(a, world),
		    pname(a, p));
	if (have == 0)
		return refuse(a, "%s has no transporters in the orbit of %s: "
		    "only transporters land", pname(a, p), wname(a, world));
	if (lost > have)
		return refuse(a, "%s has only %ld transporters in the orbit of "
		    "%s", pname(a, p), have, wname(a, world));
	if (!captured && s->troops != UNKNOWN_COUNT && troops > s->troops)
		return refuse(a, "the defenders had %ld troop%s; a repelled "
		    "landing leaves at most that many", s->troops,
		    s->troops == 1 ? "" : "s");
	if (captured && troops == 0)
		return usage(a, "a captured world has the conqueror's troops "
		    "on it: give their number");
	if (captured)
		return need_population(a, world);
	return ST_OK;
}

/* landing PLAYER WORLD captured|repelled TRANSPORTERS-LOST TROOPS: the
 * outcome of a ground combat fought at the table. */
int
act_assault(struct act *a)
{
	struct fleet *f;
	int p = 0, world = 0, st, captured, defender;
	long lost, troops, before_t, before_g;
	char g[32];

	if ((st = need_worlds(a)) ||
	    (st = arg_count(a, 5, 5, "landing PLAYER WORLD captured|repelled "
	    "TRANSPORTERS-LOST TROOPS")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_world(a, a->argv[2], &world)))
		return st;
	if (strcmp(a->argv[3], "captured") != 0 &&
	    strcmp(a->argv[3], "repelled") != 0)
		return usage(a, "say whether the world was captured or the "
		    "landing repelled, not '%s'", a->argv[3]);
	captured = a->argv[3][0] == 'c';
	if ((st = arg_long(a, a->argv[4], "the transporters lost", 0,
	    WCOUNT_MAX, &lost)) ||
	    (st = arg_long(a, a->argv[5], "the troops", 0, WCOUNT_MAX,
	    &troops)))
		return st;
	canon(a, pname(a, p));
	canon_long(a, world + 1);
	canon(a, a->argv[3]);
	canon_long(a, lost);
	canon_long(a, troops);
	if ((st = landing_check(a, p, world, captured, lost, troops)))
		return st;
	defender = a->st->worlds->w[world].owner;
	f = worlds_fleet(a->st->worlds, p, world, 0);
	before_t = f->transporters;
	before_g = a->st->worlds->w[world].troops;
	if (before_g == UNKNOWN_COUNT)
		snprintf(g, sizeof g, "?");
	else
		snprintf(g, sizeof g, "%ld", before_g);
	report_line(a->rep, "landing at %s: %s (%ld transporters) against "
	    "troops %s, %s: %s%s", wname(a, world), pname(a, p), before_t, g,
	    held_by(a, defender), captured ? "captured" : "repelled",
	    a->rs->mech.landing.combat == schema_unknown_str ? " (the ground "
	    "combat is fought at the table: the rulebook does not give it)" :
	    "");
	if (lost > 0)
		report_line(a->rep, "%s loses %ld transporter%s: %ld -> %ld",
		    pname(a, p), lost, lost == 1 ? "" : "s", before_t,
		    before_t - lost);
	f->transporters -= lost;
	if (f->rest_transporters > f->transporters)
		f->rest_transporters = f->transporters;
	if ((st = cargo_fit(a, f)))
		return st;
	landing_morale(a, p, defender, before_t, before_g, captured);
	landing_result(a, p, world, defender, captured, troops);
	worlds_fleets_tidy(a->st->worlds);
	json_set(a->rep->data, "captured", json_bool(captured));
	return ST_OK;
}
