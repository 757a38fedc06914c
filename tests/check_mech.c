/* check_mech.c: the game mechanisms as pure functions, in tables. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/board/board.h"
#include "core/combat/combat.h"
#include "core/base/ytree.h"
#include "core/expr/expr.h"
#include "core/play/game.h"
#include "core/rules/ruleset.h"
#include "suites.h"

/* The upkeep of rulesets written before phase dues, 'mechanisms.upkeep'
 * {free-per-land, step, cost-per-step}, is read as a due whose cost per
 * region is an expression over count (core/rules/ruleset_economy.c). */
static const struct { long units, free_units, step, cost, want; } upkeep[] = {
	/* the rulebook (bernard-de.txt 142-143): the first 5 units on a land
	 * free, then 1 credit per started 5: 21 units cost 4 credits */
	{ 21, 5, 5, 1, 4 },
	{ 0, 5, 5, 1, 0 },
	{ 1, 5, 5, 1, 0 },
	{ 5, 5, 5, 1, 0 },
	{ 6, 5, 5, 1, 1 },
	{ 10, 5, 5, 1, 1 },
	{ 11, 5, 5, 1, 2 },
	{ 15, 5, 5, 1, 2 },
	{ 16, 5, 5, 1, 3 },
	{ 20, 5, 5, 1, 3 },
	{ 25, 5, 5, 1, 4 },
	{ 26, 5, 5, 1, 5 },
	{ 21, 5, 5, 2, 8 },
	{ 21, 0, 5, 1, 5 },
	{ 21, 5, 1, 1, 16 },
	{ 21, 5, 5, 0, 0 },
};

static int
count_name(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	(void)ctx;
	(void)sym;
	memset(out, 0, sizeof *out);
	if (strcmp(name, "count") == 0 && nargs < 0)
		return 0;
	snprintf(err, n, "unknown name '%s'", name);
	return -1;
}

static int
count_value(void *ctx, const struct expr_sym *s, const long *args, int nargs,
    long *out, char *err, size_t n)
{
	(void)s;
	(void)args;
	(void)nargs;
	(void)err;
	(void)n;
	*out = *(const long *)ctx;
	return 0;
}

/* The due an old text's upkeep becomes, its cost for count pieces. */
START_TEST(test_upkeep_land)
{
	char text[512];
	struct ynode *t = NULL, *due;
	struct diag_list errs;
	struct expr_names names = { count_name, NULL, 0, NULL, NULL };
	struct expr_env env = { count_value, NULL, NULL };
	struct expr *e = NULL;
	struct diag d;
	long units = upkeep[_i].units, got = -1;

	snprintf(text, sizeof text, "resources: {credits: {name: credits}}\n"
	    "mechanisms:\n  upkeep: {resource: credits, free-per-land: %ld, "
	    "step: %ld, cost-per-step: %ld}\nphases:\n  pay: {name: pay, "
	    "steps: [upkeep]}\n", upkeep[_i].free_units, upkeep[_i].step,
	    upkeep[_i].cost);
	diag_list_init(&errs);
	ck_assert_int_eq(ytree_parse(text, strlen(text), "t.yaml", &t, &errs),
	    ST_OK);
	ck_assert_int_eq(rs_economy_upgrade(t, &errs), 0);
	ck_assert_int_eq(errs.n, 0);
	ck_assert_ptr_null(ynode_get(ynode_get(t, "mechanisms"), "upkeep"));
	ck_assert_ptr_null(ynode_get(ynode_get(ynode_get(t, "phases"), "pay"),
	    "steps"));
	due = ynode_get(ynode_get(ynode_get(t, "phases"), "pay"), "dues");
	ck_assert_ptr_nonnull(due);
	ck_assert_int_eq(due->n, 1);
	ck_assert_str_eq(ynode_get(due->v[0], "resource")->str, "credits");
	ck_assert_int_eq(expr_parse(ynode_get(due->v[0], "per-region")->str,
	    "t.yaml", 1, 1, &names, &e, &d), ST_OK);
	env.ctx = &units;
	ck_assert_int_eq(expr_eval(e, &env, &got, &d), ST_OK);
	ck_assert_msg(got == upkeep[_i].want, "upkeep(%ld units, %ld free, %ld "
	    "per step, %ld a step) = %ld, want %ld", upkeep[_i].units,
	    upkeep[_i].free_units, upkeep[_i].step, upkeep[_i].cost, got,
	    upkeep[_i].want);
	expr_free(e);
	ynode_free(t);
	diag_list_free(&errs);
}
END_TEST

