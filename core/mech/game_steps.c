/* game_steps.c: passing on a map of territories: a turn of orders (the
 * player marked done, which the phase's end-require reads) or a pick. */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <string.h>

/* The active player passes a turn of orders: no order, one token (or
 * every one left) given up, and the turn ends as 'next' ends it. */
static int
order_pass(struct act *a, int p)
{
	struct terr_state *t = a->st->terr;
	int active = state_active(a->st), r = a->rs->mech.orders.resource.i;
	long *v, before, give;

	if (active < 0)
		return refuse(a, "it is nobody's turn");
	if (p >= 0 && p != active)
		return refuse(a, "it is %s's turn, not %s's", pname(a, active),
		    pname(a, p));
	if (p < 0)
		canon(a, pname(a, active));
	if (t->order_tile >= 0)
		return refuse(a, "%s has placed this turn's order on %s; "
		    "'next' ends it", pname(a, active),
		    TID(a, t->order_tile));
	v = &a->st->players[active].res[r];
	before = *v;
	give = before - RS_RES(a->rs, r)->min;
	if (give > 1 && a->rs->mech.orders.pass == PASS_ONE)
		give = 1;
	if (give > 0)
		*v -= give;
	report_line(a->rep, "%s passes: no order this turn%s (%s: %ld -> "
	    "%ld)", pname(a, active), a->rs->mech.orders.pass == PASS_ALL ?
	    " nor later in the phase" : "", RS_RES(a->rs, r)->name, before,
	    *v);
	t->done[active] = 1;
	return turn_next(a);
}

/* pass [PLAYER] */
int
act_pass(struct act *a)
{
	int p = -1, st;

	if (a->st->terr == NULL)
		return usage(a, "%s has no 'pass' command", a->rs->id);
	if ((st = arg_count(a, 0, 1, "pass [PLAYER]")))
		return st;
	if (a->argc == 2) {
		if ((st = arg_player(a, a->argv[1], &p)))
			return st;
		canon(a, pname(a, p));
	}
	if (rs_phase_allows(a->rs, a->st->phase, GC_ACTIVATE))
		return order_pass(a, p);
	if (rs_phase_allows(a->rs, a->st->phase, GC_PICK))
		return pick_pass(a, p);
	return refuse(a, "nobody passes in the %s%s: a player passes a turn "
	    "of orders or a pick of %s", a->st->phase == PHASE_SETUP ?
	    "setup" : RS_PHASE(a->rs, a->st->phase)->name,
	    a->st->phase == PHASE_SETUP ? "" : " phase",
	    game_word(a, W_PICK, 2));
}
