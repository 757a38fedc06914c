/* ruleset_out_of_order_fx.c: a text written before the key out-of-order
 * of buy-sub-locations took a pool-name as the mark of an action landing
 * out of the landing order (the hints named one without it where there
 * was one; only an action's own effects counted).  Where no
 * buy-sub-locations among the effects of the text's actions says
 * out-of-order and one has no pool-name, each with a pool-name is given
 *
 *   out-of-order: true
 *
 * at load, so that the hints and refusals name the same action as
 * before; elsewhere the pool's name only names the pool. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* Each buy-sub-locations among the effects of the actions, item by item
 * (the hints name an action by these alone, ruleset_lookup.c): fn given
 * its mapping; how many fn counted, or -1 out of memory. */
static int
each(struct ynode *root, int (*fn)(struct ynode *x, int *seen), int *seen)
{
	const struct ynode *acts = ynode_get(root, "actions");
	int n = 0, st;

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const struct ynode *eff = acts->v[i]->kind == Y_MAP ?
		    ynode_get(acts->v[i], "effects") : NULL;
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k < eff->n;
		    k++) {
			struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "buy-sub-locations") : NULL;
			if (x == NULL || x->kind != Y_MAP)
				continue;
			if ((st = fn(x, seen)) < 0)
				return -1;
			n += st;
		}
	}
	return n;
}

/* What the text says: seen[0] one says out-of-order, seen[1] one has no
 * pool-name. */
static int
look(struct ynode *x, int *seen)
{
	seen[0] |= ynode_get(x, "out-of-order") != NULL;
	seen[1] |= ynode_get(x, "pool-name") == NULL;
	return 0;
}

/* One with a pool-name marked out of the order: 1, 0 (another), or -1
 * out of memory. */
static int
mark(struct ynode *x, int *seen)
{
	struct ynode *t, *p = ynode_get(x, "pool-name");

	(void)seen;
	if (p == NULL)
		return 0;
	if ((t = ynode_new_scalar("true", 1, p->file, p->line, p->col)) ==
	    NULL)
		return -1;
	if (ynode_set(x, "out-of-order", t) < 0) {
		ynode_free(t);
		return -1;
	}
	return 1;
}

int
rs_out_of_order_fx_upgrade(struct ynode *root)
{
	int seen[2] = { 0, 0 };

	if (each(root, look, seen) < 0)
		return -1;
	if (seen[0] || !seen[1])
		return 0;
	return each(root, mark, seen) < 0 ? -1 : 0;
}
