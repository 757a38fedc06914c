/* game_end.c: what the zones do by themselves: raw materials from the
 * producers and neutral zones replenishing; and the dispatch of the
 * zones' phase steps.  (The end of a round is declared: the effects
 * revolts, squads-rest, hold-win and end-roll, core/engine.) */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- raw materials ---------------------------------------------------------- */

static int
raw_materials(struct act *a)
{
	const struct colonies_def *c = &a->rs->mech.colonies;
	struct zones *w = a->st->zones;
	int st;

	for (int i = 0; i < w->n; i++)
		if (zone_owner(a, i) != NEUTRAL && w->w[i].producer_due)
			return refuse(a, "%s awaits the {producer} of %s's choice: "
			    "'%s %d KIND' first", wname(a, i),
			    pname(a, zone_owner(a, i)), verb_word(a, "equip"),
			    i + 1);
	for (int p = 0; p < a->st->nplayers; p++) {
		long made[64] = { 0 };
		struct strbuf b;
		int nres = a->rs->resources.n < 64 ? a->rs->resources.n : 64;
		for (int i = 0; i < w->n; i++) {
			if (zone_owner(a, i) != p)
				continue;
			if ((st = need_folk(a, i)))
				return st;
			for (int k = 0; k < w->nkinds; k++) {
				int r = VEC_AT(c->producers, struct producer_kind,
				    k)->makes.i;
				if (r < nres)
					made[r] += *zones_producer(w, i, k) *
					    zone_output(c, w->w[i].folk);
			}
		}
		sb_init(&b);
		for (int r = 0; r < nres; r++) {
			long before = a->st->players[p].res[r];
			if (made[r] == 0)
				continue;
			if ((st = res_add(a, p, r, made[r], "the output"))) {
				sb_release(&b);
				return st;
			}
			sb_printf(&b, "%s%s %ld -> %ld", b.len ? ", " : "",
			    rname(a, r), before, a->st->players[p].res[r]);
		}
		if (b.len > 0)
			act_line(a, "%s's {producers}: %s", pname(a, p),
			    sb_str(&b));
		else if (board_owned(a->st->board, p) > 0)
			act_line(a, "%s's {producers} make nothing",
			    pname(a, p));
		sb_release(&b);
	}
	return ST_OK;
}

static int
neutrals_replenish(struct act *a)
{
	struct zones *w = a->st->zones;
	long nf = neutral_strikers(a);

	for (int i = 0; i < w->n; i++) {
		struct zone_state *s = &w->w[i];
		long militia = neutral_militia(a, i), guard;
		struct squad *g;
		char tx[24], fx[24];
		if (zone_owner(a, i) != NEUTRAL || !s->replenish)
			continue;
		s->replenish = 0;
		if (militia != UNKNOWN_COUNT && (s->militia == UNKNOWN_COUNT ||
		    s->militia < militia))
			s->militia = militia;
		g = zones_squad(w, NEUTRAL, i, 0);
		guard = g != NULL ? g->strikers : 0;
		if (nf == UNKNOWN_COUNT)
			s->guard_unknown = 1;
		else if (guard < nf && zones_squad_add(w, NEUTRAL, i, 0,
		    nf - guard, 0) == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		g = zones_squad(w, NEUTRAL, i, 0);
		zones_count_text(tx, sizeof tx, s->militia);
		zones_count_text(fx, sizeof fx, nf == UNKNOWN_COUNT ? UNKNOWN_COUNT :
		    g != NULL ? g->strikers : 0);
		act_line(a, "the neutrals of %s replenish: {militias} %s, "
		    "{strikers} %s", wname(a, i), tx, fx);
	}
	return ST_OK;
}

/* --- dispatch ------------------------------------------------------------- */

int
zones_phase_step(struct act *a, int step)
{
	if (a->st->zones == NULL)
		return ST_OK;
	switch (step) {
	case STEP_ORDER_RANK:
		return order_rank(a);
	case STEP_SQUADS_ADVANCE:
		return squads_advance(a);
	case STEP_ORDERS_OPEN:
		return orders_open(a);
	case STEP_BATTLES_DUE:
		return battles_due(a, 0);
	case STEP_RAW_MATERIALS:
		return raw_materials(a);
	case STEP_NEUTRALS_REPLENISH:
		return neutrals_replenish(a);
	}
	return ST_OK;
}

int
zones_phase_leave(struct act *a)
{
	int st;

	if (rs_phase_has_step(a->rs, a->st->phase, STEP_ORDER_RANK) &&
	    (st = order_leave(a)))
		return st;
	if (rs_phase_has_step(a->rs, a->st->phase, STEP_BATTLES_DUE) &&
	    (st = battles_due(a, 1)))
		return st;
	return ST_OK;
}
