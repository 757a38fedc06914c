/* check_board.c: a board's tenure of its regions (board_tenure.h): who
 * holds each region since which round and for how many turns, kept
 * through copies, cleared counts and snapshots; and a board of places (a
 * ruleset's board.places become its regions). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/board/board_tenure.h"
#include "suites.h"

static char *
text_of(const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	return sb_take(&b);
}

/* A new board: nobody holds anything, since round 0, no turn counted. */
START_TEST(test_new)
{
	struct board_state *b = board_new(3, 2, 1);

	ck_assert_ptr_nonnull(b);
	for (int r = 0; r < 3; r++) {
		ck_assert_int_eq(b->owner[r], -1);
		ck_assert_int_eq(board_since(b, r), 0);
		ck_assert_int_eq(*board_turns(b, r), 0);
	}
	board_free(b);
}
END_TEST

/* A region taken starts its count afresh; nobody's has since 0. */
START_TEST(test_take)
{
	struct board_state *b = board_new(3, 2, 1);

	board_take(b, 1, 0, 4);
	ck_assert_int_eq(b->owner[1], 0);
	ck_assert_int_eq(board_since(b, 1), 4);
	ck_assert_int_eq(*board_turns(b, 1), 0);
	++*board_turns(b, 1);
	++*board_turns(b, 1);
	ck_assert_int_eq(*board_turns(b, 1), 2);
	board_take(b, 1, 1, 6);
	ck_assert_int_eq(b->owner[1], 1);
	ck_assert_int_eq(board_since(b, 1), 6);
	ck_assert_int_eq(*board_turns(b, 1), 0);
	board_take(b, 1, -1, 7);
	ck_assert_int_eq(b->owner[1], -1);
	ck_assert_int_eq(board_since(b, 1), 0);
	ck_assert_int_eq(*board_turns(b, 1), 0);
	ck_assert_int_eq(b->owner[0], -1);
	ck_assert_int_eq(b->owner[2], -1);
	board_free(b);
}
END_TEST

/* Copies keep the tenure; clearing the counts keeps owners and tenure. */
START_TEST(test_copy_clear)
{
	struct board_state *b = board_new(2, 2, 2), *c;

	board_take(b, 0, 1, 3);
	*board_turns(b, 0) = 5;
	*board_at(b, 0, 1, 0) = 2;
	*board_at(b, 1, 0, 1) = 4;
	c = board_copy(b);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(c->owner[0], 1);
	ck_assert_int_eq(board_since(c, 0), 3);
	ck_assert_int_eq(*board_turns(c, 0), 5);
	ck_assert_int_eq(board_count(c, 1, -1, -1), 4);
	board_clear(c);
	ck_assert_int_eq(board_count(c, 0, -1, -1), 0);
	ck_assert_int_eq(board_count(c, 1, -1, -1), 0);
	ck_assert_int_eq(c->owner[0], 1);
	ck_assert_int_eq(*board_turns(c, 0), 5);
	ck_assert_int_eq(board_count(b, 1, 0, 1), 4);	/* b untouched */
	board_take(c, 0, -1, 0);
	board_assign(c, b);
	ck_assert_int_eq(board_since(c, 0), 3);
	ck_assert_int_eq(*board_turns(c, 0), 5);
	board_free(b);
	board_free(c);
}
END_TEST

/* The rows [owner, since, turns], one per region in use, read back. */
START_TEST(test_json)
{
	struct board_state *b = board_new(3, 4, 1), *c = board_new(3, 4, 1);
	struct json *j;
	char *t;

	board_take(b, 1, 2, 3);
	*board_turns(b, 1) = 2;
	j = board_tenure_to_json(b);
	t = text_of(j);
	ck_assert_str_eq(t, "[[-1,0,0],[2,3,2],[-1,0,0]]");
	ck_assert_int_eq(board_tenure_from_json(c, j, 3), 0);
	ck_assert_int_eq(c->owner[1], 2);
	ck_assert_int_eq(board_since(c, 1), 3);
	ck_assert_int_eq(*board_turns(c, 1), 2);
	/* an owner past the players at the table */
	ck_assert_int_eq(board_tenure_from_json(c, j, 2), -1);
	free(t);
	json_free(j);
	board_free(b);
	board_free(c);
}
END_TEST

static const char *const damaged[] = {
	"[[-1,0,0],[0,1,0]]",		/* two regions of three */
	"[[-1,0,0],[0,1,0],[0,1,0],[0,1,0]]",
	"[[-2,0,0],[-1,0,0],[-1,0,0]]",
	"[[0,-1,0],[-1,0,0],[-1,0,0]]",
	"[[0,1,-1],[-1,0,0],[-1,0,0]]",
	"[[0,1],[-1,0,0],[-1,0,0]]",
	"[[0,1,0,0],[-1,0,0],[-1,0,0]]",
	"[[0,\"1\",0],[-1,0,0],[-1,0,0]]",
	"[[0,1099511627777,0],[-1,0,0],[-1,0,0]]",
	"[7,[-1,0,0],[-1,0,0]]",
	"{}",
};

START_TEST(test_damaged)
{
	struct board_state *b = board_new(3, 4, 1);
	char err[128];
	struct json *j = json_parse(damaged[_i], err, sizeof err);

	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(board_tenure_from_json(b, j, 4), -1);
	ck_assert_int_eq(board_tenure_from_json(b, NULL, 4), -1);
	json_free(j);
	board_free(b);
}
END_TEST

/* On a board whose regions are laid in play, the rows are those laid. */
START_TEST(test_laid)
{
	struct board_state *b = board_new_laid(5, 2, 1);
	struct json *j;
	char *t;

	ck_assert_int_eq(board_lay(b, "ford"), 0);
	ck_assert_int_eq(board_lay(b, "hill"), 1);
	board_take(b, 1, 0, 2);
	j = board_tenure_to_json(b);
	t = text_of(j);
	ck_assert_str_eq(t, "[[-1,0,0],[0,2,0]]");
	free(t);
	json_free(j);
	board_free(b);
}
END_TEST

Suite *
suite_board(void)
{
	Suite *s = suite_create("board");
	TCase *t = tcase_create("tenure");

	tcase_add_test(t, test_new);
	tcase_add_test(t, test_take);
	tcase_add_test(t, test_copy_clear);
	tcase_add_test(t, test_json);
	tcase_add_loop_test(t, test_damaged, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	tcase_add_test(t, test_laid);
	suite_add_tcase(s, t);
	return s;
}
