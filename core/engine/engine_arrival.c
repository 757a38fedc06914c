/* engine_arrival.c: the set-up of a map of territories at the table: the
 * effects place-home and place-arrival (a player's home, then the
 * arrival's building, each with its units); the values that say who
 * places next are engine_values.c's (arrival_value). */
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

/* A home goes on a territory that is no home, takes one, holds no units
 * and is far enough from every other home. */
static int
home_place_ok(struct act *a, int tile)
{
	const struct home_def *h = &a->rs->mech.territories.home;
	const struct tile_state *x = TILE(a, tile);

	if (x->home >= 0)
		return refuse(a, "%s is %s's %s already", TID(a, tile),
		    pname(a, x->home), h->name);
	if (RS_TILE(a->rs, x->type)->no_arrival)
		return refuse(a, "no %s may be placed on a %s", h->name,
		    RS_TILE(a->rs, x->type)->name);
	for (int q = 0; q < a->st->nplayers; q++)
		if (terr_count(a, tile, q) > 0)
			return refuse(a, "%s holds units already", TID(a, tile));
	for (int t = 0; t < NTILES(a); t++) {
		int d;
		if (TILE(a, t)->home < 0 || t == tile)
			continue;
		d = tile_dist(a, t, tile);
		if (d < 0)
			unchecked(a, "the distance from %s to %s's %s at %s",
			    TID(a, tile), pname(a, TILE(a, t)->home), h->name,
			    TID(a, t));
		else if (d < h->distance)
			return refuse(a, "%s is %d step%s from %s's %s at %s; "
			    "a %s must be at least %ld steps from another",
			    TID(a, tile), d, d == 1 ? "" : "s",
			    pname(a, TILE(a, t)->home), h->name,
			    TID(a, t), h->name, h->distance);
	}
	return ST_OK;
}

int
eng_place_home(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev)
{
	const struct home_def *h = &a->rs->mech.territories.home;
	int p, tile, st;
	char buf[200];

	if ((st = who_where(a, x, "a home", ev, &p, &tile)) ||
	    (st = home_place_ok(a, tile)))
		return st;
	TILE(a, tile)->home = p;
	terr_owner_update(a->st, tile);
	if ((st = place_units(a, tile, p, &h->units)))
		return st;
	report_line(a->rep, "%s places a %s on %s, with %s", pname(a, p),
	    h->name, TID(a, tile), pieces_text(a, UNITS(a, tile, p), buf,
	    sizeof buf));
	return ST_OK;
}

int
eng_place_arrival(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev)
{
	const struct arrival_def *ar = &a->rs->mech.territories.arrival;
	int p, tile, st, k = ar->piece.i;
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
