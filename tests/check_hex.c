/* check_hex.c: places on the hex grid, distances, blocks and the tiles a
 * unit can reach. */
#include <check.h>
#include <string.h>

#include "core/board/hex.h"
#include "core/board/board_hex.h"
#include "suites.h"

static const struct {
	const char *s;
	int ok, col, row;
} places[] = {
	{ "a1", 0, 0, 0 }, { "c4", 0, 2, 3 }, { "Z99", 0, 25, 98 },
	{ "b12", 0, 1, 11 }, { "a0", -1, 0, 0 }, { "a01", -1, 0, 0 },
	{ "a100", -1, 0, 0 }, { "1a", -1, 0, 0 }, { "a", -1, 0, 0 },
	{ "ab1", -1, 0, 0 }, { "a1x", -1, 0, 0 }, { "", -1, 0, 0 },
	{ "ridge", -1, 0, 0 }, { "-1", -1, 0, 0 },
};

START_TEST(test_parse)
{
	int col = -5, row = -5, r = hex_parse(places[_i].s, &col, &row);
	char back[8];

	ck_assert_msg(r == places[_i].ok, "'%s': %d, want %d", places[_i].s, r,
	    places[_i].ok);
	if (r != 0)
		return;
	ck_assert_int_eq(col, places[_i].col);
	ck_assert_int_eq(row, places[_i].row);
	hex_name(col, row, back, sizeof back);
	ck_assert_int_eq(hex_parse(back, &col, &row), 0);
	ck_assert_int_eq(col, places[_i].col);
	ck_assert_int_eq(row, places[_i].row);
}
END_TEST

/* Every second row is shifted half a hex right: b2 borders b1, c1, a2, c2,
 * b3 and c3; b1 borders a1, c1, a2 and b2. */
static const struct {
	const char *a, *b;
	int d;
} dists[] = {
	{ "b2", "b2", 0 }, { "b2", "b1", 1 }, { "b2", "c1", 1 },
	{ "b2", "a2", 1 }, { "b2", "c2", 1 }, { "b2", "b3", 1 },
	{ "b2", "c3", 1 }, { "b2", "a1", 2 }, { "b2", "a3", 2 },
	{ "b1", "a2", 1 }, { "b1", "b2", 1 }, { "b1", "c2", 2 },
	{ "a1", "e1", 4 }, { "a1", "c3", 3 }, { "e1", "c3", 3 },
	{ "c4", "e1", 3 }, { "d2", "a4", 4 }, { "a1", "a5", 4 },
	{ "a1", "c5", 4 }, { "a2", "a4", 2 },
};

START_TEST(test_distance)
{
	int c1, r1, c2, r2;

	ck_assert_int_eq(hex_parse(dists[_i].a, &c1, &r1), 0);
	ck_assert_int_eq(hex_parse(dists[_i].b, &c2, &r2), 0);
	ck_assert_msg(hex_distance(c1, r1, c2, r2) == dists[_i].d, "%s-%s: "
	    "%d, want %d", dists[_i].a, dists[_i].b,
	    hex_distance(c1, r1, c2, r2), dists[_i].d);
	ck_assert_int_eq(hex_distance(c2, r2, c1, r1), dists[_i].d);
}
END_TEST

START_TEST(test_block)
{
	int col, row;

	/* 49 tiles: 7 by 7; 39 tiles: rows of 7 */
	hex_block(49, 0, &col, &row);
	ck_assert(col == 0 && row == 0);
	hex_block(49, 6, &col, &row);
	ck_assert(col == 6 && row == 0);
	hex_block(49, 7, &col, &row);
	ck_assert(col == 0 && row == 1);
	hex_block(49, 48, &col, &row);
	ck_assert(col == 6 && row == 6);
	hex_block(39, 38, &col, &row);
	ck_assert(col == 3 && row == 5);
	hex_block(1, 0, &col, &row);
	ck_assert(col == 0 && row == 0);
}
END_TEST

/* A row a1..e1 with b1 a stop (a Mountain or enemies), and a second row
 * a2..d2 with c2 closed (another's home). */
static struct hex_cell cells[10];
static unsigned char closed[12], stop[12];
static const char *const names[] = { "a1", "b1", "c1", "d1", "e1", "a2",
	"b2", "c2", "d2", "z9" };

static void
map(void)
{
	for (int i = 0; i < 10; i++) {
		memset(&cells[i], 0, sizeof cells[i]);
		cells[i].placed = i != 9;
		hex_parse(names[i], &cells[i].col, &cells[i].row);
	}
	memset(closed, 0, sizeof closed);
	memset(stop, 0, sizeof stop);
	stop[1] = 1;
	closed[7] = 1;
}

/* The cells of map() laid on a board with room for 12. */
static struct board_state *
laid(void)
{
	struct board_state *b = board_new_laid(12, 2, 3);

	ck_assert_ptr_nonnull(b);
	for (int i = 0; i < 10; i++)
		ck_assert_int_eq(board_hex_lay(b, names[i], cells), i);
	return b;
}

/* The steps of a move across the hex board of the cells. */
static int
reach(int from, int to, int budget)
{
	struct board_state *b = laid();
	int steps = board_reach(&b->map, closed, stop, from, to, budget);

	board_free(b);
	return steps;
}