/* An old upkeep the schema refuses (a step of 0) is left as written, for
 * the ruleset check to say so. */
START_TEST(test_upkeep_left)
{
	static const char text[] = "mechanisms:\n  upkeep: {resource: "
	    "credits, step: 0, cost-per-step: 1}\nphases:\n  pay: {name: pay, "
	    "steps: [upkeep]}\n";
	struct ynode *t = NULL;
	struct diag_list errs;

	diag_list_init(&errs);
	ck_assert_int_eq(ytree_parse(text, strlen(text), "t.yaml", &t, &errs),
	    ST_OK);
	ck_assert_int_eq(rs_economy_upgrade(t, &errs), 0);
	ck_assert_ptr_nonnull(ynode_get(ynode_get(t, "mechanisms"), "upkeep"));
	ck_assert_ptr_null(ynode_get(ynode_get(ynode_get(t, "phases"), "pay"),
	    "dues"));
	ynode_free(t);
	diag_list_free(&errs);
}
END_TEST

static const struct { long moved, n, per, cost, want; } moves[] = {
	/* the rulebook: 5 units per credit, counted over the phase */
	{ 0, 3, 5, 1, 1 },
	{ 3, 3, 5, 1, 1 },
	{ 6, 4, 5, 1, 0 },
	{ 10, 1, 5, 1, 1 },
	{ 0, 1, 5, 1, 1 },
	{ 0, 5, 5, 1, 1 },
	{ 0, 6, 5, 1, 2 },
	{ 5, 1, 5, 1, 1 },
	{ 4, 1, 5, 1, 0 },
	{ 2, 2, 5, 1, 0 },
	{ 0, 0, 5, 1, 0 },
	{ 0, 10, 5, 3, 6 },
	{ 1, 10, 5, 3, 6 },
	{ 0, 21, 5, 1, 5 },
	{ 0, 1, 1, 1, 1 },
	{ 7, 1, 1, 2, 2 },
};

/* The cost of a move as bernard declares it (rulesets/bernard.yaml,
 * actions.move; core/rules/ruleset_move.c writes the same for texts of
 * before): n more units when moved were moved this phase, cost a started
 * group of per. */
static long
mech_move_cost(long moved, long n, long per, long cost)
{
	char text[200];
	struct expr *e;
	struct diag d;
	long v = -1;

	snprintf(text, sizeof text, "(ceil((%ld + %ld) / %ld) - "
	    "ceil(%ld / %ld)) * %ld", moved, n, per, moved, per, cost);
	ck_assert_int_eq(expr_parse(text, "test", 1, 1, NULL, &e, &d), ST_OK);
	ck_assert_int_eq(expr_eval(e, NULL, &v, &d), ST_OK);
	expr_free(e);
	return v;
}

START_TEST(test_move_cost)
{
	long got = mech_move_cost(moves[_i].moved, moves[_i].n, moves[_i].per,
	    moves[_i].cost);

	ck_assert_msg(got == moves[_i].want, "move_cost(%ld moved, %ld more, "
	    "%ld per group, %ld a group) = %ld, want %ld", moves[_i].moved,
	    moves[_i].n, moves[_i].per, moves[_i].cost, got, moves[_i].want);
}
END_TEST

/* Moving in pieces costs what moving at once would. */
START_TEST(test_move_cost_in_pieces)
{
	for (long per = 1; per <= 7; per++)
		for (long total = 0; total <= 40; total++) {
			long whole = mech_move_cost(0, total, per, 2), parts = 0;
			for (long m = 0; m < total; m++)
				parts += mech_move_cost(m, 1, per, 2);
			ck_assert_msg(parts == whole, "%ld units one by one "
			    "(per %ld) cost %ld, at once %ld", total, per, parts,
			    whole);
			ck_assert_int_eq(whole, (total + per - 1) / per * 2);
		}
}
END_TEST

/* An opposed combat with the book's bands: under 10 units a d6, 10 to 19
 * a d10, from 20 a d20 (bernard, combat phase). */
static struct combat_band band_v[] = {
	{ 1, (char *)"d6" }, { 10, (char *)"d10" }, { 20, (char *)"d20" },
};

