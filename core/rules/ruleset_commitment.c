/* ruleset_commitment.c: a word of kind commitment of a ruleset written
 * before (a saved game keeps the text it was started with; the commit of
 * the claims' program of before, ruleset_commit.c, declared one too), the
 * sites of the round and the cards a player puts under each, read by a
 * move-cards to played of its action, is rewritten at load into what
 * rulesets/albedo.yaml declares for its commit's cards:
 *
 *   - {name: WORD, kind: items, item: card, flags: {r: turns it round},
 *      under: {kind: site}, read: after-requirements, refusals: plain}
 *
 * its key optional kept (left out, the word names no cards); of an
 * action that writes no usage, with 'shown: "[SITE CARD...]..."', so
 * that the usage made from its words shows it as commitment did (items
 * show as "[SITE [Nx]CARD[:r]...]...").  One with other keys, or read
 * by no move-cards of
 * its action, stays: rs_commitment_left refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char items_tpl[] =
"- {name: @A@, kind: items, item: card, flags: {r: turns it round}, "
"under: {kind: site}, read: after-requirements, refusals: plain}\n";
static const char shown_tpl[] =
"- {name: @A@, kind: items, item: card, flags: {r: turns it round}, "
"under: {kind: site}, read: after-requirements, refusals: plain, "
"shown: \"[SITE CARD...]...\"}\n";

/* Does a move-cards of act (not nested) read the word w? */
static int
moved_by(const struct ynode *act, const char *w)
{
	const struct ynode *eff = ynode_get(act, "effects");

	for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k < eff->n; k++) {
		const char *t = eff->v[k]->kind == Y_MAP ?
		    rs_ytext(ynode_get(eff->v[k], "move-cards"), "cards") :
		    NULL;
		if (t != NULL && strcmp(t, w) == 0)
			return 1;
	}
	return 0;
}

/* Is word x of act one of kind commitment to declare: name, kind and
 * optional its only keys, its name plain, read by a move-cards? */
static int
to_declare(const struct ynode *act, const struct ynode *x)
{
	const char *k = rs_ytext(x, "kind"), *w = rs_ytext(x, "name");

	if (x->kind != Y_MAP || k == NULL || strcmp(k, "commitment") != 0 ||
	    !rs_plain_name(w))
		return 0;
	return x->n == 2 + (ynode_get(x, "optional") != NULL) &&
	    moved_by(act, w);
}

/* Word k of args, of action act, declared as items when it is one to
 * declare: 0, or -1 out of memory. */
static int
declare(const char *id, struct ynode *act, struct ynode *args, int k,
    void *arg)
{
	const struct ynode *opt;
	struct ynode *keep = NULL;
	const char *v[1];
	struct strbuf b;

	(void)id;
	(void)arg;
	if (!to_declare(act, args->v[k]))
		return 0;
	/* optional as it was: left out, no cards */
	if ((opt = ynode_get(args->v[k], "optional")) != NULL &&
	    (keep = ynode_copy(opt)) == NULL)
		return -1;
	v[0] = rs_ytext(args->v[k], "name");
	sb_init(&b);
	rs_fx_fill(&b, ynode_get(act, "usage") == NULL && ynode_get(act,
	    "run") == NULL ? shown_tpl : items_tpl, v, 1);
	if (rs_yput_text(args, k, &b) < 0 || (keep != NULL &&
	    ynode_set(args->v[k], "optional", keep) < 0)) {
		ynode_free(keep);
		return -1;
	}
	return 0;
}

int
rs_commitment_upgrade(struct ynode *root)
{
	return rs_yargs_each(root, "commitment", declare, NULL);
}

void
rs_commitment_left(struct ynode *root, struct diag_list *errs)
{
	rs_yargs_left(root, "commitment",
	    "with no keys but name and optional, its cards put under "
	    "the sites by a move-cards to played of its action (cards: "
	    "WORD); write it as '{name: WORD, kind: items, item: card, "
	    "flags: {r: turns it round}, under: {kind: site}, read: "
	    "after-requirements, refusals: plain}' instead "
	    "(arbiter-ruleset(5))", errs);
}
