/* engine_counts.c: the takings a round of the actions with a round-count
 * (decl.h), which the engine counts for each player (engine_action.c):
 * their part of status --json. */
#include "core/engine/engine.h"

#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

void
eng_round_counts_json(const struct ruleset *rs, const struct state *st,
    int p, struct json *o)
{
	long period = state_period(st);

	for (int i = 0; i < rs->actions.n && i < st->nactions; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		const struct action_use *u = &st->uses[(size_t)p *
		    (size_t)st->nactions + (size_t)i];
		if (x->round_count != NULL)
			json_set(o, x->round_count, json_int(u->round ==
			    period ? u->in_round : 0));
	}
}
