/* ruleset_counters_fx.c: the step time-counters of a ruleset written
 * before (a saved game keeps the text it was started with),
 * 'turns.end-of-turn: [time-counters]', one counter taken off every
 * tracked piece that carries any when a player's turn ends, after the
 * effects of turns.turn-end and not once the game is over, is rewritten
 * at load into the effect that rulesets/adellos.yaml lists last in its
 * turn-end:
 *
 *   - if: {test: winners == 0, then: [count-down: {by: 1}]}
 *
 * one for each step, after the effects declared; the list goes when it
 * is empty.  A name that was never a step stays, and the schema refuses
 * the key. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char step_text[] =
"- if:\n"
"    test: winners == 0\n"
"    then:\n"
"      - count-down: {by: 1}\n";

int
rs_counters_fx_upgrade(struct ynode *root)
{
	struct ynode *turns = ynode_get(root, "turns"), *steps, *seq, *x;
	struct strbuf b;
	int k = 0;

	steps = turns != NULL && turns->kind == Y_MAP ? ynode_get(turns,
	    "end-of-turn") : NULL;
	if (steps == NULL || steps->kind != Y_SEQ)
		return 0;	/* none, or the schema says what is wrong */
	while (k < steps->n) {
		x = steps->v[k];
		if (x->kind != Y_SCALAR || strcmp(x->str, "time-counters")) {
			k++;
			continue;
		}
		sb_init(&b);
		sb_add(&b, step_text);
		if ((seq = rs_yparse_at(&b, x->file, x)) == NULL ||
		    rs_yseq_last(turns, "turn-end", seq) < 0)
			return -1;
		ynode_free(x);
		memmove(&steps->v[k], &steps->v[k + 1], (size_t)(steps->n - k -
		    1) * sizeof *steps->v);
		steps->n--;
	}
	if (steps->n == 0)
		ynode_free(ynode_take(turns, "end-of-turn"));
	return 0;
}
