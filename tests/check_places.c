/* check_places.c: the places of a ruleset as the regions of its board,
 * on adellos (tests/data/adellos-test.yaml's TEST VALUES): one region per
 * place (adellos.yaml board.places: the bonus field, room for one piece),
 * read as any board's regions are (state_regions, state_region_id,
 * state_map), its holder and pieces seen by expressions over the board. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board_tenure.h"
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"
#include "core/mech/game_int.h"
#include "fixture_game.h"
#include "suites.h"

#define OVERLAY "../tests/data/adellos-test.yaml"

/* Ann's soldier-1 stands on the bonus field, in Ann's turn. */
static void
on_bonus(struct game *g)
{
	game_start_rs(g, "adellos.yaml", OVERLAY, "Ann,Bob",
	    "nobles=general-iron-fist,zombie-lord");
	game_ok(g, "hire soldier Ann", NULL);
	game_ok(g, "next", NULL);
	game_ok(g, "next", NULL);
	game_ok(g, "move soldier-1 bonus", NULL);
}

/* The value of expression text for player me (the expression must
 * compile against the ruleset). */
static long
value_of(const struct game *g, const char *text, int me)
{
	struct sexpr x = { 0 };
	struct diag_list errs;
	struct eng_eval ev = { 0 };
	struct diag d;
	long v = -99;

	x.text = (char *)text;
	diag_list_init(&errs);
	ck_assert_msg(eng_compile_expr(&x, "test", g->rs, NULL, &errs) == 0,
	    "'%s' does not compile", text);
	diag_list_free(&errs);
	ev.rs = g->rs;
	ev.st = g->st;
	ev.me = me;
	ev.here = ev.who = -1;
	ck_assert_int_eq(eng_eval(&x, &ev, &v, &d), ST_OK);
	expr_free(x.e);
	return v;
}

/* adellos.yaml board.places: bonus, the one place: region 0. */
START_TEST(test_regions)
{
	struct game g;
	const struct board_map *m;

	on_bonus(&g);
	ck_assert_int_eq(state_regions(g.st), 1);
	ck_assert_str_eq(state_region_id(g.st, g.rs, 0), "bonus");
	m = state_map(g.st, g.rs);
	ck_assert_int_eq(m->nregions, 1);
	ck_assert_int_eq(m->ngroups, 0);
	ck_assert_int_eq(board_map_adjacent(m, 0, 0), 0);
	/* Ann (player 0) holds it with one piece, since round 1 */
	ck_assert_int_eq(g.st->board->owner[0], 0);
	ck_assert_int_eq(board_since(g.st->board, 0), 1);
	ck_assert_int_eq(board_count(g.st->board, 0, 0, -1), 1);
	ck_assert_int_eq(board_count(g.st->board, 0, 1, -1), 0);
	ck_assert_int_eq(board_held(g.st->board, 0), 1);
	game_end(&g);
}
END_TEST

static const struct {
	const char *text;
	long ann, bob;		/* its value for Ann, for Bob */
} exprs[] = {
	{ "owner(bonus)", 0, 0 },
	{ "mine(bonus)", 1, 0 },
	{ "pieces(bonus)", 1, 1 },
	{ "regions", 1, 0 },
	{ "regions_total", 1, 1 },
	{ "count_regions(owner(here) == me)", 1, 0 },
	{ "sum_regions(pieces(here))", 1, 1 },
	/* an inner aggregate gives the outer one its element back: who
	 * is 0 then 1 again after each count_players (2 + 0, 2 + 1) */
	{ "sum_players(count_players(1) + who)", 5, 5 },
	{ "sum_players(count_regions(1) + who)", 3, 3 },
	{ "sum_regions(sum_players(who) + pieces(here))", 2, 2 },
	{ "count_players(count_regions(owner(here) == who) == 1)", 1, 1 },
	/* a place's own numbers (adellos.yaml: the bonus field holds one
	 * piece and gives its holder 1 action point); extra_ap by its
	 * first name */
	{ "value(bonus, extra-ap)", 1, 1 },
	{ "value(bonus, capacity)", 1, 1 },
	{ "extra_ap(bonus)", 1, 1 },
	{ "sum_regions(value(here, extra-ap) * holds(here, me))", 1, 0 },
};

