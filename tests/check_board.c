/* check_board.c: a board's tenure of its regions (board_tenure.h): who
 * holds each region since which round and for how many turns, kept
 * through copies, cleared counts and snapshots; and pieces tracked one by
 * one (board_track.h), the board's own: copied, freed and saved with it,
 * its counts their tally. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/board/board_tenure.h"
#include "core/board/board_track.h"
#include "core/board/board_path.h"
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

/* Five pieces: kind, owner, number, area, region, counters. */
static const struct tracked five[] = {
	{ 0, 0, 1, -1, 2, 0 },		/* on region 2 */
	{ 0, 1, 2, -1, 2, 1 },		/* on region 2 too, another owner */
	{ 1, 1, 1, -1, 0, 0 },		/* on region 0 */
	{ 1, 1, 2, 1, -1, 0 },		/* in player 1's area */
	{ 2, 0, 0, -1, -1, 3 },		/* elsewhere */
};

static void
track_five(struct track *t)
{
	memset(t, 0, sizeof *t);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(track_add(t, &five[i]), i);
}

START_TEST(test_track)
{
	struct track t, c = { 0 };
	int first;

	track_five(&t);
	ck_assert_int_eq(t.n, 5);
	ck_assert_int_eq(track_on(&t, 2, &first), 2);
	ck_assert_int_eq(first, 0);
	ck_assert_int_eq(track_on(&t, 0, &first), 1);
	ck_assert_int_eq(first, 2);
	ck_assert_int_eq(track_on(&t, 1, &first), 0);
	ck_assert_int_eq(first, -1);
	ck_assert_int_eq(track_on(&t, -1, NULL), 2);	/* off the regions */
	ck_assert_int_eq(track_in_area(&t, 1), 1);
	ck_assert_int_eq(track_in_area(&t, 0), 0);
	ck_assert_int_eq(track_alone(&t, 2), -1);	/* two owners */
	ck_assert_int_eq(track_alone(&t, 0), 1);
	ck_assert_int_eq(track_alone(&t, 1), -1);	/* nobody */
	ck_assert_int_eq(track_assign(&c, &t), 0);
	track_remove(&t, 0);
	ck_assert_int_eq(t.n, 4);
	ck_assert_int_eq(t.v[0].num, 2);	/* the next moved down */
	ck_assert_int_eq(t.v[0].counters, 1);
	ck_assert_int_eq(track_alone(&t, 2), 1);
	ck_assert_int_eq(c.n, 5);		/* the copy untouched */
	ck_assert_int_eq(c.v[0].owner, 0);
	ck_assert_int_eq(track_alone(&c, 2), -1);
	track_remove(&t, 3);
	ck_assert_int_eq(t.n, 3);
	ck_assert_int_eq(t.v[2].area, 1);
	track_release(&t);
	ck_assert_int_eq(t.n, 0);
	ck_assert_ptr_null(t.v);
	track_release(&c);
}
END_TEST

/* The counts of a board of three regions become the tracked pieces on
 * them by owner; what was counted before goes, owners and tenure stay. */
START_TEST(test_tally)
{
	struct track t;
	struct board_state *b = board_new(3, 2, 1);

	track_five(&t);
	*board_at(b, 1, 0, 0) = 7;
	board_take(b, 2, 0, 1);
	track_tally(&t, b);
	ck_assert_int_eq(board_count(b, 0, 1, -1), 1);
	ck_assert_int_eq(board_count(b, 0, 0, -1), 0);
	ck_assert_int_eq(board_count(b, 1, -1, -1), 0);
	ck_assert_int_eq(board_count(b, 2, 0, -1), 1);
	ck_assert_int_eq(board_count(b, 2, 1, -1), 1);
	ck_assert_int_eq(b->owner[2], 0);
	ck_assert_int_eq(board_since(b, 2), 1);
	ck_assert_int_eq(board_held(b, 2), 1);
	track_release(&t);
	board_free(b);
}
END_TEST

/* The board owns its pieces: a copy has them apart from the original, an
 * assignment takes them, and the tally is the board's where its counts
 * are one (a board of places), nothing where they are not. */
START_TEST(test_board_owns)
{
	struct board_state *b = board_new(3, 2, 1), *c, *d = board_new(3, 2, 1);

	track_five(&b->track);
	b->tallied = 1;
	*board_at(b, 1, 0, 0) = 7;	/* not a piece tracked: goes */
	board_tally(b);
	ck_assert_int_eq(board_count(b, 1, -1, -1), 0);
	ck_assert_int_eq(board_count(b, 2, -1, -1), 2);
	c = board_copy(b);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(c->tallied, 1);
	track_remove(&b->track, 0);
	ck_assert_int_eq(b->track.n, 4);
	ck_assert_int_eq(c->track.n, 5);	/* the copy's own */
	ck_assert_int_eq(c->track.v[0].owner, 0);
	ck_assert_int_eq(board_assign(d, b), 0);
	ck_assert_int_eq(d->track.n, 4);
	ck_assert_int_eq(d->track.v[0].num, 2);
	ck_assert_int_eq(board_assign(d, c), 0);	/* replaces them */
	ck_assert_int_eq(d->track.n, 5);
	ck_assert_int_eq(d->tallied, 1);
	d->tallied = 0;			/* counts of their own: kept */
	*board_at(d, 1, 0, 0) = 7;
	board_tally(d);
	ck_assert_int_eq(board_count(d, 1, 0, 0), 7);
	ck_assert_int_eq(board_track(d)->n, 5);
	ck_assert_int_eq(board_track(NULL)->n, 0);	/* no board: none */
	board_tally(NULL);
	board_free(b);
	board_free(c);
	board_free(d);
}
END_TEST

