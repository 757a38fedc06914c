/* game_flight.c: the turns in the order of the places the players chose
 * (ranked by the effect rank-players into choosers,
 * core/engine/engine_rank_players.c),
 * and the squads that flew along the distance track (sent by the effect
 * squad-flies, brought nearer by advance-squads, core/engine) free to fly
 * again at the end of the round. */
#include "core/mech/zones_int.h"

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

