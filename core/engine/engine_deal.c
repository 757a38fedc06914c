/* engine_deal.c: the effect deal-start: a numbered zone nobody holds
 * becomes the actor's at the start, its militia as many as its folk, a
 * producer of the actor's choice due, and the lowest zone the actor holds
 * his home (the zones' state: core/state/zones.h). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdio.h>

#include "core/board/board_home.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_deal_start(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct board_state *b = a->st->board;
	struct zone_state *s;
	struct squad *g;
	int p = ev->me, r = e->w_deal.arg >= 0 ? (int)ev->args[e->w_deal.arg] :
	    e->w_deal.region, st;
	const char *name;

	if (w == NULL || b == NULL || p < 0 || r < 0 || r >= w->n)
		return diag_set(a->d, ST_DATA, "%s: deal-start needs numbered "
		    "zones and a player who acts", a->rs->id);
	s = &w->w[r];
	name = eng_region_name(a, r);
	if (s->folk == UNKNOWN_COUNT) {
		if ((st = rs_need_zone_folk(a->rs, r, a->d)))
			return st;
	}
	if (b->owner[r] != NEUTRAL)
		return refuse(a, "%s is already %s's", name,
		    pname(a, b->owner[r]));
	b->owner[r] = p;
	if (a->st->players[p].out) {
		a->st->players[p].out = 0;
		act_line(a, "%s is back in the game", pname(a, p));
	}
	/* the neutral guard leaves */
	if ((g = zones_squad(w, NEUTRAL, r, 0)) != NULL)
		g->strikers = g->carriers = 0;
	zones_squads_tidy(w);
	s->guard_unknown = 0;
	s->replenish = 0;
	s->held = 1;
	s->militia = s->folk;
	s->producer_due = zones_producers_at(w, r) <
	    a->rs->mech.colonies.producers_max;
	if (board_home(b, p) < 0 || r < board_home(b, p))
		board_set_home(b, p, r);
	act_line(a, "%s holds %s ({folk} %ld, {militias} %ld)", pname(a, p),
	    name, s->folk, s->militia);
	return ST_OK;
}
