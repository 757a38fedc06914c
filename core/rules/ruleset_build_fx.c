/* ruleset_build_fx.c: the effect build of a ruleset written before (a
 * saved game keeps the text it was started with), 'build: {player: WORD,
 * at: WORD, pieces: WORD[, unlimited: EXPR]}', the actor's pieces of a
 * piece-counts word built on a territory and paid for, is rewritten at
 * load into what rulesets/aldarra-reborn.yaml declares for its action
 * build: the refusal where another player has units, add-units with the
 * pieces' own rules of building, and the line of the payments (changed).
 * One whose player is not the actor, whose words are not of their kinds,
 * whose unlimited is no plain expression, with other keys in its item
 * (rs_fx_each), or on a text without a map of territories and pieces,
 * stays: the check refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* @P@ the player, @A@ the territory, @U@ the pieces, @L@ unlimited. */
static const char refuse_tpl[] =
"- if:\n"
"    test: \"pieces(@A@) != mine(@A@)\"\n"
"    then: [refuse: \"{@region @A@} holds enemy units\"]\n"
"- add-units:\n"
"    player: @P@\n"
"    at: @A@\n"
"    units: @U@\n"
"    buildings: true\n"
"    builds: true\n";

static const char unlimited_tpl[] =
"    unlimited: \"@L@\"\n";

static const char line_tpl[] =
"    cost-name: this building\n"
"- if:\n"
"    test: changed > 0\n"
"    then: [say: \"{@player @P@} builds {@text @U@} on {@territory @A@}: "
"{@changed}\"]\n"
"    else: [say: \"{@player @P@} builds {@text @U@} on {@territory @A@} "
"for nothing\"]\n";

/* Is p the actor of act: me, or its first word, of kind player? */
static int
actor_word(const struct ynode *act, const char *p)
{
	const struct ynode *args = ynode_get(act, "args");
	const char *first;

	if (rs_yflag(act, "no-actor"))
		return 0;
	if (strcmp(p, "me") == 0)
		return 1;
	if (args == NULL || args->kind != Y_SEQ || args->n == 0)
		return 0;
	first = rs_ytext(args->v[0], "name");
	return first != NULL && strcmp(first, p) == 0 && rs_yarg_kind(act, p,
	    "player");
}

/* The build x of act, item k of its effects, declared: 0, or -1 out of
 * memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const char *v[26] = { 0 };
	const struct ynode *lim = ynode_get(x, "unlimited");
	struct strbuf b;

	(void)arg;
	if (act == NULL)	/* outside an action's effects: no words */
		return 1;
	v['P' - 'A'] = rs_ytext(x, "player");
	v['A' - 'A'] = rs_ytext(x, "at");
	v['U' - 'A'] = rs_ytext(x, "pieces");
	v['L' - 'A'] = lim != NULL ? rs_plain_text(rs_ytext(x, "unlimited")) :
	    NULL;
	if (x->n != 3 + (lim != NULL) || (lim != NULL && (v['L' - 'A'] ==
	    NULL || strchr(v['L' - 'A'], '@') != NULL)) ||
	    !rs_plain_id(v['P' - 'A']) || !rs_plain_id(v['A' - 'A']) ||
	    !rs_plain_id(v['U' - 'A']) || !actor_word(act, v['P' - 'A']) ||
	    !rs_yarg_kind(act, v['A' - 'A'], "territory") ||
	    !rs_yarg_kind(act, v['U' - 'A'], "piece-counts"))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, refuse_tpl, v, 26);
	if (lim != NULL)
		rs_fx_fill(&b, unlimited_tpl, v, 26);
	rs_fx_fill(&b, line_tpl, v, 26);
	return rs_yput_text(effects, k, &b);
}

int
rs_build_fx_upgrade(struct ynode *root)
{
	/* pieces are built on a map of territories */
	if (ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL ||
	    ynode_get(root, "pieces") == NULL)
		return 0;
	return rs_fx_each(root, "build", declare, NULL) < 0 ? -1 : 0;
}

void
rs_build_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "build", "as 'build: {player: WORD, at: WORD, pieces: "
	    "WORD, unlimited: EXPR}', its player the actor (me, or the "
	    "action's first word, of kind player), its 'at' a word of kind "
	    "territory and its 'pieces' one of kind piece-counts, on a map of "
	    "territories (mechanisms.territories) with pieces; write it with "
	    "today's effects instead (arbiter-ruleset(5): add-units, changed)",
	    errs);
}
