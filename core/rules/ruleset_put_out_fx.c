/* ruleset_put_out_fx.c: the effect put-out of a ruleset written before (a
 * saved game keeps the text it was started with), 'put-out: true', the
 * player who acts out of the game, is rewritten at load into the general
 * effect rulesets/ashes-of-empire.yaml declares for its players left with
 * nothing:
 *
 *   fall: me
 *
 * which on a game of no pieces tracked on a board only puts the player
 * out, with the same line ("Ann is out of the game").  The keys beside it
 * in its item (says, ...) stay where they are; where nobody acts the
 * check refuses fall: me as it refused put-out.  Any other value stays:
 * the check refuses it. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* Item k of eff, a put-out: true, declared: 0, or -1 out of memory; 1
 * when it is not one to declare. */
static int
declare(const struct rs_fx_at *at, void *arg)
{
	struct ynode *item = at->eff->v[at->k], *x, *me;
	int i;

	(void)arg;
	if (item->kind != Y_MAP || (x = ynode_get(item, "put-out")) ==
	    NULL || x->kind != Y_SCALAR || (strcmp(x->str, "true") != 0 &&
	    strcmp(x->str, "yes") != 0) || ynode_get(item, "fall") != NULL)
		return 1;
	for (i = 0; i < item->n && strcmp(item->keys[i]->str,
	    "put-out") != 0; i++)
		;
	if ((me = ynode_new_scalar("me", 1, x->file, x->line, x->col)) ==
	    NULL)
		return -1;
	ynode_free(ynode_take(item, "put-out"));
	if (ynode_set_before(item, i, "fall", me) < 0) {
		ynode_free(me);
		return -1;
	}
	return 0;
}

int
rs_put_out_fx_upgrade(struct ynode *root)
{
	return rs_fx_lists(root, "put-out", declare, NULL) < 0 ? -1 : 0;
}

void
rs_put_out_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "put-out", "as 'put-out: true'; write the player out "
	    "with today's effect instead (arbiter-ruleset(5): fall: me)",
	    errs);
}
