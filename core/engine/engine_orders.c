/* engine_orders.c: the orders on a map of territories at the table: the
 * effect order-step (the order of the player whose turn it is takes a
 * step, core/act/act_orders.c), and the values of the names of
 * core/rules/names_orders.c. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/state/state.h"

/* x->code: the step's place among mechanisms.orders.steps, from 1
 * (decl_orders.c) */
int
eng_order_step(struct act *a, const struct eff_order_step *x)
{
	if (a->st->terr == NULL || x->code < 1 || x->code >
	    a->rs->mech.orders.steps.n)
		return diag_set(a->d, ST_DATA, "%s: order-step needs a map of "
		    "territories and a step of an order", a->rs->id);
	if (state_active(a->st) < 0)
		return refuse(a, "it is nobody's turn");
	return order_step_take(a, x->code, x->what != NULL ? x->what :
	    rs_order_step_name(a->rs, x->code));
}

/* What terrain(KEY, r) reads: the tile's kind, or the home on it. */
static long
terrain(const struct ruleset *rs, const struct tile_state *x, int key)
{
	const struct home_def *h = &rs->mech.territories.home;
	const struct tile_def *d;

	if (x->home >= 0)	/* a home replaces the tile it stands on */
		return key == TN_MINE ? h->mine : key == TN_DRAWS ? h->draws :
		    0;
	d = RS_TILE(rs, x->type);
	switch (key) {
	case TN_MINE: return d->mine;
	case TN_SPAWN: return d->spawn;
	case TN_BONUS: return d->bonus;
	case TN_DRAWS: return d->draws;
	case TN_NO_ARRIVAL: return d->no_arrival;
	default: return d->halts;
	}
}

int
eng_orders_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long r, long *out, char *err, size_t n)
{
	const struct terr_state *t = ev->st->terr;

	*out = -1;
	if (s->code == N_MAX_OF) {
		*out = RS_RES(ev->rs, s->a)->max;
		return 0;
	}
	if (t == NULL) {
		snprintf(err, n, "the game has no map of territories");
		return -1;
	}
	switch (s->code) {
	case N_ORDER_REGION:
		*out = t->order_tile;
		return 0;
	case N_ORDER_WAY:	/* set-order-way's */
		*out = t->order_dir;
		return 0;
	case N_COMBAT_REGION:
		*out = t->fight.tile;
		return 0;
	case N_ORDER_STEP:
		*out = t->order_tile >= 0 && t->order_step == s->a;
		return 0;
	case N_TO_PLACE:
		*out = t->to_place;
		return 0;
	case N_PLACER:
		*out = terr_placer(ev->st);
		return 0;
	case N_PLACED:	/* the placements made so far, in turn order */
		*out = t->placer;
		return 0;
	default:
		break;
	}
	if (r < 0 || r >= board_regions(ev->st->board)) {
		snprintf(err, n, "'%s' needs a territory of the map",
		    s->code == N_EXPLORED ? "explored" : s->code == N_TERRAIN ?
		    "terrain" : s->code == N_HOME_AT ? "home_at" :
		    s->code == N_SPAWNED ? "spawned" : s->code == N_ADDED ?
		    "added" : s->code == N_ON_GRID ? "on_grid" : "spawn_spot");
		return -1;
	}
	switch (s->code) {
	case N_EXPLORED:
		*out = t->tiles[r].scouted;
		return 0;
	case N_TERRAIN:
		*out = terrain(ev->rs, &t->tiles[r], (int)s->b);
		return 0;
	case N_HOME_AT:
		*out = t->tiles[r].home;
		return 0;
	case N_SPAWNED:
		*out = t->tiles[r].spawned;
		return 0;
	case N_ON_GRID:	/* laid with a place on the grid */
		*out = t->tiles[r].placed;
		return 0;
	case N_ADDED:	/* add-spawned's says: what it added there */
		*out = ev->added != NULL ? ev->added[r] : 0;
		return 0;
	default: {	/* N_SPAWN_SPOT: nobody places nowhere */
		int unknown;
		*out = args[0] < 0 || args[0] >= ev->st->nplayers ? 0 :
		    terr_spawn_spot(ev->st, (int)r, (int)args[0], &unknown);
		return 0;
	}
	}
}
