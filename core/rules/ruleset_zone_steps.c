/* ruleset_zone_steps.c: the phase steps raw-materials,
 * neutrals-replenish, orders-open and the squads' advance of the numbered
 * zones (mechanisms.colonies, mechanisms.production, mechanisms.flight)
 * are the phase's 'begin' now, the effects produce, replenish-neutrals,
 * open-orders and advance-squads carried out once as the phase begins
 * (core/engine/engine_produce.c, engine_replenish.c, engine_open.c,
 * engine_advance.c).  A text written before (a saved game keeps the
 * text it was started with) lists the steps: each is taken off the
 * phase's steps and its effect put first in the phase's begin, in the
 * order the steps were listed.  A phase's begin comes after its steps, so
 * a step the text listed after these (none of the shipped ones did) now
 * runs before them. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The old step names and the effect each became. */
static const struct {
	char step[24];
	char effect[48];
} zone_steps[] = {
	{ "raw-materials", "- produce: true\n" },
	{ "neutrals-replenish", "- replenish-neutrals: true\n" },
	{ "orders-open", "- open-orders: true\n" },
	{ KEY_SQUADS_ADVANCE, "- advance-squads: true\n" },
};

#define NZONE_STEPS ((int)(sizeof zone_steps / sizeof zone_steps[0]))

/* The effect step s became, or -1 when it is no such step. */
static int
zone_step(const struct ynode *s)
{
	for (int k = 0; s->kind == Y_SCALAR && k < NZONE_STEPS; k++)
		if (strcmp(s->str, zone_steps[k].step) == 0)
			return k;
	return -1;
}

/* seq's items put before those of the phase's begin, set as its begin;
 * 0, or -1 out of memory (seq is consumed). */
static int
begin_first(struct ynode *phase, struct ynode *seq)
{
	struct ynode *old = ynode_take(phase, "begin");

	if (old != NULL && old->kind == Y_SEQ && old->n > 0) {
		struct ynode **v = realloc(seq->v, (size_t)(seq->n + old->n) *
		    sizeof *v);
		if (v == NULL) {
			ynode_free(old);
			ynode_free(seq);
			return -1;
		}
		memcpy(v + seq->n, old->v, (size_t)old->n * sizeof *v);
		seq->v = v;
		seq->n += old->n;
		seq->cap = seq->n;
		old->n = 0;
	}
	ynode_free(old);
	return ynode_set(phase, "begin", seq) < 0 ? -1 : 0;
}

/* The zone steps of one phase made its begin's first effects. */
static int
phase_upgrade(struct ynode *ph)
{
	struct ynode *s = ynode_get(ph, "steps"), *seq;
	struct strbuf b;
	int n = 0, k;

	if (s == NULL || s->kind != Y_SEQ)
		return 0;
	sb_init(&b);
	for (int i = 0; i < s->n; i++) {
		if ((k = zone_step(s->v[i])) < 0)
			continue;
		sb_add(&b, zone_steps[k].effect);
		n++;
	}
	if (n == 0) {
		sb_release(&b);
		return 0;
	}
	/* parsed at the place of the first step taken off */
	for (k = 0; zone_step(s->v[k]) < 0; k++)
		;
	if ((seq = rs_yparse_at(&b, s->v[k]->file, s->v[k])) == NULL)
		return -1;
	for (int i = 0; i < s->n; ) {
		if (zone_step(s->v[i]) < 0) {
			i++;
			continue;
		}
		ynode_free(s->v[i]);
		memmove(&s->v[i], &s->v[i + 1], (size_t)(s->n - i - 1) *
		    sizeof *s->v);
		s->n--;
	}
	return begin_first(ph, seq);
}

int
rs_zone_steps_upgrade(struct ynode *root)
{
	struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++)
		if (phases->v[i]->kind == Y_MAP &&
		    phase_upgrade(phases->v[i]) < 0)
			return -1;
	return 0;
}
