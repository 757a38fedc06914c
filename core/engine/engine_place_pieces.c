/* engine_place_pieces.c: the effect place-pieces: so many of a player's
 * pieces of each kind (buildings as units) taken out of the box onto a
 * territory of the map, a kind at a time in the order the effect gives
 * them, refused for a kind of which the box holds too few; with
 * 'arrival: true' the player has placed the arrival (has_arrival, as
 * mark-done marks it).  It says nothing: the line is the ruleset's. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_place_pieces(struct act *a, const struct eff_place_pieces *x,
    const struct eng_eval *ev)
{
	long v;
	int t, st;

	if ((st = eng_eval(&x->player, ev, &v, a->d)))
		return st;
	if (a->st->terr == NULL || x->w_at < 0)
		return diag_set(a->d, ST_DATA, "%s: place-pieces needs a map "
		    "of territories", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "pieces are placed for a player of the game");
	t = (int)ev->args[x->w_at];
	if (t < 0 || t >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: place-pieces needs a "
		    "territory of the map", a->rs->id);
	for (int i = 0; i < x->pieces.n; i++) {
		int k = vec_find(&a->rs->pieces, x->pieces.ids[i]);
		long n = *VEC_AT(x->pieces, long, i);
		if (k < 0)
			return diag_set(a->d, ST_DATA, "%s: place-pieces names "
			    "no piece '%s'", a->rs->id, x->pieces.ids[i]);
		if (terr_out_of_box(a, (int)v, k) + n > RS_PIECE(a->rs,
		    k)->count)
			return refuse(a, "%s has no %s left in the box",
			    pname(a, (int)v), piece_name(a, k, 2));
		UNITS(a, t, (int)v)[k] += n;
		terr_owner_update(a->st, t);
	}
	if (x->arrival)
		a->st->players[v].done = 1;
	return ST_OK;
}
