/* engine_list_players.c: the effect list-players, every player's text
 * (each, who bound to him; with only, the players for whom it holds), in
 * seat order, joined by commas into one line (with lines, a line each): the effect's says, where @list stands for them ("final scores:
 * {@list}"), else the texts alone; with json, the --json report gets
 * under that key an array of each player's object, his name under
 * "player" and the numbers json-each gives. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/base/json.h"
#include "core/base/strbuf.h"

/* The json object of player p: his name, then json-each's members.  A
 * report without data (arr NULL) gets none, but the members are valued
 * all the same: one that cannot be refuses the command either way. */
static int
object_of(struct act *a, const struct eff_list_players *x,
    const struct eng_eval *each, int p, struct json *arr)
{
	struct json *o = arr != NULL ? json_obj() : NULL;

	if (o != NULL) {
		json_set(o, "player", json_str(pname(a, p)));
		json_push(arr, o);
	}
	for (int k = 0; k < x->json_each.n; k++) {
		const struct list_column *c = VEC_AT(x->json_each,
		    struct list_column, k);
		char key[64];
		long v;
		int st;
		if ((st = eng_eval(&c->value, each, &v, a->d)) != ST_OK)
			return st;
		if (o == NULL)
			continue;
		eng_json_member(c->key, key, sizeof key);
		json_set(o, key, json_int(v));
	}
	return ST_OK;
}

int
eng_list_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_list_players *x = &e->list_players;
	struct json *arr = e->json != NULL && a->rep->data != NULL ?
	    json_arr() : NULL;
	struct eng_eval each = *ev, said = *ev;
	struct strbuf b;
	int st = ST_OK;

	sb_init(&b);
	for (int p = 0, n = 0; p < a->st->nplayers && st == ST_OK; p++) {
		/* with lines and no says, each text a line of its own */
		int alone = x->lines && e->says == NULL;
		long in = 1;
		each.who = p;
		if (x->only.text != NULL && ((st = eng_eval(&x->only, &each,
		    &in, a->d)) != ST_OK || !in))
			continue;
		if (n++ > 0 && !alone)
			sb_add(&b, ", ");
		st = eng_say_into(a, &x->teach, &each, &b);
		if (st == ST_OK && alone) {
			report_line(a->rep, "%s", sb_str(&b) != NULL ?
			    sb_str(&b) : "");
			sb_reset(&b);
		}
		if (st == ST_OK && e->json != NULL)
			st = object_of(a, x, &each, p, arr);
	}
	if (st == ST_OK && e->says != NULL) {
		said.list = sb_str(&b) != NULL ? sb_str(&b) : "";
		st = eng_say(a, &e->tsays, &said);
	} else if (st == ST_OK && b.len > 0)
		report_line(a->rep, "%s", sb_str(&b));
	if (st == ST_OK && arr != NULL) {
		char key[64];
		eng_json_member(e->json, key, sizeof key);
		json_set(a->rep->data, key, arr);
	} else
		json_free(arr);
	sb_release(&b);
	return st;
}
