/* ruleset_handover_fx.c: the effect hand-over of a ruleset written before
 * (a saved game keeps the text it was started with), 'hand-over: {region:
 * R, count: N}', a region changing hands as when a land is bought out, is
 * rewritten at load into what rulesets/bernard.yaml declares for its
 * buyout: each player's pieces on R removed (each-player, remove of
 * mine(R)), then N pieces of the first kind placed there for the actor,
 * who holds it.  The line of before ("Ann holds red-1 with 1 (2 of Bob's
 * leave)") is said first where the item has no says; its says, when it
 * has one, goes to the place, after the change as before.  One with keys
 * other than region and count, with another key than says beside it,
 * outside an action or whose region is no word of the action of kind
 * region stays: the check refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* @A@ the region, @B@ the count; the line of before, said where the item
 * has no says, then the change. */
static const char line_tpl[] =
"- say: \"{@me} holds {@region @A@} with {@B@} ({pieces(@A@)} of "
"{@player owner(@A@)}'s leave)\"\n";
static const char change_tpl[] =
"- each-player:\n"
"    - remove: {from: \"@A@\", count: \"mine(@A@)\"}\n"
"      says: \"\"\n"
"- place: {count: \"@B@\", in: \"@A@\"}\n"
"  says: \"\"\n";

/* Item k of eff, a hand-over alone or beside its says, declared: 0, or
 * -1 out of memory; 1 when it is not one to declare. */
static int
declare(const struct rs_fx_at *at, void *arg)
{
	struct ynode *item = at->eff->v[at->k], *says, *seq, *place;
	const struct ynode *x;
	const char *v[2];
	struct strbuf b;

	(void)arg;
	if (item->kind != Y_MAP || (x = ynode_get(item, "hand-over")) ==
	    NULL || x->kind != Y_MAP || x->n != 2 ||
	    item->n != 1 + (ynode_get(item, "says") != NULL))
		return 1;
	v[0] = rs_ytext(x, "region");
	v[1] = rs_plain_text(rs_ytext(x, "count"));
	says = ynode_get(item, "says");
	if (at->act == NULL || !rs_plain_id(v[0]) ||
	    !rs_yarg_kind(at->act, v[0], "region") || v[1] == NULL ||
	    (says != NULL && says->kind != Y_SCALAR))
		return 1;
	sb_init(&b);
	if (says == NULL)
		rs_fx_fill(&b, line_tpl, v, 2);
	rs_fx_fill(&b, change_tpl, v, 2);
	if ((seq = rs_yparse_at(&b, item->file, item)) == NULL)
		return -1;
	/* its says, after the change as before */
	place = seq->kind == Y_SEQ && seq->n > 0 ? seq->v[seq->n - 1] : NULL;
	if (says != NULL && place != NULL && place->kind == Y_MAP) {
		says = ynode_take(item, "says");
		if (ynode_set(place, "says", says) < 0) {
			ynode_free(says);
			ynode_free(seq);
			return -1;
		}
	}
	return rs_yput_item(at->eff, at->k, seq);
}

int
rs_handover_fx_upgrade(struct ynode *root)
{
	return rs_fx_lists(root, "hand-over", declare, NULL) < 0 ? -1 : 0;
}

void
rs_handover_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left_beside(root, "hand-over", "says", "in an action, as "
	    "'hand-over: {region: WORD, count: N}', its region a word of "
	    "kind region; write the change of hands with today's effects "
	    "instead (arbiter-ruleset(5): each-player, remove of "
	    "mine(WORD), place)", errs);
}
