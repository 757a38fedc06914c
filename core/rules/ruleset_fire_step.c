/* ruleset_fire_step.c: the dice of a step of the dice-pool combat on a
 * map of territories are a declaration: the action's refusals (no combat
 * on, the round's steps over, the step's dice thrown) are requirements
 * over fight(), and its effects throw-pools (each player's units of the
 * kinds that fire in the step, fires_in(), the escalation pool once a
 * round, the round's heading) and settle-hits (the hits whose order
 * cannot matter, the step's end).  A ruleset written before (a saved
 * game keeps the text it was started with, and ruleset_combat_side.c
 * turns an older one's 'run: fire' into it) had the effect fire-step
 * instead: every 'fire-step: true' of an action's effects, when the text
 * has the combat, is replaced by those effects, and the refusals are put
 * last among the action's requirements, where the effect's own refusals
 * came.  One anywhere else stays, and the check refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char require_text[] =
    "- test: fight(on)\n"
    "  refusal: there is no combat on\n"
    "- test: fight(step) > 0\n"
    "  refusal: \"the round's steps are over: each player retreats or "
    "remains first\"\n"
    "- test: not fight(rolled)\n"
    "  refusal: \"the dice of the {@step fight(step)} step are thrown: "
    "every player's hits are assigned first ('assign PLAYER')\"\n";

static const char effects_text[] =
    "- throw-pools:\n"
    "    fires: fires_in(kind, who) == fight(step)\n"
    "    escalation: true\n"
    "    heading: \"round {fight(round)}, {@step fight(step)} step:\"\n"
    "- settle-hits: true\n";

/* The refusals put last among act's requirements (at: where the parsed
 * items are placed): 0, or -1 out of memory. */
static int
require_last(struct ynode *act, const struct ynode *at)
{
	struct ynode *seq, *old;
	struct strbuf b;

	old = ynode_get(act, "require");
	if (old != NULL && old->kind != Y_SEQ)
		return 0;	/* refused by the check as it is */
	sb_init(&b);
	sb_add(&b, require_text);
	if ((seq = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	old = ynode_take(act, "require");
	if (ynode_set(act, "require", seq) < 0) {
		ynode_free(seq);
		ynode_free(old);
		return -1;
	}
	return old == NULL ? 0 : rs_yseq_first(act, "require", old);
}

int
rs_fire_step_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms");
	struct ynode *actions = ynode_get(root, "actions");

	/* without the combat the check says what fire-step needed */
	if (m == NULL || m->kind != Y_MAP || ynode_get(m, "territories") ==
	    NULL || ynode_get(m, "dice-pool") == NULL || actions == NULL ||
	    actions->kind != Y_MAP)
		return 0;
	for (int i = 0; i < actions->n; i++) {
		struct ynode *act = actions->v[i], *eff;
		eff = act->kind == Y_MAP ? ynode_get(act, "effects") : NULL;
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++) {
			if (!rs_yflag(eff->v[k], "fire-step"))
				continue;
			if (require_last(act, eff->v[k]) < 0 ||
			    rs_yreplace_item(eff, k, effects_text) < 0)
				return -1;
		}
	}
	return 0;
}
