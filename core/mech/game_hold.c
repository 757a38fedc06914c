/* game_hold.c: places held turn after turn: who holds a place and since
 * when, the turns held in a row counted when the holder's turn begins or
 * ends, the win they bring, and the GM's correction of the count
 * ('recount'). */
#include "core/mech/game_int.h"
#include "core/board/board_tenure.h"

#include <stdio.h>
#include <string.h>

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
static int
hold_count(struct act *a, int p, int when)
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
step_hold(struct act *a, int p)
{
	return hold_count(a, p, HOLD_AT_TURN_START);
}

/* The end of p's turn: a place p left empty is held no longer; then the
 * places counted at the end of a turn count. */
int
hold_turn_end(struct act *a, int p)
{
	for (int i = 0; i < a->st->pc.nplaces; i++) {
		long turns = *board_turns(a->st->board, i);
		if (a->st->board->owner[i] != p ||
		    track_on(&a->st->board->track, i, NULL) > 0)
			continue;
		if (turns > 0)
			report_line(a->rep, "%s leaves the %s empty: the row of "
			    "%ld turn%s held ends", pname(a, p),
			    RS_PLACE(a->rs, i)->name, turns,
			    turns == 1 ? "" : "s");
		board_take(a->st->board, i, -1, 0);
	}
	return hold_count(a, p, HOLD_AT_TURN_END);
}

/* recount PLACE N: the GM sets the turns the holder has held the place
 * in a row, as they stand at the table. */
int
act_recount(struct act *a)
{
	struct board_state *b = a->st->board;
	int i, st, victory;
	long n, need, before;

	if (a->rs->board.places.n <= 0)
		return usage(a, "%s has no places to hold", a->rs->id);
	if ((st = arg_count(a, 2, 2, "recount PLACE N")))
		return st;
	if ((i = vec_find(&a->rs->board.places, a->argv[1])) < 0)
		return usage(a, "no place '%s' in %s (such as '%s')",
		    a->argv[1], a->rs->id, a->rs->board.places.ids[0]);
	canon(a, a->rs->board.places.ids[i]);
	if ((st = arg_long(a, a->argv[2], "the turns in a row", 0, 1000000L,
	    &n)))
		return st;
	canon_long(a, n);
	if (b->owner[i] < 0)
		return refuse(a, "nobody holds the %s: there are no turns in a "
		    "row to count", RS_PLACE(a->rs, i)->name);
	need = hold_needed(a->rs, a->st, i, &victory);
	if (victory >= 0 && need > 0 && n >= need)
		return refuse(a, "%ld turns in a row win the %s: a row that "
		    "long would have ended the game; give at most %ld, or "
		    "'undo' back to the turn that won", need,
		    RS_PLACE(a->rs, i)->name, need - 1);
	before = *board_turns(b, i);
	*board_turns(b, i) = n;
	report_line(a->rep, "the %s: %s's turns held in a row %ld -> %ld (a "
	    "correction)", RS_PLACE(a->rs, i)->name, pname(a, b->owner[i]),
	    before, n);
	json_set(a->rep->data, "streak", json_int(n));
	return ST_OK;
}
