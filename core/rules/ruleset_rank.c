/* ruleset_rank.c: the table's turn order ranked is declared (RES1, ... the
 * resources of turns.rank, each with its prefer, high when not given):
 *
 *   - rank-players:
 *       by:
 *         - {value: "resource(RES1, who)", prefer: low}
 *         - ...
 *       into: turn-order
 *       tied-says: "tied, kept in the previous order: {@ties}"
 *     says: "turn order: {@ranking resource(RES1, who)}"
 *     json: turn_order
 *
 * the players in the turn order ranked by the first resource, ties broken
 * by the next, those still tied kept in the order they had; said with the
 * first resource's values, and the ties kept.  A ruleset written before
 * (a saved game keeps the text it was started with) left that to the
 * effect 'rank-turns: true' (its old phase step turn-order became that
 * effect: ruleset_map_steps.c) and its criteria to turns.rank: every such
 * effect is replaced by the declaration.  Where turns.rank gives none, or
 * a resource whose id an expression cannot name, it is left, and refused
 * by the check. */
#include <ctype.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration for the criteria of rank (turns.rank), into b: 0, or
 * -1 when it cannot be written. */
static int
declaration(const struct ynode *rank, struct strbuf *b)
{
	if (rank == NULL || rank->kind != Y_SEQ || rank->n <= 0 ||
	    rank->n > RANK_BY_MAX)
		return -1;
	sb_add(b, "- rank-players:\n"
	    "    by:\n");
	for (int i = 0; i < rank->n; i++) {
		const char *res = rs_ytext(rank->v[i], "resource");
		const char *prefer = rs_ytext(rank->v[i], "prefer");
		if (!rs_plain_id(res) || (prefer != NULL && strcmp(prefer,
		    "low") != 0 && strcmp(prefer, "high") != 0))
			return -1;
		sb_printf(b, "      - {value: \"resource(%s, who)\", prefer: "
		    "%s}\n", res, prefer != NULL ? prefer : "high");
	}
	sb_printf(b, "    into: turn-order\n"
	    "    tied-says: \"tied, kept in the previous order: {@ties}\"\n"
	    "  says: \"turn order: {@ranking resource(%s, who)}\"\n"
	    "  json: turn_order\n", rs_ytext(rank->v[0], "resource"));
	return 0;
}

int
rs_rank_turns_upgrade(struct ynode *root)
{
	const struct ynode *turns = ynode_get(root, "turns");
	struct strbuf b;
	int st;

	if (turns == NULL || turns->kind != Y_MAP || !rs_yhas(root,
	    "rank-turns"))
		return 0;
	sb_init(&b);
	if (declaration(ynode_get(turns, "rank"), &b) < 0) {
		sb_release(&b);
		return 0;
	}
	st = sb_str(&b) != NULL ? rs_yreplace_flags(root, "rank-turns",
	    sb_str(&b)) : -1;
	sb_release(&b);
	return st;
}
