/* engine_take_hits.c: the effects set-fought (a numbered zone fought
 * over this round, by whatever battle the data fights there, as
 * fought(ZONE) reads) and take-hits, a side's losses in a
 * numbered zone's orbit taken off the strikers of its parties (a word of
 * kind parties: PLAYER[,PLAYER...] or neutral) in the order named, each
 * party losing what it has before the next loses any, a line each
 * (orbit_take_hits, act_orbit.c).  The hits beyond the side's strikers
 * are lost; fewer than none are none.  In the then of a combat-round
 * whose side of parties is that word, the round's parties, read and
 * logged once. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdlib.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_take_hits(struct act *a, const struct eff_take_hits *x,
    const struct eng_eval *ev)
{
	int party[MAX_PLAYERS + 1], n = 0, st;
	long z, hits;
	char *copy, *save = NULL, *t;
	struct strbuf b;

	if (x->w < 0 || ev->args[x->w] < 1 || ev->args[x->w] >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: take-hits needs a word of "
		    "kind parties", a->rs->id);
	if ((st = eng_eval(&x->at, ev, &z, a->d)) ||
	    (st = eng_eval(&x->hits, ev, &hits, a->d)))
		return st;
	if (a->st->zones == NULL || z < 0 || z >= a->st->zones->n)
		return diag_set(a->d, ST_DATA, "%s: take-hits: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	for (int k = 0; ev->round != NULL && k < 2; k++)
		if (ev->round->word[k] == ev->args[x->w]) {
			/* read and logged by the round bound: its parties */
			for (int i = 0; i < ev->round->nparty[k]; i++)
				party[n++] = ev->round->party[k][i].party;
			orbit_take_hits(a, party, n, hits, (int)z);
			zones_squads_tidy(a->st->zones);
			return ST_OK;
		}
	if ((copy = strdup(a->argv[ev->args[x->w]])) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (t = strtok_r(copy, ",", &save); t != NULL && st == ST_OK;
	    t = strtok_r(NULL, ",", &save)) {
		int p;
		if ((st = arg_party(a, t, 1, &p)))
			break;
		for (int i = 0; i < n && st == ST_OK; i++)
			if (party[i] == p)
				st = usage(a, "%s is named twice",
				    party_name(a, p));
		if (st == ST_OK && n == MAX_PLAYERS + 1)
			st = usage(a, "too many on one side");
		if (st == ST_OK)
			party[n++] = p;
	}
	free(copy);
	if (st != ST_OK)
		return st;
	/* the side, read now (after the zone) and logged as read, once a
	 * command (taken twice, it is logged once) */
	sb_init(&b);
	for (int i = 0; i < n; i++)
		sb_printf(&b, "%s%s", i ? "," : "", party[i] == NEUTRAL ?
		    "neutral" : pname(a, party[i]));
	canon_arg(a, (int)ev->args[x->w], sb_str(&b));
	sb_release(&b);
	orbit_take_hits(a, party, n, hits, (int)z);
	zones_squads_tidy(a->st->zones);
	return ST_OK;
}

int
eng_set_fought(struct act *a, const struct sexpr *zone,
    const struct eng_eval *ev)
{
	long z;
	int st;

	if ((st = eng_eval(zone, ev, &z, a->d)))
		return st;
	if (a->st->zones == NULL || z < 0 || z >= a->st->zones->n)
		return diag_set(a->d, ST_DATA, "%s: set-fought: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	a->st->zones->w[z].fought = 1;
	return ST_OK;
}
