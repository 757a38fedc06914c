/* game_terr.c: pieces on a map of territories: the helpers the command
 * files share (the counting of units and control is in
 * core/act/act_count.c, the unit cards' values in
 * core/act/act_fight_units.c, the combat's hits in core/act/act_hits.c,
 * below the engine). */
#include "core/mech/terr_int.h"
#include "core/board/board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A gain of a resource that discards above its most, when it says so. */
int
res_gain(struct act *a, int p, int r, long n, const char *why)
{
	const struct res_def *d = RS_RES(a->rs, r);
	long *v = &a->st->players[p].res[r];

	if (d->discard && *v + n > d->max) {
		long over = *v + n - d->max;
		*v = d->max;
		report_line(a->rep, "%s holds at most %ld %s: %ld discarded",
		    pname(a, p), d->max, d->name, over);
		return ST_OK;
	}
	return res_add(a, p, r, n, why);
}

