/* game_expansion.c: the end of a phase of orders on a map of territories:
 * the next placer forgotten once nothing is left to place (the order is
 * cleared once the phase's end-require has passed, terr_phase_left; a
 * turn that placed none is refused by that end-require; the turn order, the refill and the spawn are the effects rank-turns,
 * refill and spawn-pieces, core/engine/; activating a territory and the
 * moves of an order are declared actions, engine_order_start.c and
 * engine_move_units.c). */
#include "core/mech/terr_int.h"

int
orders_leave(struct act *a)
{
	struct terr_state *t = a->st->terr;

	/* the next placer stays named while pieces are left to place: the
	 * phase's end-require refuses to end it then, and says who */
	if (t->to_place <= 0)
		t->placer = 0;
	return ST_OK;
}
