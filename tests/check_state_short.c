/* check_state_short.c: a snapshot's lists written short (state_short.c):
 * written short only where shorter, the tree and the text the same, read
 * back to the same numbers; the long form of before reads to the same
 * state and text; a damaged short form is refused. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/play/game.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/state/state_short.h"
#include "core/state/terr.h"
#include "core/state/upgrades.h"
#include "fixture_game.h"
#include "suites.h"

/* The list written both ways: the same text; read back the same. */
static char *
written(const long *v, size_t n)
{
	struct json *j = short_longs_json(v, n);
	struct strbuf t, s;
	long *back = calloc(n + 1, sizeof *back);
	char err[128], *text;

	sb_init(&t);
	sb_init(&s);
	json_write(&t, j, 0);
	short_longs_write(&s, v, n);
	ck_assert_str_eq(sb_str(&t), sb_str(&s));
	json_free(j);
	j = json_parse(sb_str(&s), err, sizeof err);
	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(short_longs_read(j, n, -1, 1000, back), 0);
	if (n > 0)	/* an empty list has no numbers (v may be NULL) */
		ck_assert_mem_eq(back, v, n * sizeof *v);
	json_free(j);
	text = strdup(sb_str(&s));
	sb_release(&t);
	sb_release(&s);
	free(back);
	return text;
}

START_TEST(test_lists)
{
	long z[40] = { 0 }, m[16], few[3] = { 0, 0, 0 }, mixed[6] = { 1, 2,
	    3, 4, 5, 6 };
	char *t;

	for (int i = 0; i < 16; i++)
		m[i] = -1;
	t = written(z, 40);
	ck_assert_str_eq(t, "{\"slots\":40,\"each\":0,\"but\":[]}");
	free(t);
	z[3] = 7;
	z[39] = 12;
	t = written(z, 40);
	ck_assert_str_eq(t, "{\"slots\":40,\"each\":0,\"but\":[3,7,39,12]}");
	free(t);
	m[0] = 1;
	m[2] = 0;
	t = written(m, 16);
	ck_assert_str_eq(t, "{\"slots\":16,\"each\":-1,\"but\":[0,1,2,0]}");
	free(t);
	/* no shorter: as before */
	t = written(few, 3);
	ck_assert_str_eq(t, "[0,0,0]");
	free(t);
	t = written(mixed, 6);
	ck_assert_str_eq(t, "[1,2,3,4,5,6]");
	free(t);
	t = written(NULL, 0);
	ck_assert_str_eq(t, "[]");
	free(t);
}
END_TEST

/* Damaged short forms of a list of 4 numbers in -1..9. */
static const char *const bad[] = {
	"{\"each\":0,\"but\":[]}",
	"{\"slots\":4,\"but\":[]}",
	"{\"slots\":4,\"each\":0}",
	"{\"slots\":3,\"each\":0,\"but\":[]}",
	"{\"slots\":5,\"each\":0,\"but\":[]}",
	"{\"slots\":4,\"each\":1,\"but\":[]}",
	"{\"slots\":4,\"each\":-2,\"but\":[]}",
	"{\"slots\":4,\"each\":\"0\",\"but\":[]}",
	"{\"slots\":4,\"each\":0,\"but\":{}}",
	"{\"slots\":4,\"each\":0,\"but\":[1]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,2,0,3]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,2,1,3]}",
	"{\"slots\":4,\"each\":0,\"but\":[4,2]}",
	"{\"slots\":4,\"each\":0,\"but\":[-1,2]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,0]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,10]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,-2]}",
	"{\"slots\":4,\"each\":0,\"but\":[\"1\",2]}",
	"{\"slots\":4,\"each\":0,\"but\":[1,\"2\"]}",
	"{\"slots\":4,\"each\":0,\"but\":[],\"more\":1}",
	"[0,0,0]", "[0,0,0,0,0]", "[0,0,0,10]", "5", "null",
};

START_TEST(test_bad_lists)
{
	long out[4];
	char err[128];
	struct json *j = json_parse(bad[_i], err, sizeof err);

	ck_assert_msg(j != NULL, "%s: %s", bad[_i], err);
	ck_assert_msg(short_longs_read(j, 4, -1, 9, out) < 0, "%s was read",
	    bad[_i]);
	json_free(j);
}
END_TEST

/* Every list written short in j written as before, every number. */
static void
dense(struct json *j)
{
	for (int i = 0; j->type == J_ARR || j->type == J_OBJ ? i < j->n : 0;
	    i++) {
		struct json *o = j->v[i];
		const struct json *n = o->type == J_OBJ ? json_get(o, "slots") :
		    NULL, *e = o->type == J_OBJ ? json_get(o, "each") : NULL,
		    *b = o->type == J_OBJ ? json_get(o, "but") : NULL;
		if (n != NULL && e != NULL && b != NULL) {
			struct json *a = json_arr();
			for (long k = 0; k < n->i; k++)
				json_push(a, json_int(e->i));
			for (int p = 0; p < b->n; p += 2)
				a->v[b->v[p]->i]->i = b->v[p + 1]->i;
			json_free(o);
			j->v[i] = a;
		} else
			dense(o);
	}
}

static const struct {
	const char *ruleset, *overlay;
} games[] = {
	{ "bernard.yaml", "examples/bernard-demo.yaml" },
	{ "adellos.yaml", "../tests/data/adellos-test.yaml" },
	{ "albedo.yaml", NULL },
	{ "aldarra-reborn.yaml", "../tests/data/aldarra-test-values.yaml" },
	{ "ashes-of-empire.yaml", NULL },
};

