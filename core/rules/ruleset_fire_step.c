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
 * came.  One anywhere else stays, and the check refuses it.
 *
 * So are a player's hits: the refusals of assign (no hits to assign, a
 * player with none, not his turn to assign) requirements over fight()
 * and fight_player(), then the effect assign-hits, then settle-hits.  A
 * text of before, which knew no settle-hits, had assign-hits end the step
 * itself: each assign-hits of an action's effects, its words plain, is
 * followed by settle-hits, and its refusals put last among the
 * requirements.  The 'settle-hits: true' both write is the effect as it
 * was then, declared next with its wait and order
 * (ruleset_settle_hits.c). */
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

/* The refusals of assign for the player word p. */
static void
assign_require(struct strbuf *b, const char *p)
{
	sb_printf(b, "- test: fight(on)\n"
	    "  refusal: \"there are no hits to assign: no combat is on\"\n"
	    "- test: fight(rolled)\n"
	    "  refusal: \"there are no hits to assign: 'fire' throws the dice "
	    "first\"\n"
	    "- test: fight_player(%s, hits) > 0\n"
	    "  refusal: \"{@player %s} has no hits to assign\"\n"
	    "- test: fight(players) <= 2 or fight(next) == %s\n"
	    "  refusal: \"with more than two players hits are assigned in turn "
	    "order: {@player fight(next)} first\"\n", p, p, p);
}

/* The refusals (require_text, or assign's for the player word p) put
 * last among act's requirements (at: where the parsed items are placed):
 * 0, or -1 out of memory. */
static int
require_last(struct ynode *act, const struct ynode *at, const char *p)
{
	struct ynode *seq, *old;
	struct strbuf b;

	old = ynode_get(act, "require");
	if (old != NULL && old->kind != Y_SEQ)
		return 0;	/* refused by the check as it is */
	sb_init(&b);
	if (p != NULL)
		assign_require(&b, p);
	else
		sb_add(&b, require_text);
	if ((seq = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	return rs_yseq_last(act, "require", seq);
}

/* Item k of eff, an assign-hits of before, followed by settle-hits, its
 * refusals last among act's requirements, the item's other keys (says,
 * json, ...) kept in it: 0, or -1 out of memory; 0 and nothing done for
 * words that are not plain. */
static int
assign(struct ynode *act, struct ynode *eff, int k)
{
	struct ynode *item = eff->v[k], *seq;
	const struct ynode *x = ynode_get(item, "assign-hits");
	const char *p = rs_ytext(x, "player"), *t = rs_ytext(x, "targets");
	struct strbuf b;

	if (x == NULL || x->kind != Y_MAP || !rs_plain_name(p) ||
	    !rs_plain_name(t))
		return 0;
	if (require_last(act, eff->v[k], p) < 0)
		return -1;
	sb_init(&b);
	sb_printf(&b, "- assign-hits: {player: %s, targets: %s}\n"
	    "- settle-hits: true\n", p, t);
	if ((seq = rs_yparse_at(&b, item->file, item)) == NULL)
		return -1;
	/* the keys beside it carried over: the rewrite loses none */
	for (int i = 0; seq->kind == Y_SEQ && seq->n > 0 && i < item->n; i++) {
		struct ynode *v;
		int st;
		if (strcmp(item->keys[i]->str, "assign-hits") == 0)
			continue;
		sb_init(&b);	/* the key, which the take frees */
		sb_add(&b, item->keys[i]->str);
		v = sb_str(&b) != NULL ? ynode_take(item, sb_str(&b)) : NULL;
		st = v != NULL ? ynode_set(seq->v[0], sb_str(&b), v) : -1;
		sb_release(&b);
		if (st < 0) {
			ynode_free(v);
			ynode_free(seq);
			return -1;
		}
		i--;
	}
	return rs_yput_item(eff, k, seq);
}

int
rs_fire_step_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms");
	struct ynode *actions = ynode_get(root, "actions");
	/* a text of before knows no settle-hits */
	int before = !rs_yhas(root, "settle-hits");

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
			if (before && eff->v[k]->kind == Y_MAP &&
			    ynode_get(eff->v[k], "assign-hits") != NULL) {
				if (assign(act, eff, k) < 0)
					return -1;
				k++;	/* past its settle-hits */
				continue;
			}
			/* alone in its item (else rs_flags_left refuses it) */
			if (eff->v[k]->n != 1 || !rs_yflag(eff->v[k],
			    "fire-step"))
				continue;
			if (require_last(act, eff->v[k], NULL) < 0 ||
			    rs_yreplace_item(eff, k, effects_text) < 0)
				return -1;
		}
	}
	return 0;
}
