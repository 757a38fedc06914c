/* ruleset_hold_out.c: the players left with no zone and no squad are put
 * out of the game by declarations (each-player, squad_pieces, fall).
 * The effect hold-win of a text written before (a saved game keeps the
 * text it was started with; the old turns.end-of-round step of that name
 * became it, ruleset_round_end.c) put them out itself, in seat order,
 * before it looked for a winner: at load the declaration that says the
 * same lines goes into turns.round-end just before it, unless the text
 * puts players out already (fall, or put-out of before rewritten later
 * by ruleset_put_out_fx.c, anywhere in round-end). */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

int
rs_hold_out_upgrade(struct ynode *root)
{
	struct ynode *turns = ynode_get(root, "turns"), *board, *end, *t,
	    *made, **v;
	const char *win;
	struct strbuf b;
	int k;

	end = turns != NULL && turns->kind == Y_MAP ? ynode_get(turns,
	    "round-end") : NULL;
	board = ynode_get(root, "board");
	if (end == NULL || end->kind != Y_SEQ || rs_yhas(end, "put-out") ||
	    rs_yhas(end, "fall") ||
	    board == NULL || board->kind != Y_MAP ||
	    ynode_get(board, ZONES_KEY) == NULL)
		return 0;	/* nothing to put before, or said already */
	for (k = 0; k < end->n; k++)
		if ((win = rs_ytext(end->v[k], "hold-win")) != NULL &&
		    (strcmp(win, "true") == 0 || strcmp(win, "yes") == 0))
			break;
	if (k >= end->n)
		return 0;
	sb_init(&b);
	sb_printf(&b, "round-end:\n"
	    "  - each-player:\n"
	    "      - if:\n"
	    "          test: regions(me) == 0 and squad_pieces(%s, me) == 0 "
	    "and squad_pieces(%s, me) == 0\n"
	    "          then:\n"
	    "            - fall: me\n"
	    "              says: \"{@me} has no {@word zone} and no {@word "
	    "squad} left and is out of the game\"\n", STRIKERS_KEY,
	    CARRIERS_KEY);
	if ((t = rs_yparse_at(&b, end->v[k]->file, end->v[k])) == NULL)
		return -1;
	made = ynode_take(t, "round-end");
	ynode_free(t);
	if (made == NULL || made->kind != Y_SEQ || made->n != 1) {
		ynode_free(made);
		return -1;
	}
	if ((v = realloc(end->v, (size_t)(end->n + 1) * sizeof *v)) == NULL) {
		ynode_free(made);
		return -1;
	}
	end->v = v;
	memmove(&end->v[k + 1], &end->v[k], (size_t)(end->n - k) * sizeof *v);
	end->v[k] = made->v[0];
	end->n++;
	end->cap = end->n;
	made->n = 0;
	ynode_free(made);
	return 0;
}
