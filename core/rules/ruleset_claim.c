/* ruleset_claim.c: landing at the site being resolved is a declared
 * action (a player word, a word of kind claim, the effect claim of
 * before, which ruleset_claims_fx.c rewrites).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'claim' (run: claim, or run: land), or, before
 * commands were declared, had the program's command 'land' on any ruleset
 * of the card mechanisms' claims, in the phases that list it: the merged
 * tree is turned into the declaration before it is read. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char claim_text[] =
    "program-style: true\n"
    "help: land at a location of the site being resolved and take "
    "sub-locations\n"
    "usage: \"land PLAYER LOCATION [KIND[:COST][:CARD]...] "
    "[= FACE...]\"\n"
    "words: \"2-\"\n"
    "args:\n"
    "  - {name: player, kind: player}\n"
    "  - {name: claim, kind: claim}\n"
    "effects:\n"
    "  - claim: {player: player, claim: claim}\n";

int
rs_claim_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	if (rs_run_declare_usage(root, "claim", claim_text, 0) < 0)
		return -1;
	return rs_run_declare_usage(root, "land", claim_text, mech != NULL &&
	    mech->kind == Y_MAP && ynode_get(mech, "claims") != NULL);
}
