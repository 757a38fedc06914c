/* ruleset_move_fx.c: the effect order-move of a ruleset written before
 * (a saved game keeps the text it was started with), 'order-move: {from:
 * WORD, to: WORD, units: WORD, verb: TEXT, verbs: TEXT}', a move of the
 * actor's order between two territories, is rewritten at load into what
 * rulesets/aldarra-reborn.yaml declares for its fly: the order's checks
 * as if and refuse, move-units, its line, set-order-way and the line of
 * enemy units met, and the action the key 'does: travel' (the program's
 * command of before whose job it does, which a phase may list: the
 * phases' lists and the lookups by verb read it as they read the
 * effect's verb).  In an action of no actor too, where the effects
 * written refuse it.  One whose words are not of their kinds, or without
 * a map of territories with orders, stays: the check refuses it. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* @F@ and @T@ the territories' words, @U@ the units', @V@ the verb and
 * @W@ its form for one who does it */
static const char move_tpl[] =
"- if: {test: \"order_region < 0\", then: [refuse: \"{@me} has no order "
"on the map: '{@command activate} PLACE' first\"]}\n"
"- if: {test: \"@F@ == @T@\", then: [{refuse: \"a move goes from one "
"territory to another\", usage: true}]}\n"
"- if: {test: \"@F@ != order_region and @T@ != order_region\", then: "
"[refuse: \"every move of this order starts or ends at {@region "
"order_region}, the territory it activated\"]}\n"
"- if: {test: \"order_way == 2 and @F@ == order_region\", then: [refuse: "
"\"this order @W@ units into {@region order_region}; it cannot also @V@ "
"them out of it\"]}\n"
"- if: {test: \"order_way == 1 and @T@ == order_region\", then: [refuse: "
"\"this order @W@ units out of {@region order_region}; it cannot also "
"@V@ them into it\"]}\n"
"- move-units: {from: \"@F@\", to: \"@T@\", units: \"@U@\", verb: \"@V@\"}\n"
"- say: \"{@me} @W@ {@text @U@} from {@region @F@} to {@territory @T@}\"\n"
"- set-order-way: \"if(@F@ == order_region, 1, 2)\"\n"
"- if: {test: \"pieces(@T@) > mine(@T@)\", then: [say: \"{@region @T@} "
"holds enemy units: '{@command fight} {@region @T@}' when the moves are "
"done\"]}\n";

/* Is s a verb to write into the lines? */
static int
plain_verb(const char *s)
{
	return s != NULL && *s != '\0' && strlen(s) < 40 &&
	    strpbrk(s, "\"\\{}@\n:#[],") == NULL;
}

/* The order-move x of act, item k of its effects, declared (rs_fx_each):
 * 0, or -1 out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const char *v[26] = { 0 };
	struct ynode *seq;
	struct strbuf b;

	(void)arg;
	if (act == NULL)	/* outside an action's effects: no words */
		return 1;
	v['F' - 'A'] = rs_ytext(x, "from");
	v['T' - 'A'] = rs_ytext(x, "to");
	v['U' - 'A'] = rs_ytext(x, "units");
	v['V' - 'A'] = rs_ytext(x, "verb");
	v['W' - 'A'] = rs_ytext(x, "verbs");
	if (x->n != 5 || !rs_plain_id(v['F' - 'A']) ||
	    !rs_plain_id(v['T' - 'A']) || !rs_plain_id(v['U' - 'A']) ||
	    !plain_verb(v['V' - 'A']) || !plain_verb(v['W' - 'A']) ||
	    !rs_yarg_kind(act, v['F' - 'A'], "territory") ||
	    !rs_yarg_kind(act, v['T' - 'A'], "territory") ||
	    !rs_yarg_kind(act, v['U' - 'A'], "piece-counts"))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, move_tpl, v, 26);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL)
		return -1;
	/* the action does the job of the program's command of before, which
	 * a phase may list */
	if (ynode_get(act, "does") == NULL) {
		struct ynode *d = ynode_new_scalar("travel", 1, act->file,
		    act->line, act->col);
		if (d == NULL || ynode_set(act, "does", d) < 0) {
			ynode_free(d);
			ynode_free(seq);
			return -1;
		}
	}
	return rs_yput_item(effects, k, seq);
}

int
rs_move_fx_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	/* (one of an action without an actor too: the effects written
	 * refuse it) */
	if (ynode_get(mech, "territories") == NULL ||
	    ynode_get(mech, "orders") == NULL)
		return 0;
	return rs_fx_each(root, "order-move", declare, NULL) < 0 ? -1 : 0;
}

void
rs_move_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "order-move", "on a map of territories with orders "
	    "(mechanisms.territories, mechanisms.orders), as 'order-move: "
	    "{from: WORD, to: WORD, units: WORD, verb: TEXT, verbs: TEXT}', "
	    "its from and to words of kind territory, its units one of kind "
	    "piece-counts, its verb and verbs plain words; write the move "
	    "with today's effects instead (arbiter-ruleset(5): move-units, "
	    "set-order-way and order_way)",
	    errs);
}
