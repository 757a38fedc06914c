/* engine_members.c: declared members of a JSON object, each an expression
 * given as a number, a player's name (null for nobody), a product's id,
 * true and false, or the id of the round's site numbered so (null for
 * none): the effect data-members (the command's --json report)
 * and an action's deferred-json (engine_deferred.c). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_json_members(struct act *a, const struct vec *v,
    const struct eng_eval *ev, struct json *obj)
{
	const struct vec *products = &a->rs->mech.production.products;

	for (int k = 0; k < v->n; k++) {
		const struct json_member *m = VEC_AT(*v, struct json_member, k);
		struct json *j;
		char key[64];
		long x;
		int st;
		if ((st = eng_eval(&m->value, ev, &x, a->d)))
			return st;
		if (obj == NULL)	/* a report without data: valued only */
			continue;
		switch (m->as) {
		case JSON_AS_PLAYER:
			j = x >= 0 && x < a->st->nplayers ?
			    json_str(pname(a, (int)x)) : json_null();
			break;
		case JSON_AS_PRODUCT:
			j = x >= 0 && x < products->n ?
			    json_str(products->ids[x]) : json_null();
			break;
		case JSON_AS_FLAG:
			j = json_bool(x != 0);
			break;
		case JSON_AS_SITE:	/* the round's site x, from 1 */
			j = a->st->cards != NULL && x >= 1 && x <=
			    a->st->cards->nsites ? json_str(
			    a->st->cards->sites[x - 1].id) : json_null();
			break;
		default:
			j = json_int(x);
		}
		eng_json_member(m->key, key, sizeof key);
		json_set(obj, key, j);
	}
	return ST_OK;
}

int
eng_data_members(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	return eng_json_members(a, &e->data_members, ev, a->rep->data);
}
