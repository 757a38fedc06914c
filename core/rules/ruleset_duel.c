/* ruleset_duel.c: the attack of one piece tracked one by one on another,
 * settled by the contest mechanisms.duel names, is a declared action (two
 * words of kind tracked, one of kind modifiers, the effect duel).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'attack' (run: attack) or, before commands were
 * declared, had the program's command of that name wherever
 * mechanisms.duel was: the merged tree is turned into the declaration
 * before it is read, with the usage line, the refusals and the lines the
 * mechanism gave.  Without mechanisms.duel the mechanism 'attack' is
 * another (regions attacked with counted units) and stays as it was;
 * without pieces the check refuses mechanisms.duel itself. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char attack_text[] =
    "program-style: true\n"
    "help: \"attack a land or a piece, as the ruleset's combat goes\"\n"
    "usage: \"attack PIECE TARGET [a+N|d+N[:NOTE]]... "
    "[cards:PLAYER[:N]]...\"\n"
    "words: \"2-\"\n"
    "no-faces-says: \"a duel rolls no dice: drop the '= ...' part\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked, acting: true}\n"
    "  - {name: target, kind: tracked}\n"
    "  - {name: modifiers, kind: modifiers}\n"
    "effects:\n"
    "  - duel: {attacker: piece, target: target, modifiers: modifiers}\n";

int
rs_duel_upgrade(struct ynode *root)
{
	if (ynode_get(ynode_get(root, "mechanisms"), "duel") == NULL ||
	    !rs_ytracked(root))
		return 0;
	return rs_run_declare_usage(root, "attack", attack_text, 1);
}
