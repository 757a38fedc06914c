/* ruleset_flight.c: the marks a round's end clears on a board of numbered
 * zones are declared:
 *
 *   - clear-marks: [rest, fought]
 *
 * every squad free to move again and no zone fought over; and so is the
 * squads' flight, each-squad-in-flight with fly-on (advance_decl below).
 * A ruleset written before (a saved game keeps the text it was started
 * with) left them to the effects 'squads-rest: true' (its old step list
 * of turns.end-of-round became that effect: ruleset_round_end.c) and
 * 'advance-squads: true' (written for an older phase's steps by
 * ruleset_zone_steps.c): on a board of numbered zones every such effect
 * is replaced by its declaration (advance-squads only with
 * mechanisms.flight).  Elsewhere it is left, and refused by the check
 * with its own message. */
#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char rest_decl[] = "- clear-marks: [rest, fought]\n";
static const char advance_decl[] =
    "- if: {test: \"squads_in_flight == 0\", then: [{say: \"no {@word "
    "squad} is in flight\"}]}\n"
    "- each-squad-in-flight:\n"
    "    - if:\n"
    "        test: space > 1\n"
    "        then: [{say: \"{@player who}'s {@word squad} ({@squad}) "
    "bound for {@name here}: space {space - 1}\"}]\n"
    "        else: [{say: \"{@player who}'s {@word squad} ({@squad}) "
    "reaches the orbit of {@name here}\"}]\n"
    "    - fly-on: true\n";

/* The declarations for every 'squads-rest: true' under n, and for every
 * 'advance-squads: true' when the squads fly (mechanisms.flight): 0, or
 * -1 out of memory. */
static int
upgrade(struct ynode *n, int flies)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		/* each alone in its item (else rs_flags_left refuses it) */
		if (n->kind == Y_SEQ && n->v[i]->n == 1 && rs_yflag(n->v[i],
		    "squads-rest")) {
			if (rs_yreplace_item(n, i, rest_decl) < 0)
				return -1;
			continue;
		}
		if (flies && n->kind == Y_SEQ && n->v[i]->n == 1 &&
		    rs_yflag(n->v[i], "advance-squads")) {
			if (rs_yreplace_item(n, i, advance_decl) < 0)
				return -1;
			i++;	/* two items: the test, the iteration */
			continue;
		}
		if (upgrade(n->v[i], flies) < 0)
			return -1;
	}
	return 0;
}

int
rs_flight_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board");

	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL)
		return 0;
	return upgrade(root, ynode_get(ynode_get(root, "mechanisms"),
	    "flight") != NULL);
}
