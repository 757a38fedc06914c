/* ruleset_claim_word.c: a word of kind claim of a ruleset written before
 * (a saved game keeps the text it was started with; the land of the
 * claims' program of before, ruleset_claim.c, declared one too), a
 * location of the site being resolved and the sub-locations taken there,
 * read by a buy-sub-locations of its action, is rewritten at load into
 * what rulesets/albedo.yaml declares for its land's claim:
 *
 *   - {name: WORD, kind: items, item: sub-kind, read: by-effect,
 *      written: {uncounted: true, any-order: true},
 *      fields: [{kind: number, optional: true},
 *               {kind: card, optional: true}]}
 *
 * read by the effect as claim was (its first word the location, each
 * after it KIND[:COST][:CARD], refused in the effect's words), shown by
 * a usage made from the words as claim was ("LOCATION
 * [KIND[:COST][:CARD]...]").  One with other keys, or read by no
 * buy-sub-locations of its action, stays: rs_claim_word_left refuses
 * it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char items_tpl[] =
"- {name: @A@, kind: items, item: sub-kind, read: by-effect, "
"written: {uncounted: true, any-order: true}, "
"fields: [{kind: number, optional: true}, {kind: card, optional: true}]}\n";

/* Does a buy-sub-locations of act (not nested) read the word w? */
static int
bought_by(const struct ynode *act, const char *w)
{
	const struct ynode *eff = ynode_get(act, "effects");

	for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k < eff->n; k++) {
		const char *t = eff->v[k]->kind == Y_MAP ?
		    rs_ytext(ynode_get(eff->v[k], "buy-sub-locations"),
		    "claim") : NULL;
		if (t != NULL && strcmp(t, w) == 0)
			return 1;
	}
	return 0;
}

/* Word k of args, of action act, declared as items when it is one of
 * kind claim with no key but name and kind, its name plain, read by a
 * buy-sub-locations: 0, or -1 out of memory. */
static int
declare(const char *id, struct ynode *act, struct ynode *args, int k,
    void *arg)
{
	const struct ynode *x = args->v[k];
	const char *w = rs_ytext(x, "name"), *v[1];
	struct strbuf b;

	(void)id;
	(void)arg;
	if (x->kind != Y_MAP || x->n != 2 || !rs_plain_name(w) ||
	    !bought_by(act, w))
		return 0;
	v[0] = w;
	sb_init(&b);
	rs_fx_fill(&b, items_tpl, v, 1);
	return rs_yput_text(args, k, &b) < 0 ? -1 : 0;
}

int
rs_claim_word_upgrade(struct ynode *root)
{
	return rs_yargs_each(root, "claim", declare, NULL);
}

void
rs_claim_word_left(struct ynode *root, struct diag_list *errs)
{
	rs_yargs_left(root, "claim",
	    "with no keys but name and kind, read by a "
	    "buy-sub-locations of its action (claim: WORD); write it as "
	    "'{name: WORD, kind: items, item: sub-kind, read: "
	    "by-effect, written: {uncounted: true, any-order: true}, "
	    "fields: [{kind: number, optional: true}, {kind: card, "
	    "optional: true}]}' instead (arbiter-ruleset(5))", errs);
}
