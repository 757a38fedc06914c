/* ruleset_neutral_fx.c: the effect make-neutral of a ruleset written
 * before (a saved game keeps the text it was started with), 'make-neutral:
 * ZONE', a numbered zone a player holds left to the neutrals, is rewritten
 * at load into the general effect that rulesets/ashes-of-empire.yaml
 * declares for its revolts:
 *
 *   zone-holder: {at: ZONE, owner: nobody, replenish: owner(ZONE) != nobody}
 *
 * the zone neutral, its neutrals marked to replenish only where a player
 * held it (make-neutral left a neutral zone as it was; the revolts test
 * that first).  Nothing is said but what the change of hands brings, as
 * before.  The keys beside it in its item (says, json, ...) stay where
 * they are.  One whose zone is no expression stays: the check refuses
 * it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* Item k of eff, a make-neutral of an expression, declared: 0, or -1 out
 * of memory; 1 when it is not one to declare. */
static int
declare(const struct rs_fx_at *at, void *arg)
{
	struct ynode *item = at->eff->v[at->k], *x, *m, *owner, *rep;
	struct strbuf b;
	int i;

	(void)arg;
	if (item->kind != Y_MAP || (x = ynode_get(item, "make-neutral")) ==
	    NULL || x->kind != Y_SCALAR || x->str[0] == '\0' ||
	    ynode_get(item, "zone-holder") != NULL)
		return 1;
	for (i = 0; i < item->n && strcmp(item->keys[i]->str,
	    "make-neutral") != 0; i++)
		;
	sb_init(&b);
	sb_printf(&b, "owner(%s) != nobody", x->str);
	m = ynode_new_map(x->file, x->line, x->col);
	owner = ynode_new_scalar("nobody", 1, x->file, x->line, x->col);
	rep = ynode_new_scalar(sb_str(&b), 0, x->file, x->line, x->col);
	sb_release(&b);
	if (m == NULL || owner == NULL || rep == NULL ||
	    ynode_set(m, "owner", owner) < 0) {
		ynode_free(m);
		ynode_free(owner);
		ynode_free(rep);
		return -1;
	}
	if (ynode_set(m, "replenish", rep) < 0) {
		ynode_free(m);
		ynode_free(rep);
		return -1;
	}
	x = ynode_take(item, "make-neutral");
	if (ynode_set_before(m, 0, "at", x) < 0) {
		ynode_free(m);
		ynode_free(x);
		return -1;
	}
	if (ynode_set_before(item, i, "zone-holder", m) < 0) {
		ynode_free(m);
		return -1;
	}
	return 0;
}

int
rs_neutral_fx_upgrade(struct ynode *root)
{
	return rs_fx_lists(root, "make-neutral", declare, NULL) < 0 ? -1 : 0;
}

void
rs_neutral_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "make-neutral", "as 'make-neutral: ZONE', ZONE an "
	    "expression giving a numbered zone; write the change of holder "
	    "with today's effect instead (arbiter-ruleset(5): zone-holder: "
	    "{at: ZONE, owner: nobody, replenish: 1})", errs);
}
