/* ruleset_out_of_order_fx.c: a text written before the key out-of-order
 * of buy-sub-locations took a pool-name as the mark of an action landing
 * out of the landing order (the hints named one without it where there
 * was one).  Where no buy-sub-locations of the text says out-of-order and
 * one has no pool-name, each with a pool-name is given
 *
 *   out-of-order: true
 *
 * at load, so that the hints and refusals name the same action as
 * before; elsewhere the pool's name only names the pool. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* What the texts' buy-sub-locations say: one says out-of-order, one has
 * no pool-name. */
struct seen {
	int ooo, bare;
};

static struct ynode *
buy_subs(const struct rs_fx_at *at)
{
	struct ynode *item = at->eff->v[at->k], *x;

	if (item->kind != Y_MAP || (x = ynode_get(item,
	    "buy-sub-locations")) == NULL || x->kind != Y_MAP)
		return NULL;
	return x;
}

static int
look(const struct rs_fx_at *at, void *arg)
{
	struct seen *s = arg;
	const struct ynode *x = buy_subs(at);

	if (x == NULL)
		return 1;
	s->ooo |= ynode_get(x, "out-of-order") != NULL;
	s->bare |= ynode_get(x, "pool-name") == NULL;
	return 0;
}

/* One with a pool-name marked out of the order: 0, 1 (another), or -1
 * out of memory. */
static int
mark(const struct rs_fx_at *at, void *arg)
{
	struct ynode *x = buy_subs(at), *t, *p;

	(void)arg;
	if (x == NULL || (p = ynode_get(x, "pool-name")) == NULL)
		return 1;
	if ((t = ynode_new_scalar("true", 1, p->file, p->line, p->col)) ==
	    NULL)
		return -1;
	if (ynode_set(x, "out-of-order", t) < 0) {
		ynode_free(t);
		return -1;
	}
	return 0;
}

int
rs_out_of_order_fx_upgrade(struct ynode *root)
{
	struct seen s = { 0, 0 };

	if (rs_fx_lists(root, "buy-sub-locations", look, &s) < 0)
		return -1;
	if (s.ooo || !s.bare)
		return 0;
	return rs_fx_lists(root, "buy-sub-locations", mark, NULL) < 0 ? -1 :
	    0;
}
