/* game_terr.c: pieces on a map of territories: the helpers the command
 * files share (the counting of units and control is in
 * core/act/act_count.c, the unit cards' values in
 * core/act/act_fight_units.c, the combat's hits in core/act/act_hits.c,
 * below the engine). */
#include "core/mech/terr_int.h"
#include "core/board/board.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- dice ------------------------------------------------------------------ */

int
calm_dice(struct act *a, const char *expr, char *buf, size_t n)
{
	char word[64];
	long count = 1;
	int i = 0, k, st;
	const struct die_faces *f;

	while (isdigit((unsigned char)expr[i]))
		i++;
	if (i > 0)
		count = strtol(expr, NULL, 10);
	snprintf(word, sizeof word, "%s", expr + i);
	if ((k = vec_find(&a->rs->dice, word)) < 0) {
		/* not a plain named die: used as written */
		snprintf(buf, n, "%s", expr);
		return ST_OK;
	}
	{
		char path[96];
		snprintf(path, sizeof path, "dice.%s.faces", word);
		if ((st = rs_need_vec(a->rs, &VEC_AT(a->rs->dice,
		    struct die_def, k)->faces, path, a->d)))
			return st;
	}
	f = rs_die(a->rs, word);
	if (f == NULL)
		return diag_set(a->d, ST_DATA, "%s: die '%s' has no faces",
		    a->rs->id, word);
	{
		size_t len = (size_t)snprintf(buf, n, "%ldd{", count);
		for (int j = 0; j < f->n && len < n; j++)
			len += (size_t)snprintf(buf + len, n - len, "%s%ld",
			    j ? "," : "", f->faces[j]);
		if (len < n)
			snprintf(buf + len, n - len, "}");
	}
	return ST_OK;
}

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

