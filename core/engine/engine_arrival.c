/* engine_arrival.c: the set-up of a map of territories at the table: the
 * effect place-arrival of a text of before (the arrival's building with
 * its units; rulesets/aldarra-reborn.yaml's settle declares it with
 * place-pieces and mark-done); the values that say who places next are
 * engine_values.c's (arrival_value).  A home, place-home's of before, is
 * declared at load (ruleset_home_fx.c). */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/state/state.h"

/* The player and the territory of x for ev, or a refusal. */
static int
who_where(struct act *a, const struct eff_arrive *x, const char *what,
    const struct eng_eval *ev, int *p, int *tile)
{
	long v;
	int st;

	if ((st = eng_eval(&x->player, ev, &v, a->d)))
		return st;
	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: %s needs a map of "
		    "territories", a->rs->id, what);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "%s is placed by a player of the game", what);
	*p = (int)v;
	*tile = x->w.arg >= 0 ? (int)ev->args[x->w.arg] : x->w.region;
	if (*tile < 0 || *tile >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: %s needs a territory of "
		    "the map", a->rs->id, what);
	return ST_OK;
}

/* Place the units of a dict piece -> count. */
static int
place_units(struct act *a, int tile, int p, const struct vec *units)
{
	for (int i = 0; i < units->n; i++) {
		int k = vec_find(&a->rs->pieces, units->ids[i]);
		long n = *VEC_AT(*units, long, i);
		if (terr_out_of_box(a, p, k) + n > RS_PIECE(a->rs, k)->count)
			return refuse(a, "%s has no %s left in the box",
			    pname(a, p), piece_name(a, k, 2));
		UNITS(a, tile, p)[k] += n;
		terr_owner_update(a->st, tile);
	}
	return ST_OK;
}

int
eng_place_arrival(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev)
{
	const struct arrival_def *ar = &a->rs->mech.territories.arrival;
	int p = -1, tile = -1, st, k = ar->piece.i;
	char buf[200];

	if ((st = who_where(a, x, "the arrival", ev, &p, &tile)))
		return st;
	if (!ar->present || k < 0)
		return diag_set(a->d, ST_DATA, "%s: place-arrival needs an "
		    "arrival building", a->rs->id);
	if (TILE(a, tile)->home >= 0 || terr_players(a, tile) > 0)
		return refuse(a, "%s is occupied; the %s goes on an unoccupied "
		    "territory", tname(a, tile), piece_name(a, k, 1));
	if (RS_TILE(a->rs, TILE(a, tile)->type)->no_arrival)
		return refuse(a, "no %s may be placed on a %s now",
		    piece_name(a, k, 1),
		    RS_TILE(a->rs, TILE(a, tile)->type)->name);
	if (terr_out_of_box(a, p, k) >= RS_PIECE(a->rs, k)->count)
		return refuse(a, "%s has no %s left in the box", pname(a, p),
		    piece_name(a, k, 2));
	UNITS(a, tile, p)[k]++;
	terr_owner_update(a->st, tile);
	if ((st = place_units(a, tile, p, &ar->units)))
		return st;
	a->st->terr->done[p] = 1;
	report_line(a->rep, "%s places %s on %s", pname(a, p),
	    pieces_text(a, UNITS(a, tile, p), buf, sizeof buf), TID(a, tile));
	return ST_OK;
}
