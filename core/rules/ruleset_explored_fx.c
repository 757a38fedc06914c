/* ruleset_explored_fx.c: the effect set-explored of a ruleset written
 * before (a saved game keeps the text it was started with),
 * 'set-explored: {at: PLACE}', a territory word of the action marked
 * explored, is rewritten at load into what rulesets/aldarra-reborn.yaml
 * declares for its action explore, the general effect
 * 'set-territory: {at: PLACE, explored: 1}'.  One whose word is not of
 * kind territory, with other keys in its item (rs_fx_each), or on a text
 * without a map of territories, stays: the check refuses it. */
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* The set-explored x of act, item k of its effects, declared: 0, or -1
 * out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const char *at = rs_ytext(x, "at");
	struct strbuf b;

	(void)arg;
	if (!rs_plain_id(at) || !rs_yarg_kind(act, at, "territory"))
		return 1;
	sb_init(&b);
	sb_printf(&b, "- set-territory: {at: %s, explored: 1}\n", at);
	return rs_yput_text(effects, k, &b);
}

int
rs_explored_fx_upgrade(struct ynode *root)
{
	if (ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL)
		return 0;
	return rs_fx_each(root, "set-explored", declare, NULL) < 0 ? -1 : 0;
}

void
rs_explored_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "set-explored", "on a map of territories "
	    "(mechanisms.territories), its 'at' a word of kind territory of "
	    "the action; write 'set-territory: {at: PLACE, explored: 1}' "
	    "instead (arbiter-ruleset(5))", errs);
}
