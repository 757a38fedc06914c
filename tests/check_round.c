/* check_round.c: round_away (core/base/round.h) gives lround's answer:
 * halves, the numbers just below and above them, negatives, fractions near
 * 0, the large integers where a double has no fraction left, and the
 * quotients the odds' bars and percentages round. */
#include <check.h>
#include <float.h>
#include <math.h>

#include "core/base/round.h"
#include "suites.h"

/* Compared in plain C, Check told only of a difference: a ck_assert
 * passes a mark to the parent process at every call (CK_FORK=yes), and
 * test_quotients makes some 720 thousand of them, seconds of system time
 * on a loaded machine, past the test's timeout. */
static void
same(double x)
{
	if (round_away(x) != lround(x))
		ck_abort_msg("round_away(%.17g) = %ld, lround %ld", x,
		    round_away(x), lround(x));
	if (round_away(-x) != lround(-x))
		ck_abort_msg("round_away(%.17g) = %ld, lround %ld", -x,
		    round_away(-x), lround(-x));
}

START_TEST(test_halves)
{
	for (long i = 0; i < 4000; i++) {
		double h = (double)i + 0.5;

		same((double)i);
		same(h);
		same(nextafter(h, 0));
		same(nextafter(h, INFINITY));
	}
	ck_assert_int_eq(round_away(2.5), 3);
	ck_assert_int_eq(round_away(-2.5), -3);
	ck_assert_int_eq(round_away(0.49999999999999994), 0);
}
END_TEST

START_TEST(test_large)
{
	double x = 0x1p51;

	for (int i = 0; i < 12; i++, x *= 2) {
		same(x);
		same(nextafter(x, 0));
		same(nextafter(x, INFINITY));
		same(x + 0.5 * (x < 0x1p52));
	}
	same(0x1p62);
	same(DBL_MIN);
	same(DBL_EPSILON);
}
END_TEST

/* p / max * 40 and p * 1e6, as the odds compute them */
START_TEST(test_quotients)
{
	for (long n = 1; n <= 600; n++)
		for (long k = 0; k <= n; k++) {
			same((double)k / (double)n * 40);
			same((double)k / (double)n * 1e6);
		}
}
END_TEST

Suite *
suite_round(void)
{
	Suite *s = suite_create("round");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_halves);
	tcase_add_test(tc, test_large);
	tcase_add_test(tc, test_quotients);
	suite_add_tcase(s, tc);
	return s;
}
