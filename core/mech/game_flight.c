/* game_flight.c: the order players choose places in (by a chain of
 * criteria) and squads flying along the distance track (sent by the
 * effect send-squad, core/engine/engine_send.c; a beaten squad's retreat
 * home: core/act/act_orbit.c). */
#include "core/mech/zones_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rank.h"

/* --- the chosen order ------------------------------------------------------- */

int
zones_turns(struct act *a)
{
	const struct zones *w = a->st->zones;

	if (w == NULL || w->nrank == 0)
		return 0;
	for (int pl = 1; pl <= w->nrank; pl++)
		for (int p = 0; p < a->st->nplayers; p++)
			if (w->place[p] == pl && !a->st->players[p].out)
				a->st->turns[a->st->nturns++] = p;
	return a->st->nturns > 0;
}

/* --- flights ---------------------------------------------------------------- */

/* The end of the round: arrived squads may fly again. */
int
squads_rest(struct act *a)
{
	struct zones *w = a->st->zones;

	for (int i = 0; i < w->nsquads; i++)
		w->f[i].rest_strikers = w->f[i].rest_carriers = 0;
	for (int i = 0; i < w->n; i++)
		w->w[i].fought = 0;
	return ST_OK;
}
