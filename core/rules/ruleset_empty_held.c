/* ruleset_empty_held.c: board.empty-held-note, whether status notes of a
 * place held but empty that its row ends unless a piece of its holder's
 * stands on it when the turn ends, is the ruleset's to say.  A text that
 * does not say it (every text written before the key, such as a saved
 * game's adellos) has it where it has that rule: where turns.turn-end,
 * its routines written out, lets a place go (an effect let-go anywhere
 * within it). */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* Has a mapping within n the key let-go? */
static int
lets_go(const struct ynode *n)
{
	if (n == NULL || n->kind == Y_SCALAR)
		return 0;
	for (int i = 0; i < n->n; i++)
		if ((n->kind == Y_MAP && strcmp(n->keys[i]->str, "let-go") ==
		    0) || lets_go(n->v[i]))
			return 1;
	return 0;
}

int
rs_empty_held_upgrade(struct ynode *root)
{
	struct ynode *board = ynode_get(root, "board"), *t;

	if (board == NULL || board->kind != Y_MAP ||
	    ynode_get(board, "places") == NULL ||
	    ynode_get(board, "empty-held-note") != NULL ||
	    !lets_go(ynode_get(ynode_get(root, "turns"), "turn-end")))
		return 0;
	t = ynode_new_scalar("true", 1, board->file, board->line,
	    board->col);
	if (t == NULL || ynode_set(board, "empty-held-note", t) < 0) {
		ynode_free(t);
		return -1;
	}
	return 0;
}
