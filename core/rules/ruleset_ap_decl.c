/* ruleset_ap_decl.c: the action points a turn gives are declared:
 *
 *   - if:
 *       test: winners == 0
 *       then:
 *         - set: {ap: "mechanism(action-points, per-turn) +
 *             sum_regions(value(here, extra-ap) * holds(here, me))"}
 *           says: "{@me} has {@qty ap, ap} ({mechanism(action-points,
 *             per-turn)} a turn{@regionterms value(here, extra-ap) *
 *             holds(here, me)})"
 *
 * (ap: the resource of mechanisms.action-points; without board.places
 * the mechanism's per-turn alone, said "(3 a turn)"): the resource set to
 * the mechanism's per-turn and the extra-ap of each place the actor holds,
 * nothing once the game is over.  A ruleset written before (a saved game
 * keeps the text it was started with) had the effect 'action-points:
 * true' there, or the phase step that became it (ruleset_income.c, which
 * runs first): every such effect of a text with mechanisms.action-points
 * is replaced by the declaration, its json and says kept on the set (one
 * with another key beside it stays, for rs_flags_left to refuse).
 * Without the mechanism (or with a resource whose id an expression
 * cannot name) it stays, and the check refuses it. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration that replaces old, seq's item k, for resource res (a
 * board of places or not); its json and says moved onto the set: 0, or
 * -1 out of memory. */
static int
replace(struct ynode *seq, int k, const char *res, int places)
{
	struct ynode *old = seq->v[k], *t, *set, *x;
	const char *held = "value(here, extra-ap) * holds(here, me)";
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "- if:\n    test: winners == 0\n    then:\n"
	    "      - set: {%s: \"mechanism(action-points, per-turn)", res);
	if (places)
		sb_printf(&b, " + sum_regions(%s)", held);
	sb_printf(&b, "\"}\n        says: \"{@me} has {@qty %s, %s} "
	    "({mechanism(action-points, per-turn)} a turn", res, res);
	if (places)
		sb_printf(&b, "{@regionterms %s}", held);
	sb_add(&b, ")\"\n");
	if ((t = rs_yparse_at(&b, old->file, old)) == NULL)
		return -1;
	set = ynode_get(ynode_get(t->v[0], "if"), "then")->v[0];
	if ((x = ynode_take(old, "json")) != NULL && ynode_set(set, "json",
	    x) < 0)
		goto fail;
	if ((x = ynode_take(old, "says")) != NULL && ynode_set(set, "says",
	    x) < 0)
		goto fail;
	return rs_yput_item(seq, k, t);
fail:
	ynode_free(t);
	return -1;
}

/* Has item a key beside action-points but json and says (which the
 * declaration would lose: it stays, for rs_flags_left to refuse)? */
static int
other_key(const struct ynode *item)
{
	for (int j = 0; j < item->n; j++)
		if (strcmp(item->keys[j]->str, "action-points") != 0 &&
		    strcmp(item->keys[j]->str, "json") != 0 &&
		    strcmp(item->keys[j]->str, "says") != 0)
			return 1;
	return 0;
}

/* Every 'action-points: true' under n with no other key than json and
 * says beside it replaced: 0, or -1 out of memory. */
static int
upgrade(struct ynode *n, const char *res, int places)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		if (n->kind == Y_SEQ && rs_yflag(n->v[i], "action-points")) {
			if (!other_key(n->v[i]) && replace(n, i, res,
			    places) < 0)
				return -1;
			continue;
		}
		if (upgrade(n->v[i], res, places) < 0)
			return -1;
	}
	return 0;
}

int
rs_ap_decl_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "action-points"), *board = ynode_get(root, "board"), *places;
	const char *res = m != NULL && m->kind == Y_MAP ? rs_ytext(m,
	    "resource") : NULL;

	if (res == NULL || *res == '\0' || strspn(res, "abcdefghijklmnopqrstu"
	    "vwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != strlen(res))
		return 0;	/* none an expression can name: the effect
				 * stays, and the check refuses it */
	places = board != NULL && board->kind == Y_MAP ? ynode_get(board,
	    "places") : NULL;
	return upgrade(root, res, places != NULL && places->kind == Y_MAP &&
	    places->n > 0);
}
