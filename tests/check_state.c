/* check_state.c: snapshots of a bernard game (demo board) to JSON and
 * back, snapshots refused as damaged or of another version, and copies
 * that share nothing. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/base/cmdline.h"
#include "core/state/state_tally.h"
#include "fixture_game.h"
#include "suites.h"

static char *
text_of(const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	return sb_take(&b);
}

/* Snapshot st, write it out, read it back into a state and snapshot that:
 * the two texts must be the same.  Returns the restored state. */
static struct state *
round_trip(const struct game *g)
{
	struct json *j = state_to_json(g->st, g->rs), *back;
	char *t = text_of(j), *t2, err[128] = "";
	struct state *st;

	back = json_parse(t, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	st = state_from_json(back, g->rs, err, sizeof err);
	ck_assert_msg(st != NULL, "'%s' refused: %s", t, err);
	json_free(back);
	json_free(j);
	j = state_to_json(st, g->rs);
	t2 = text_of(j);
	ck_assert_str_eq(t2, t);
	json_free(j);
	free(t);
	free(t2);
	return st;
}

static void
assert_same(const struct state *a, const struct state *b, int nres)
{
	ck_assert_int_eq(a->round, b->round);
	ck_assert_int_eq(a->phase, b->phase);
	ck_assert_int_eq(a->turn, b->turn);
	ck_assert_int_eq(a->nturns, b->nturns);
	ck_assert_int_eq(memcmp(a->turns, b->turns, sizeof a->turns), 0);
	ck_assert_int_eq(a->winner_role, b->winner_role);
	ck_assert_int_eq(a->nplayers, b->nplayers);
	for (int p = 0; p < a->nplayers; p++) {
		ck_assert_str_eq(a->players[p].name, b->players[p].name);
		ck_assert_int_eq(a->players[p].role, b->players[p].role);
		ck_assert_int_eq(a->players[p].out, b->players[p].out);
		for (int r = 0; r < nres; r++)
			ck_assert_int_eq(a->players[p].res[r],
			    b->players[p].res[r]);
	}
	ck_assert_int_eq(a->nlands, b->nlands);
	for (int l = 0; l < a->nlands; l++) {
		ck_assert_int_eq(a->board->owner[l], b->board->owner[l]);
		ck_assert_int_eq(board_held(a->board, l),
		    board_held(b->board, l));
	}
	ck_assert_int_eq(a->nbodies, b->nbodies);
	for (int p = 0; p < a->nbodies; p++) {
		ck_assert_int_eq(a->bodies[p].position, b->bodies[p].position);
	}
	ck_assert_int_eq(a->nlinks, b->nlinks);
	for (int i = 0; i < a->nlinks; i++) {
		ck_assert_int_eq(a->links[i].a, b->links[i].a);
		ck_assert_int_eq(a->links[i].b, b->links[i].b);
		ck_assert_int_eq(a->links[i].fields, b->links[i].fields);
		ck_assert_int_eq(a->links[i].by, b->links[i].by);
	}
	/* bernard's tallies: units moved this phase, and on each land; the
	 * supply taken of each planet */
	for (int i = 0; i < 1 + a->nlands + a->nbodies; i++)
		ck_assert_int_eq(a->tally[i], b->tally[i]);
	ck_assert_int_eq(a->paid, b->paid);
	ck_assert_int_eq(memcmp(a->rng.s, b->rng.s, sizeof a->rng.s), 0);
}

/* Ann holds red whole and is in her first supply phase, supply taken. */
static void
game_in_supply(struct game *g)
{
	game_start(g, "Ann,Bob", NULL);
	game_ok(g, "adjust red-1 Ann 2", NULL);
	game_ok(g, "adjust red-2 Ann 2", NULL);
	game_ok(g, "next = " START_FACES, NULL);
	game_ok(g, "supply units", NULL);
}

START_TEST(test_round_trip)
{
	struct game g;
	struct state *st;

	/* the setup, before any planet is placed */
	game_start(&g, "Ann,Bob", NULL);
	st = round_trip(&g);
	assert_same(st, g.st, 1);
	ck_assert_int_eq(st->phase, PHASE_SETUP);
	state_free(st);
	game_end(&g);
	/* the supply taken */
	game_in_supply(&g);
	ck_assert_int_eq(*state_supplied(g.st, g.rs, 0), 1);
	st = round_trip(&g);
	assert_same(st, g.st, 1);
	state_free(st);
	/* a link built and units moved */
	game_to_phase(&g, "connection");
	game_ok(&g, "bridge red purple 2", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "move 3 red-port purple-port", NULL);
	ck_assert_int_eq(state_tally_table(g.st, g.rs, "moved", -1), 3);
	ck_assert_int_eq(g.st->nlinks, 1);
	st = round_trip(&g);
	assert_same(st, g.st, 1);
	state_free(st);
	/* the upkeep paid, the next round begun, the generator moved on */
	game_to_phase(&g, "pay");
	game_ok(&g, "next", NULL);
	rng_next(&g.st->rng);
	st = round_trip(&g);
	assert_same(st, g.st, 1);
	ck_assert_int_eq(st->round, 2);
	state_free(st);
	game_end(&g);
}
END_TEST

/* A game that is over comes back over. */
START_TEST(test_round_trip_over)
{
	struct game g;
	struct state *st;
	char *w;

	game_start(&g, "Ann,Bob,Cleo", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	for (int l = 0; l < g.rs->nlands; l++) {
		char line[96];
		if (!g.rs->lands[l].port)
			continue;
		snprintf(line, sizeof line, "adjust %s none 0", g.rs->lands[l].id);
		game_ok(&g, line, NULL);
	}
	ck_assert_int_eq(g.st->winner_role, 1);
	st = round_trip(&g);
	assert_same(st, g.st, 1);
	w = game_winner(g.rs, st);
	ck_assert_str_eq(w, "Bob, Cleo");
	free(w);
	state_free(st);
	game_end(&g);
}
END_TEST

/* Walk a dotted path ("players.0.res") to a value and its container. */
static struct json *
walk(struct json *j, const char *path, struct json **parent, int *idx)
{
	char copy[128], *save = NULL;

	snprintf(copy, sizeof copy, "%s", path);
	*parent = NULL;
	*idx = -1;
	for (char *t = strtok_r(copy, ".", &save); t != NULL;
	    t = strtok_r(NULL, ".", &save)) {
		ck_assert_ptr_nonnull(j);
		*parent = j;
		*idx = -1;
		if (j->type == J_ARR) {
			*idx = atoi(t);
			ck_assert_int_lt(*idx, j->n);
		} else {
			for (int i = 0; i < j->n; i++)
				if (strcmp(j->keys[i], t) == 0)
					*idx = i;
			ck_assert_msg(*idx >= 0, "no '%s' in '%s'", t, path);
		}
		j = j->v[*idx];
	}
	return j;
}

static const struct {
	const char *path;
	const char *value;	/* JSON text; NULL removes the key */
	const char *err;
} damaged[] = {
	{ "v", "1", "snapshot of another version" },
	{ "v", "2", "snapshot of another version" },
	{ "v", "3", "snapshot of another version" },
	{ "v", "4", "snapshot of another version" },
	{ "v", "5", "snapshot of another version" },
	{ "v", "6", "snapshot of another version" },
	{ "v", "7", "snapshot of another version" },
	{ "v", "10", "snapshot of another version" },
	{ "v", "0", "snapshot of another version" },
	{ "v", "\"1\"", "snapshot of another version" },
	{ "v", NULL, "snapshot of another version" },
	{ "round", "0", "damaged snapshot" },
	{ "round", "\"2\"", "damaged snapshot" },
	{ "round", NULL, "damaged snapshot" },
	{ "phase", "7", "damaged snapshot" },
	{ "phase", "-2", "damaged snapshot" },
	{ "phase", "1.5", "damaged snapshot" },
	{ "turn", "17", "damaged snapshot" },
	{ "turn", "-1", "damaged snapshot" },
	{ "winner_role", "2", "damaged snapshot" },
	{ "winner_role", "-2", "damaged snapshot" },
	{ "winners", "8", "damaged snapshot" },
	{ "winners", "-1", "damaged snapshot" },
	{ "winners", NULL, "damaged snapshot" },
	{ "order", "[0]", "damaged snapshot" },
	{ "order", "[1, 1]", "damaged snapshot" },
	{ "order", "[0, 2]", "damaged snapshot" },
	{ "order", NULL, "damaged snapshot" },
	{ "lap", "-1", "damaged snapshot" },
	{ "lap", NULL, "damaged snapshot" },
	{ "sealed", "-1", "damaged snapshot" },
	{ "sealed", NULL, "damaged snapshot" },
	{ "pc", NULL, "damaged snapshot" },
	{ "pc.leader", "[]", "damaged snapshot" },
	{ "players", "{}", "damaged snapshot" },
	{ "players", NULL, "damaged snapshot" },
	{ "players.0", "[]", "damaged snapshot" },
	{ "players.0.name", "\"abcdefghijklmnopqrstuvwxyz0123456\"",
	  "damaged snapshot" },
	{ "players.0.name", "5", "damaged snapshot" },
	{ "players.0.name", NULL, "damaged snapshot" },
	{ "players.0.role", "2", "damaged snapshot" },
	{ "players.0.role", "-2", "damaged snapshot" },
	{ "players.1.faction", "0", "damaged snapshot" },
	{ "players.1.out", "2", "damaged snapshot" },
	{ "players.1.res", "[]", "damaged snapshot" },
	{ "players.1.res", "[1, 2]", "damaged snapshot" },
	{ "players.1.res", "[\"5\"]", "damaged snapshot" },
	{ "players.1.res", NULL, "damaged snapshot" },
	{ "turns", "[3]", "damaged snapshot" },
	{ "turns", "[-1]", "damaged snapshot" },
	{ "turns", "\"0\"", "damaged snapshot" },
	{ "turns", "[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]", "damaged snapshot" },
	{ "lands", "[]", "damaged snapshot" },
	{ "lands.0", "3", "damaged snapshot" },
	{ "players.1.person", "2", "damaged snapshot" },
	{ "players.2.person", "-1", "damaged snapshot" },
	{ "players.2.person", NULL, "damaged snapshot" },
	{ "lands.0", "-2", "damaged snapshot" },
	{ "lands.1", "-1", "damaged snapshot" },
	{ "lands.1", "null", "damaged snapshot" },
	{ "planets", "[1, 2]", "damaged snapshot" },
	{ "planets.0", "\"7\"", "damaged snapshot" },
	{ "bridges", "[0, 1, 2]", "damaged snapshot" },
	{ "bridges", "[0, 8, 2, 0]", "damaged snapshot" },
	{ "bridges", "[-1, 1, 2, 0]", "damaged snapshot" },
	{ "tallies", "[]", "damaged snapshot" },
	{ "tallies", "5", "damaged snapshot" },
	{ "tallies.0", "-1", "damaged snapshot" },
	{ "tallies.0", "null", "damaged snapshot" },
	{ "paid", "2", "damaged snapshot" },
	{ "tallies.35", "-1", "damaged snapshot" },	/* supply taken */
	{ "rng", "\"0123\"", "damaged snapshot" },
	{ "rng", "5", "damaged snapshot" },
	{ "rng", NULL, "damaged snapshot" },
	/* values of the right type that the game cannot hold */
	{ "bridges", "[0, 1, 2, 99]", "damaged snapshot" },
	{ "bridges", "[0, 1, 2, -1]", "damaged snapshot" },
	{ "bridges", "[1, 1, 2, 0]", "damaged snapshot" },
	{ "bridges", "[0, 1, 0, 0]", "damaged snapshot" },
	{ "rng", "\"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\"",
	  "damaged snapshot" },
	{ "planets.0", "-1", "damaged snapshot" },
	{ "planets.0", "13", "damaged snapshot" },
	{ "players.0.name", "\"\"", "damaged snapshot" },
	{ "players.1.name", "\"ann\"", "damaged snapshot" },
	{ "players.0.res.0", "-5", "damaged snapshot" },
	{ "lands.0", "-1", "damaged snapshot" },
	{ "turn", "5", "damaged snapshot" },
};

START_TEST(test_damaged)
{
	struct game g;
	struct json *j, *v, *parent;
	struct state *st;
	char err[128] = "";
	int idx;

	game_in_supply(&g);
	j = state_to_json(g.st, g.rs);
	/* make sure the paths lead somewhere */
	ck_assert_ptr_nonnull(walk(j, damaged[_i].path, &parent, &idx));
	if (damaged[_i].value == NULL) {
		/* rename the key out of the way */
		free(parent->keys[idx]);
		parent->keys[idx] = strdup("removed");
	} else {
		v = json_parse(damaged[_i].value, err, sizeof err);
		ck_assert_msg(v != NULL, "%s", err);
		json_free(parent->v[idx]);
		parent->v[idx] = v;
	}
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st == NULL, "%s = %s was accepted", damaged[_i].path,
	    damaged[_i].value ? damaged[_i].value : "(removed)");
	ck_assert_msg(strcmp(err, damaged[_i].err) == 0, "%s = %s: '%s', want "
	    "'%s'", damaged[_i].path, damaged[_i].value ? damaged[_i].value :
	    "(removed)", err, damaged[_i].err);
	json_free(j);
	game_end(&g);
}
END_TEST

/* The deferred commands of a snapshot: each of an action with a
 * deferred list (bernard's demo has none), of ten numbers, its actor a
 * player or -1; else the snapshot is refused. */
START_TEST(test_deferred_refused)
{
	static const char *const bad[] = { "5", "[5]", "[[0,0,0]]",
	    "[[0,0,0,0,0,0,0,0,0,0]]", "[[9999,0,0,0,0,0,0,0,0,0]]",
	    "[[-1,0,0,0,0,0,0,0,0,0]]" };
	struct game g;
	char err[128];

	game_in_supply(&g);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct json *j = state_to_json(g.st, g.rs), *v;
		v = json_parse(bad[i], err, sizeof err);
		ck_assert_msg(v != NULL, "%s", err);
		json_set(j, "deferred", v);
		err[0] = '\0';
		ck_assert_msg(state_from_json(j, g.rs, err, sizeof err) ==
		    NULL, "deferred %s was accepted", bad[i]);
		ck_assert_str_eq(err, "damaged snapshot");
		json_free(j);
	}
	game_end(&g);
}
END_TEST

