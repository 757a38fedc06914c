/* ruleset_sites_fx.c: the effect remove-sites of a ruleset written before
 * (a saved game keeps the text it was started with; ruleset_cards.c
 * writes it for the clear-sites of older ones), 'remove-sites:
 * {unscored-says: LINE}', the round's sites off the table with a line
 * for each one nobody kept, is rewritten at load into what
 * rulesets/albedo.yaml declares at its round's end:
 *
 *   - each-site:
 *       - if:
 *           test: site_keeper(site) == nobody
 *           then:
 *             - say: LINE
 *   - clear-round-sites: drop
 *
 * (without unscored-says, clear-round-sites alone), but for 'drop' where
 * albedo writes 'true': the old effect let the cards still played at a
 * site leave the game with it, where 'true' refuses (albedo puts them
 * away before; a text of before whose cards were not, by a remove-sites
 * in an action or a round-end without discard-played, plays on as it
 * did: tests/scenarios/albedo-sites-dropped-before).  It names no word of
 * an action, so it is rewritten in every list of effects (rs_fx_each
 * gives it act NULL outside an action's effects, which this declare does
 * not need): turns.round-end, where albedo had it, too.  One beside other
 * keys in its item, with keys of its own other than unscored-says, or in
 * a ruleset without mechanisms.claims stays: rs_fx_left refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char said_tpl[] =
"- each-site:\n"
"    - if:\n"
"        test: site_keeper(site) == nobody\n"
"        then:\n"
"          - say: \"\"\n"
"- clear-round-sites: drop\n";

static const char clear_tpl[] = "- clear-round-sites: drop\n";

/* The remove-sites x, item k of eff, declared (rs_fx_each; act unread):
 * 0, or -1 out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *eff, int k, const struct ynode *x,
    void *arg)
{
	const struct ynode *line = ynode_get(x, "unscored-says");
	struct ynode *seq, *say, *then;
	struct strbuf b;

	(void)act;
	(void)arg;
	if (x->n != (line != NULL) || (line != NULL && line->kind !=
	    Y_SCALAR))
		return 1;
	sb_init(&b);
	sb_add(&b, line != NULL ? said_tpl : clear_tpl);
	if ((seq = rs_yparse_at(&b, eff->v[k]->file, eff->v[k])) == NULL)
		return -1;
	if (line != NULL) {
		/* the line as written, where it was written: each-site's
		 * if's then's say */
		then = ynode_get(ynode_get(ynode_get(seq->v[0],
		    "each-site")->v[0], "if"), "then");
		say = ynode_new_scalar(line->str, line->plain, line->file,
		    line->line, line->col);
		if (say == NULL || ynode_set(then->v[0], "say", say) < 0) {
			ynode_free(say);
			ynode_free(seq);
			return -1;
		}
	}
	return rs_yput_item(eff, k, seq);
}

int
rs_sites_fx_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	if (mech == NULL || mech->kind != Y_MAP || ynode_get(mech,
	    "claims") == NULL)
		return 0;
	return rs_fx_each(root, "remove-sites", declare, NULL) < 0 ? -1 : 0;
}

void
rs_sites_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "remove-sites", "with the card mechanisms "
	    "(mechanisms.claims), as 'remove-sites: {unscored-says: LINE}' "
	    "or 'remove-sites: {}'; write the round's end with today's "
	    "effects instead (arbiter-ruleset(5): each-site, site_keeper, "
	    "clear-round-sites)", errs);
}
