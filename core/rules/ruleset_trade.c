/* ruleset_trade.c: players giving each other a resource is a declared
 * action (a word of kind resource, resource_is(WORD, ID), out(PLAYER), the
 * effect give).  A ruleset written before (a saved game keeps the text it
 * was started with) had 'mechanisms.trade' (the resources traded, and
 * whether the players agreed to it, which an option set) and an action
 * that ran it (run: trade), or, in a text that declared no actions, the
 * program's command 'trade': the merged tree, its options applied, is
 * turned into the declaration before it is read, with the lines the
 * mechanism printed, and the mechanism's key goes. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char trade_args[] =
    "program-style: true\n"
    "help: players give each other a resource, if they agreed to it\n"
    "usage: trade FROM TO N RESOURCE\n"
    "words: \"4\"\n"
    "args:\n"
    "  - {name: from, kind: player}\n"
    "  - {name: to, kind: player}\n"
    "  - {name: n, kind: number, what: the amount, min: 1, max: "
    "1000000000}\n"
    "  - {name: what, kind: resource}\n"
    "require:\n";

static const char trade_rest[] =
    "  - test: from != to\n"
    "    usage: true\n"
    "    refusal: \"{@player from} would trade with {@player to}\"\n"
    "  - test: not out(from)\n"
    "    refusal: \"{@player from} is out of the game\"\n"
    "  - test: not out(to)\n"
    "    refusal: \"{@player to} is out of the game\"\n"
    "effects:\n"
    "  - give: {from: from, to: to, amount: n, resource: what, name: the "
    "trade}\n";

static int
is_true(const struct ynode *n)
{
	return n != NULL && n->kind == Y_SCALAR && (strcmp(n->str, "true") ==
	    0 || strcmp(n->str, "yes") == 0);
}

/* The declaration of trade for the mechanism t (NULL: none) of the
 * ruleset called id, into b. */
static void
declaration(struct strbuf *b, const struct ynode *t, const char *id)
{
	const struct ynode *res = ynode_get(t, "resources");
	int listed = 0;

	sb_add(b, trade_args);
	if (t == NULL)
		sb_printf(b, "  - test: \"0\"\n    usage: true\n"
		    "    refusal: \"%s has no trading\"\n", id);
	sb_add(b, "  - test: \"");
	for (int i = 0; res != NULL && res->kind == Y_SEQ && i < res->n; i++)
		if (res->v[i]->kind == Y_SCALAR)
			sb_printf(b, "%sresource_is(what, %s)", listed++ ?
			    " or " : "", res->v[i]->str);
	sb_printf(b, "%s\"\n    refusal: \"{@resource what} are not traded "
	    "between players\"\n", listed ? "" : "0");
	if (!is_true(ynode_get(t, "allowed")))
		sb_printf(b, "  - test: \"0\"\n    refusal: \"trading "
		    "{@resource what} needs the agreement of every player "
		    "when the game begins (see the options of 'rules %s')\"\n",
		    id);
	sb_add(b, trade_rest);
}

int
rs_trade_upgrade(struct ynode *root, int bare)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *t = NULL;
	const struct ynode *idn = ynode_get(root, "id");
	struct strbuf b;
	int st;

	if (mech != NULL && mech->kind == Y_MAP)
		t = ynode_get(mech, "trade");
	if (t != NULL && t->kind != Y_MAP)
		return 0;	/* the schema says what is wrong */
	sb_init(&b);
	declaration(&b, t, idn != NULL && idn->kind == Y_SCALAR ? idn->str :
	    "this ruleset");
	if (sb_str(&b) == NULL)
		return -1;
	/* by its name only in a text that declared no actions */
	st = rs_run_declare_usage(root, "trade", sb_str(&b), t != NULL &&
	    bare);
	sb_release(&b);
	if (st == 0 && t != NULL)
		ynode_free(ynode_take(mech, "trade"));
	return st;
}
