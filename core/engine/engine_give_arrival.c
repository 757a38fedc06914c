/* engine_give_arrival.c: the effect give-arrival, the arrival building of
 * a map of territories (mechanisms.territories.arrival.piece) given to
 * the actor, free, on every territory where a test holds, here bound to
 * each in turn ("- give-arrival: faction_has(free-arrival)"), the piece
 * the building needs stands and there is room for a building; one the
 * box has none left of is said, and not given. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_give_arrival(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct arrival_def *ar = &a->rs->mech.territories.arrival;
	struct eng_eval in = *ev;
	int p = ev->me, k = ar->piece.i, st;

	if (a->st->terr == NULL || !ar->present || k < 0)
		return diag_set(a->d, ST_DATA, "%s: give-arrival needs a map "
		    "of territories with an arrival building", a->rs->id);
	if (p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: give-arrival gives to a "
		    "player, and none acts", a->rs->id);
	for (int t = 0; t < NTILES(a); t++) {
		long ok;
		if (!terr_has(a, t, p, RS_PIECE(a->rs, k)->needs.i) ||
		    terr_buildings(a, t) >= a->rs->mech.territories.buildings)
			continue;
		in.here = t;
		if ((st = eng_eval(&e->give_arrival, &in, &ok, a->d)))
			return st;
		if (!ok)
			continue;
		if (terr_out_of_box(a, p, k) >= RS_PIECE(a->rs, k)->count) {
			report_line(a->rep, "%s has no %s left for %s",
			    pname(a, p), piece_name(a, k, 2), TID(a, t));
			continue;
		}
		UNITS(a, t, p)[k]++;
		terr_owner_update(a->st, t);
		report_line(a->rep, "%s gets a free %s on %s", pname(a, p),
		    piece_name(a, k, 1), TID(a, t));
	}
	return ST_OK;
}