START_TEST(test_expressions)
{
	struct game g;

	on_bonus(&g);
	ck_assert_int_eq(value_of(&g, exprs[_i].text, 0), exprs[_i].ann);
	ck_assert_int_eq(value_of(&g, exprs[_i].text, 1), exprs[_i].bob);
	game_end(&g);
}
END_TEST

/* Aggregates over players go over those still in the game, as the
 * effect each-player does. */
START_TEST(test_players_in)
{
	struct game g;

	on_bonus(&g);
	ck_assert_int_eq(value_of(&g, "count_players(1)", 0), 2);
	g.st->players[0].out = 1;
	ck_assert_int_eq(value_of(&g, "count_players(1)", 1), 1);
	ck_assert_int_eq(value_of(&g, "sum_players(who)", 1), 1);
	ck_assert_int_eq(value_of(&g, "sum_players(count_players(1) + who)",
	    1), 2);
	game_end(&g);
}
END_TEST

/* here read where nothing binds it: refused by the check; compiled as
 * if bound (an image's expression, say) and valued unbound, refused by
 * the value itself, the safety net. */
START_TEST(test_here_unbound)
{
	struct game g;
	struct sexpr x = { 0 };
	struct diag_list errs;
	struct eng_eval ev = { 0 };
	struct diag d;
	long v = -99;

	on_bonus(&g);
	x.text = (char *)"value(here, extra-ap)";
	diag_list_init(&errs);
	ck_assert_int_eq(eng_compile_expr(&x, "test", g.rs, NULL, &errs), 1);
	ck_assert_ptr_null(x.e);
	ck_assert_msg(strstr(errs.v[0].msg, "reads 'here', the region that "
	    "sum_regions") != NULL, "%s", errs.v[0].msg);
	diag_list_free(&errs);
	diag_list_init(&errs);
	ck_assert_int_eq(eng_compile_in(&x, "test", g.rs, NULL,
	    ENG_BINDS_HERE, 0, &errs), 0);
	diag_list_free(&errs);
	ev.rs = g.rs;
	ev.st = g.st;
	ev.me = 0;
	ev.here = ev.who = ev.group = -1;
	ck_assert_int_eq(eng_eval(&x, &ev, &v, &d), ST_DATA);
	ck_assert_msg(strstr(d.msg, "'here' is the region of sum_regions") !=
	    NULL, "%s", d.msg);
	ev.here = 0;
	ck_assert_int_eq(eng_eval(&x, &ev, &v, &d), ST_OK);
	ck_assert_int_eq(v, 1);
	expr_free(x.e);
	game_end(&g);
}
END_TEST

/* A place left empty (adellos.yaml rules, and the relief of
 * tests/scenarios/adellos-relief.cmd): the holder keeps it through the
 * rest of the turn, and loses it when the turn ends with it empty. */
START_TEST(test_left_empty)
{
	struct game g;

	on_bonus(&g);
	game_ok(&g, "move soldier-1 home", NULL);
	ck_assert_int_eq(value_of(&g, "owner(bonus)", 0), 0);
	ck_assert_int_eq(value_of(&g, "pieces(bonus)", 0), 0);
	/* the last action point spent (a turn ends only then) */
	game_ok(&g, "move soldier-1 field", NULL);
	ck_assert_int_eq(value_of(&g, "owner(bonus)", 0), 0);
	game_ok(&g, "next", NULL);
	ck_assert_int_eq(value_of(&g, "owner(bonus) == nobody", 0), 1);
	ck_assert_int_eq(board_since(g.st->board, 0), 0);
	game_end(&g);
}
END_TEST

Suite *
suite_places(void)
{
	Suite *s = suite_create("places");
	TCase *t = tcase_create("board");

	tcase_add_test(t, test_regions);
	tcase_add_loop_test(t, test_expressions, 0,
	    (int)(sizeof exprs / sizeof exprs[0]));
	tcase_add_test(t, test_players_in);
	tcase_add_test(t, test_left_empty);
	tcase_add_test(t, test_here_unbound);
	suite_add_tcase(s, t);
	return s;
}
