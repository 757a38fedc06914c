/* engine_held.c: places held turn after turn, as a hold victory
 * (victory: - when: hold) reads them: whether a player holds a place or
 * a region (eng_holds, the value holds()), the turns in a row that win it
 * (hold_needed, the value hold_needed()) and whether a turn counts when
 * it ends (the value hold_at_end()).  The counting is the ruleset's
 * (set-turns-held, engine_turns_held.c). */
#include "core/engine/engine.h"

#include "core/state/pieces.h"
#include "core/state/state.h"

int
eng_holds(const struct state *st, int r, int p)
{
	const struct track *t = &st->board->track;
	int any = 0;

	/* a board of counted pieces: its own there, nobody else's */
	if (st->pc.nplaces <= 0) {
		long mine = board_count(st->board, r, p, -1);
		return mine > 0 && mine == board_count(st->board, r, -1, -1);
	}

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

/* Does place i's hold victory count a turn when it ends? */
int
eng_hold_at_end(const struct ruleset *rs, int i)
{
	for (int k = 0; k < rs->victory.n; k++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, k);
		if (v->when == WHEN_HOLD && v->place.i == i)
			return v->counted == HOLD_AT_TURN_END;
	}
	return 0;
}
