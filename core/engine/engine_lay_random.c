/* engine_lay_random.c: the effect lay-random ("lay-random: true"), the
 * tiles of the mix for the player count not yet on the map of
 * territories laid at random on the hex grid, as engine_lay_one.c lays
 * them: its line says how many, its json 'laid'.  Refused outside the
 * setup (the map is set out before play), when the whole mix is on the
 * map already and when the grid has no room left. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"

#include "core/state/state.h"

int
eng_lay_random(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	(void)e;
	(void)ev;
	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: lay-random needs a map of "
		    "territories", a->rs->id);
	return eng_lay_rest(a);
}
