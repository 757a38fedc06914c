/* ruleset_income.c: what a player's turn brings when it begins, declared
 * as the effects of the phase (count-held, action-points and
 * unit-income, each read in turn as its declaration: ruleset_held.c,
 * ruleset_ap_decl.c, ruleset_unit_income.c).  A ruleset
 * written before (a saved game keeps the text it was started with)
 * listed them as the phase steps 'hold', 'action-points' and
 * 'unit-income': in a phase the round plays in its turns, with the places
 * or the mechanism each reads, a step becomes the effect that says the
 * same lines (and the same --json key), first among the phase's effects,
 * in the steps' order (the steps ran before the effects).  Elsewhere the
 * step stays, and the check refuses it as before. */
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The effect that says what step x said, into b: 0, or -1 when x is none
 * of these steps, or the text has not the places or the mechanism the
 * step read (the step stays, and the check refuses it). */
static int
step_effect(const struct ynode *root, const char *x, struct strbuf *b)
{
	static const char steps[][16] = { "action-points", "unit-income" };
	static const char json[][8] = { "ap", "income" };
	const struct ynode *m, *places;

	if (strcmp(x, "hold") == 0) {
		/* the places of the board counted */
		places = ynode_get(ynode_get(root, "board"), "places");
		if (places == NULL || places->kind != Y_MAP || places->n == 0)
			return -1;
		sb_add(b, "  - count-held: true\n");
		return 0;
	}
	for (int k = 0; k < 2; k++) {
		if (strcmp(x, steps[k]) != 0)
			continue;
		m = ynode_get(ynode_get(root, "mechanisms"), steps[k]);
		if (m == NULL || m->kind != Y_MAP)
			return -1;
		sb_printf(b, "  - %s: true\n    json: %s\n", steps[k],
		    json[k]);
		return 0;
	}
	return -1;
}

/* Does the round play phase id in its players' turns? */
static int
in_turns(const struct ynode *root, const char *id)
{
	const struct ynode *round = ynode_get(root, "round");

	for (int i = 0; round != NULL && round->kind == Y_SEQ &&
	    i < round->n; i++) {
		const struct ynode *t = round->v[i]->kind == Y_MAP ?
		    ynode_get(round->v[i], "turns") : NULL;
		for (int k = 0; t != NULL && t->kind == Y_SEQ && k < t->n; k++)
			if (t->v[k]->kind == Y_SCALAR &&
			    strcmp(t->v[k]->str, id) == 0)
				return 1;
	}
	return 0;
}

/* The phase's steps declared as its effects, first among them; 0, or -1
 * out of memory. */
static int
phase_upgrade(const struct ynode *root, struct ynode *ph)
{
	struct ynode *s = ynode_get(ph, "steps"), *t, *old;
	struct strbuf b;
	int any = 0;

	if (s == NULL || s->kind != Y_SEQ)
		return 0;
	sb_init(&b);
	sb_add(&b, "effects:\n");
	for (int k = 0; k < s->n; k++) {
		const char *x = s->v[k]->kind == Y_SCALAR ? s->v[k]->str : "";
		if (step_effect(root, x, &b) < 0)
			continue;
		ynode_free(s->v[k]);
		memmove(&s->v[k], &s->v[k + 1], (size_t)(s->n - k - 1) *
		    sizeof *s->v);
		s->n--;
		k--;
		any = 1;
	}
	if (!any) {
		sb_release(&b);
		return 0;
	}
	if ((t = rs_yparse_at(&b, ph->file, ph)) == NULL)
		return -1;
	old = ynode_take(ph, "effects");
	if (old != NULL && old->kind == Y_SEQ && old->n > 0) {
		struct ynode *e = ynode_get(t, "effects");
		struct ynode **v = realloc(e->v, (size_t)(e->n + old->n) *
		    sizeof *v);
		if (v == NULL) {
			ynode_free(old);
			ynode_free(t);
			return -1;
		}
		memcpy(v + e->n, old->v, (size_t)old->n * sizeof *v);
		e->v = v;
		e->n += old->n;
		e->cap = e->n;
		old->n = 0;
	}
	ynode_free(old);
	if (ynode_set(ph, "effects", ynode_take(t, "effects")) < 0) {
		ynode_free(t);
		return -1;
	}
	ynode_free(t);
	return 0;
}

int
rs_income_upgrade(struct ynode *root)
{
	struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++)
		if (phases->v[i]->kind == Y_MAP && in_turns(root,
		    phases->keys[i]->str) && phase_upgrade(root,
		    phases->v[i]) < 0)
			return -1;
	return 0;
}
