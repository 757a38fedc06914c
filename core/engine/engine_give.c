/* engine_give.c: the effect give: one player gives another an amount of
 * a resource, each within the resource's bounds, or nothing changes. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>

int
eng_give(struct act *a, const struct eff_give *x, const struct eng_eval *ev)
{
	const char *why = x->name != NULL ? x->name : "the gift";
	long p, q, n, b1, b2;
	int r = x->w_resource >= 0 ? (int)ev->args[x->w_resource] : x->res;
	int st;

	if ((st = eng_eval(&x->from, ev, &p, a->d)) ||
	    (st = eng_eval(&x->to, ev, &q, a->d)) ||
	    (st = eng_eval(&x->amount, ev, &n, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers || q < 0 || q >= a->st->nplayers)
		return refuse(a, "%s needs two players, one who gives and one "
		    "given it (%s, %s)", why, p < 0 || p >= a->st->nplayers ?
		    "nobody" : pname(a, (int)p), q < 0 || q >= a->st->nplayers ?
		    "nobody" : pname(a, (int)q));
	if (n < 0)
		return refuse(a, "%s would give %ld %s: an amount given is 0 or "
		    "more", why, n, rname(a, r));
	b1 = a->st->players[p].res[r];
	b2 = a->st->players[q].res[r];
	if ((st = res_add(a, (int)p, r, -n, why)))
		return st;
	if ((st = res_add(a, (int)q, r, n, why))) {
		a->st->players[p].res[r] = b1;
		return st;
	}
	report_line(a->rep, "%s gives %s %s: %s %ld -> %ld, %s %ld -> %ld",
	    pname(a, (int)p), pname(a, (int)q), qty(a, r, n),
	    pname(a, (int)p), b1, a->st->players[p].res[r], pname(a, (int)q),
	    b2, a->st->players[q].res[r]);
	return ST_OK;
}
