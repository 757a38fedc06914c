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

int
rs_settle_hits_upgrade(struct ynode *root)
{
	return rs_yreplace_flags(root, "settle-hits", settle_decl);
}
