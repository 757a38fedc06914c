/* game_board.c: lands and units: the GM's corrections (the supply: a
 * declared action, core/rules/ruleset_supply.c for a text written before
 * it; links: the effect link, core/engine/engine_link.c;
 * moving a piece: the effect relocate, core/engine/engine_tracked.c). */
#include "core/mech/game_int.h"
#include "core/state/state_tally.h"

void
land_set(struct act *a, int land, int owner, long units)
{
	struct board_state *b = a->st->board;
	int lost = owner != b->owner[land];

	board_hold(b, land, owner, units > 0 ? units : 0);
	state_tally_fit(a->st, a->rs, land, lost);
}

void
land_add(struct act *a, int land, long n)
{
	land_set(a, land, a->st->board->owner[land],
	    board_held(a->st->board, land) + n);
}

int
board_needs_adjacency(struct act *a)
{
	return rs_need_vec(a->rs, &a->rs->board.adjacent, "board.adjacent",
	    a->d);
}

int
active_or_refuse(struct act *a)
{
	int p = state_active(a->st);

	if (p < 0)
		refuse(a, "it is nobody's turn");
	return p;
}
