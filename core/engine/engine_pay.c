/* engine_pay.c: the effect pay-player: another player than the actor is
 * paid amounts, out of the bank (what the actor paid for it is the
 * action's cost: a price paid to a seller, a gift between allies). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>

int
eng_pay_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_pay *x = &e->pay;
	long q;
	int st;

	if ((st = eng_eval(&x->to, ev, &q, a->d)))
		return st;
	if (q < 0)		/* nobody: the amounts stay in the bank */
		return ST_OK;
	if (q >= a->st->nplayers)
		return refuse(a, "no player %ld to pay", q);
	for (int k = 0; k < x->amounts.n; k++) {
		int r = rs_resource(a->rs, x->amounts.ids[k]);
		long v, before = a->st->players[q].res[r];
		if ((st = eng_eval(VEC_AT(x->amounts, struct sexpr, k), ev,
		    &v, a->d)))
			return st;
		if (v < 0)
			return refuse(a, "%s cannot be paid %ld %s",
			    pname(a, (int)q), v, rname(a, r));
		if (v == 0)
			continue;
		if ((st = res_add(a, (int)q, r, v, "the payment")))
			return st;
		report_line(a->rep, "%s is paid %s: %s %ld -> %ld",
		    pname(a, (int)q), qty(a, r, v), rname(a, r), before,
		    a->st->players[q].res[r]);
		if (e->json != NULL && k == 0) {
			/* as the program's transfer gives it */
			json_set(a->rep->data, "from", json_str(pname(a,
			    ev->me)));
			json_set(a->rep->data, "to", json_str(pname(a,
			    (int)q)));
			json_set(a->rep->data, "amount", json_int(v));
			json_set(a->rep->data, "resource",
			    json_str(a->rs->resources.ids[r]));
		}
	}
	return ST_OK;
}
