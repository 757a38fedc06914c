/* ruleset_ability_fx.c: the effect use-ability of a ruleset written
 * before (a saved game keeps the text it was started with; the action
 * ability ruleset_ability.c declares for a text of before has it too),
 * 'use-ability: {borrow: WORD}' or 'use-ability: {}', the actor's chief's
 * ability used (or, WORD given, another chief's borrowed with it), is
 * rewritten at load into what rulesets/adellos.yaml declares for its
 * action ability: the refusals of before as requirements (last among the
 * action's, once), then an if choosing lend-ability (WORD given),
 * run-ability of the chief lent or of the actor's own, or the refusal of
 * a lent chief with no ability to use.  One beside another key, under
 * another effect, outside an action, in an action with no actor, whose
 * borrow is no word of the action of kind chief, or in a text without
 * chiefs, stays: rs_ability_fx_left refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* The refusals of before, checked before the effects run. */
static const char requires_tpl[] =
"- test: \"chief_of(me, chief) >= 0\"\n"
"  refusal: \"{@me} has no {@word chief} on the board\"\n"
"- test: \"chief_of(me, ability)\"\n"
"  refusal: \"{@chief chief_of(me, chief)} has no ability to use "
"({@chieftext chief_of(me, chief)})\"\n"
"- test: \"chief_of(me, counters) == 0\"\n"
"  refusal: \"{@chief chief_of(me, chief)} carries {@word counter, many}: "
"its abilities rest until the last is gone\"\n";

/* @A@ the word of kind chief: given, its chief borrowed. */
static const char lend_tpl[] =
"- if:\n"
"    test: \"@A@\"\n"
"    then:\n"
"      - lend-ability: {chief: \"chief_of(me, chief)\", borrow: @A@}\n"
"    else:\n";

/* The ability run: the chief lent's, or the actor's own. */
static const char run_tpl[] =
"- if:\n"
"    test: \"chief_ability(chief_of(me, lent))\"\n"
"    then:\n"
"      - run-ability: {chief: \"chief_of(me, lent)\", lent-to: "
"\"chief_of(me, chief)\"}\n"
"    else:\n"
"      - if:\n"
"          test: \"chief_of(me, lent) < 0\"\n"
"          then:\n"
"            - run-ability: {chief: \"chief_of(me, chief)\"}\n"
"          else:\n"
"            - refuse: \"{@chief chief_of(me, lent)} has no ability to "
"use ({@chieftext chief_of(me, lent)}); its lasting ones count until "
"the turn ends\"\n";

/* run_tpl appended to b, each line indented by n spaces. */
static void
run_at(struct strbuf *b, int n)
{
	const char *s = run_tpl, *e;

	for (; (e = strchr(s, '\n')) != NULL; s = e + 1)
		sb_printf(b, "%*s%.*s\n", n, "", (int)(e - s), s);
}

/* Has act a requirement testing the first of requires_tpl (the
 * refusals there already: the text declares them, or an effect before
 * this one was rewritten)? */
static int
required(const struct ynode *act)
{
	const struct ynode *req = ynode_get(act, "require");
	const char *t;

	for (int i = 0; req != NULL && req->kind == Y_SEQ && i < req->n;
	    i++)
		if ((t = rs_ytext(req->v[i], "test")) != NULL &&
		    strcmp(t, "chief_of(me, chief) >= 0") == 0)
			return 1;
	return 0;
}

/* The use-ability x of act, item k of its effects, declared: 0, or -1
 * out of memory; 1 when it is not one to declare.  arg: the root. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const struct ynode *chiefs = ynode_get(arg, KEY_CHIEFS);
	const char *v[1] = { rs_ytext(x, "borrow") };
	struct ynode *seq;
	struct strbuf b;

	if (act == NULL || rs_yflag(act, "no-actor") || chiefs == NULL ||
	    chiefs->kind != Y_MAP || chiefs->n <= 0 ||
	    x->n != (v[0] != NULL) || (v[0] != NULL &&
	    (!rs_plain_id(v[0]) || !rs_yarg_kind(act, v[0], "chief"))))
		return 1;
	if (!required(act)) {
		sb_init(&b);
		sb_add(&b, requires_tpl);
		if ((seq = rs_yparse_at(&b, effects->v[k]->file,
		    effects->v[k])) == NULL ||
		    rs_yseq_last(act, "require", seq) < 0)
			return -1;
	}
	sb_init(&b);
	if (v[0] != NULL)
		rs_fx_fill(&b, lend_tpl, v, 1);
	run_at(&b, v[0] != NULL ? 6 : 0);
	return rs_yput_text(effects, k, &b);
}

int
rs_ability_fx_upgrade(struct ynode *root)
{
	return rs_fx_each(root, "use-ability", declare, root) < 0 ? -1 : 0;
}

void
rs_ability_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "use-ability", "among the effects of an action with "
	    "an actor, in a ruleset with " KEY_CHIEFS ", as 'use-ability: "
	    "{borrow: WORD}' (WORD a word of the action of kind chief) or "
	    "'use-ability: {}'; write the ability with today's requirements "
	    "and effects instead (arbiter-ruleset(5): chief_of, lend-ability, "
	    "run-ability)", errs);
}
