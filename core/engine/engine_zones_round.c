/* engine_zones_round.c: squads-rest, an effect that ends a round on a
 * board of numbered zones (turns.round-end): the squads that arrived this
 * round may move again, and no zone has been fought over. */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_squads_rest(struct act *a)
{
	struct zones *w = a->st->zones;

	for (int i = 0; w != NULL && i < w->nsquads; i++)
		w->f[i].rest_strikers = w->f[i].rest_carriers = 0;
	for (int i = 0; w != NULL && i < w->n; i++)
		w->w[i].fought = 0;
	return ST_OK;
}
