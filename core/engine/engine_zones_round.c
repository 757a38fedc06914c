/* engine_zones_round.c: the effects that end a round on a board of
 * numbered zones (turns.round-end).  revolts: every zone whose militia is
 * smaller than its folk (both known) leaves its holder and is neutral,
 * its neutrals to be replenished, with a line in the game's words
 * ("... revolts against Ann: {militias} 1, {folk} 3; ...");
 * squads-rest: the squads that arrived this round may move again, and no
 * zone has been fought over. */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_revolts(struct act *a)
{
	struct zones *w = a->st->zones;

	for (int i = 0; w != NULL && i < w->n; i++) {
		struct zone_state *s = &w->w[i];
		int p = zone_owner(a, i);
		if (p == NEUTRAL || s->folk == UNKNOWN_COUNT ||
		    s->militia == UNKNOWN_COUNT || s->militia >= s->folk)
			continue;
		act_line(a, "%s revolts against %s: {militias} %ld, "
		    "{folk} %ld; it is independent (neutral) now",
		    wname(a, i), pname(a, p), s->militia, s->folk);
		zone_change_owner(a, i, NEUTRAL);
		s->replenish = 1;
	}
	return ST_OK;
}

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
