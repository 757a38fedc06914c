/* engine_tally_add.c: the effects tally, which adds to a tally
 * (engine_tally.c reads them), and data, which gives such counts to the
 * command's --json report; each values its expressions (engine_values.c). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/state/state.h"
#include "core/state/state_tally.h"

int
eng_tally_add(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_tally *x = &e->tally;
	const struct tally_def *t = VEC_AT(a->rs->tallies, struct tally_def,
	    x->id.i);
	int who = 0, st;
	long v, *c;

	if ((st = eng_eval(&x->add, ev, &v, a->d)))
		return st;
	if (t->per == TALLY_PLAYER)
		who = ev->me;
	else if (t->per == TALLY_REGION)
		who = x->w_in.arg >= 0 ? (int)ev->args[x->w_in.arg] :
		    x->w_in.region;
	else if (t->per == TALLY_GROUP)
		who = (int)eng_group_of(ev, x->w_in.arg >= 0 ? -1 -
		    x->w_in.arg : x->w_in.region);
	if (who < 0)
		return refuse(a, "the %s are counted per %s, and there is "
		    "none here", t->name, t->per == TALLY_PLAYER ? "player" :
		    t->per == TALLY_GROUP ? "group" : "region");
	c = state_tally_at(a->st, a->rs, x->id.i, who);
	if (*c + v < 0)
		return refuse(a, "the %s cannot fall below 0 (%ld, less "
		    "%ld)", t->name, *c, -v);
	*c += v;
	return ST_OK;
}

int
eng_data(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < e->data.n; k++) {
		char key[64];
		long v;
		if ((st = eng_eval(VEC_AT(e->data, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		eng_json_member(e->data.ids[k], key, sizeof key);
		json_set(a->rep->data, key, json_int(v));
	}
	return ST_OK;
}
