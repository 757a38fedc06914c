/* engine_reach_win.c: the effect reach-win, a phase's check of the
 * ruleset's 'reach' victories (victory: when: reach, resource, at), each
 * in turn until one is won.  When
 * nobody has 'at' of its resource: "win check: nobody has 20 victory
 * points".  Else the player with the most wins, the first of them in the
 * turn order when tied ("win check: the game is over: Blue wins with 20
 * victory points"), and each other player tied with the winner is told so
 * in turn order ("Red has as many, but comes later in the turn order");
 * --json gets "winner". */
#include "core/engine/engine_int.h"

#include "core/base/json.h"
#include "core/base/rank.h"
#include "core/state/state.h"

/* The victory v checked: 1 when it is won. */
static int
reach(struct act *a, const struct victory_def *v)
{
	long values[MAX_PLAYERS];
	enum rank_dir dir = RANK_HIGH;
	int order[MAX_PLAYERS], decided[MAX_PLAYERS], by[MAX_PLAYERS];
	int n = 0, reached = 0, w;

	for (int k = 0; k < a->st->nplayers; k++) {
		int p = a->st->norder > 0 ? a->st->order[k] : k;
		by[n] = p;
		values[n++] = a->st->players[p].res[v->resource.i];
		reached |= a->st->players[p].res[v->resource.i] >= v->at;
	}
	if (!reached) {
		report_line(a->rep, "win check: nobody has %s",
		    qty(a, v->resource.i, v->at));
		return 0;
	}
	rank_order(n, 1, values, &dir, order, decided);
	w = by[order[0]];
	a->st->winners = 1u << w;
	report_line(a->rep, "win check: the game is over: %s wins with %s",
	    pname(a, w), qty(a, v->resource.i, values[order[0]]));
	for (int k = 1; k < n && decided[k - 1] == RANK_TIED; k++)
		report_line(a->rep, "%s has as many, but comes later in the "
		    "turn order", pname(a, by[order[k]]));
	json_set(a->rep->data, "winner", json_str(pname(a, w)));
	return 1;
}

int
eng_reach_win(struct act *a)
{
	for (int i = 0; i < a->rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(a->rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && reach(a, v))
			break;
	}
	return ST_OK;
}
