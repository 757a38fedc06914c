/* engine_make_neutral.c: the effect make-neutral, a numbered zone that a
 * player holds leaves him and is neutral ("- make-neutral: here" in
 * each-region), its neutrals to be replenished (replenish).  It
 * says only what the change of holder brings (a player who loses his
 * home takes his lowest zone as the new one, act_zones.c); the line of
 * why is the ruleset's, before it.  A zone already neutral is left as it
 * is. */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_make_neutral(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	long z;
	int st;

	if ((st = eng_eval(&e->make_neutral, ev, &z, a->d)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: make-neutral: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (zone_owner(a, (int)z) == NEUTRAL)
		return ST_OK;
	zone_change_owner(a, (int)z, NEUTRAL);
	w->w[z].replenish = 1;
	return ST_OK;
}
