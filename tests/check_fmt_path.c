/* check_fmt_path.c: fmt_path writes what snprintf writes. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/base/fmt_path.h"
#include "suites.h"

/* Each format at every size of buffer from 0 to past its length: the
 * bytes, the end, and the bytes past the end left alone. */
#define SAME(...) do {							\
	for (size_t n = 0; n < 40; n++) {				\
		char a[48], b[48];					\
		memset(a, 'x', sizeof a);				\
		memset(b, 'x', sizeof b);				\
		snprintf(a, n, __VA_ARGS__);				\
		fmt_path(b, n, __VA_ARGS__);				\
		ck_assert_msg(memcmp(a, b, sizeof a) == 0,		\
		    "size %zu: '%.*s' against '%.*s'", n, (int)n, a,	\
		    (int)n, b);						\
	}								\
} while (0)

START_TEST(test_same_as_snprintf)
{
	const char *id = "buy";

	SAME("actions.%s.require", id);
	SAME("%.200s.%d.gain", "actions.buy.effects", 12);
	SAME("%.2s.%d", "actions", -7);
	SAME("%d|%d|%d", 0, INT_MIN, INT_MAX);
	SAME("100%% of %s", id);
	SAME("plain text only");
	SAME("%s%s", "", "");
	/* what it does not do itself, snprintf does */
	SAME("%ld and %5s", 42L, id);
	SAME("%x", 255u);
	/* ... after what was written of it here */
	SAME("actions.%s.effects.%d and %x", id, 3, 255u);
	SAME("%s %.3d", id, 7);
	SAME("%.3s|%.0s|%.12s", "actions", id, "x");
}
END_TEST

/* A list's head written once and each item after it: the bytes of
 * fmt_path's "%.200s.%d" and "%.200s.%s", at every size of buffer. */
START_TEST(test_head_and_items)
{
	const char *paths[] = { "", "actions.buy.effects", "abcdefghij" };
	const int nums[] = { 1, 12, -7, INT_MIN, INT_MAX };

	for (size_t p = 0; p < sizeof paths / sizeof paths[0]; p++)
		for (size_t n = 1; n < 40; n++) {
			char a[48], b[48];
			size_t at, len;
			memset(b, 'x', sizeof b);
			at = fmt_path_head(b, n, paths[p], 5 + 10 * p);
			for (size_t k = 0; k < sizeof nums / sizeof nums[0];
			    k++) {
				memset(a, 'x', sizeof a);
				snprintf(a, n, "%.*s.%d", (int)(5 + 10 * p),
				    paths[p], nums[k]);
				len = fmt_path_num(b, n, at, nums[k]);
				ck_assert_msg(strcmp(a, b) == 0 &&
				    len == strlen(b), "size %zu: '%s' against "
				    "'%s'", n, a, b);
				snprintf(a, n, "%.*s.%s", (int)(5 + 10 * p),
				    paths[p], "gain");
				len = fmt_path_key(b, n, at, "gain");
				ck_assert_msg(strcmp(a, b) == 0 &&
				    len == strlen(b), "size %zu: '%s' against "
				    "'%s'", n, a, b);
			}
			ck_assert(b[n] == 'x');
		}
}
END_TEST

Suite *
suite_fmt_path(void)
{
	Suite *s = suite_create("fmt_path");
	TCase *tc = tcase_create("format");

	tcase_add_test(tc, test_same_as_snprintf);
	tcase_add_test(tc, test_head_and_items);
	suite_add_tcase(s, tc);
	return s;
}
