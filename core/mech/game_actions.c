/* game_actions.c: a turn with pieces: action points (the budget, what
 * commands cost, none left at the end), the income of units, time
 * counters running down, moving.  What else a turn's end brings (places
 * held turn after turn) is the ruleset's turns.turn-end. */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- action points -------------------------------------------------------- */

long
ap_cost(const struct ruleset *rs, int cmd)
{
	const struct vec *c = &rs->mech.ap.costs;
	int k;

	if (!rs->mech.ap.present || cmd < 0)
		return 0;
	k = vec_find(c, rs_game_cmd_names[cmd]);
	return k < 0 ? 0 : *VEC_AT(*c, long, k);
}

/* Charge the active player what a command of a phase costs. */
int
ap_charge(struct act *a, int cmd)
{
	int p = state_active(a->st), r = a->rs->mech.ap.resource.i, st;
	long cost = ap_cost(a->rs, cmd), before;
	char why[64];

	/* a player put out by the command itself (slain while attacking)
	 * has nothing left to pay with */
	if (cost == 0 || p < 0 || a->st->players[p].out)
		return ST_OK;
	before = a->st->players[p].res[r];
	snprintf(why, sizeof why, "'%s'", rs_game_cmd_names[cmd]);
	if ((st = res_add(a, p, r, -cost, why)))
		return st;
	report_line(a->rep, "%s: %s %ld -> %ld", pname(a, p), rname(a, r),
	    before, a->st->players[p].res[r]);
	json_set(a->rep->data, "ap_left", json_int(a->st->players[p].res[r]));
	return ST_OK;
}

/* --- the end of a turn ---------------------------------------------------- */

/* The active player's turn is over: its action points must be spent,
 * then the turn-end effects run. */
int
turn_end(struct act *a)
{
	const struct ap_def *ap = &a->rs->mech.ap;
	int p = state_active(a->st), st;

	if (ap->present && ap->must_spend && p >= 0 &&
	    a->st->players[p].res[ap->resource.i] > 0)
		return refuse(a, "%s has %s left; a turn ends only when all "
		    "are spent", pname(a, p), qty(a, ap->resource.i,
		    a->st->players[p].res[ap->resource.i]));
	if (p >= 0 && (st = eng_turn_end(a, p)))
		return st;
	/* an ability borrowed lasts one turn */
	for (int q = 0; q < PC_SEATS; q++)
		a->st->pc.borrowed[q] = -1;
	return ST_OK;
}

/* --- victory -------------------------------------------------------------- */

/* The last player in wins; 1 when that ended the game. */
int
victory_last_standing(struct act *a)
{
	int left = 0, last = -1;

	for (int p = 0; p < a->st->nplayers; p++)
		if (!a->st->players[p].out) {
			left++;
			last = p;
		}
	if (left != 1)
		return 0;
	a->st->winners = 1u << last;
	report_line(a->rep, "the game is over: %s wins, the last player left",
	    pname(a, last));
	json_set(a->rep->data, "winner", json_str(pname(a, last)));
	return 1;
}
