/* engine_held.c: places held turn after turn: the turns in a row that
 * win a place, each place a player holds counting one more turn (those
 * counted when a turn begins: the effect count-held; those counted when
 * it ends: the turn's end, core/mech/game_hold.c), and the win they
 * bring; and whether a player holds a place (eng_holds, also the value
 * holds()). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/board/board_tenure.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

int
eng_holds(const struct state *st, int r, int p)
{
	const struct track *t = &st->board->track;
	int any = 0;

	for (int k = 0; k < t->n; k++) {
		const struct tracked *x = &t->v[k];
		if (x->region != r)
			continue;
		if (x->owner != p || x->counters > 0)
			return 0;
		any = 1;
	}
	return any;
}

/* The turns in a row that win place i with this many players, or 0;
 * *victory: the hold victory, or -1. */
long
hold_needed(const struct ruleset *rs, const struct state *st, int i,
    int *victory)
{
	int remaining = 0;

	if (victory != NULL)
		*victory = -1;
	for (int p = 0; p < st->nplayers; p++)
		remaining += !st->players[p].out;
	for (int k = 0; k < rs->victory.n; k++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, k);
		long players = v->by == HOLD_BY_SEATED ? st->nplayers :
		    remaining;
		if (v->when != WHEN_HOLD || v->place.i != i)
			continue;
		if (victory != NULL)
			*victory = k;
		for (int t = 0; t < v->turns.n; t++)
			if (VEC_AT(v->turns, struct hold_turns, t)->players ==
			    players)
				return VEC_AT(v->turns, struct hold_turns,
				    t)->turns;
	}
	return 0;
}

/* When does a turn count for place i? */
static int
counted_at(const struct ruleset *rs, int i)
{
	for (int k = 0; k < rs->victory.n; k++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, k);
		if (v->when == WHEN_HOLD && v->place.i == i)
			return v->counted;
	}
	return HOLD_AT_TURN_START;
}

/* Each place p holds counts one more turn (those counted at when). */
int
eng_hold_count(struct act *a, int p, int when)
{
	for (int i = 0; i < a->st->pc.nplaces && !state_over(a->st); i++) {
		const char *place = RS_PLACE(a->rs, i)->name;
		long *turns = board_turns(a->st->board, i);
		long since = board_since(a->st->board, i);
		int victory = -1;
		long need;

		if (a->st->board->owner[i] != p ||
		    counted_at(a->rs, i) != when)
			continue;
		if (!eng_holds(a->st, i, p)) {
			*turns = 0;
			report_line(a->rep, "%s's piece on the %s carries time "
			    "counters: the turn does not count", pname(a, p),
			    place);
			continue;
		}
		++*turns;
		need = hold_needed(a->rs, a->st, i, &victory);
		if (victory >= 0 && need > 0)
			report_line(a->rep, "%s holds the %s (since round "
			    "%ld): %ld turn%s in a row of the %ld that win",
			    pname(a, p), place, since, *turns,
			    *turns == 1 ? "" : "s", need);
		else
			report_line(a->rep, "%s holds the %s (since round "
			    "%ld): %ld turn%s in a row", pname(a, p), place,
			    since, *turns, *turns == 1 ? "" : "s");
		if (victory >= 0 && need == 0)
			return diag_set(a->d, ST_DATA, "%s: the hold victory "
			    "gives no number of turns for this many players",
			    a->rs->id);
		if (victory >= 0 && *turns >= need) {
			a->st->winners = 1u << p;
			report_line(a->rep, "the game is over: %s wins, having "
			    "held the %s %ld turns in a row", pname(a, p),
			    place, *turns);
			json_set(a->rep->data, "winner", json_str(pname(a,
			    p)));
		}
	}
	return ST_OK;
}


int
eng_count_held(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	(void)e;
	if (ev->me < 0)
		return diag_set(a->d, ST_DATA, "%s: count-held is for a "
		    "player, and there is no actor", a->rs->id);
	return eng_hold_count(a, ev->me, HOLD_AT_TURN_START);
}
