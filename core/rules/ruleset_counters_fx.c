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
 * the key.  Where no piece is tracked one by one (no units, no chiefs)
 * the step is not rewritten, for count-down would be refused there under
 * a path the GM never wrote: rs_counters_fx_left refuses it as written. */
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

static const char step_text[] =
"- if:\n"
"    test: winners == 0\n"
"    then:\n"
"      - count-down: {by: 1}\n";

/* turns.end-of-turn, a list, or NULL (none, or the schema says what is
 * wrong). */
static struct ynode *
steps_of(struct ynode *root, struct ynode **turns)
{
	struct ynode *steps;

	*turns = ynode_get(root, "turns");
	steps = *turns != NULL && (*turns)->kind == Y_MAP ? ynode_get(*turns,
	    "end-of-turn") : NULL;
	return steps != NULL && steps->kind == Y_SEQ ? steps : NULL;
}

/* Does the text track pieces one by one (units or chiefs)? */
static int
tracked(const struct ynode *root)
{
	const struct ynode *u = ynode_get(root, "units"),
	    *c = ynode_get(root, KEY_CHIEFS);

	return (u != NULL && u->kind == Y_MAP && u->n > 0) ||
	    (c != NULL && c->kind == Y_MAP && c->n > 0);
}

/* Step k of steps, a time-counters, taken off the list. */
static void
take_step(struct ynode *steps, int k)
{
	ynode_free(steps->v[k]);
	memmove(&steps->v[k], &steps->v[k + 1], (size_t)(steps->n - k - 1) *
	    sizeof *steps->v);
	steps->n--;
}

static int
is_step(const struct ynode *x)
{
	return x->kind == Y_SCALAR && strcmp(x->str, "time-counters") == 0;
}

int
rs_counters_fx_upgrade(struct ynode *root)
{
	struct ynode *turns, *steps = steps_of(root, &turns), *seq, *x;
	struct strbuf b;
	int k = 0;

	if (steps == NULL || !tracked(root))
		return 0;
	while (k < steps->n) {
		x = steps->v[k];
		if (!is_step(x)) {
			k++;
			continue;
		}
		sb_init(&b);
		sb_add(&b, step_text);
		if ((seq = rs_yparse_at(&b, x->file, x)) == NULL ||
		    rs_yseq_last(turns, "turn-end", seq) < 0)
			return -1;
		take_step(steps, k);
	}
	if (steps->n == 0)
		ynode_free(ynode_take(turns, "end-of-turn"));
	return 0;
}

void
rs_counters_fx_left(struct ynode *root, struct diag_list *errs)
{
	struct ynode *turns, *steps = steps_of(root, &turns), *x;
	int k = 0;

	if (steps == NULL)
		return;
	while (k < steps->n) {
		x = steps->v[k];
		if (!is_step(x)) {
			k++;
			continue;
		}
		diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
		    "'turns.end-of-turn' lists 'time-counters', which counts "
		    "counters down on pieces tracked one by one on the board, "
		    "and this ruleset has none: declare kinds of pieces with "
		    "'tracked: true'");
		take_step(steps, k);
	}
	if (steps->n == 0)
		ynode_free(ynode_take(turns, "end-of-turn"));
}
