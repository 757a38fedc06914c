/* ruleset_order.c: a sealed production order is a declared action (a
 * player, a numbered zone, a number and a word of kind product, the
 * effect seal-order, the key sealed).  A ruleset written before (a saved
 * game keeps the text it was started with) ran the mechanism 'order' (run:
 * order) or, before commands were declared, had the program's command by
 * its name, which a phase's 'commands' lists (and still does: the action
 * belongs to that phase): the merged tree is turned into the declaration
 * before it is read, with the usage line, the refusals and the line of
 * before. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree have numbered zones with colonies and production? */
static int
has_production(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL && ynode_get(mech,
	    "production") != NULL;
}

/* The name of the phase whose steps carry the orders out, or NULL. */
static const char *
opening_phase(const struct ynode *root)
{
	const struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const struct ynode *s = ynode_get(phases->v[i], "steps");
		for (int k = 0; s != NULL && s->kind == Y_SEQ && k < s->n;
		    k++)
			if (s->v[k]->kind == Y_SCALAR &&
			    strcmp(s->v[k]->str, "orders-open") == 0)
				return rs_ytext(phases->v[i], "name") != NULL ?
				    rs_ytext(phases->v[i], "name") :
				    phases->keys[i]->str;
	}
	return NULL;
}

int
rs_order_upgrade(struct ynode *root, int bare)
{
	const char *zone, *zones, *x, *ph;
	char caps[64];
	struct strbuf b;
	int st;

	if (!has_production(root))
		return 0;
	zone = rs_yword(root, W_ZONE, WF_ONE);
	zones = rs_yword(root, W_ZONE, WF_MANY);
	x = rs_yword_name(zone, "zone");
	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	ph = opening_phase(root);
	sb_init(&b);
	sb_printf(&b, "help: \"a sealed production order, carried out "
	    "%s%s%s\"\n", ph != NULL ? "in the " : "when the orders are opened",
	    ph != NULL ? ph : "", ph != NULL ? " phase" : "");
	sb_printf(&b, "usage: \"order PLAYER %s N PRODUCT\"\n"
	    "program-style: true\n"
	    "words: \"4\"\n"
	    "sealed: true\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "  - {name: n, kind: number, min: 1, max: 1000000, what: the "
	    "number}\n"
	    "  - {name: product, kind: product}\n"
	    "require:\n"
	    "  - test: owner(%s) == me or owner(%s) != nobody\n"
	    "    refusal: \"{@me} can build only on %s held, and "
	    "{@name %s} is neutral\"\n"
	    "  - test: owner(%s) == me\n"
	    "    refusal: \"{@me} can build only on %s held, and "
	    "{@name %s} is {@player owner(%s)}'s\"\n"
	    "effects:\n"
	    "  - seal-order: {at: %s, n: n, product: product}\n", caps, x,
	    zone, x, x, zones, x, x, zones, x, x, x);
	st = rs_run_declare_usage(root, "order", sb_str(&b) != NULL ?
	    sb_str(&b) : "", bare);
	sb_release(&b);
	return st;
}
