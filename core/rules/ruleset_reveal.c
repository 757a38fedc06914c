/* ruleset_reveal.c: revealing the next site of the round is a declared
 * action (the GM's, a word of kind revealed, the effect reveal of before,
 * which ruleset_claims_fx.c rewrites).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'reveal' (run: reveal), or, before commands
 * were declared, had the program's command 'reveal' on any ruleset of the
 * card mechanisms' claims, in the phases that list it: the merged tree is
 * turned into the declaration before it is read. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char reveal_text[] =
    "program-style: true\n"
    "help: \"reveal a site: from the catalogue, drawn, or entered with "
    "its locations\"\n"
    "no-actor: true\n"
    "usage: \"reveal [ID | NAME VALUE LOCATION...] [= FACE...]\"\n"
    "words: \"0-\"\n"
    "args:\n"
    "  - {name: site, kind: revealed, optional: true}\n"
    "effects:\n"
    "  - reveal: {site: site}\n";

int
rs_reveal_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	return rs_run_declare_usage(root, "reveal", reveal_text, mech !=
	    NULL && mech->kind == Y_MAP && ynode_get(mech, "claims") !=
	    NULL);
}
