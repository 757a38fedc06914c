/* game_board.c: lands and units: the GM's corrections (the supply: a
 * declared action, core/rules/ruleset_supply.c for a text written before
 * it; links: the effect link, core/engine/engine_link.c;
 * moving a piece: the effect relocate, core/engine/engine_tracked.c;
 * land_set: core/act/act_lands.c). */
#include "core/mech/game_int.h"

void
land_add(struct act *a, int land, long n)
{
	land_set(a, land, a->st->board->owner[land],
	    board_held(a->st->board, land) + n);
}

int
active_or_refuse(struct act *a)
{
	int p = state_active(a->st);

	if (p < 0)
		refuse(a, "it is nobody's turn");
	return p;
}
