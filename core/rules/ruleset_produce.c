/* ruleset_produce.c: the output of the producers on a board of numbered
 * zones is declared (K1, K2 the kinds of producer of mechanisms.colonies
 * that make R, VERB the action that puts a producer on a zone):
 *
 *   - each-region:
 *       - if:
 *           test: owner(here) != nobody and producer_due(here)
 *           then:
 *             - refuse: "{@name here} awaits the {@word producer} of
 *                 {@player owner(here)}'s choice: 'VERB {here + 1} KIND'
 *                 first"
 *   - each-player:
 *       - if:
 *           test: "sum_regions(if(owner(here) == me, (producers(here, K1)
 *               + producers(here, K2) + ...) * output(here), 0)) > 0"
 *           then:
 *             - gain: {R: "sum_regions(if(owner(here) == me,
 *                 (producers(here, K1) + ...) * output(here), 0))", ...}
 *               says: "{@me}'s {@word producer, many}: {@changed}"
 *           else:
 *             - if:
 *                 test: regions(me) > 0
 *                 then:
 *                   - say: "{@me}'s {@word producer, many} make nothing"
 *
 * the phase refused while a zone awaits a producer of its holder's
 * choice, then every player paid, in seat order, what the producers on
 * his zones make (output() refuses where a zone's folk is unknown).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) left that to the effect 'produce: true' (its old phase step
 * raw-materials became that effect: ruleset_zone_steps.c): on a board of
 * numbered zones with producers every such effect is replaced by the
 * declaration.  Elsewhere, or where a kind or a resource has an id an
 * expression cannot name, it is left, and refused by the check.
 *
 * The neutrals replenished after it, 'replenish-neutrals: true' of
 * before (its step neutrals-replenish), are declared likewise on such a
 * board:
 *
 *   - each-region:
 *       - if:
 *           test: owner(here) == nobody and replenish_due(here)
 *           then:
 *             - replenish: here
 *
 * every neutral zone marked to replenish (a landing held off, a revolt)
 * taking its militia and guard back up, in the board's order. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char replenish_decl[] =
    "- each-region:\n"
    "    - if:\n"
    "        test: owner(here) == nobody and replenish_due(here)\n"
    "        then:\n"
    "          - replenish: here\n";

/* The kinds of producer of the text's mechanisms.colonies (a map), or
 * NULL. */
static const struct ynode *
kinds_of(const struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *c, *k;

	c = m != NULL && m->kind == Y_MAP ? ynode_get(m, "colonies") : NULL;
	k = c != NULL && c->kind == Y_MAP ? ynode_get(c, PRODUCERS_KEY) :
	    NULL;
	return k != NULL && k->kind == Y_MAP && k->n > 0 ? k : NULL;
}

/* The resource kind i makes, or NULL. */
static const char *
makes(const struct ynode *kinds, int i)
{
	return kinds->v[i]->kind == Y_MAP ? rs_ytext(kinds->v[i], "makes") :
	    NULL;
}

/* The sum of the producers of every kind making res (every kind: NULL)
 * times the zone's output, over the actor's zones, into b. */
static void
made(struct strbuf *b, const struct ynode *kinds, const char *res)
{
	int n = 0;

	sb_add(b, "sum_regions(if(owner(here) == me, (");
	for (int i = 0; i < kinds->n; i++) {
		if (res != NULL && strcmp(makes(kinds, i), res) != 0)
			continue;
		sb_printf(b, "%sproducers(here, %s)", n++ ? " + " : "",
		    kinds->keys[i]->str);
	}
	sb_add(b, ") * output(here), 0))");
}

/* The action whose effects put a producer on a zone (its id), else
 * "equip", as the refusal of before named it. */
static const char *
equip_verb(const struct ynode *root)
{
	const struct ynode *acts = ynode_get(root, "actions");

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++)
		if (acts->v[i]->kind == Y_MAP && rs_yhas(ynode_get(acts->v[i],
		    "effects"), "equip"))
			return acts->keys[i]->str;
	return "equip";
}

/* The declaration for the text, into b: 0, or -1 when it cannot be
 * written (a kind or a resource an expression cannot name). */
static int
declaration(const struct ynode *root, const struct ynode *kinds,
    struct strbuf *b)
{
	const struct ynode *res = ynode_get(root, "resources");

	for (int i = 0; i < kinds->n; i++)
		if (!rs_plain_id(kinds->keys[i]->str) ||
		    !rs_plain_id(makes(kinds, i)))
			return -1;
	if (res == NULL || res->kind != Y_MAP)
		return -1;
	sb_printf(b, "- each-region:\n"
	    "    - if:\n"
	    "        test: owner(here) != nobody and producer_due(here)\n"
	    "        then:\n"
	    "          - refuse: \"{@name here} awaits the {@word producer} "
	    "of {@player owner(here)}'s choice: '%s {here + 1} KIND' "
	    "first\"\n"
	    "- each-player:\n"
	    "    - if:\n"
	    "        test: \"", equip_verb(root));
	made(b, kinds, NULL);
	sb_add(b, " > 0\"\n"
	    "        then:\n"
	    "          - gain:\n");
	/* in the order of the resources, as they were paid */
	for (int r = 0; r < res->n; r++) {
		int k = 0;
		while (k < kinds->n && strcmp(makes(kinds, k),
		    res->keys[r]->str) != 0)
			k++;
		if (k == kinds->n)
			continue;
		sb_printf(b, "              %s: \"", res->keys[r]->str);
		made(b, kinds, res->keys[r]->str);
		sb_add(b, "\"\n");
	}
	sb_add(b, "            says: \"{@me}'s {@word producer, many}: "
	    "{@changed}\"\n"
	    "        else:\n"
	    "          - if:\n"
	    "              test: regions(me) > 0\n"
	    "              then:\n"
	    "                - say: \"{@me}'s {@word producer, many} make "
	    "nothing\"\n");
	return 0;
}

int
rs_yreplace_flags(struct ynode *n, const char *key, const char *text)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		/* alone in its item: rs_flags_left refuses one with keys
		 * beside it, which the replacement would lose */
		if (n->kind == Y_SEQ && n->v[i]->n == 1 && rs_yflag(n->v[i],
		    key)) {
			if (rs_yreplace_item(n, i, text) < 0)
				return -1;
			continue;
		}
		if (rs_yreplace_flags(n->v[i], key, text) < 0)
			return -1;
	}
	return 0;
}

int
rs_produce_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"), *kinds;
	struct strbuf b;
	int st;

	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || (kinds = kinds_of(root)) == NULL)
		return 0;
	sb_init(&b);
	if (declaration(root, kinds, &b) < 0) {
		sb_release(&b);
		return 0;
	}
	st = sb_str(&b) != NULL ? rs_yreplace_flags(root, "produce", sb_str(&b)) : -1;
	sb_release(&b);
	return st;
}

int
rs_replenish_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"), *m;

	m = ynode_get(root, "mechanisms");
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || m == NULL || m->kind != Y_MAP ||
	    ynode_get(m, "colonies") == NULL)
		return 0;
	return rs_yreplace_flags(root, "replenish-neutrals",
	    replenish_decl);
}