static struct combat_decl
banded(int n, int cap)
{
	struct combat_decl c;

	memset(&c, 0, sizeof c);
	c.name = (char *)"attack";
	c.mode = COMBAT_OPPOSED;
	c.loss_cap = cap;
	for (int s = 0; s < 2; s++)
		c.side[s].bands = (struct vec){ n, band_v, NULL, NULL };
	return c;
}

static const struct { long units; int want; } band[] = {
	{ 1, 0 }, { 5, 0 }, { 9, 0 }, { 10, 1 }, { 11, 1 }, { 19, 1 },
	{ 20, 2 }, { 21, 2 }, { 1000, 2 },
};

START_TEST(test_band)
{
	struct combat_decl c = banded(3, 1);
	const char *die = NULL;
	struct diag d;
	long n;

	ck_assert_int_eq(combat_dice(&c, 0, band[_i].units, 5, &n, &die, &d),
	    ST_OK);
	ck_assert_int_eq(n, 1);
	ck_assert_msg(die == band_v[band[_i].want].die, "band(%ld units) = %s, "
	    "want %s", band[_i].units, die, band_v[band[_i].want].die);
}
END_TEST

START_TEST(test_band_one)
{
	struct combat_decl c = banded(1, 1);
	const char *die = NULL;
	struct diag d;
	long n;

	ck_assert_int_eq(combat_dice(&c, 1, 1, 1, &n, &die, &d), ST_OK);
	ck_assert_str_eq(die, "d6");
	ck_assert_int_eq(combat_dice(&c, 1, 500, 1, &n, &die, &d), ST_OK);
	ck_assert_str_eq(die, "d6");
	/* no units, no die thrown */
	ck_assert_int_eq(combat_dice(&c, 1, 0, 1, &n, &die, &d), ST_OK);
	ck_assert_int_eq(n, 0);
}
END_TEST

static const struct {
	long au, du, a, d;
	int cap;
	long a_loss, d_loss;
} opposed[] = {
	/* a tie costs nothing */
	{ 5, 5, 3, 3, 1, 0, 0 },
	{ 1, 30, 20, 20, 1, 0, 0 },
	{ 5, 5, 3, 3, 0, 0, 0 },
	/* the loser loses the difference */
	{ 5, 5, 6, 2, 1, 0, 4 },
	{ 6, 6, 2, 6, 1, 4, 0 },
	{ 10, 10, 10, 1, 1, 0, 9 },
	/* ... at most the winner's units in the fight */
	{ 2, 10, 6, 1, 1, 0, 2 },
	{ 10, 2, 1, 20, 1, 2, 0 },
	{ 1, 10, 6, 1, 1, 0, 1 },
	/* ... unless the cap is off */
	{ 2, 10, 6, 1, 0, 0, 5 },
	{ 10, 2, 1, 20, 0, 10, 0 },
	/* ... and never more than the loser has */
	{ 10, 3, 9, 1, 1, 0, 3 },
	{ 4, 6, 1, 6, 1, 4, 0 },
	{ 10, 3, 9, 1, 0, 0, 3 },
	{ 2, 20, 1, 20, 0, 2, 0 },
	/* negative faces count as they are */
	{ 5, 5, -1, 1, 1, 2, 0 },
};

START_TEST(test_opposed)
{
	struct combat_decl c = banded(3, opposed[_i].cap);
	long loss[2] = { -1, -1 }, al, dl;

	combat_opposed_losses(&c, opposed[_i].au, opposed[_i].du,
	    opposed[_i].a, opposed[_i].d, loss);
	al = loss[0];
	dl = loss[1];
	ck_assert_msg(al == opposed[_i].a_loss && dl == opposed[_i].d_loss,
	    "opposed(%ld vs %ld units, rolls %ld vs %ld, cap %d) lost %ld and "
	    "%ld, want %ld and %ld", opposed[_i].au, opposed[_i].du,
	    opposed[_i].a, opposed[_i].d, opposed[_i].cap, al, dl,
	    opposed[_i].a_loss, opposed[_i].d_loss);
}
END_TEST

static const struct { long total, fields, want; } starts[] = {
	{ 1, 12, 1 },
	{ 7, 12, 7 },
	{ 12, 12, 12 },
	{ 13, 12, 1 },
	{ 20, 12, 8 },
	{ 24, 12, 12 },
	{ 25, 12, 1 },
	{ 40, 36, 4 },
	{ 16, 16, 16 },
	{ 0, 12, 12 },
	{ -1, 12, 11 },
	{ 5, 1, 1 },
	{ 5, 0, 0 },
};

