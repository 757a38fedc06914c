/* game_hold.c: places held turn after turn: the GM's correction of the
 * count ('recount').  The count itself, and the win it brings, are the
 * ruleset's declarations (set-turns-held and let-go,
 * core/engine/engine_turns_held.c; turns_held(), hold_needed()). */
#include "core/mech/game_int.h"
#include "core/board/board_tenure.h"

#include <stdio.h>
#include <string.h>

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
