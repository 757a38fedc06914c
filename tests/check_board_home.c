/* check_board_home.c: each player's home region on a board
 * (board_home.h): none at first, set and cleared, kept through copies,
 * and saved with a board's snapshot only when some player has one. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/board/board_home.h"
#include "suites.h"

static char *
text_of(const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	return sb_take(&b);
}

/* Nobody has a home at first; a home is a region of the board, for a
 * player at the table, or none. */
START_TEST(test_set)
{
	struct board_state *b = board_new(3, 2, 1);

	ck_assert_ptr_nonnull(b);
	ck_assert_int_eq(board_home(b, 0), -1);
	ck_assert_int_eq(board_home(b, 1), -1);
	board_set_home(b, 1, 2);
	ck_assert_int_eq(board_home(b, 1), 2);
	ck_assert_int_eq(board_home(b, 0), -1);
	/* no region 3 on a board of 3: none */
	board_set_home(b, 1, 3);
	ck_assert_int_eq(board_home(b, 1), -1);
	/* a player not at the table has none, and gets none */
	board_set_home(b, 2, 1);
	ck_assert_int_eq(board_home(b, 2), -1);
	ck_assert_int_eq(board_home(b, -1), -1);
	board_set_home(b, 0, 0);
	board_homes_clear(b);
	ck_assert_int_eq(board_home(b, 0), -1);
	board_free(b);
}
END_TEST

/* A copy has the homes; a home stays when its region changes hands. */
START_TEST(test_copy)
{
	struct board_state *b = board_new(4, 3, 1), *c;

	board_set_home(b, 2, 3);
	b->owner[3] = 1;
	c = board_copy(b);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(board_home(c, 2), 3);
	ck_assert_int_eq(board_home(c, 0), -1);
	board_set_home(c, 2, 1);
	board_assign(b, c);
	ck_assert_int_eq(board_home(b, 2), 1);
	board_free(b);
	board_free(c);
}
END_TEST

/* Saved with the board as "home", one per player, only when one is set:
 * a board without homes is saved as it always was. */
START_TEST(test_json)
{
	struct board_state *b = board_new(3, 2, 1), *c;
	struct json *j;
	char err[128], *t;

	j = board_to_json(b, 2);
	t = text_of(j);
	ck_assert_str_eq(t, "{\"owner\":[-1,-1,-1],\"pieces\":[0,0,0,0,0,0]}");
	free(t);
	json_free(j);
	board_set_home(b, 1, 2);
	j = board_to_json(b, 2);
	t = text_of(j);
	ck_assert_str_eq(t, "{\"owner\":[-1,-1,-1],\"pieces\":[0,0,0,0,0,0],"
	    "\"home\":[-1,2]}");
	c = board_from_json(j, 3, 2, 2, 1, err, sizeof err);
	ck_assert_msg(c != NULL, "%s", err);
	ck_assert_int_eq(board_home(c, 1), 2);
	ck_assert_int_eq(board_home(c, 0), -1);
	free(t);
	json_free(j);
	board_free(b);
	board_free(c);
}
END_TEST

static const char *const damaged[] = {
	"[-1]",			/* one player of two */
	"[-1,2,0]",
	"[-1,3]",		/* no region 3 */
	"[-2,0]",
	"[-1,\"2\"]",
	"{}",
};

START_TEST(test_damaged)
{
	struct board_state *b = board_new(3, 2, 1);
	char err[128];
	struct json *j = json_parse(damaged[_i], err, sizeof err);

	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(board_homes_from_json(b, j, 2), -1);
	ck_assert_int_eq(board_homes_from_json(b, NULL, 2), 0);
	json_free(j);
	board_free(b);
}
END_TEST

/* A board of the game's players saved at a wider width (a state's: as
 * when every board had room for MAX_PLAYERS), the others' rows none, and
 * read back at its own; remade for more players, its pieces kept. */
START_TEST(test_width)
{
	struct board_state *b = board_new(2, 2, 2), *c;
	struct json *j;
	char err[128], *t;

	*board_at(b, 1, 1, 0) = 5;
	board_set_home(b, 1, 0);
	j = board_to_json(b, 3);
	t = text_of(j);
	ck_assert_str_eq(t, "{\"owner\":[-1,-1],\"pieces\":[0,0,0,0,0,0,"
	    "0,0,5,0,0,0],\"home\":[-1,0,-1]}");
	c = board_from_json(j, 2, 2, 3, 2, err, sizeof err);
	ck_assert_msg(c != NULL, "%s", err);
	ck_assert_int_eq(c->nplayers, 2);
	ck_assert_int_eq(board_count(c, 1, 1, 0), 5);
	ck_assert_int_eq(board_home(c, 1), 0);
	ck_assert_int_eq(board_players(c, 3), 0);
	ck_assert_int_eq(board_count(c, 1, 1, 0), 5);
	ck_assert_int_eq(board_count(c, 1, 2, -1), 0);
	ck_assert_int_eq(board_count(c, 0, -1, -1), 0);
	board_free(c);
	free(t);
	json_free(j);
	/* a third player's pieces do not fit a board of two */
	j = json_parse("{\"owner\":[-1,-1],\"pieces\":[0,0,0,0,0,1,0,0,0,"
	    "0,0,0]}", err, sizeof err);
	ck_assert_ptr_null(board_from_json(j, 2, 2, 3, 2, err, sizeof err));
	json_free(j);
	board_free(b);
}
END_TEST

Suite *
suite_board_home(void)
{
	Suite *s = suite_create("board_home");
	TCase *t = tcase_create("home");

	tcase_add_test(t, test_set);
	tcase_add_test(t, test_copy);
	tcase_add_test(t, test_json);
	tcase_add_test(t, test_width);
	tcase_add_loop_test(t, test_damaged, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	suite_add_tcase(s, t);
	return s;
}