START_TEST(test_reach)
{
	map();
	ck_assert_int_eq(reach(0, 0, 0), 0);
	/* a1 to c1: through the stop b1 no; round by a2, b2 */
	ck_assert_int_eq(reach(0, 2, 2), -1);
	ck_assert_int_eq(reach(0, 2, 3), 3);
	/* entering the stop itself is fine */
	ck_assert_int_eq(reach(0, 1, 1), 1);
	/* leaving a stop one starts on is fine */
	ck_assert_int_eq(reach(1, 2, 1), 1);
	/* the closed c2 is never entered: d2 from b2 goes by c1 */
	ck_assert_int_eq(reach(6, 8, 2), -1);
	ck_assert_int_eq(reach(6, 8, 3), 3);
	ck_assert_int_eq(reach(6, 7, 5), -1);
	/* a tile without a place is out of reach */
	ck_assert_int_eq(reach(0, 9, 9), -1);
	ck_assert_int_eq(reach(0, 4, 9), 5);
	ck_assert_int_eq(reach(0, 4, 4), -1);
}
END_TEST

/* A board whose regions are laid during play: the tiles of map() laid
 * one by one on a board with room for 12 take the next index each, keep
 * their names, and border as on the grid (b2: b1, c1, a2 and c2; z9,
 * without a place, none); a name laid already (case aside), too long or
 * past the room is refused; a copy keeps names, borders and pieces. */
START_TEST(test_laid)
{
	int b2[10] = { 0, 1, 1, 0, 0, 1, 0, 1, 0, 0 };
	struct board_state *b = board_new_laid(12, 2, 3), *c;

	map();
	ck_assert_ptr_nonnull(b);
	ck_assert_int_eq(board_regions(b), 0);
	for (int i = 0; i < 10; i++)
		ck_assert_int_eq(board_hex_lay(b, names[i], cells), i);
	ck_assert_int_eq(board_regions(b), 10);
	ck_assert_int_eq(b->nregions, 12);
	ck_assert_int_eq(board_lay(b, "B2"), -1);
	ck_assert_int_eq(board_lay(b, ""), -1);
	ck_assert_int_eq(board_lay(b, "a-name-of-twenty-five-ch"), 10);
	ck_assert_int_eq(board_lay(b, "a-name-of-twenty-five-chr"), -1);
	ck_assert_int_eq(board_lay(b, "ridge"), 11);
	ck_assert_int_eq(board_lay(b, "pass"), -1);
	ck_assert_int_eq(board_find(b, "C2"), 7);
	ck_assert_int_eq(board_find(b, "pass"), -1);
	ck_assert_str_eq(board_name(b, 9), "z9");
	for (int y = 0; y < 10; y++) {
		ck_assert_int_eq(board_map_adjacent(&b->map, 6, y), b2[y]);
		ck_assert_int_eq(board_map_adjacent(&b->map, y, 6), b2[y]);
		ck_assert_int_eq(board_map_adjacent(&b->map, 9, y), 0);
	}
	*board_at(b, 6, 1, 2) = 4;
	c = board_copy(b);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(board_regions(c), 12);
	ck_assert_str_eq(board_name(c, 11), "ridge");
	ck_assert_int_eq(board_map_adjacent(&c->map, 7, 6), 1);
	ck_assert_int_eq(board_count(c, 6, -1, -1), 4);
	board_free(b);
	b = board_new_laid(12, 2, 3);
	ck_assert_ptr_nonnull(b);
	board_assign(b, c);
	ck_assert_int_eq(board_find(b, "ridge"), 11);
	ck_assert_int_eq(board_map_adjacent(&b->map, 6, 1), 1);
	ck_assert_int_eq(board_count(b, 6, 1, 2), 4);
	board_free(b);
	board_free(c);
}
END_TEST

/* Moves over any board: a ring of five regions 0-1-2-3-4-0 with 1 closed
 * goes the long way round (0-4-3-2); nothing closed, the short way
 * (0-1-2); a stop at 4 ends the long way there. */
START_TEST(test_board_reach)
{
	unsigned char adj[25] = { 0 }, shut[5] = { 0, 1, 0, 0, 0 };
	unsigned char ends[5] = { 0, 0, 0, 0, 1 };
	struct board_map m = { 5, 0, adj, NULL };

	for (int r = 0; r < 5; r++) {
		adj[r * 5 + (r + 1) % 5] = 1;
		adj[((r + 1) % 5) * 5 + r] = 1;
	}
	ck_assert_int_eq(board_reach(&m, NULL, NULL, 0, 2, 2), 2);
	ck_assert_int_eq(board_reach(&m, NULL, NULL, 0, 2, 1), -1);
	ck_assert_int_eq(board_reach(&m, shut, NULL, 0, 2, 2), -1);
	ck_assert_int_eq(board_reach(&m, shut, NULL, 0, 2, 3), 3);
	ck_assert_int_eq(board_reach(&m, shut, ends, 0, 2, 9), -1);
	ck_assert_int_eq(board_reach(&m, shut, ends, 0, 4, 9), 1);
	ck_assert_int_eq(board_reach(&m, shut, NULL, 0, 1, 9), -1);
	ck_assert_int_eq(board_reach(&m, NULL, NULL, 3, 3, 0), 0);
	ck_assert_int_eq(board_reach(&m, NULL, NULL, 0, 5, 9), -1);
}
END_TEST

Suite *
suite_hex(void)
{
	Suite *s = suite_create("hex");
	TCase *t = tcase_create("hex");

	tcase_add_loop_test(t, test_parse, 0,
	    (int)(sizeof places / sizeof places[0]));
	tcase_add_loop_test(t, test_distance, 0,
	    (int)(sizeof dists / sizeof dists[0]));
	tcase_add_test(t, test_block);
	tcase_add_test(t, test_reach);
	tcase_add_test(t, test_board_reach);
	tcase_add_test(t, test_laid);
	suite_add_tcase(s, t);
	return s;
}