/* A new game of 3 of games[i] (as tests/check_state_write.c starts
 * them). */
static void
start(int i, struct ruleset **rs, struct state **st)
{
	char *players[] = { "Ann", "Bob", "Cleo" };
	struct diag_list errs;
	struct report rep;
	struct diag d;
	size_t n;
	char *text = fixture_read_shipped(games[i].ruleset, &n), *over = NULL;
	struct rs_text t = { games[i].ruleset, text, n }, o = { NULL, NULL, 0 };

	if (games[i].overlay != NULL) {
		over = fixture_read_shipped(games[i].overlay, &n);
		o = (struct rs_text){ games[i].overlay, over, n };
	}
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&t, &o, over != NULL, NULL, 0, rs, &errs)
	    == ST_OK, "%s: %s", games[i].ruleset, errs.n ? errs.v[0].msg :
	    "?");
	diag_list_free(&errs);
	report_init(&rep);
	ck_assert_msg(game_new(*rs, players, 3, 1, st, &rep, &d) == ST_OK,
	    "%s: %s", games[i].ruleset, d.msg);
	report_release(&rep);
	free(text);
	free(over);
}

/* A few numbers of the lists not what most are: an action used, a
 * chief borrowed, a captive, a wound, a piece upgraded. */
static void
mark(struct state *st, const struct ruleset *rs)
{
	for (int i = 0; i < st->nactions; i++)
		if (state_action_counted(rs, i)) {
			st->uses[st->nactions + i].in_game = 3;
			break;
		}
	st->pc.borrowed[1] = rs->chiefs.n > 0 ? 0 : -1;
	if (st->terr != NULL && st->terr->npieces > 0) {
		terr_captives(st->terr, 0, 1)[0] = 2;
		terr_wound(st->terr, 1)[0] = 1;
		ck_assert_int_eq(upgrades_turn(&st->upgrades,
		    st->terr->npieces, 2, 0), 0);
	}
}

/* A new game of each shipped ruleset: its snapshot holds lists written
 * short; the snapshot with every list long (and the version of before)
 * reads to the same state and text; a damaged list is refused. */
START_TEST(test_snapshot)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	struct strbuf a, b;
	struct json *j, *pc;
	struct state *back;
	char err[256];

	start(_i, &rs, &st);
	mark(st, rs);
	sb_init(&a);
	state_write(&a, st, rs);
	ck_assert_msg(strstr(sb_str(&a), "\"each\":") != NULL, "%s: %s",
	    games[_i].ruleset, sb_str(&a));
	j = json_parse(sb_str(&a), err, sizeof err);
	ck_assert_msg(j != NULL, "%s", err);
	dense(j);
	json_set(j, "v", json_int(8));
	sb_init(&b);
	json_write(&b, j, 0);
	ck_assert_ptr_null(strstr(sb_str(&b), "\"each\":"));
	back = state_from_json(j, rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s: %s", games[_i].ruleset, err);
	sb_release(&b);
	sb_init(&b);
	state_write(&b, back, rs);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	state_free(back);
	/* a list damaged: refused */
	pc = json_get(j, "pc");
	json_set(pc, "borrowed", json_parse("{\"slots\":16,\"each\":-1,"
	    "\"but\":[3,-1]}", err, sizeof err));
	err[0] = '\0';
	ck_assert_ptr_null(state_from_json(j, rs, err, sizeof err));
	ck_assert_str_eq(err, "damaged snapshot");
	json_set(pc, "borrowed", json_parse("{\"slots\":15,\"each\":-1,"
	    "\"but\":[]}", err, sizeof err));
	ck_assert_ptr_null(state_from_json(j, rs, err, sizeof err));
	json_free(j);
	sb_release(&a);
	sb_release(&b);
	state_free(st);
	ruleset_free(rs);
}
END_TEST

/* The actions' uses, long and short, read the same; damaged, refused. */
START_TEST(test_uses)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	struct strbuf a, b;
	struct json *j, *u;
	struct state *back;
	char err[256];
	size_t n;

	start(2, &rs, &st);
	n = 6 * (size_t)st->nplayers * (size_t)st->nactions;
	ck_assert_uint_gt(n, 6);
	j = state_to_json(st, rs);
	u = json_get(j, "uses");
	ck_assert_int_eq(u->type, J_OBJ);
	ck_assert_int_eq(json_get(u, "slots")->i, (long)n);
	sb_init(&a);
	state_write(&a, st, rs);
	dense(j);
	u = json_get(j, "uses");
	ck_assert_int_eq(u->type, J_ARR);
	ck_assert_int_eq(u->n, (int)n);
	back = state_from_json(j, rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	sb_init(&b);
	state_write(&b, back, rs);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	state_free(back);
	json_set(j, "uses", json_parse("{\"slots\":6,\"each\":0,\"but\":[]}",
	    err, sizeof err));
	ck_assert_ptr_null(state_from_json(j, rs, err, sizeof err));
	json_free(j);
	sb_release(&a);
	sb_release(&b);
	state_free(st);
	ruleset_free(rs);
}
END_TEST

Suite *
suite_state_short(void)
{
	Suite *s = suite_create("state_short");
	TCase *tc = tcase_create("lists");

	tcase_add_test(tc, test_lists);
	tcase_add_loop_test(tc, test_bad_lists, 0, sizeof bad / sizeof bad[0]);
	tcase_add_loop_test(tc, test_snapshot, 0,
	    sizeof games / sizeof games[0]);
	tcase_add_test(tc, test_uses);
	suite_add_tcase(s, tc);
	return s;
}
