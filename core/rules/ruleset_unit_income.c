/* ruleset_unit_income.c: what a player's units bring at the start of the
 * turn is declared (R: the resource of mechanisms.unit-income, N its
 * name; X the income of each of the actor's units without counters,
 * chiefs aside, W the same of its draws; both read of a unit only when
 * the piece is the actor's):
 *
 *   - if:
 *       test: winners == 0
 *       then:
 *         - if:
 *             test: "sum_pieces(X + W) > 0"
 *             then:
 *               - if:
 *                   test: "sum_pieces(X) > 0"
 *                   then:
 *                     - gain: {R: "sum_pieces(X)"}
 *                       says: "{@me}'s units earn {@qty R, sum_pieces(X)}
 *                         ({@piecevalues X}): N {before(R)} -> {R}"
 *                   else:
 *                     - gain: {R: "0"}
 *               - if:
 *                   test: "sum_pieces(W) > 0"
 *                   then:
 *                     - draw: {count: "sum_pieces(W)", reason: "{@mechanism
 *                         unit-income, draw-as}"}
 *             else:
 *               - gain: {R: "0"}
 *                 says: "{@me}'s units bring no income"
 *
 * (each gain with the json of the effect; the draw from the first
 * counted deck, its reason "the income" without draw-as).  Each unit is
 * asked for its income, then its draws, in the board's order, as the
 * program asked them.  A ruleset written before (a saved game keeps the
 * text it was started with) had the effect 'unit-income: true' there, or
 * the phase step that became it (ruleset_income.c, which runs first):
 * every such effect of a text with mechanisms.unit-income is replaced by
 * the declaration.  Without the mechanism, a counted deck, or with a
 * resource an expression cannot name or whose name a line cannot hold,
 * or with a says of its own, it stays, and the check refuses it; with
 * another key beside it (json aside), rs_flags_left does. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* What is read of each piece: KEY of the actor's units without time
 * counters, 0 for the rest. */
#define MINE "if(tracked(piece, owner) == me and tracked(piece, counters) " \
	"== 0 and tracked(piece, chief) == 0, "
#define OF(key) "unit(tracked(piece, kind), " key ")"

/* The declaration's text for resource res of name name, drawing for
 * reason, each gain with json (may be NULL; a key of any length, written
 * whole) into b. */
static void
declaration(struct strbuf *b, const char *res, const char *name,
    const char *reason, const char *json)
{
	static const char x[] = MINE OF("income") ", 0)",
	    w[] = MINE OF(KEY_UNIT_DRAWS) ", 0)",
	    both[] = MINE OF("income") " + " OF(KEY_UNIT_DRAWS) ", 0)";
	sb_printf(b, "- if:\n    test: winners == 0\n    then:\n"
	    "      - if:\n          test: \"sum_pieces(%s) > 0\"\n"
	    "          then:\n"
	    "            - if:\n                test: \"sum_pieces(%s) > 0\"\n"
	    "                then:\n"
	    "                  - gain: {%s: \"sum_pieces(%s)\"}\n"
	    "                    says: \"{@me}'s units earn {@qty %s, "
	    "sum_pieces(%s)} ({@piecevalues %s}): %s {before(%s)} -> "
	    "{%s}\"\n", both, x, res, x, res, x, x, name, res, res);
	if (json != NULL)
		sb_printf(b, "                    json: %s\n", json);
	sb_printf(b, "                else:\n"
	    "                  - gain: {%s: \"0\"}\n", res);
	if (json != NULL)
		sb_printf(b, "                    json: %s\n", json);
	sb_printf(b, "            - if:\n                test: \"sum_pieces(%s) "
	    "> 0\"\n                then:\n"
	    "                  - draw: {count: \"sum_pieces(%s)\", reason: "
	    "\"%s\"}\n"
	    "          else:\n"
	    "            - gain: {%s: \"0\"}\n"
	    "              says: \"{@me}'s units bring no income\"\n", w, w,
	    reason, res);
	if (json != NULL)
		sb_printf(b, "              json: %s\n", json);
}

/* The declaration in place of old, seq's item k: 0, or -1 out of
 * memory. */
static int
replace(struct ynode *seq, int k, const char *res, const char *name,
    const char *reason)
{
	struct ynode *old = seq->v[k], *t;
	const char *json = rs_ytext(old, "json");
	struct strbuf b;

	if (json != NULL && strspn(json, "abcdefghijklmnopqrstuvwxyz_-0123456"
	    "789") != strlen(json))
		return 0;	/* stays: refused as a json key */
	sb_init(&b);
	declaration(&b, res, name, reason, json);
	if ((t = rs_yparse_at(&b, old->file, old)) == NULL)
		return -1;
	return rs_yput_item(seq, k, t);
}

/* Has item a key beside unit-income but json (which the declaration
 * would lose: it stays, for rs_flags_left or the check to refuse)? */
static int
other_key(const struct ynode *item)
{
	for (int j = 0; j < item->n; j++)
		if (strcmp(item->keys[j]->str, "unit-income") != 0 &&
		    strcmp(item->keys[j]->str, "json") != 0)
			return 1;
	return 0;
}

/* Every 'unit-income: true' under n with no other key than json beside
 * it replaced: 0, or -1 out of memory. */
static int
upgrade(struct ynode *n, const char *res, const char *name,
    const char *reason)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		if (n->kind == Y_SEQ && rs_yflag(n->v[i], "unit-income")) {
			if (!other_key(n->v[i]) && replace(n, i, res, name,
			    reason) < 0)
				return -1;
			continue;
		}
		if (upgrade(n->v[i], res, name, reason) < 0)
			return -1;
	}
	return 0;
}

/* Has the text a counted deck (one with a size, if unknown), which a
 * draw without a deck draws from? */
static int
counted_deck(const struct ynode *root)
{
	const struct ynode *d = ynode_get(root, "decks");

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if (d->v[i]->kind == Y_MAP && ynode_get(d->v[i], "size") !=
		    NULL)
			return 1;
	return 0;
}

int
rs_unit_income_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "unit-income"), *r;
	const char *res = m != NULL && m->kind == Y_MAP ? rs_ytext(m,
	    "resource") : NULL, *name;

	if (res == NULL || *res == '\0' || strspn(res, "abcdefghijklmnopqrstu"
	    "vwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != strlen(res) ||
	    !counted_deck(root))
		return 0;	/* the effect stays, and the check refuses it */
	r = ynode_get(ynode_get(root, "resources"), res);
	name = r != NULL && r->kind == Y_MAP ? rs_ytext(r, "name") : NULL;
	if (name == NULL || strpbrk(name, "\"\\{}\n") != NULL)
		return 0;
	return upgrade(root, res, name, rs_ytext(m, "draw-as") != NULL ?
	    "{@mechanism unit-income, draw-as}" : "the income");
}
