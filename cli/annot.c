/* annot.c: the annotations of a command file.  `export script` writes,
 * before each line, what the line alone cannot say: when the event was
 * logged, and that the faces after '=' came from the game's generator
 * (with how many draws), so that `arbiter -f` rebuilds the same game, times
 * and digital dice included.  They are comments to any other reader:
 * "#@ time 2026-11-21T18:04:05Z", "#@ digital 7". */
#include "cli.h"
#include "core/base/utc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The time now, as the log writes it (UTC): here, below the session that
 * logs it and the annotations that carry it.  utc_iso writes it (every
 * command that logs one), the C library a year it does not. */
void
now_iso(char *buf, size_t n)
{
	time_t t = time(NULL);
	struct tm tm;

	if (utc_iso((long long)t, buf, n) == 0)
		return;
	gmtime_r(&t, &tm);
	strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

void
annot_clear(struct ctx *c)
{
	c->ann.time[0] = '\0';
	c->ann.digital = 0;
	c->ann.draws = 0;
}

int
iso_time_valid(const char *s)
{
	static const char form[] = "dddd-dd-ddTdd:dd:ddZ";
	int mo, d, h, mi, se;

	if (strlen(s) != sizeof form - 1)
		return 0;
	for (size_t i = 0; form[i] != '\0'; i++)
		if (form[i] == 'd' ? !isdigit((unsigned char)s[i]) :
		    s[i] != form[i])
			return 0;
	mo = atoi(s + 5);
	d = atoi(s + 8);
	h = atoi(s + 11);
	mi = atoi(s + 14);
	se = atoi(s + 17);
	return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 &&
	    mi <= 59 && se <= 60;
}

int
annot_read(struct ctx *c, const char *line)
{
	char key[16], val[64], extra[2];
	int n;

	n = sscanf(line + 2, " %15s %63s %1s", key, val, extra);
	if (n == 2 && strcmp(key, "time") == 0) {
		if (!iso_time_valid(val))
			return diag_set(&c->d, ST_USAGE, "annotation '#@ time "
			    "%s': give the time as YYYY-MM-DDThh:mm:ssZ (UTC)",
			    val);
		snprintf(c->ann.time, sizeof c->ann.time, "%.20s", val);
		return ST_OK;
	}
	if (n == 2 && strcmp(key, "digital") == 0) {
		char *end;
		long v = strtol(val, &end, 10);
		if (!isdigit((unsigned char)val[0]) || *end != '\0' || v < 0)
			return diag_set(&c->d, ST_USAGE, "annotation '#@ digital "
			    "%s': give the generator's draws as a whole number",
			    val);
		c->ann.digital = 1;
		c->ann.draws = v;
		return ST_OK;
	}
	return diag_set(&c->d, ST_USAGE, "unknown annotation '%.40s': a line "
	    "starting '#@' is '#@ time T' or '#@ digital N' (write '# @' for "
	    "a comment)", line);
}

void
annot_time(const struct ctx *c, char *buf, size_t n)
{
	if (c->ann.time[0] != '\0')
		snprintf(buf, n, "%s", c->ann.time);
	else
		now_iso(buf, n);
}
