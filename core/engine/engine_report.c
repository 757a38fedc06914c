/* engine_report.c: effects that give the ruleset's words instead of doing
 * something: refuse (the command refused with a line of the ruleset's,
 * or misused: a usage error; with unknown, a stop for a number the
 * ruleset leaves unknown), a say given in the command's --json report
 * under its json key instead of said, data-flag (members of the
 * report, true or false) and data-or-null (numbers, null for 0). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/base/strbuf.h"

void
eng_json_member(const char *id, char *key, size_t n)
{
	size_t i;

	for (i = 0; id[i] != '\0' && i < n - 1; i++)
		key[i] = id[i] == '-' ? '_' : id[i];
	key[i] = '\0';
}

int
eng_refuse(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	if ((st = eng_say_into(a, &e->trefuse, ev, &b)) != ST_OK)
		;
	else if (e->unknown != NULL && rs_mech_int_value(a->rs,
	    e->unknown_g, e->unknown_k, NULL, 0) == SCHEMA_UNKNOWN_INT)
		/* a stop for a number the ruleset leaves unknown (exit 3) */
		st = diag_set(a->d, ST_DATA, "%s: %s", a->rs->id, sb_str(&b) ?
		    sb_str(&b) : "");
	else
		st = (e->usage ? usage : refuse)(a, "%s", sb_str(&b) ?
		    sb_str(&b) : "");
	sb_release(&b);
	return st;
}

int
eng_say_json(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct strbuf b;
	char key[64];
	int st;

	sb_init(&b);
	if ((st = eng_say_into(a, &e->tsay, ev, &b)) == ST_OK) {
		eng_json_member(e->json, key, sizeof key);
		json_set(a->rep->data, key, json_str(sb_str(&b) ? sb_str(&b) :
		    ""));
	}
	sb_release(&b);
	return st;
}

int
eng_data_flag(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < e->data_flag.n; k++) {
		char key[64];
		long v;
		if ((st = eng_eval(VEC_AT(e->data_flag, struct sexpr, k), ev,
		    &v, a->d)))
			return st;
		eng_json_member(e->data_flag.ids[k], key, sizeof key);
		json_set(a->rep->data, key, json_bool(v != 0));
	}
	return ST_OK;
}

int
eng_data_or_null(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < e->data_or_null.n; k++) {
		char key[64];
		long v;
		if ((st = eng_eval(VEC_AT(e->data_or_null, struct sexpr, k),
		    ev, &v, a->d)))
			return st;
		eng_json_member(e->data_or_null.ids[k], key, sizeof key);
		json_set(a->rep->data, key, v != 0 ? json_int(v) :
		    json_null());
	}
	return ST_OK;
}
