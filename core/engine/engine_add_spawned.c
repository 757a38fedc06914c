/* engine_add_spawned.c: the effects add-spawned and start-placing of a
 * map of territories with a spawn (mechanisms.spawn).  add-spawned: an
 * expression valued for every territory in the map's order, here bound to
 * it, adds that many spawned pieces there, so that a later territory's
 * value sees those added before it ("- add-spawned: terrain(spawn, here)
 * ..."); its says, said when it added any, knows added(REGION), what it
 * added there ("{@regions added(here)}").  start-placing: its value is the number of spawned pieces the
 * players then place one at a time in turn order (an action with the
 * effect set-placing), the first placer first; it says
 * nothing. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

#include <stdlib.h>

int
eng_add_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	long *added;
	int st = ST_OK, any = 0;

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: add-spawned needs a map "
		    "of territories", a->rs->id);
	if ((added = calloc((size_t)NTILES(a) + 1, sizeof *added)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int r = 0; r < NTILES(a); r++) {
		long k;
		in.here = r;
		if ((st = eng_eval(&e->add_spawned, &in, &k, a->d)))
			goto out;
		if (k > 0) {
			TILE(a, r)->spawned += k;
			added[r] = k;
			any = 1;
		}
	}
	/* its line, with what it added bound */
	in = *ev;
	in.added = added;
	if (any && e->says != NULL)
		st = eng_say(a, &e->tsays, &in);
out:
	free(added);
	return st;
}

int
eng_start_placing(struct act *a, const struct sexpr *count,
    const struct eng_eval *ev)
{
	long k;
	int st;

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: start-placing needs a "
		    "map of territories", a->rs->id);
	if ((st = eng_eval(count, ev, &k, a->d)))
		return st;
	a->st->terr->to_place = k < 0 ? 0 : k > 1000000 ? 1000000 : k;
	a->st->terr->placer = 0;
	return ST_OK;
}
