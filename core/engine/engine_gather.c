/* engine_gather.c: the groups of words given again (repeat) that are
 * taken together (actions.*.gather-by, gather-with): the groups naming
 * the same value of one word and giving a region of their own are taken
 * at the place of the first of them, the others after it, and the log
 * writes them in that order; a region named twice among them is refused.
 * Their expressions read the set with sum_gathered(x), count_gathered(t)
 * and gathered_first. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <string.h>

/* The place of x's word called name (the check made it a repeated one). */
static int
word_at(const struct action_def *x, const char *name)
{
	for (int k = 0; k < x->args.n; k++)
		if (strcmp(VEC_AT(x->args, struct arg_def, k)->name, name) == 0)
			return k;
	return -1;
}

void
eng_gather_order(const struct action_def *x, struct eng_gather *g)
{
	int by = word_at(x, x->gather_by), with = word_at(x, x->gather_with);
	int done[ENG_GATHER_MAX] = { 0 }, n = 0;

	for (int i = 0; i < g->n; i++) {
		if (done[i])
			continue;
		done[i] = 1;
		g->set[i] = i;
		g->order[n++] = i;
		if (g->vals[i][with] < 0)	/* none given: alone */
			continue;
		for (int j = i + 1; j < g->n; j++)
			if (!done[j] && g->vals[j][with] >= 0 &&
			    g->vals[j][by] == g->vals[i][by]) {
				done[j] = 1;
				g->set[j] = i;
				g->order[n++] = j;
			}
	}
}

int
eng_gather_take(struct act *a, const struct action_def *x,
    const struct eng_gather *g, int k, struct eng_eval *ev)
{
	int with = word_at(x, x->gather_with);

	ev->gather = g;
	ev->gather_at = k;
	if (g->set[k] != k || g->vals[k][with] < 0)
		return ST_OK;
	/* in the order taken: the first named again */
	for (int j = k + 1; j < g->n; j++)
		for (int i = k; i < j && g->set[j] == k; i++)
			if (g->set[i] == k && g->vals[j][with] ==
			    g->vals[i][with])
				return usage(a, "%s is named twice",
				    eng_region_name(a, (int)g->vals[j][with]));
	return ST_OK;
}

int
eng_gather_bind(struct eng_eval *ev, int i)
{
	const struct eng_gather *g = ev->gather;
	int first = ev->act->args.n - (int)ev->act->repeat, k = -1;

	if (g == NULL)
		return 0;
	if (i < 0)
		k = ev->gather_at;
	for (int t = 0; k < 0 && t < g->n; t++)
		if (g->set[g->order[t]] == g->set[ev->gather_at] && i-- == 0)
			k = g->order[t];
	if (k < 0)
		return 0;
	for (int w = first; w < ev->act->args.n; w++)
		ev->args[w] = g->vals[k][w];
	return 1;
}
