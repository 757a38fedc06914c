/* ruleset_zone_steps.c: the phase steps raw-materials,
 * neutrals-replenish, orders-open, the squads' advance and order-rank of
 * the numbered zones (mechanisms.colonies, mechanisms.production,
 * mechanisms.flight, mechanisms.chosen-order) are the phase's 'begin'
 * now, the effects produce, replenish-neutrals, open-orders,
 * advance-squads and rank-choosers carried out once as the phase begins
 * (core/engine/engine_produce.c, engine_replenish.c, engine_open.c,
 * engine_advance.c, engine_choosers.c), and what order-rank checked
 * before the phase could end (every place chosen) its end-require.  A
 * text written before (a saved game keeps the text it was started with)
 * lists the steps: each is taken off the phase's steps and its effect put
 * first in the phase's begin, in the order the steps were listed, its
 * check first in the phase's end-require.  A phase's begin comes after its steps, so
 * a step the text listed after these (none of the shipped ones did) now
 * runs before them. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The old step names, the effect each became and what it checked before
 * the phase could end (an item of end-require, or ""). */
static const struct {
	char step[24];
	char effect[48];
	char end[160];
} zone_steps[] = {
	{ "raw-materials", "- produce: true\n", "" },
	{ "neutrals-replenish", "- replenish-neutrals: true\n", "" },
	{ "orders-open", "- open-orders: true\n", "" },
	{ KEY_SQUADS_ADVANCE, "- advance-squads: true\n", "" },
	{ "order-rank", "- rank-choosers: true\n",
	  "- test: chooser == nobody\n"
	  "  refusal: \"{@player chooser} has not chosen a place yet: "
	  "'choose {@player chooser} PLACE'\"\n" },
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

/* seq's items put before those of the phase's sequence under key, set
 * there; 0, or -1 out of memory (seq is consumed). */
static int
seq_first(struct ynode *phase, const char *key, struct ynode *seq)
{
	struct ynode *old = ynode_take(phase, key);

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
	return ynode_set(phase, key, seq) < 0 ? -1 : 0;
}

/* The zone steps of one phase made its begin's first effects, and the
 * first items of its end-require. */
static int
phase_upgrade(struct ynode *ph)
{
	struct ynode *s = ynode_get(ph, "steps"), *seq, *end = NULL;
	struct strbuf b, e;
	int n = 0, k;

	if (s == NULL || s->kind != Y_SEQ)
		return 0;
	sb_init(&b);
	sb_init(&e);
	for (int i = 0; i < s->n; i++) {
		if ((k = zone_step(s->v[i])) < 0)
			continue;
		sb_add(&b, zone_steps[k].effect);
		sb_add(&e, zone_steps[k].end);
		n++;
	}
	if (n == 0) {
		sb_release(&b);
		sb_release(&e);
		return 0;
	}
	/* parsed at the place of the first step taken off */
	for (k = 0; zone_step(s->v[k]) < 0; k++)
		;
	if (e.len > 0 && (end = rs_yparse_at(&e, s->v[k]->file, s->v[k])) ==
	    NULL) {
		sb_release(&b);
		return -1;
	}
	if (e.len == 0)
		sb_release(&e);
	if ((seq = rs_yparse_at(&b, s->v[k]->file, s->v[k])) == NULL) {
		ynode_free(end);
		return -1;
	}
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
	if (seq_first(ph, "begin", seq) < 0) {
		ynode_free(end);
		return -1;
	}
	return end != NULL ? seq_first(ph, "end-require", end) : 0;
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