/* Not a snapshot at all, or one of a different board. */
START_TEST(test_not_a_snapshot)
{
	struct game g, big;
	struct json *j;
	char err[128];

	game_start(&g, "Ann,Bob", NULL);
	j = json_arr();
	ck_assert_ptr_null(state_from_json(j, g.rs, err, sizeof err));
	ck_assert_str_eq(err, "snapshot of another version");
	json_free(j);
	/* 17 players is more than a state holds */
	j = state_to_json(g.st, g.rs);
	for (int i = 0; i < 15; i++)
		json_push(json_get(j, "players"), json_copy(json_get(j,
		    "players")->v[0]));
	ck_assert_ptr_null(state_from_json(j, g.rs, err, sizeof err));
	ck_assert_str_eq(err, "damaged snapshot");
	json_free(j);
	/* a 5-player snapshot fits the same ruleset */
	game_start(&big, "Ann,Bob,Cleo,Dan,Eve", NULL);
	j = state_to_json(big.st, big.rs);
	{
		struct state *st = state_from_json(j, g.rs, err, sizeof err);
		ck_assert_ptr_nonnull(st);
		ck_assert_int_eq(st->nplayers, 5);
		state_free(st);
	}
	json_free(j);
	game_end(&big);
	game_end(&g);
}
END_TEST

