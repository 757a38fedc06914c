/* engine_clear_spawned.c: the effect clear-spawned, the spawned pieces
 * (mechanisms.spawn) taken off every territory where a test holds, here
 * bound to each in turn ("- clear-spawned: mine(here) > 0": those where
 * the actor has pieces).  It says nothing: the line of what was gathered
 * is the ruleset's, before it. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_clear_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: clear-spawned needs a map "
		    "of territories", a->rs->id);
	for (int r = 0; r < NTILES(a); r++) {
		long ok;
		in.here = r;
		if ((st = eng_eval(&e->clear_spawned, &in, &ok, a->d)))
			return st;
		if (ok)
			TILE(a, r)->spawned = 0;
	}
	return ST_OK;
}
