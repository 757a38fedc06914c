/* act_orders.c: the steps of an order on a map of territories (movement,
 * then combat, then exploring, each once and never back), as the
 * program's commands of core/mech and the engine's effect order-step take
 * them, and the territory where a combat is due (see act_terr.h). */
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/state/state.h"

static const char *const step_names[] = {
	[ORDER_NONE] = "no", [ORDER_MOVE] = "movement",
	[ORDER_COMBAT] = "combat", [ORDER_SCOUT] = "scout",
};

/* A step of an order, by name; exploring by the ruleset's word for it
 * (the action whose effect takes that step). */
static const char *
order_step_name(const struct act *a, int step)
{
	return step == ORDER_SCOUT ? verb_word(a, "scout") : step_names[step];
}

int
combat_due(const struct act *a)
{
	const struct terr_state *t = a->st->terr;

	for (int i = 0; i < NTILES(a); i++)
		if (t->tiles[i].home < 0 && terr_players(a, i) > 1)
			return i;
	return -1;
}

int
order_step_take(struct act *a, int step, const char *what)
{
	struct terr_state *t = a->st->terr;
	int p = state_active(a->st), due;

	if (t->order_tile < 0)
		return refuse(a, "%s are a step of an order, and %s has placed "
		    "none: '%s PLACE' first", what, pname(a, p),
		    verb_word(a, "activate"));
	if (t->order_step > step)
		return refuse(a, "%s's order on %s is in its %s step: %s come "
		    "before it (an order runs its movement, combat and %s "
		    "steps in this order, each once)", pname(a, p),
		    TID(a, t->order_tile), order_step_name(a,
		    t->order_step), what, verb_word(a, "scout"));
	/* the combats the moves brought about come before exploring */
	if (step == ORDER_SCOUT && (due = combat_due(a)) >= 0)
		return refuse(a, "%s's order on %s is in its %s step and %s "
		    "holds units of more than one player: '%s %s' first "
		    "(%s comes after the combats)", pname(a, p),
		    TID(a, t->order_tile), order_step_name(a, t->order_step),
		    TID(a, due), verb_word(a, "fight"), TID(a, due), what);
	t->order_step = step;
	return ST_OK;
}

/* The order of the turn over: no territory, no step, nothing fought. */
void
order_clear(struct act *a)
{
	struct terr_state *t = a->st->terr;

	t->order_tile = -1;
	t->order_dir = 0;
	t->order_step = ORDER_NONE;
	for (int i = 0; i < NTILES(a); i++)
		t->tiles[i].fought = 0;
}
