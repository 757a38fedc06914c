/* places.c: the places players choose in an order ranked
 * (mechanisms.chosen-order): who chooses next, who holds a place, and
 * the snapshot's part of them in a game without numbered zones
 * (places.h). */
#include "core/state/places.h"

int
places_chooser(const struct state *st)
{
	for (int i = 0; i < st->nchoosers; i++)
		if (st->players[st->choosers[i]].place == 0)
			return st->choosers[i];
	return -1;
}

int
places_holder(const struct state *st, long place)
{
	for (int p = 0; p < st->nplayers; p++)
		if (st->players[p].place != 0 && st->players[p].place == place)
			return p;
	return -1;
}

int
places_kept_apart(const struct state *st, const struct ruleset *rs)
{
	return st->zones == NULL && rs->mech.chosen_order.present;
}

/* The row of a snapshot: the choosers, then each player's place. */
static size_t
row(const struct state *st, long *v)
{
	size_t n = 0;

	v[n++] = st->nchoosers;
	for (int i = 0; i < st->nchoosers; i++)
		v[n++] = st->choosers[i];
	for (int p = 0; p < st->nplayers; p++)
		v[n++] = st->players[p].place;
	return n;
}

struct json *
places_to_json(const struct state *st)
{
	long v[1 + 2 * MAX_PLAYERS];

	return json_longs(v, row(st, v));
}

void
places_write(struct strbuf *sb, const struct state *st)
{
	long v[1 + 2 * MAX_PLAYERS];

	json_write_longs(sb, v, row(st, v));
}

int
places_from_json(struct state *st, const struct json *j)
{
	int np = st->nplayers, k;

	/* none written: a state of a ruleset without the order (rebased to
	 * one amended to have it) has no place chosen yet */
	if (j == NULL)
		return 0;
	if (j->type != J_ARR || j->n < 1 ||
	    j->v[0]->type != J_INT || j->v[0]->i < 0 || j->v[0]->i > np ||
	    j->n != 1 + (int)j->v[0]->i + np)
		return -1;
	for (int i = 1; i < j->n; i++)
		if (j->v[i]->type != J_INT || j->v[i]->i < 0 ||
		    j->v[i]->i > np - (i <= j->v[0]->i))
			return -1;
	st->nchoosers = (int)j->v[0]->i;
	for (k = 0; k < st->nchoosers; k++)
		st->choosers[k] = (int)j->v[1 + k]->i;
	for (int p = 0; p < np; p++)
		st->players[p].place = (int)j->v[1 + k + p]->i;
	return 0;
}
