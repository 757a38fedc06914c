/* game_terr_phase.c: the end of a phase on a map of regions, handed to
 * the mechanism each belongs to (orders, combat, what is managed between
 * rounds).  Above those files, so that the helpers they
 * share (game_terr.c) call none of them. */
#include "core/mech/terr_int.h"

#include <string.h>

int
terr_phase_leave(struct act *a)
{
	int st;

	if ((st = fight_leave(a)) || (st = orders_leave(a)) ||
	    (st = manage_leave(a)))
		return st;
	return ST_OK;
}