/* The rows [kind, owner, num, area, region, counters] that snapshots keep
 * under pc.pieces (pieces.h), read back onto a board's pieces. */
START_TEST(test_track_json)
{
	struct track t, c = { 0 };
	struct json *j;
	char *txt;

	track_five(&t);
	j = track_to_json(&t);
	txt = text_of(j);
	ck_assert_str_eq(txt, "[[0,0,1,-1,2,0],[0,1,2,-1,2,1],"
	    "[1,1,1,-1,0,0],[1,1,2,1,-1,0],[2,0,0,-1,-1,3]]");
	ck_assert_int_eq(track_from_json(&c, j, 3, 2, 3), 0);
	ck_assert_int_eq(c.n, 5);
	ck_assert_mem_eq(c.v, t.v, 5 * sizeof *t.v);
	free(txt);
	json_free(j);
	track_release(&t);
	track_release(&c);
}
END_TEST

/* Rows that do not fit three kinds, two players and three regions. */
static const char *const bad_rows[] = {
	"[[3,0,1,-1,2,0]]",		/* a fourth kind */
	"[[-1,0,1,-1,2,0]]",
	"[[0,2,1,-1,2,0]]",		/* a third player */
	"[[0,-1,1,-1,2,0]]",		/* nobody's */
	"[[0,0,-1,-1,2,0]]",		/* a number below 0 */
	"[[0,0,1,2,-1,0]]",		/* a third player's area */
	"[[0,0,1,-1,3,0]]",		/* a fourth region */
	"[[0,0,1,0,2,0]]",		/* in an area and on a region */
	"[[0,0,1,-1,2,-1]]",		/* counters below 0 */
	"[[0,0,1,-1,2,1099511627777]]",
	"[[0,0,1,-1,2]]",
	"[[0,0,1,-1,2,0,0]]",
	"[[0,0,\"1\",-1,2,0]]",
	"[7]",
	"{}",
};

START_TEST(test_track_damaged)
{
	struct track t = { 0 };
	char err[128];
	struct json *j = json_parse(bad_rows[_i], err, sizeof err);

	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(track_from_json(&t, j, 3, 2, 3), -1);
	ck_assert_int_eq(track_from_json(&t, NULL, 3, 2, 3), -1);
	track_release(&t);
	json_free(j);
}
END_TEST

/* Six regions: 0-1-2-3 in a row, 4 joined to 0 and 3 alone, 5 alone;
 * those that let one pass: 1, 2 and 4 (bit i of the mask). */
static int
path_joined(void *ctx, int r, int s)
{
	static const int pairs[][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 },
	    { 0, 4 }, { 4, 3 } };

	(void)ctx;
	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
		if ((pairs[i][0] == r && pairs[i][1] == s) ||
		    (pairs[i][0] == s && pairs[i][1] == r))
			return 1;
	return 0;
}

static int
path_passes(void *ctx, int r)
{
	return (*(const unsigned *)ctx >> r) & 1;
}

START_TEST(test_path)
{
	unsigned mask = 1u << 1 | 1u << 2 | 1u << 4;
	struct board_path w = { 6, path_joined, path_passes, &mask };

	/* the ends need not pass, only the regions between */
	ck_assert_int_eq(board_path(&w, 0, 3), 1);
	ck_assert_int_eq(board_path(&w, 3, 0), 1);
	ck_assert_int_eq(board_path(&w, 0, 1), 1);
	ck_assert_int_eq(board_path(&w, 5, 0), 0);
	ck_assert_int_eq(board_path(&w, 0, 0), 0);
	ck_assert_int_eq(board_path(&w, 0, 6), 0);
	/* 1, 2 and 4 closed: 0 and 3 are not joined */
	mask = 0;
	ck_assert_int_eq(board_path(&w, 0, 3), 0);
	ck_assert_int_eq(board_path(&w, 0, 4), 1);
	/* only 4 open: the way round through it */
	mask = 1u << 4;
	ck_assert_int_eq(board_path(&w, 0, 3), 1);
	ck_assert_int_eq(board_path(&w, 1, 3), 0);
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
	t = tcase_create("track");
	tcase_add_test(t, test_track);
	tcase_add_test(t, test_tally);
	tcase_add_test(t, test_board_owns);
	tcase_add_test(t, test_track_json);
	tcase_add_loop_test(t, test_track_damaged, 0,
	    (int)(sizeof bad_rows / sizeof bad_rows[0]));
	suite_add_tcase(s, t);
	t = tcase_create("path");
	tcase_add_test(t, test_path);
	suite_add_tcase(s, t);
	return s;
}
