/* engine_refill.c: the effect refill, resources set back to their start
 * value for every player, one line a resource ("order tokens: 3 each"). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"

#include "core/state/state.h"

int
eng_refill(struct act *a, const struct vec *resources)
{
	for (int i = 0; i < resources->n; i++) {
		int r = VEC_AT(*resources, struct sref, i)->i;
		for (int p = 0; p < a->st->nplayers; p++)
			a->st->players[p].res[r] = RS_RES(a->rs, r)->start;
		report_line(a->rep, "%s: %ld each", RS_RES(a->rs, r)->name,
		    RS_RES(a->rs, r)->start);
	}
	return ST_OK;
}
