/* game_upkeep.c: the upkeep a player pays for units beyond the free ones
 * on each land, and the units it leaves unpaid.
 *
 * Units not paid for leave the game.  The player pays for as many as the
 * stock covers; which units go unpaid is the player's choice only where
 * more than one land holds units beyond its free ones and some of them
 * can be paid for.  Otherwise the choice is made: `next` removes them. */
#include "core/mech/game_int.h"

#include <stdio.h>

/* The upkeep of one region's units: every started step of units beyond the
 * free ones costs cost (mech.h). */
long
mech_upkeep_land(long units, long free_units, long step, long cost)
{
	long over = units - free_units;

	if (over <= 0 || step <= 0)
		return 0;
	return (over + step - 1) / step * cost;
}

/* Steps of upkeep a land's units owe. */
static long
land_steps(const struct upkeep_def *u, long units)
{
	long over = units - u->free_per_land;

	if (over <= 0 || u->step <= 0 || u->cost_per_step <= 0)
		return 0;
	return (over + u->step - 1) / u->step;
}

static long
upkeep_bill(const struct act *a, int p, long *units, int *lands, int *owing)
{
	const struct upkeep_def *u = &a->rs->mech.upkeep;
	long bill = 0;

	*units = 0;
	*lands = *owing = 0;
	for (int i = 0; i < a->st->nlands; i++) {
		if (a->st->board->owner[i] != p)
			continue;
		*units += board_held(a->st->board, i);
		(*lands)++;
		*owing += land_steps(u, board_held(a->st->board, i)) > 0;
		bill += mech_upkeep_land(board_held(a->st->board, i),
		    u->free_per_land, u->step, u->cost_per_step);
	}
	return bill;
}

static long
upkeep_have(const struct act *a, int p)
{
	int r = a->rs->mech.upkeep.resource.i;

	return a->st->players[p].res[r] - RS_RES(a->rs, r)->min;
}

/* The lands whose units owe upkeep, for the question to the player:
 * "red-1 (7 beyond the 5 free: 2 coins), red-2 (...)". */
static void
owing_lands(const struct act *a, int p, struct strbuf *b)
{
	const struct upkeep_def *u = &a->rs->mech.upkeep;

	for (int i = 0; i < a->st->nlands; i++) {
		long k;
		if (a->st->board->owner[i] != p ||
		    (k = land_steps(u, board_held(a->st->board, i))) == 0)
			continue;
		sb_printf(b, "%s%s (%ld beyond the %ld free: %s)",
		    b->len ? ", " : "", lname(a, i),
		    board_held(a->st->board, i) - u->free_per_land,
		    u->free_per_land, qty(a, u->resource.i,
		    k * u->cost_per_step));
	}
}

void
upkeep_show(struct act *a, int p)
{
	const struct upkeep_def *u = &a->rs->mech.upkeep;
	long units, have = upkeep_have(a, p);
	int lands, owing;
	long bill = upkeep_bill(a, p, &units, &lands, &owing);

	json_set(a->rep->data, "bill", json_int(bill));
	if (bill == 0) {
		report_line(a->rep, "%s owes no upkeep: no land holds more "
		    "than %ld units", pname(a, p), u->free_per_land);
		return;
	}
	report_line(a->rep, "%s owes %s upkeep for %ld unit%s on %d land%s "
	    "(%ld free per land, then %ld per started %ld)", pname(a, p),
	    qty(a, u->resource.i, bill), units, units == 1 ? "" : "s", lands,
	    lands == 1 ? "" : "s", u->free_per_land, u->cost_per_step,
	    u->step);
	if (bill <= have) {
		report_line(a->rep, "'next' pays it");
	} else if (owing > 1 && have >= u->cost_per_step) {
		struct strbuf b;
		sb_init(&b);
		owing_lands(a, p, &b);
		report_line(a->rep, "%s has %ld: units not paid for leave "
		    "the game, and which is %s's choice: 'disband LAND N "
		    "[LAND N]...' until the bill is at most %ld, then 'next'; "
		    "owing: %s", pname(a, p), have, pname(a, p), have,
		    sb_str(&b));
		sb_release(&b);
	} else {
		report_line(a->rep, "%s has %ld: 'next' pays it and the units "
		    "left unpaid leave the game", pname(a, p), have);
	}
}

/* The units the stock cannot pay for leave: all beyond the free ones
 * when no step can be paid, else those beyond what the steps paid cover
 * on the one land that owes. */
static void
unpaid_leave(struct act *a, int p, long steps)
{
	const struct upkeep_def *u = &a->rs->mech.upkeep;
	long all = 0;

	for (int i = 0; i < a->st->nlands; i++) {
		long units = board_held(a->st->board, i), keep, gone;
		if (a->st->board->owner[i] != p || land_steps(u, units) == 0)
			continue;
		keep = u->free_per_land + steps * u->step;
		gone = units - keep;
		land_set(a, i, p, keep);
		report_line(a->rep, "%ld unit%s on %s %s not paid for and "
		    "leave%s the game (%ld left)", gone, gone == 1 ? "" : "s",
		    lname(a, i), gone == 1 ? "is" : "are", gone == 1 ? "s" :
		    "", keep);
		all += gone;
	}
	json_set(a->rep->data, "unpaid", json_int(all));
}

int
upkeep_settle(struct act *a, int p)
{
	const struct upkeep_def *u = &a->rs->mech.upkeep;
	long units, have = upkeep_have(a, p), before;
	int lands, owing, r = u->resource.i;
	long bill = upkeep_bill(a, p, &units, &lands, &owing);

	if (bill > have) {
		long steps = have / u->cost_per_step;
		if (owing > 1 && steps > 0) {
			struct strbuf b;
			sb_init(&b);
			owing_lands(a, p, &b);
			r = refuse(a, "%s owes %s upkeep and has %ld; units "
			    "not paid for leave the game, and which is %s's "
			    "choice: 'disband LAND N [LAND N]...' until the "
			    "bill is at most %ld, then 'next'; owing: %s",
			    pname(a, p), qty(a, u->resource.i, bill), have,
			    pname(a, p), have, sb_str(&b));
			sb_release(&b);
			return r;
		}
		unpaid_leave(a, p, steps);
		bill = upkeep_bill(a, p, &units, &lands, &owing);
	}
	before = a->st->players[p].res[r];
	a->st->players[p].res[r] -= bill;
	a->st->paid = 1;
	json_set(a->rep->data, "paid", json_int(bill));
	if (bill == 0)
		return ST_OK;
	report_line(a->rep, "%s pays %s upkeep: %s %ld -> %ld",
	    pname(a, p), qty(a, r, bill), rname(a, r), before,
	    a->st->players[p].res[r]);
	return ST_OK;
}
