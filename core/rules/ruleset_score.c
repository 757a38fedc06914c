/* ruleset_score.c: the tie-break draws that the final standings of the
 * card mechanisms wait for are a declared action (a word of kind draws,
 * the value standings_wait, the effect final-standings of before, which
 * ruleset_standings.c then declares).  A ruleset
 * written before (a saved game keeps the text it was started with) ran
 * the mechanism 'score' (run: score), or, before commands were declared,
 * had the program's command 'score' on any ruleset of the card
 * mechanisms' claims: the merged tree is turned into the declaration
 * before it is read, with the refusal the mechanism gave. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char score_text[] =
    "program-style: true\n"
    "help: \"after the last round: the tie-break draw the final standings "
    "wait for\"\n"
    "no-actor: true\n"
    "words: \"2-\"\n"
    "args:\n"
    "  - {name: value, kind: draws}\n"
    "require:\n"
    "  - test: standings_wait\n"
    "    refusal: \"no tie in the final standings waits for a draw "
    "('score' is for that, after the last round)\"\n"
    "effects:\n"
    "  - final-standings: {draws: value}\n";

int
rs_score_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	return rs_run_declare(root, "score", score_text, mech != NULL &&
	    mech->kind == Y_MAP && ynode_get(mech, "claims") != NULL);
}
