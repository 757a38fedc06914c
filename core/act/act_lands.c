/* act_lands.c: the lands of an orbit board as commands change them, for
 * the commands of core/mech, the set-up and the engine's effects alike
 * (see act.h). */
#include "core/act/act.h"

#include "core/board/board.h"
#include "core/state/state_tally.h"

void
land_set(struct act *a, int land, int owner, long units)
{
	struct board_state *b = a->st->board;
	int lost = owner != b->owner[land];

	board_hold(b, land, owner, units > 0 ? units : 0);
	state_tally_fit(a->st, a->rs, land, lost);
}
