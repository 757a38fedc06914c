/* ruleset_image_borders.c: a board's borders as the places of their
 * lands, after the open values in a ruleset's image (ruleset_image.c).
 *
 * Every command of a game whose lands are on bodies joins its borders
 * (build_adjacency, ruleset_check.c): both lands of each pair looked up
 * by name cost bernard's demo board some 27 thousand instructions a
 * command (about 100 look-ups, bench/RESULTS.md (v)).  The image keeps
 * each pair as its two lands' places instead, found once as it is
 * written, by the way build_lands lays them out (body after body, each's
 * 1..N, then its port): a ruleset read from its image joins them
 * without a name looked up.
 *
 * Layout: 0 when the borders are not kept (no lands, borders unknown, or
 * a name not of a land, which the look-up at load then says), else the
 * count of pairs + 1, then each pair's two places.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/schema_image.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"

/* The number a land's name ends with, as build_lands writes it ("%d",
 * 1 to lands), or -1. */
static long
land_number(const char *s, long lands)
{
	long l = 0;

	if (*s < '1' || *s > '9')
		return -1;
	for (; *s != '\0'; s++) {
		if (!isdigit((unsigned char)*s) || l > lands)
			return -1;
		l = l * 10 + (*s - '0');
	}
	return l <= lands ? l : -1;
}

/* The place of land id (any case, as rs_land reads it) in the lands
 * build_lands will make, or -1 when it names none. */
static long
land_place(const struct ruleset *rs, const char *id)
{
	const struct board_def *b = &rs->board;
	const char *dash = strrchr(id, '-');
	size_t n, len = strlen(id);
	long at = 0, l;
	int p;

	/* a land's id is shorter than its place (struct land) */
	if (dash == NULL || len + 1 > sizeof rs->lands[0].id)
		return -1;
	n = (size_t)(dash - id);
	for (p = 0; p < b->bodies.n; p++) {
		const char *body = b->bodies.ids[p];
		size_t i = 0;
		while (i < n && body[i] == tolower((unsigned char)id[i]))
			i++;
		if (i == n && body[n] == '\0')
			break;
		at += RS_BODY(rs, p)->lands + (b->ports ? 1 : 0);
	}
	if (p == b->bodies.n)
		return -1;
	if (b->ports && strcasecmp(dash + 1, "port") == 0)
		return at + RS_BODY(rs, p)->lands;
	l = land_number(dash + 1, RS_BODY(rs, p)->lands);
	return l < 0 ? -1 : at + l - 1;
}

/* May the borders of rs be kept as places (all lands known, every pair
 * two lands, not one land twice)? */
static int
borders_keepable(const struct ruleset *rs)
{
	const struct vec *a = &rs->board.adjacent;

	if (a->n <= 0 || rs->board.bodies.n <= 0 ||
	    rs->board.regions.n > 0)
		return 0;
	for (int p = 0; p < rs->board.bodies.n; p++)
		if (RS_BODY(rs, p)->lands == SCHEMA_UNKNOWN_INT ||
		    RS_BODY(rs, p)->lands < 0 ||
		    RS_BODY(rs, p)->lands > 1000000)
			return 0;
	for (int i = 0; i < a->n; i++) {
		const struct vec *pair = VEC_AT(*a, struct vec, i);
		long x, y;
		if (pair->n != 2)
			return 0;
		x = land_place(rs, *VEC_AT(*pair, char *, 0));
		y = land_place(rs, *VEC_AT(*pair, char *, 1));
		if (x < 0 || y < 0 || x == y)
			return 0;
	}
	return 1;
}

void
rs_image_put_borders(struct simg_w *w, const struct ruleset *rs)
{
	const struct vec *a = &rs->board.adjacent;

	if (!borders_keepable(rs)) {
		simg_put_u(w, 0);
		return;
	}
	simg_put_u(w, (uint64_t)a->n + 1);
	for (int i = 0; i < a->n; i++) {
		const struct vec *pair = VEC_AT(*a, struct vec, i);
		for (int j = 0; j < 2; j++)
			simg_put_u(w, (uint64_t)land_place(rs,
			    *VEC_AT(*pair, char *, j)));
	}
}

int
rs_image_get_borders(struct simg_r *r, struct ruleset *rs)
{
	uint64_t n = simg_get_u(r, INT32_MAX);

	if (r->failed)
		return -1;
	if (n-- == 0)
		return 0;
	/* as many as the pairs read with the ruleset */
	if (n != (uint64_t)rs->board.adjacent.n ||
	    (rs->borders = malloc((2 * n + 1) * sizeof *rs->borders)) ==
	    NULL)
		return -1;
	for (uint64_t i = 0; i < 2 * n; i++)
		rs->borders[i] = (int)simg_get_u(r, INT32_MAX);
	rs->nborders = (int)n;
	return r->failed ? -1 : 0;
}
