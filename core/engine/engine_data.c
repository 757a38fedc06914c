/* engine_data.c: the effect data: members of the command's --json report,
 * each an expression valued when the effect is carried out. */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"

int
eng_data(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	for (int k = 0; k < e->data.n; k++) {
		long v;
		int st;
		if ((st = eng_eval(VEC_AT(e->data, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		json_set(a->rep->data, e->data.ids[k], json_int(v));
	}
	return ST_OK;
}
