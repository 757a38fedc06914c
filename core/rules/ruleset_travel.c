/* ruleset_travel.c: the moves of an order on a map of territories are a
 * declared action (words of kinds territory and piece-counts,
 * order_region, combat_region, and the effects order-step and
 * order-move).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'travel' (run: travel) or, before
 * commands were declared, had the program's command 'travel' wherever
 * mechanisms.territories was, by the name a phase listed it ('fly'): the
 * merged tree is turned into the
 * declaration before it is read, with the usage line, the refusals and
 * the lines the mechanism gave; its order-move of before is then
 * rewritten (ruleset_move_fx.c). */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration of the moves under the name verb, in the phase named
 * (NULL: none), with the orders (mechanisms.orders) or without them
 * (orders 0: every move refused, as the mechanism found no order). */
static void
declaration(struct strbuf *b, const char *verb, const char *phase,
    int orders)
{
	if (phase != NULL)
		sb_printf(b, "phase: %s\n", phase);
	sb_printf(b, "program-style: true\n"
	    "help: fly units for the active player's order\n"
	    "usage: %s FROM TO PIECE:N[,PIECE:N...]\n"
	    "words: \"3\"\n"
	    "no-turn-says: \"it is nobody's turn\"\n"
	    "args:\n"
	    "  - {name: from, kind: territory}\n"
	    "  - {name: to, kind: territory}\n", verb);
	if (!orders) {
		sb_add(b, "  - {name: units, kind: text}\n"
		    "require:\n"
		    "  - {test: \"0\", refusal: \"{@me} has no order on the map: "
		    "'activate PLACE' first\"}\n");
		return;
	}
	sb_add(b, "  - {name: units, kind: piece-counts}\n"
	    "require:\n"
	    "  - test: order_region >= 0\n"
	    "    refusal: \"{@me} has no order on the map: 'activate PLACE' "
	    "first\"\n"
	    "  - test: combat_region < 0\n"
	    "    refusal: \"a combat is on at {@region combat_region}: it ends "
	    "first\"\n"
	    "effects:\n"
	    "  - order-step: {step: movement, what: moves}\n"
	    "  - order-move: {from: from, to: to, units: units, verb: fly, "
	    "verbs: flies}\n");
}

/* The phase whose commands list the command (by either name: *verb), or
 * NULL; one a line may carry as it is. */
static const char *
listing(const struct ynode *root, const char **verb)
{
	const struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const struct ynode *c = ynode_get(phases->v[i], "commands");
		const char *id = phases->keys[i]->str;
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++)
			if (c->v[k]->kind == Y_SCALAR &&
			    (strcmp(c->v[k]->str, "fly") == 0 ||
			    strcmp(c->v[k]->str, "travel") == 0)) {
				*verb = c->v[k]->str;
				return strpbrk(id, "{}\"\\:# \n") == NULL ?
				    id : NULL;
			}
	}
	return NULL;
}

int
rs_travel_upgrade(struct ynode *root, int bare, struct diag_list *errs)
{
	const struct ynode *m = ynode_get(root, "mechanisms");
	int orders = ynode_get(m, "orders") != NULL;
	const char *verb = "travel", *phase;
	struct strbuf b;
	int st;

	/* without a map of territories the check says that the mechanism
	 * needs one, as it did */
	if (ynode_get(m, "territories") == NULL)
		return 0;
	/* the moves take the step of before: where the order's steps are
	 * its own without it, an action running them is refused */
	if (rs_order_steps_runs(root, "travel", rs_order_steps_before[0],
	    "move-units", errs))
		return 0;
	sb_init(&b);
	declaration(&b, verb, NULL, orders);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "travel",
	    sb_str(&b), 0);
	sb_release(&b);
	/* an order of steps of its own without the step of before has no
	 * such command of before */
	if (st < 0 || !bare || !rs_order_steps_have(root,
	    rs_order_steps_before[0]))
		return st;
	/* by its name where the program had it: a text of no actions on a
	 * map of territories, in the phase listing it, by the name listed */
	phase = listing(root, &verb);
	sb_init(&b);
	declaration(&b, verb, phase, orders);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare(root, verb, sb_str(&b),
	    1);
	sb_release(&b);
	return st;
}
