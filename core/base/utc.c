/* utc.c: a moment in UTC as "YYYY-MM-DDTHH:MM:SSZ" (utc.h): the days
 * since 1970 turned into a date of the proleptic Gregorian calendar by
 * eras of 400 years (H. Hinnant's civil_from_days). */
#include "core/base/utc.h"

static void
two(char *o, long v)
{
	o[0] = (char)('0' + v / 10);
	o[1] = (char)('0' + v % 10);
}

int
utc_iso(long long t, char *buf, size_t n)
{
	/* years 1000 to 9999: four digits, as %Y writes them (it writes
	 * fewer before 1000, more after 9999) */
	const long long lo = -30610224000LL, hi = 253402300799LL;
	long long days, secs, z, era, doe, yoe, doy, mp, y;
	long m, d;

	if (n < UTC_ISO_LEN + 1 || t < lo || t > hi) {
		if (n > 0)
			buf[0] = '\0';
		return -1;
	}
	days = t >= 0 ? t / 86400 : -((-t + 86399) / 86400);
	secs = t - days * 86400;
	z = days + 719468;	/* days since 0000-03-01 */
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;				/* [0, 146096] */
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);	/* [0, 365] */
	mp = (5 * doy + 2) / 153;			/* [0, 11], March 0 */
	d = (long)(doy - (153 * mp + 2) / 5 + 1);
	m = (long)(mp < 10 ? mp + 3 : mp - 9);
	y += m <= 2;
	two(buf, (long)(y / 100));
	two(buf + 2, (long)(y % 100));
	buf[4] = '-';
	two(buf + 5, m);
	buf[7] = '-';
	two(buf + 8, d);
	buf[10] = 'T';
	two(buf + 11, (long)(secs / 3600));
	buf[13] = ':';
	two(buf + 14, (long)(secs / 60 % 60));
	buf[16] = ':';
	two(buf + 17, (long)(secs % 60));
	buf[19] = 'Z';
	buf[20] = '\0';
	return 0;
}
