/* check_near.c: the edit distance and the "did you mean" of a mistyped
 * name (issue 16, item 4). */
#include <check.h>
#include <string.h>

#include "core/base/near.h"
#include "suites.h"

static const struct {
	const char *a, *b;
	int d;
} dists[] = {
	{ "next", "next", 0 }, { "NEXT", "next", 0 },	/* case is no edit */
	{ "nxt", "next", 1 },		/* one left out */
	{ "stauts", "status", 1 },	/* two neighbours swapped */
	{ "attak", "attack", 1 }, { "bernhard", "bernard", 1 },
	{ "Anne", "Ann", 1 }, { "", "abc", 3 }, { "abc", "", 3 },
	{ "kitten", "sitting", 3 }, { "ca", "abc", 3 },	/* no swap then
							   insertion */
};

START_TEST(test_dist)
{
	ck_assert_int_eq(near_dist(dists[_i].a, dists[_i].b), dists[_i].d);
	ck_assert_int_eq(near_dist(dists[_i].b, dists[_i].a), dists[_i].d);
}
END_TEST

static const char *const cmds[] = { "next", "new", "note", "status",
	"attack", "undo", NULL, "redo" };

static const struct {
	const char *word, *want;
	int n;
} sugg[] = {
	{ "nxt", "did you mean 'next'?", 1 },
	{ "nex", "did you mean 'next' or 'new'?", 2 },
	{ "stauts", "did you mean 'status'?", 1 },
	{ "attak", "did you mean 'attack'?", 1 },
	{ "xyz", "", 0 },		/* nothing near: nothing said */
	{ "undoo", "did you mean 'undo'?", 1 },
	{ "", "", 0 },
	{ "zzzzzz", "", 0 },
	{ "redi", "did you mean 'redo'?", 1 },
};

START_TEST(test_suggest)
{
	struct strbuf b;

	sb_init(&b);
	ck_assert_int_eq(near_suggest(&b, sugg[_i].word, cmds, 8),
	    sugg[_i].n);
	ck_assert_str_eq(sb_str(&b), sugg[_i].want);
	sb_release(&b);
}
END_TEST

Suite *
suite_near(void)
{
	Suite *s = suite_create("near");
	TCase *t = tcase_create("near");

	tcase_add_loop_test(t, test_dist, 0,
	    (int)(sizeof dists / sizeof dists[0]));
	tcase_add_loop_test(t, test_suggest, 0,
	    (int)(sizeof sugg / sizeof sugg[0]));
	suite_add_tcase(s, t);
	return s;
}
