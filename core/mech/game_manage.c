/* game_manage.c: what is managed between rounds of orders: a pick passed
 * (words.pick) and the free buildings when building ends (mining, the win
 * check, the goals, the picks and building are declared). */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- free buildings at the end of building -------------------------------- */

/* The arrival building free where the ruleset's arrival.free holds for
 * the player and the territory, the piece it needs stands and there is
 * room (a faction's value, say). */
static int
free_buildings(struct act *a)
{
	const struct arrival_def *ar = &a->rs->mech.territories.arrival;
	int k = ar->present && ar->free.text != NULL ? ar->piece.i : -1;
	int st, free_here;

	if (k < 0)
		return ST_OK;
	for (int p = 0; p < a->st->nplayers; p++) {
		for (int t = 0; t < NTILES(a); t++) {
			if (!terr_has(a, t, p, RS_PIECE(a->rs, k)->needs.i) ||
			    terr_buildings(a, t) >=
			    a->rs->mech.territories.buildings)
				continue;
			if ((st = eng_test_at(a, &ar->free, p, t, &free_here)))
				return st;
			if (!free_here)
				continue;
			if (terr_out_of_box(a, p, k) >= RS_PIECE(a->rs, k)->count) {
				report_line(a->rep, "%s has no %s left for %s",
				    pname(a, p), piece_name(a, k, 2),
				    TID(a, t));
				continue;
			}
			UNITS(a, t, p)[k]++;
			terr_owner_update(a->st, t);
			report_line(a->rep, "%s gets a free %s on %s",
			    pname(a, p), piece_name(a, k, 1), TID(a, t));
		}
	}
	return ST_OK;
}

int
manage_leave(struct act *a)
{
	int st;

	if (!rs_phase_allows(a->rs, a->st->phase, GC_BUILD))
		return ST_OK;
	if ((st = free_buildings(a)))
		return st;
	for (int t = 0; t < NTILES(a); t++) {
		TILE(a, t)->built = 0;
		TILE(a, t)->fresh = 0;
	}
	return ST_OK;
}

/* --- picks (words.pick): a player who passes ------------------------------ */

int
pick_pass(struct act *a, int p)
{
	int want = terr_undone_next(a->st);

	if (want < 0)
		return refuse(a, "everybody has picked this round");
	if (p < 0) {
		p = want;
		canon(a, pname(a, p));
	}
	if (want != p)
		return refuse(a, "%s are picked in turn order: %s picks "
		    "first", game_word(a, W_PICK, 2), pname(a, want));
	a->st->terr->done[p] = 1;
	report_line(a->rep, "%s passes: no %s this round", pname(a, p),
	    game_word(a, W_PICK, 1));
	return ST_OK;
}
