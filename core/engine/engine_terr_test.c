/* engine_terr_test.c: the tests a map of territories' mechanisms take of
 * a player (me) and a territory (here): where the stacking limit
 * (mechanisms.territories.stack-limit, at most that many moving units of
 * a player on a territory) does not hold, no-stack-limit (a faction's
 * value on its home territory, say). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/act/act_terr.h"

#include <string.h>

int
eng_test_at(struct act *a, const struct sexpr *x, int me, int here,
    int *holds)
{
	struct eng_eval ev;
	long v;
	int st;

	*holds = 0;
	if (x->text == NULL)
		return ST_OK;
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.me = me;
	ev.here = here;
	ev.who = ev.group = -1;
	if ((st = eng_eval(x, &ev, &v, a->d)))
		return st;
	*holds = v != 0;
	return ST_OK;
}

int
eng_stack_check(struct act *a, int tile, int p, long n)
{
	const struct territories_def *t = &a->rs->mech.territories;
	int st, free_here;

	if (t->stack_limit <= 0 || n <= t->stack_limit)
		return ST_OK;
	if ((st = eng_test_at(a, &t->no_stack_limit, p, tile, &free_here)))
		return st;
	if (free_here)
		return ST_OK;
	return refuse(a, "%s would have %ld moving units on %s; the stacking "
	    "limit is %ld", pname(a, p), n, TID(a, tile), t->stack_limit);
}
