/* game_terr.c: pieces on a map of territories: the helpers the command
 * files share (the counting of units and control is in
 * core/act/act_count.c, the unit cards' values in
 * core/act/act_fight_units.c, below the engine). */
#include "core/mech/terr_int.h"
#include "core/board/board.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the map ---------------------------------------------------------------- */




int
terr_turn_pos(const struct act *a, int p)
{
	for (int i = 0; i < a->st->norder; i++)
		if (a->st->order[i] == p)
			return i;
	return p;
}

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

int
roll_expr(struct act *a, int who, const char *expr, long *total, char *faces,
    size_t n)
{
	struct dice_result res;
	size_t len = 0;
	int st;

	if ((st = act_throw(a, expr, 0, NULL, 0, &res))) {
		dice_result_free(&res);
		return st;
	}
	*total = res.total;
	report_roll(a->rep, a->st, who, expr, res.total);
	faces[0] = '\0';
	for (int i = 0; i < res.n && len < n; i++)
		len += (size_t)snprintf(faces + len, n - len, "%s%ld%s",
		    i ? " " : "", res.v[i].face, res.v[i].exploded ? "*" : "");
	dice_result_free(&res);
	return ST_OK;
}

/* --- destroyed units ------------------------------------------------------- */

int
terr_destroy(struct act *a, int tile, int owner, int piece, long n,
    int captor)
{
	const struct dicepool_def *dp = &a->rs->mech.dicepool;
	int st;

	UNITS(a, tile, owner)[piece] -= n;
	terr_owner_update(a->st, tile);
	if (captor >= 0)
		terr_hostages(a->st->terr, captor, owner)[piece] += n;
	if (a->st->terr->fight.tile == tile)
		a->st->terr->fight.kills += n;
	if (dp->present && dp->per_unit > 0 && (st = res_add(a, owner,
	    dp->coin.i, n * dp->per_unit, "a coin for a destroyed unit")))
		return st;
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

/* Who takes p's destroyed units hostage: p itself, when p is the attacker
 * and its faction takes hostages; else -1. */
int
fight_captor(const struct act *a, int p)
{
	int f = a->st->players[p].faction;

	if (p != FIGHT(a)->attacker || f < 0 ||
	    !RS_FACTION(a->rs, f)->abilities.hostages)
		return -1;
	return p;
}
