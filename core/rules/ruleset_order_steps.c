/* ruleset_order_steps.c: the steps of an order on a map of territories
 * are declared (mechanisms.orders: steps, late, combat-step, combat-what,
 * after-combats; decl_order_steps.c checks them).  A text written before
 * (a saved game keeps the text it was started with) names none: the
 * merged tree is given the three steps the program had, movement, combat
 * and explore, with the refusal and the words it said.  The program's
 * commands of before that take a step (travel, explore) are given to a
 * text of no actions only where its order has that step
 * (rs_order_steps_have); an action running one where the order lacks
 * that step is refused at its 'run' (rs_order_steps_runs), and a phase
 * listing one by ruleset check (rs_check_listed_steps). */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
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
rs_order_steps_runs(const struct ynode *root, const char *run,
    const char *step, const char *fx, struct diag_list *errs)
{
	const struct ynode *actions = ynode_get(root, "actions");
	const struct ynode *s = ynode_get(ynode_get(ynode_get(root,
	    "mechanisms"), "orders"), "steps");
	struct strbuf list;	/* the steps, whole: their names have any
				   length */
	int any = 0;

	if (rs_order_steps_have(root, step))
		return 0;
	sb_init(&list);
	for (int k = 0; k < s->n; k++) {
		sb_add(&list, k == 0 ? "" : k == s->n - 1 ? " and " : ", ");
		sb_add(&list, s->v[k]->kind == Y_SCALAR ? s->v[k]->str : "?");
	}
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const struct ynode *r = ynode_get(actions->v[i], "run");
		if (r == NULL || r->kind != Y_SCALAR || strcmp(r->str, run) !=
		    0)
			continue;
		any = 1;
		diag_list_add(errs, ST_DATA, r->file, r->line, r->col,
		    "'actions.%s.run': '%s' takes the order's step '%s', "
		    "which mechanisms.orders.steps does not list (%s): "
		    "declare the action with the effects order-step "
		    "({step: STEP, what: TEXT}) and %s, or list '%s' among "
		    "the steps", actions->keys[i]->str, run, step,
		    sb_str(&list), fx, step);
	}
	sb_release(&list);
	return any;
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
