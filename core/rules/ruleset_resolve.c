/* ruleset_resolve.c: resolving the next site of the round is a declared
 * action (the GM's, a word of kind resolved, the effect resolve of
 * before, which ruleset_claims_fx.c rewrites).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'resolve' (run: resolve), or, before commands
 * were declared, had the program's command 'resolve' on any ruleset of the
 * card mechanisms' claims, in the phases that list it: the merged tree is
 * turned into the declaration before it is read. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char resolve_text[] =
    "program-style: true\n"
    "help: order the players at the next site by the landing ranking\n"
    "no-actor: true\n"
    "usage: \"resolve [SITE] [draw VALUE...] [= FACE...]\"\n"
    "words: \"0-\"\n"
    "args:\n"
    "  - {name: site, kind: resolved, optional: true}\n"
    "effects:\n"
    "  - resolve: {site: site}\n";

/* Does action a rank the players into the claims' order (rank-players
 * into claim-order, not nested), as resolving a site does? */
static int
claim_ordered(const struct ynode *a)
{
	const struct ynode *e = a->kind == Y_MAP ? ynode_get(a, "effects") :
	    NULL;

	for (int k = 0; e != NULL && e->kind == Y_SEQ && k < e->n; k++) {
		const struct ynode *r = ynode_get(e->v[k], "rank-players");
		const char *into = r != NULL && r->kind == Y_MAP ?
		    rs_ytext(r, "into") : NULL;
		if (into != NULL && strcmp(into, "claim-order") == 0)
			return 1;
	}
	return 0;
}

/* Does an action of the tree declare the effect resolve, or rank into
 * the claims' order (under whatever name): then the command by its name
 * is not the program's of before. */
static int
declared(const struct ynode *root)
{
	const struct ynode *actions = ynode_get(root, "actions");

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++)
		if (rs_yeffect(actions->v[i], "resolve") ||
		    claim_ordered(actions->v[i]))
			return 1;
	return 0;
}

int
rs_resolve_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	return rs_run_declare_usage(root, "resolve", resolve_text, mech !=
	    NULL && mech->kind == Y_MAP && ynode_get(mech, "claims") !=
	    NULL && !declared(root));
}
