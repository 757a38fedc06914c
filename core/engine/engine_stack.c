/* engine_stack.c: the stacking limit of a map of territories: at most
 * mechanisms.territories.stack-limit moving units of a player on a
 * territory, except where its no-stack-limit holds, a test of the player
 * (me) and the territory (here): in aldarra-reborn, a faction with the
 * value unstacked-home on its home territory. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <string.h>

int
eng_stack_check(struct act *a, int tile, int p, long n)
{
	const struct territories_def *t = &a->rs->mech.territories;
	struct eng_eval ev;
	long free_here;
	int st;

	if (t->stack_limit <= 0 || n <= t->stack_limit)
		return ST_OK;
	if (t->no_stack_limit.text != NULL) {
		memset(&ev, 0, sizeof ev);
		ev.rs = a->rs;
		ev.st = a->st;
		ev.me = p;
		ev.here = tile;
		ev.who = ev.group = -1;
		if ((st = eng_eval(&t->no_stack_limit, &ev, &free_here,
		    a->d)))
			return st;
		if (free_here)
			return ST_OK;
	}
	return refuse(a, "%s would have %ld moving units on %s; the stacking "
	    "limit is %ld", pname(a, p), n, TID(a, tile), t->stack_limit);
}
