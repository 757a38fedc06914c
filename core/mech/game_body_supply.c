/* game_body_supply.c: the supply of bodies held whole, taken in units
 * on the body's lands or in a resource. */
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"
#include "core/state/state_tally.h"

#include <stdio.h>
#include <string.h>

/* --- supply --------------------------------------------------------------- */

/* One land a body's supply units go to: n of them, or n 0 for an equal
 * share of what the other lands named leave. */
struct share {
	int land;
	long n;
};

static int
supply_open(struct act *a, int p, int pl)
{
	const struct body_def *d = RS_BODY(a->rs, pl);
	char path[128];
	int st;

	snprintf(path, sizeof path, "board." KEY_BODIES ".%s.supply",
	    a->rs->board.bodies.ids[pl]);
	if ((st = rs_need_int(a->rs, d->supply, path, a->d)))
		return st;
	if (!state_holds_group(a->st, a->rs, p, pl))
		return refuse(a, "%s does not hold all of %s, so it gives no "
		    "supply", pname(a, p), d->name);
	if (*state_supplied(a->st, a->rs, pl))
		return refuse(a, "the supply of %s has been taken this turn",
		    d->name);
	return ST_OK;
}

/* The body's supply units spread over the lands named (line 98 of the
 * bernard book: placed on the body): the numbers given, the rest in
 * equal shares over the lands named without one. */
static int
supply_spread(struct act *a, int pl, struct share *sh, int n)
{
	const struct body_def *d = RS_BODY(a->rs, pl);
	long rest = d->supply, shares = 0;

	for (int i = 0; i < n; i++) {
		rest -= sh[i].n;
		shares += sh[i].n == 0;
	}
	if (rest < 0 || (shares == 0 && rest > 0))
		return refuse(a, "%s's supply is %ld unit%s, and the lands "
		    "named take %ld: give them %ld in all", d->name,
		    d->supply, d->supply == 1 ? "" : "s", d->supply - rest,
		    d->supply);
	if (shares > 0 && (rest == 0 || rest % shares != 0))
		return usage(a, "%ld unit%s of %s's supply do not share "
		    "equally over %ld land%s: give each land its number, as "
		    "in %s:%s:1", rest, rest == 1 ? "" : "s", d->name, shares,
		    shares == 1 ? "" : "s", a->rs->board.bodies.ids[pl],
		    lname(a, sh[0].land));
	for (int i = 0; i < n; i++) {
		long k = sh[i].n > 0 ? sh[i].n : rest / shares;
		land_add(a, sh[i].land, k);
		report_line(a->rep, "%s: %ld unit%s on %s (now %ld)", d->name,
		    k, k == 1 ? "" : "s", lname(a, sh[i].land),
		    board_held(a->st->board, sh[i].land));
	}
	return ST_OK;
}

static int
supply_one(struct act *a, int p, int pl, int units, struct share *sh,
    int n)
{
	const struct body_def *d = RS_BODY(a->rs, pl);
	int r = a->rs->mech.supply.resource.i, st;

	if ((st = supply_open(a, p, pl)))
		return st;
	if (units) {
		struct share port = { -1, 0 };
		if (n == 0) {
			for (int l = 0; l < a->rs->nlands; l++)
				if (a->rs->lands[l].body == pl &&
				    (port.land < 0 || a->rs->lands[l].port))
					port.land = l;
			sh = &port;
			n = 1;
		}
		if ((st = supply_spread(a, pl, sh, n)))
			return st;
	} else {
		long before = a->st->players[p].res[r];
		if ((st = res_add(a, p, r, d->supply, "the supply")))
			return st;
		report_line(a->rep, "%s: %s instead of units: %s %ld -> %ld",
		    d->name, qty(a, r, d->supply), rname(a, r), before,
		    a->st->players[p].res[r]);
	}
	*state_supplied(a->st, a->rs, pl) = 1;
	return ST_OK;
}

