/* game_terr_phase.c: the end of a phase on a map of regions, handed to
 * the mechanism each belongs to (orders, combat, what is managed between
 * rounds).  Above those files, so that the helpers they
 * share (game_terr.c) call none of them. */
#include "core/mech/terr_int.h"

#include "core/state/done.h"

int
terr_phase_leave(struct act *a)
{
	int st;

	if ((st = fight_leave(a)) || (st = orders_leave(a)))
		return st;
	return ST_OK;
}

/* Once its end-require has passed: the players marked done in it
 * (mark-done) are not done in the next, the order it ran is over and what
 * was built in it is no longer new (read by end-requires and the effects
 * of its leave: done(), order_region, built()). */
void
terr_phase_left(struct act *a)
{
	done_clear(a->st);
	order_clear(a);
	for (int t = 0; t < NTILES(a); t++) {
		TILE(a, t)->built = 0;
		TILE(a, t)->fresh = 0;
	}
}
