/* ruleset_zone_steps.c: the phase steps of the numbered zones are
 * declarations now, effects carried out once as the phase begins (its
 * begin): raw-materials is produce, neutrals-replenish
 * replenish-neutrals, orders-open open-orders, the squads' advance
 * advance-squads, order-rank rank-choosers and battles-due list-battles
 * (produce and replenish-neutrals declared in their turn:
 * ruleset_produce.c, list-battles and battles-fought:
 * ruleset_battles_due.c, rank-choosers: ruleset_choosers.c;
 * core/engine/engine_open.c, engine_advance.c).  What a
 * step checked before the phase could end is an item of its end-require
 * (order-rank: every place chosen) or an effect of its leave
 * (battles-due: battles-fought).  A text written before (a saved game
 * keeps the text it was started with) lists the steps: each is taken off
 * the phase's steps, its effect put first in the phase's begin, in the
 * order the steps were listed, and its check first in the phase's
 * end-require or leave.  A phase's begin comes after its steps, so a step
 * the text listed after these (none of the shipped ones did) now runs
 * before them. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The old step names, the effect each became and what it checked before
 * the phase could end: an item of end-require, or an effect of leave
 * (else ""). */
static const struct {
	char step[24];
	char effect[48];
	char end[160];
	char leave[48];
} zone_steps[] = {
	{ "raw-materials", "- produce: true\n", "", "" },
	{ "neutrals-replenish", "- replenish-neutrals: true\n", "", "" },
	{ "orders-open", "- open-orders: true\n", "", "" },
	{ KEY_SQUADS_ADVANCE, "- advance-squads: true\n", "", "" },
	{ "order-rank", "- rank-choosers: true\n",
	  "- test: chooser == nobody\n"
	  "  refusal: \"{@player chooser} has not chosen a place yet: "
	  "'choose {@player chooser} PLACE'\"\n", "" },
	{ "battles-due", "- list-battles: true\n", "",
	  "- battles-fought: true\n" },
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

/* text parsed at the place of at, its items put at the end of *seq (a
 * new sequence when NULL); nothing for "".  0, or -1 out of memory. */
static int
seq_add(struct ynode **seq, const char *text, const struct ynode *at)
{
	struct strbuf b;
	struct ynode *t, **v;

	if (text[0] == '\0')
		return 0;
	sb_init(&b);
	sb_add(&b, text);
	if ((t = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	if (*seq == NULL) {
		*seq = t;
		return 0;
	}
	if ((v = realloc((*seq)->v, (size_t)((*seq)->n + t->n) *
	    sizeof *v)) == NULL) {
		ynode_free(t);
		return -1;
	}
	memcpy(v + (*seq)->n, t->v, (size_t)t->n * sizeof *v);
	(*seq)->v = v;
	(*seq)->n += t->n;
	(*seq)->cap = (*seq)->n;
	t->n = 0;
	ynode_free(t);
	return 0;
}

/* The zone steps of one phase made its begin's first effects, and what
 * they checked before it could end the first items of its end-require
 * and its leave, each at the place of its step. */
static int
phase_upgrade(struct ynode *ph)
{
	struct ynode *s = ynode_get(ph, "steps"), *seq[3] = { NULL };
	static const char keys[][16] = { "begin", "end-require", "leave" };
	int k, st = 0;

	if (s == NULL || s->kind != Y_SEQ)
		return 0;
	for (int i = 0; st == 0 && i < s->n; i++)
		if ((k = zone_step(s->v[i])) >= 0 && (seq_add(&seq[0],
		    zone_steps[k].effect, s->v[i]) < 0 || seq_add(&seq[1],
		    zone_steps[k].end, s->v[i]) < 0 || seq_add(&seq[2],
		    zone_steps[k].leave, s->v[i]) < 0))
			st = -1;
	for (int i = 0; st == 0 && i < s->n; ) {
		if (zone_step(s->v[i]) < 0) {
			i++;
			continue;
		}
		ynode_free(s->v[i]);
		memmove(&s->v[i], &s->v[i + 1], (size_t)(s->n - i - 1) *
		    sizeof *s->v);
		s->n--;
	}
	for (int i = 0; i < 3; i++) {
		if (st == 0 && seq[i] != NULL)
			st = rs_yseq_first(ph, keys[i], seq[i]);
		else
			ynode_free(seq[i]);
	}
	return st;
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
