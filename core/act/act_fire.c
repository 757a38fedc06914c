/* act_fire.c: a step of the dice-pool combat on a map of territories:
 * the escalation pool thrown when a round's first step begins, and the
 * step's end once every hit is assigned (damage on units left standing
 * repaired; the next step, the retreats, or the combat's end); see
 * act_terr.h.  What each player's units throw is the effect throw-pools'
 * (core/engine/engine_throw_pools.c). */
#include "core/act/act_terr.h"

#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/state/state.h"

int
fight_throw_escalation(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int esc = rs_pool_combat(a->rs)->escalation.i, st;
	char expr[64], faces[512];

	f->esc = 0;
	if (f->pool <= 0 || esc < 0)
		return ST_OK;
	snprintf(expr, sizeof expr, "%ld%s", f->pool, a->rs->dice.ids[esc]);
	if ((st = roll_expr(a, -1, expr, &f->esc, faces,
	    sizeof faces)))
		return st;
	if (f->esc < 0)
		f->esc = 0;
	report_line(a->rep, "round %ld: the escalation pool throws %s: %ld "
	    "(%s)", f->round, expr, f->esc, faces);
	json_set(a->rep->data, "escalation", json_int(f->esc));
	return ST_OK;
}

int
fight_end_step(struct act *a, const struct fight_fate *fate)
{
	struct fight_state *f = FIGHT(a);
	int wounded = 0;

	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < NPIECES(a); k++) {
			wounded |= terr_wound(a->st->terr, p)[k] > 0;
			terr_wound(a->st->terr, p)[k] = 0;
		}
	if (wounded)
		report_line(a->rep, "damage on units left standing is "
		    "repaired");
	f->rolled = 0;
	memset(f->hits, 0, sizeof f->hits);
	if (fight_left_in(a) <= 1)
		return fight_finish(a, fate);
	if (f->step < fight_nsteps(a)) {
		f->step++;
		report_line(a->rep, "%s step: '%s'",
		    fight_step_name(a, f->step), verb_word(a, "fire"));
		return ST_OK;
	}
	f->step = FIGHT_RETREAT;
	memset(f->decided, 0, sizeof f->decided);
	return fight_ask_retreat(a, fate);
}