START_TEST(test_orbit_start)
{
	long got = board_orbit_start(starts[_i].total, starts[_i].fields);

	ck_assert_msg(got == starts[_i].want, "orbit_start(%ld on %ld fields) = "
	    "%ld, want %ld", starts[_i].total, starts[_i].fields, got,
	    starts[_i].want);
}
END_TEST

static const struct { long pos, fields, want; } advances[] = {
	{ 1, 12, 2 },
	{ 11, 12, 12 },
	{ 12, 12, 1 },
	{ 16, 16, 1 },
	{ 39, 40, 40 },
	{ 1, 1, 1 },
	{ 5, 0, 5 },
};

START_TEST(test_orbit_advance)
{
	long got = board_orbit_advance(advances[_i].pos, advances[_i].fields);

	ck_assert_msg(got == advances[_i].want, "orbit_advance(%ld of %ld) = "
	    "%ld, want %ld", advances[_i].pos, advances[_i].fields, got,
	    advances[_i].want);
}
END_TEST

/* Going round the whole orbit comes back to the same field. */
START_TEST(test_orbit_full_circle)
{
	for (long fields = 1; fields <= 40; fields++)
		for (long start = 1; start <= fields; start++) {
			long p = start;
			for (long i = 0; i < fields; i++) {
				p = board_orbit_advance(p, fields);
				ck_assert(p >= 1 && p <= fields);
			}
			ck_assert_int_eq(p, start);
			/* and start + k advances is where total start + k is */
			ck_assert_int_eq(board_orbit_start(start + 3, fields),
			    board_orbit_advance(board_orbit_advance(
			    board_orbit_advance(start, fields), fields),
			    fields));
		}
}
END_TEST

/* A land of an orbit board is held by one player: holding it puts that
 * player's units there and no one else's; 0 units leave it nobody's. */
START_TEST(test_board_hold)
{
	struct board_state *b = board_new(3, 4, 2);

	ck_assert_ptr_nonnull(b);
	*board_at(b, 1, 2, 1) = 5;
	board_hold(b, 1, 0, 7);
	ck_assert_int_eq(b->owner[1], 0);
	ck_assert_int_eq(board_held(b, 1), 7);
	ck_assert_int_eq(board_count(b, 1, -1, -1), 7);
	ck_assert_int_eq(board_count(b, 1, 2, -1), 0);
	board_hold(b, 1, 3, 0);
	ck_assert_int_eq(b->owner[1], -1);
	ck_assert_int_eq(board_held(b, 1), 0);
	ck_assert_int_eq(board_count(b, 1, -1, -1), 0);
	/* the owner's pieces of every kind */
	b->owner[2] = 1;
	*board_at(b, 2, 1, 0) = 2;
	*board_at(b, 2, 1, 1) = 3;
	*board_at(b, 2, 0, 0) = 4;
	ck_assert_int_eq(board_held(b, 2), 5);
	ck_assert_int_eq(board_held(b, 0), 0);
	board_free(b);
}
END_TEST

Suite *
suite_mech(void)
{
	Suite *s = suite_create("mech");
	TCase *tc = tcase_create("economy");

	tcase_add_loop_test(tc, test_upkeep_land, 0,
	    sizeof upkeep / sizeof upkeep[0]);
	tcase_add_test(tc, test_upkeep_left);
	tcase_add_loop_test(tc, test_move_cost, 0, sizeof moves / sizeof moves[0]);
	tcase_add_test(tc, test_move_cost_in_pieces);
	suite_add_tcase(s, tc);
	tc = tcase_create("combat");
	tcase_add_loop_test(tc, test_band, 0, sizeof band / sizeof band[0]);
	tcase_add_test(tc, test_band_one);
	tcase_add_loop_test(tc, test_opposed, 0,
	    sizeof opposed / sizeof opposed[0]);
	suite_add_tcase(s, tc);
	tc = tcase_create("orbit");
	tcase_add_loop_test(tc, test_orbit_start, 0,
	    sizeof starts / sizeof starts[0]);
	tcase_add_loop_test(tc, test_orbit_advance, 0,
	    sizeof advances / sizeof advances[0]);
	tcase_add_test(tc, test_orbit_full_circle);
	tcase_add_test(tc, test_board_hold);
	suite_add_tcase(s, tc);
	return s;
}
