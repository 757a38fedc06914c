/* game_hold.c: places held turn after turn: the end of the holder's turn
 * (a place left empty, the places counted then) and the GM's correction
 * of the count ('recount'); the turns counted and the win they bring are
 * core/engine/engine_held.c's (the effect count-held when a turn
 * begins). */
#include "core/mech/game_int.h"
#include "core/board/board_tenure.h"

#include <stdio.h>
#include <string.h>

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
	return eng_hold_count(a, p, HOLD_AT_TURN_END);
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
