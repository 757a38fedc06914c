/* record_check.c: the checks of a recorded result's words that
 * campaign record (campaign_record.c) and its CSV reader
 * (campaign_record_csv.c) share, below both. */
#include "cmds.h"
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
is_leap(long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* YYYY-MM-DD, a day of the calendar; with time, a time of day may follow
 * ("T20:15:00Z", as campaign csv writes a game's last event). */
int
record_check_date(struct ctx *c, const char *s, int time)
{
	static const int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31,
	    30, 31 };
	int y, m, d, h, mi, se, n = 0, end = 0;

	if (sscanf(s, "%4d-%2d-%2d%n", &y, &m, &d, &n) == 3 && n == 10 &&
	    s[4] == '-' && s[7] == '-' && y >= 1900 && m >= 1 && m <= 12 &&
	    d >= 1 && d <= days[m - 1] + (m == 2 && is_leap(y))) {
		if (s[10] == '\0')
			return ST_OK;
		if (time && (s[10] == 'T' || s[10] == ' ') && sscanf(s + 11,
		    "%2d:%2d:%2d%n", &h, &mi, &se, &end) == 3 && end == 8 &&
		    h < 24 && mi < 60 && se < 61 && (s[19] == '\0' ||
		    strcmp(s + 19, "Z") == 0))
			return ST_OK;
	}
	return diag_set(&c->d, ST_USAGE, "date '%s' is not a day of the "
	    "calendar: give it as YYYY-MM-DD (2026-03-01)", s);
}

int
record_long(const char *s, long lo, long hi, long *v)
{
	char *end;

	if (*s == '\0' || (*s == '+' && s[1] != '\0' && s[1] != '-'))
		return -1;
	*v = strtol(s, &end, 10);
	return *end == '\0' && end != s && *v >= lo && *v <= hi ? 0 : -1;
}
