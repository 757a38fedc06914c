/* ruleset_commit.c: a player's hand committed to the sites of the round
 * is a declared action (a player word, a word of kind commitment, the
 * effect commit of before, which ruleset_claims_fx.c and
 * ruleset_commitment.c rewrite, given face down: round-secret).  A ruleset written
 * before (a saved game keeps the text it was started with) ran the
 * mechanism 'commit' (run: commit), or, before commands were declared,
 * had the program's command 'commit' on any ruleset of the card
 * mechanisms' claims, in the phases that list it: the merged tree is
 * turned into the declaration before it is read. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char commit_text[] =
    "program-style: true\n"
    "help: \"record the cards a player puts under each site: "
    "[Nx]CARD[:r]\"\n"
    "round-secret: true\n"
    "usage: \"commit PLAYER [NUMBER CARD...]...\"\n"
    "words: \"1-\"\n"
    "args:\n"
    "  - {name: player, kind: player}\n"
    "  - {name: cards, kind: commitment, optional: true}\n"
    "effects:\n"
    "  - commit: {player: player, cards: cards}\n";

int
rs_commit_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	return rs_run_declare_usage(root, "commit", commit_text, mech !=
	    NULL && mech->kind == Y_MAP && ynode_get(mech, "claims") !=
	    NULL);
}
