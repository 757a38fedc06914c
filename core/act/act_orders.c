/* act_orders.c: the steps of an order on a map of territories (the
 * ruleset's, mechanisms.orders.steps, each once and never back), as the
 * engine's effects order-step and start-combat take them, and the
 * territory where a combat is due (see act_terr.h). */
#include "core/act/act_terr.h"

#include <stdio.h>
#include <string.h>

#include "core/state/state.h"

int
combat_due(const struct act *a)
{
	const struct terr_state *t = a->st->terr;

	for (int i = 0; i < NTILES(a); i++)
		if (t->tiles[i].home < 0 && terr_players(a, i) > 1)
			return i;
	return -1;
}

/* The refusal of a step after a later one: the ruleset's words
 * (mechanisms.orders.late), {player}, {region}, {step}, {what} and
 * {steps} in them (the check lets no other brace through). */
static int
late(struct act *a, int p, const char *what)
{
	const struct terr_state *t = a->st->terr;
	const char *s = a->rs->mech.orders.late.text, *e;
	char steps[300];
	struct strbuf b;
	int st;

	sb_init(&b);
	while (s != NULL && *s != '\0') {
		const char *w = NULL;
		size_t len;
		if (*s != '{' || (e = strchr(s, '}')) == NULL) {
			len = strcspn(s + 1, "{") + 1;
			sb_addn(&b, s, len);
			s += len;
			continue;
		}
		len = (size_t)(e - s - 1);
		if (len == 6 && strncmp(s + 1, "player", 6) == 0)
			w = pname(a, p);
		else if (len == 6 && strncmp(s + 1, "region", 6) == 0)
			w = TID(a, t->order_tile);
		else if (len == 4 && strncmp(s + 1, "step", 4) == 0)
			w = rs_order_step_name(a->rs, t->order_step);
		else if (len == 4 && strncmp(s + 1, "what", 4) == 0)
			w = what;
		else if (len == 5 && strncmp(s + 1, "steps", 5) == 0 &&
		    rs_order_steps_text(a->rs, " and ", steps,
		    sizeof steps) == 0)
			w = steps;
		sb_add(&b, w != NULL ? w : "");
		s = e + 1;
	}
	st = refuse(a, "%s", sb_str(&b) != NULL ? sb_str(&b) : "");
	sb_release(&b);
	return st;
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
		return late(a, p, what);
	/* the combats the moves brought about come before the step the
	 * ruleset names (mechanisms.orders.after-combats) */
	if (step > 0 && step == a->rs->mech.orders.after_at &&
	    (due = combat_due(a)) >= 0)
		return refuse(a, "%s's order on %s is in its %s step and %s "
		    "holds units of more than one player: '%s %s' first "
		    "(%s comes after the combats)", pname(a, p),
		    TID(a, t->order_tile), rs_order_step_name(a->rs,
		    t->order_step), TID(a, due), verb_word(a, "fight"),
		    TID(a, due), what);
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
