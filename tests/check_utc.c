/* check_utc.c: utc_iso writes what gmtime_r and strftime write. */
#include <check.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "core/base/utc.h"
#include "suites.h"

static void
same_as_libc(long long t)
{
	char want[64], got[UTC_ISO_LEN + 1];
	time_t tt = (time_t)t;
	struct tm tm;

	ck_assert_ptr_nonnull(gmtime_r(&tt, &tm));
	strftime(want, sizeof want, "%Y-%m-%dT%H:%M:%SZ", &tm);
	ck_assert_int_eq(utc_iso(t, got, sizeof got), 0);
	ck_assert_msg(strcmp(got, want) == 0, "%lld: '%s', want '%s'", t, got,
	    want);
}

/* Moments around the turns of days, months, leap years and centuries,
 * before 1970 too, and many drawn at random over years 1000 to 9999. */
START_TEST(test_utc_like_libc)
{
	static const long long at[] = { 0, 1, -1, 59, 60, 86399, 86400,
	    -86400, -86401, 951782399, 951782400, 951868800, 4107542399LL,
	    4107542400LL, 1709164800, 1709251199, 1709251200, 2147483647LL,
	    2147483648LL, -2208988800LL, -30610224000LL, 253402300799LL,
	    1796083200 };
	uint64_t seed = 88172645463325252ULL;

	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++)
		same_as_libc(at[i]);
	for (int i = 0; i < 20000; i++) {
		seed ^= seed << 13;
		seed ^= seed >> 7;
		seed ^= seed << 17;
		same_as_libc(-30610224000LL + (long long)(seed %
		    (253402300799ULL + 30610224000ULL + 1)));
	}
}
END_TEST

START_TEST(test_utc_out_of_range)
{
	char buf[UTC_ISO_LEN + 1] = "x";

	ck_assert_int_eq(utc_iso(-30610224001LL, buf, sizeof buf), -1);
	ck_assert_str_eq(buf, "");
	ck_assert_int_eq(utc_iso(253402300800LL, buf, sizeof buf), -1);
	ck_assert_int_eq(utc_iso(0, buf, UTC_ISO_LEN), -1);
	ck_assert_int_eq(utc_iso(0, buf, 0), -1);
}
END_TEST

Suite *
suite_utc(void)
{
	Suite *s = suite_create("utc");
	TCase *tc = tcase_create("iso");

	tcase_add_test(tc, test_utc_like_libc);
	tcase_add_test(tc, test_utc_out_of_range);
	suite_add_tcase(s, tc);
	return s;
}
