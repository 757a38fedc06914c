/* check_rank.c: ordering by a chain of criteria, with the criterion that
 * decided each neighbouring pair. */
#include <check.h>
#include <string.h>

#include "core/base/rank.h"
#include "suites.h"

static const struct {
	const char *name;
	int n, k;
	long v[8][4];
	enum rank_dir dir[4];
	int order[8];
	int decided[7];
} cases[] = {
	{ "one criterion, high first", 3, 1, { { 5 }, { 9 }, { 7 } },
	  { RANK_HIGH }, { 1, 2, 0 }, { 0, 0 } },
	{ "one criterion, low first", 3, 1, { { 5 }, { 9 }, { 7 } },
	  { RANK_LOW }, { 0, 2, 1 }, { 0, 0 } },
	/* space total tied; the best single card decides */
	{ "second criterion", 3, 2, { { 6, 3 }, { 6, 4 }, { 5, 5 } },
	  { RANK_HIGH, RANK_HIGH }, { 1, 0, 2 }, { 1, 0 } },
	/* a chain with a low-first step, like fewest victory points */
	{ "low-first third step", 4, 3,
	  { { 6, 3, 4 }, { 6, 3, 2 }, { 6, 3, 9 }, { 7, 1, 0 } },
	  { RANK_HIGH, RANK_HIGH, RANK_LOW }, { 3, 1, 0, 2 }, { 0, 2, 2 } },
	/* ties after the chain keep the given order */
	{ "tie kept stable", 3, 2, { { 1, 1 }, { 2, 0 }, { 1, 1 } },
	  { RANK_HIGH, RANK_HIGH }, { 1, 0, 2 }, { 0, RANK_TIED } },
	{ "all tied", 3, 1, { { 4 }, { 4 }, { 4 } }, { RANK_LOW },
	  { 0, 1, 2 }, { RANK_TIED, RANK_TIED } },
	{ "no criteria", 2, 0, { { 0 } }, { RANK_HIGH }, { 0, 1 },
	  { RANK_TIED } },
	{ "one item", 1, 2, { { 3, 3 } }, { RANK_HIGH, RANK_LOW }, { 0 },
	  { 0 } },
};

START_TEST(test_order)
{
	long flat[32] = { 0 };
	int order[8], decided[7];

	for (int i = 0; i < cases[_i].n; i++)
		for (int c = 0; c < cases[_i].k; c++)
			flat[i * cases[_i].k + c] = cases[_i].v[i][c];
	memset(decided, 0x55, sizeof decided);
	rank_order(cases[_i].n, cases[_i].k, flat, cases[_i].dir, order,
	    decided);
	for (int i = 0; i < cases[_i].n; i++)
		ck_assert_msg(order[i] == cases[_i].order[i], "%s: order[%d] "
		    "is %d, want %d", cases[_i].name, i, order[i],
		    cases[_i].order[i]);
	for (int i = 0; i + 1 < cases[_i].n; i++)
		ck_assert_msg(decided[i] == cases[_i].decided[i], "%s: "
		    "decided[%d] is %d, want %d", cases[_i].name, i,
		    decided[i], cases[_i].decided[i]);
}
END_TEST

START_TEST(test_compare)
{
	long a[3] = { 2, 5, 1 }, b[3] = { 2, 5, 3 };
	enum rank_dir dir[3] = { RANK_HIGH, RANK_LOW, RANK_LOW };
	int ahead = -1;

	ck_assert_int_eq(rank_compare(3, a, b, dir, &ahead), 2);
	ck_assert_int_eq(ahead, 1);
	ck_assert_int_eq(rank_compare(3, b, a, dir, &ahead), 2);
	ck_assert_int_eq(ahead, 0);
	ck_assert_int_eq(rank_compare(2, a, b, dir, &ahead), RANK_TIED);
	ck_assert_int_eq(ahead, 0);
}
END_TEST

Suite *
suite_rank(void)
{
	Suite *s = suite_create("rank");
	TCase *t = tcase_create("order");

	tcase_add_loop_test(t, test_order, 0,
	    (int)(sizeof cases / sizeof cases[0]));
	tcase_add_test(t, test_compare);
	suite_add_tcase(s, t);
	return s;
}
