/* zones_start.c: the starting squads a player places during the setup
 * (setup.ZONES_KEY squads whose 'at' leaves the zone to the player: the
 * counts due, zones.h). */
#include "core/state/zones.h"

long
zones_starting_left(const struct zones *w, int p)
{
	long n = 0;

	if (w == NULL || p < 0 || p >= MAX_PLAYERS)
		return 0;
	for (int k = 0; k < MAX_START_SQUADS; k++)
		n += w->due[p][k];
	return n;
}

int
zones_starting_next(const struct zones *w, int p)
{
	if (w == NULL || p < 0 || p >= MAX_PLAYERS)
		return -1;
	for (int k = 0; k < MAX_START_SQUADS; k++)
		if (w->due[p][k] > 0)
			return k;
	return -1;
}
