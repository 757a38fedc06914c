/* ruleset_flight.c: the marks a round's end clears on a board of numbered
 * zones are declared:
 *
 *   - clear-marks: [rest, fought]
 *
 * every squad free to move again and no zone fought over.  A ruleset
 * written before (a saved game keeps the text it was started with) left
 * that to the effect 'squads-rest: true' (its old step list of
 * turns.end-of-round became that effect: ruleset_round_end.c): on a board
 * of numbered zones every such effect is replaced by the declaration.
 * Elsewhere it is left, and refused by the check. */
#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char rest_decl[] = "- clear-marks: [rest, fought]\n";

/* The declaration for every 'squads-rest: true' under n: 0, or -1 out of
 * memory. */
static int
upgrade(struct ynode *n)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		if (n->kind == Y_SEQ && rs_yflag(n->v[i], "squads-rest")) {
			if (rs_yreplace_item(n, i, rest_decl) < 0)
				return -1;
			continue;
		}
		if (upgrade(n->v[i]) < 0)
			return -1;
	}
	return 0;
}

int
rs_flight_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board");

	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    KEY_ZONES) == NULL)
		return 0;
	return upgrade(root);
}
