/* engine_bodies.c: the values of an orbit board's bodies in expressions:
 * port(BODY), the land that is a body's port (nobody's: -1, none), and
 * linked(BODY, BODY), whether a link joins two bodies' ports. */
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdio.h>

#include "core/state/state.h"

/* A body's code (names_sym.c, body_sym): an action's word, a body, or the
 * group an aggregate or each-group binds (on an orbit board a body). */
static long
body_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_GROUP)
		return ev->group;
	return code >= 0 ? code : ev->args[-1 - code];
}

int
eng_body_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	long x = body_of(ev, s->a), y = s->code == N_LINKED ? body_of(ev,
	    s->b) : 0;

	if (x < 0 || x >= rs->board.bodies.n || y < 0 ||
	    y >= rs->board.bodies.n) {
		snprintf(err, n, "no body %ld on the orbit board",
		    x < 0 || x >= rs->board.bodies.n ? x : y);
		return -1;
	}
	if (s->code == N_FIELD) {
		*out = x < ev->st->nbodies ? ev->st->bodies[x].position : 0;
		return 0;
	}
	if (s->code == N_LINKED) {
		*out = state_bodies_linked(ev->st, (int)x, (int)y);
		return 0;
	}
	*out = -1;
	for (int l = 0; l < rs->nlands; l++)
		if (rs->lands[l].body == x && rs->lands[l].port)
			*out = l;
	return 0;
}
