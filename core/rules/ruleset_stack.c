/* ruleset_stack.c: where a map of territories' stacking limit does not
 * hold is a test of the ruleset's (mechanisms.territories.no-stack-limit,
 * engine_stack.c).  A ruleset written before (a saved game keeps the text
 * it was started with) gave the faction free of it on its home territory
 * 'abilities.unstacked-home: true', which the program applied: the merged
 * tree is given the faction's value and the test that reads it before it
 * is read. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define UNSTACKED "unstacked-home"	/* the ability, then the value */

static const char no_stack_limit[] =
    "here == home(me) and faction_has(" UNSTACKED ")";

/* Does a faction have the ability of old? */
static int
had_ability(const struct ynode *root)
{
	const struct ynode *fs = ynode_get(root, "factions"), *x;

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++)
		if ((x = ynode_get(ynode_get(fs->v[i], "abilities"),
		    UNSTACKED)) != NULL && x->kind == Y_SCALAR &&
		    strcmp(x->str, "true") == 0)
			return 1;
	return 0;
}

int
rs_stack_upgrade(struct ynode *root)
{
	struct ynode *terr = ynode_get(ynode_get(root, "mechanisms"),
	    "territories"), *x;
	int old = had_ability(root), any;

	if (rs_ytrue_value(root, UNSTACKED, &any) < 0)
		return -1;
	if (!old || terr == NULL || terr->kind != Y_MAP ||
	    ynode_get(terr, "no-stack-limit") != NULL)
		return 0;
	if ((x = ynode_new_scalar(no_stack_limit, 0, terr->file, terr->line,
	    terr->col)) == NULL || ynode_set(terr, "no-stack-limit", x) < 0)
		return -1;
	return 0;
}
