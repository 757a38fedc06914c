/* engine_queued.c: sum_queued(x) and count_queued(test) go over the
 * actor's other commands of the same action waiting in the queue of
 * deferred commands (engine_deferred.c), each with its own words bound:
 * the binding the expression's aggregate asks for (expr_env.bind, as
 * engine_values.c binds the others). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <string.h>

#include "core/state/state.h"

/* Is queued command q one of the actor's commands of ev's action? */
static int
of_ev(const struct eng_eval *ev, const struct deferred_cmd *q)
{
	return VEC_AT(ev->rs->actions, struct action_def, q->action) ==
	    ev->act && q->who == ev->me;
}

int
eng_queued_bind(struct eng_eval *ev, int i)
{
	const struct state *st = ev->st;
	const int cap = (int)(sizeof ev->saved / sizeof ev->saved[0]);

	/* one push at element 0 and one pop at -1, as bind does
	 * (engine_values.c); the words follow the command bound */
	if (i < 0) {
		if (ev->nsaved > 0 && --ev->nsaved < cap)
			ev->queued = ev->saved[ev->nsaved];
		if (ev->queued > 0)
			memcpy(ev->args, st->deferred[ev->queued - 1].args,
			    sizeof ev->args);
		else
			memcpy(ev->args, ev->unqueued, sizeof ev->args);
		return 0;
	}
	if (i == 0) {
		if (ev->nsaved++ < cap)
			ev->saved[ev->nsaved - 1] = ev->queued;
		if (ev->queued == 0)
			memcpy(ev->unqueued, ev->args, sizeof ev->args);
	}
	for (int k = 0; k < st->ndeferred; k++)
		if (of_ev(ev, &st->deferred[k]) && i-- == 0) {
			ev->queued = k + 1;
			memcpy(ev->args, st->deferred[k].args,
			    sizeof ev->args);
			return 1;
		}
	return 0;
}
