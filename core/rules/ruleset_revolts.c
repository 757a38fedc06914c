/* ruleset_revolts.c: the revolts of a round's end on a board of numbered
 * zones are declared:
 *
 *   - each-region:
 *       - if:
 *           test: owner(here) != nobody and folk(here) >= 0 and ...
 *           then:
 *             - say: "{@name here} revolts against ...; it is
 *                 independent (neutral) now"
 *             - zone-holder: {at: here, owner: nobody, replenish: 1}
 *
 * every zone a player holds whose militia is smaller than its folk (both
 * known) leaving him for the neutrals.  A ruleset written before (a saved
 * game keeps the text it was started with) left that to the effect
 * 'revolts: true' (its old step list of turns.end-of-round became that
 * effect: ruleset_round_end.c): on a board of numbered zones every such
 * effect is replaced by the declaration.  Elsewhere it is left, and
 * refused by the check. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char revolts_decl[] =
    "- each-region:\n"
    "    - if:\n"
    "        test: owner(here) != nobody and folk(here) >= 0 and "
    "militia(here) >= 0 and militia(here) < folk(here)\n"
    "        then:\n"
    "          - say: \"{@name here} revolts against {@player "
    "owner(here)}: {@word militia, many} {militia(here)}, {@word folk} "
    "{folk(here)}; it is independent (neutral) now\"\n"
    "          - zone-holder: {at: here, owner: nobody, replenish: 1}\n";

int
rs_revolts_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board");

	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL)
		return 0;
	return rs_yreplace_flags(root, "revolts", revolts_decl);
}