START_TEST(test_copy)
{
	struct game g;
	struct state *copy;
	struct json *j;
	char *orig, *t, *ct;
	struct report rep;
	struct dice_src src;
	struct diag d;
	char **argv;
	int argc;

	game_in_supply(&g);
	game_to_phase(&g, "connection");
	game_ok(&g, "bridge red purple 2", NULL);
	orig = game_json(&g);
	copy = state_copy(g.st, g.rs);
	ck_assert_ptr_nonnull(copy);
	j = state_to_json(copy, g.rs);
	t = text_of(j);
	json_free(j);
	ck_assert_str_eq(t, orig);
	free(t);
	assert_same(copy, g.st, 1);
	ck_assert_ptr_ne(copy->players[0].res, g.st->players[0].res);
	ck_assert_ptr_ne(copy->board, g.st->board);
	ck_assert_ptr_ne(copy->tally, g.st->tally);
	ck_assert_ptr_ne(copy->links, g.st->links);
	/* a second link makes the copy's list grow */
	ck_assert_int_eq(cmdline_split("bridge red orange 1", &argc, &argv, &d),
	    ST_OK);
	report_init(&rep);
	dice_src_digital(&src, NULL);
	ck_assert_msg(game_apply(g.rs, copy, argc, argv, &src, &rep, &d) ==
	    ST_OK, "%s", d.msg);
	ck_assert_int_eq(copy->nlinks, 2);
	ck_assert_int_eq(g.st->nlinks, 1);
	/* changing the copy leaves the original alone */
	copy->players[0].res[0] = 999;
	snprintf(copy->players[1].name, sizeof copy->players[1].name, "Zed");
	board_hold(copy->board, 0, 1, 77);
	copy->bodies[0].position = 3;
	*state_supplied(copy, g.rs, 1) = 1;
	copy->links[0].fields = 9;
	copy->turns[0] = 1;
	copy->tally[0] = 12;
	rng_next(&copy->rng);
	t = game_json(&g);
	ck_assert_str_eq(t, orig);
	free(t);
	/* and the other way round */
	j = state_to_json(copy, g.rs);
	ct = text_of(j);
	json_free(j);
	g.st->players[0].res[0] = 1;
	board_hold(g.st->board, 2, 0, 1);
	g.st->links[0].b = 5;
	j = state_to_json(copy, g.rs);
	t = text_of(j);
	json_free(j);
	ck_assert_str_eq(t, ct);
	free(t);
	/* the copy outlives the original */
	state_free(g.st);
	g.st = copy;
	t = game_json(&g);
	ck_assert_str_eq(t, ct);
	free(t);
	free(ct);
	free(orig);
	dice_src_release(&src);
	report_release(&rep);
	cmdline_free(argc, argv);
	game_end(&g);
}
END_TEST

Suite *
suite_state(void)
{
	Suite *s = suite_create("state");
	TCase *tc = tcase_create("snapshot");

	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_round_trip_over);
	tcase_add_loop_test(tc, test_damaged, 0,
	    sizeof damaged / sizeof damaged[0]);
	tcase_add_test(tc, test_not_a_snapshot);
	tcase_add_test(tc, test_deferred_refused);
	suite_add_tcase(s, tc);
	tc = tcase_create("copy");
	tcase_add_test(tc, test_copy);
	suite_add_tcase(s, tc);
	return s;
}
