/* ruleset_settle_hits.c: how the players of the dice-pool combat take
 * turns assigning a step's hits is a declaration of settle-hits:
 *
 *   - settle-hits:
 *       wait: fight(players) > 2
 *       order: turn-order
 *
 * aldarra-reborn's rule (with more than two players in the combat, the
 * hits are assigned one player at a time, in turn order).  A ruleset
 * written before (a saved game keeps the text it was started with, and
 * ruleset_fire_step.c writes 'settle-hits: true' for older ones) said
 * 'settle-hits: true', the program keeping that rule: every such effect
 * is replaced by the declaration.  Where the text has no combat the
 * check refuses it as it refused the effect of before. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char settle_decl[] =
    "- settle-hits:\n"
    "    wait: fight(players) > 2\n"
    "    order: turn-order\n";

/* The declaration for every 'settle-hits: true' under n: 0, or -1 out
 * of memory. */
static int
upgrade(struct ynode *n)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		if (n->kind == Y_SEQ && rs_yflag(n->v[i], "settle-hits")) {
			if (rs_yreplace_item(n, i, settle_decl) < 0)
				return -1;
			continue;
		}
		if (upgrade(n->v[i]) < 0)
			return -1;
	}
	return 0;
}

int
rs_settle_hits_upgrade(struct ynode *root)
{
	return upgrade(root);
}