/* A word BODY[:LAND[:N]]: *land -1 without a land, *n 0 without N. */
static int
supply_word(struct act *a, const char *word, int units, int *pl, int *land,
    long *n)
{
	char name[128], *colon, *count = NULL;
	int st;

	*land = -1;
	*n = 0;
	snprintf(name, sizeof name, "%s", word);
	if ((colon = strchr(name, ':')) != NULL) {
		*colon = '\0';
		if (!units)
			return usage(a, "%s go to the player, not to a land: "
			    "drop ':%s'", rname(a,
			    a->rs->mech.supply.resource.i), colon + 1);
		if ((count = strchr(colon + 1, ':')) != NULL)
			*count++ = '\0';
		if ((st = arg_land(a, colon + 1, land)) || (count != NULL &&
		    (st = arg_long(a, count, "the number of units", 1,
		    UNITS_MAX, n))))
			return st;
	}
	if ((st = arg_body(a, name, pl)))
		return st;
	if (*land >= 0 && a->rs->lands[*land].body != *pl)
		return usage(a, "%s is not on %s", lname(a, *land),
		    RS_BODY(a->rs, *pl)->name);
	return ST_OK;
}

/* A word of the command, parsed. */
struct supply_arg {
	int body, land;	/* land -1: the body alone */
	long n;			/* 0: an equal share */
	int done;
};

/* Every land of w[i].body named, from word i on, into sh; a land named
 * twice is refused. */
static int
supply_lands(struct act *a, struct supply_arg *w, int nw, int i,
    struct share *sh, int *n)
{
	*n = 0;
	for (int j = i; j < nw; j++) {
		char word[192];
		if (w[j].done || w[j].land < 0 || w[j].body != w[i].body)
			continue;
		for (int m = 0; m < *n; m++)
			if (sh[m].land == w[j].land)
				return usage(a, "%s is named twice",
				    lname(a, w[j].land));
		sh[(*n)++] = (struct share){ w[j].land, w[j].n };
		w[j].done = 1;
		snprintf(word, sizeof word, "%s:%s",
		    a->rs->board.bodies.ids[w[j].body],
		    lname(a, w[j].land));
		if (w[j].n > 0)
			snprintf(word + strlen(word), sizeof word -
			    strlen(word), ":%ld", w[j].n);
		canon(a, word);
	}
	return ST_OK;
}

/* collect units|RESOURCE [GROUP[:REGION[:N]]...]: the supply of the
 * groups the active player holds whole, as units or the resource */
int
act_collect(struct act *a)
{
	int p = active_or_refuse(a), units, st, any = 0, nw = a->argc - 2;
	struct supply_arg w[64];
	struct share sh[64];

	if (p < 0)
		return ST_REFUSED;
	if (a->argc < 2)
		return usage(a, "usage: %s", a->usage != NULL ? a->usage :
		    "collect units|RESOURCE [GROUP[:REGION[:N]]...]");
	if (nw > 64)
		return usage(a, "%s names at most 64 places", a->argv[0]);
	{
		const char *res = a->rs->resources.ids[
		    a->rs->mech.supply.resource.i];
		if (strcmp(a->argv[1], "units") == 0)
			units = 1;
		else if (rs_resource(a->rs, a->argv[1]) ==
		    a->rs->mech.supply.resource.i)
			units = 0;
		else
			return usage(a, "%s takes 'units' or '%s', not "
			    "'%s'", a->argv[0], res, a->argv[1]);
		canon(a, units ? "units" : res);
	}
	for (int i = 0; i < nw; i++) {
		w[i].done = 0;
		if ((st = supply_word(a, a->argv[i + 2], units, &w[i].body,
		    &w[i].land, &w[i].n)))
			return st;
	}
	for (int i = 0; i < nw; i++) {
		int n = 0;
		if (w[i].done)
			continue;
		if (w[i].land >= 0) {
			/* every land of this body named, at once */
			if ((st = supply_lands(a, w, nw, i, sh, &n)))
				return st;
		} else {
			canon(a, a->rs->board.bodies.ids[w[i].body]);
		}
		if ((st = supply_one(a, p, w[i].body, units, sh, n)))
			return st;
	}
	if (nw == 0)
		for (int pl = 0; pl < a->st->nbodies; pl++)
			if (state_holds_group(a->st, a->rs, p, pl) &&
			    !*state_supplied(a->st, a->rs, pl)) {
				if ((st = supply_one(a, p, pl, units, NULL,
				    0)))
					return st;
				any = 1;
			}
	if (nw == 0 && !any)
		return refuse(a, "%s has no supply to take: no %s held "
		    "whole whose supply is still open", pname(a, p),
		    game_word(a, W_BODY, 1));
	return ST_OK;
}
