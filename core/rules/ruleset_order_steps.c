/* ruleset_order_steps.c: the steps of an order on a map of territories
 * are declared (mechanisms.orders: steps, late, combat-step, combat-what,
 * after-combats; decl_order_steps.c checks them).  A text written before
 * (a saved game keeps the text it was started with) names none: the
 * merged tree is given the three steps the program had, movement, combat
 * and explore, with the refusal and the words it said.  The program's
 * commands of before that take a step (travel, explore) are given to a
 * text of no actions only where its order has that step
 * (rs_order_steps_have). */
#include <stdio.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

static const char late_before[] = "\"{player}'s order on {region} is in "
    "its {step} step: {what} come before it (an order runs its {steps} "
    "steps in this order, each once)\"";

int
rs_order_steps_have(const struct ynode *root, const char *name)
{
	const struct ynode *o = ynode_get(ynode_get(root, "mechanisms"),
	    "orders");
	const struct ynode *s = o != NULL && o->kind == Y_MAP ?
	    ynode_get(o, "steps") : NULL;

	if (s == NULL || s->kind != Y_SEQ)
		return 1;	/* the steps of before, or the check says */
	for (int k = 0; k < s->n; k++)
		if (s->v[k]->kind == Y_SCALAR && strcmp(s->v[k]->str, name) ==
		    0)
			return 1;
	return 0;
}

int
rs_order_steps_upgrade(struct ynode *root)
{
	struct ynode *o = ynode_get(ynode_get(root, "mechanisms"), "orders");
	char list[64];

	if (o == NULL || o->kind != Y_MAP || ynode_get(o, "steps") != NULL)
		return 0;
	snprintf(list, sizeof list, "[%s, %s, %s]", rs_order_steps_before[0],
	    rs_order_steps_before[1], rs_order_steps_before[2]);
	if (rs_set_yaml(o, "steps", list, o) < 0)
		return -1;
	if (ynode_get(o, "late") == NULL && rs_set_yaml(o, "late",
	    late_before, o) < 0)
		return -1;
	if (ynode_get(o, "combat-step") == NULL && rs_set_scalar(o,
	    "combat-step", rs_order_steps_before[1], o) < 0)
		return -1;
	if (ynode_get(o, "combat-what") == NULL && rs_set_scalar(o,
	    "combat-what", "combats", o) < 0)
		return -1;
	if (ynode_get(o, "after-combats") == NULL && rs_set_scalar(o,
	    "after-combats", rs_order_steps_before[2], o) < 0)
		return -1;
	return 0;
}
