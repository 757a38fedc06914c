/* ruleset_order_start.c: recording the turn order the players chose and
 * activating a territory with an order token are declared actions (a word
 * of kind turn-order and the effect set-turn-order; the effect start-order
 * and the values order_region and placed).  A ruleset written before (a
 * saved game keeps the text it was started with) ran the mechanisms
 * 'turnorder' and 'activate' (run: VERB), or, before commands were
 * declared, had the program's commands of those names: the merged tree is
 * turned into the declarations before it is read, with the refusals and
 * the lines the mechanisms gave, in the ruleset's name for the order
 * tokens. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A name a line may carry as it is, or NULL. */
static const char *
plain(const char *s)
{
	return s != NULL && *s != '\0' && strpbrk(s, "{}\"\\:#\n") == NULL ?
	    s : NULL;
}

static int
turnorder(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");
	const struct ynode *rank = ynode_get(ynode_get(root, "turns"), "rank");
	struct strbuf b;
	int r;

	sb_init(&b);
	sb_add(&b, "program-style: true\n"
	    "help: record the turn order the players chose\n"
	    "no-actor: true\n"
	    "usage: \"turnorder PLAYER,PLAYER,...\"\n"
	    "words: \"1\"\n"
	    "args:\n"
	    "  - {name: order, kind: turn-order}\n");
	/* the pieces a spawn places in turn order hold the order once the
	 * first is placed */
	if (ynode_get(mech, "territories") != NULL && ynode_get(mech,
	    "spawn") != NULL)
		sb_add(&b, "require:\n"
		    "  - test: placed == 0\n"
		    "    refusal: \"pieces are being placed in the old order "
		    "already; 'undo' back to change the order\"\n");
	sb_add(&b, "effects:\n"
	    "  - set-turn-order: order\n");
	/* by its name where the turn order was ranked, as the program's
	 * command was there */
	r = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "turnorder",
	    sb_str(&b), rank != NULL && rank->kind == Y_SEQ && rank->n > 0);
	sb_release(&b);
	return r;
}

static int
activate(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");
	const char *res = plain(rs_ytext(ynode_get(mech, "orders"),
	    "resource")), *name, *min;
	const struct ynode *rd;
	struct strbuf b;
	int r;

	if (ynode_get(mech, "territories") == NULL || res == NULL ||
	    strchr(res, ' ') != NULL)
		return 0;	/* the schema refuses the action, as before */
	rd = ynode_get(ynode_get(root, "resources"), res);
	if ((name = plain(rs_ytext(rd, "name"))) == NULL)
		name = res;
	if ((min = plain(rs_ytext(rd, "min"))) == NULL)
		min = "0";
	sb_init(&b);
	sb_printf(&b, "program-style: true\n"
	    "help: the active player activates a territory with an order "
	    "token\n"
	    "usage: activate PLACE\n"
	    "words: \"1\"\n"
	    "no-turn-says: \"it is nobody's turn\"\n"
	    "args:\n"
	    "  - {name: place, kind: territory}\n"
	    "require:\n"
	    "  - test: order_region < 0\n"
	    "    refusal: \"{@me} has placed this turn's order on {@region "
	    "order_region} already; 'next' ends it\"\n"
	    "  - test: %s > %s\n"
	    "    refusal: \"{@me} has no %s left\"\n"
	    "effects:\n"
	    "  - gain: {%s: -1}\n"
	    "    says: \"{@me} activates {@territory place} (%s: {%s + 1} -> "
	    "{%s})\"\n"
	    "  - start-order: {at: place}\n", res, min, name, res, name, res,
	    res);
	/* by its name on a map of territories with orders, as the
	 * program's command was there */
	r = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "activate",
	    sb_str(&b), 1);
	sb_release(&b);
	return r;
}

int
rs_order_start_upgrade(struct ynode *root)
{
	return turnorder(root) < 0 || activate(root) < 0 ? -1 : 0;
}
