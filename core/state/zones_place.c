/* zones_place.c: the places players choose in an order ranked
 * (mechanisms.chosen-order): who chooses next, who holds a place (the
 * ranking and the places: zones.h). */
#include "core/state/zones.h"

int
zones_chooser(const struct zones *w)
{
	for (int i = 0; w != NULL && i < w->nrank; i++)
		if (w->place[w->rank[i]] == 0)
			return w->rank[i];
	return -1;
}

int
zones_place_holder(const struct zones *w, int nplayers, long place)
{
	for (int p = 0; w != NULL && p < nplayers && p < MAX_PLAYERS; p++)
		if (w->place[p] != 0 && w->place[p] == place)
			return p;
	return -1;
}
