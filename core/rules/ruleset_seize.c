/* ruleset_seize.c: an attack on a land of an orbit board from the
 * attacker's lands is a declared action (a region word, a word of kind
 * sources, the effect seize).  A ruleset written before (a saved game
 * keeps the text it was started with) ran the mechanism 'seize' (run:
 * seize), or on an orbit board 'attack' without a duel of pieces, or,
 * before commands were declared, had the program's command 'attack' by
 * its name wherever a phase listed it (elsewhere, and without an orbit
 * board, the program had no such command): the merged tree is turned into the declaration before
 * it is read, with the usage lines, the refusals and the lines of
 * before. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define SEIZE_DECL(use) \
	"program-style: true\n" \
	"help: attack a land or a piece, as the ruleset's combat goes\n" \
	"usage: \"attack TARGET FROM:N[,FROM:N...] [= " use "]\"\n" \
	"no-turn-says: it is nobody's turn\n" \
	"words: \"2-\"\n" \
	"args:\n" \
	"  - {name: target, kind: region}\n" \
	"  - {name: from, kind: sources}\n" \
	"effects:\n" \
	"  - seize: {target: target, from: from}\n"

int
rs_seize_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"),
	    *board = ynode_get(root, "board");

	/* the mechanism ran as seize; as attack where no duel of pieces
	 * took the command */
	if (rs_run_declare_usage(root, "seize", SEIZE_DECL("A D"), 0) < 0)
		return -1;
	if (mech == NULL || mech->kind != Y_MAP || ynode_get(mech,
	    "attack") == NULL || ynode_get(mech, "duel") != NULL ||
	    board == NULL || board->kind != Y_MAP || ynode_get(board,
	    KEY_BODIES) == NULL)
		return 0;
	/* the program's command by its name, which said its usage line
	 * with the dice in full */
	return rs_run_declare_usage(root, "attack",
	    SEIZE_DECL("ATTACKER DEFENDER"), rs_ylisting(root, "attack") >= 0);
}
