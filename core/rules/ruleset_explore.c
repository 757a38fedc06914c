/* ruleset_explore.c: exploring a territory during an order is a declared
 * action (order_region, combat_region, order_step(), explored(),
 * terrain(), max_of() and the effects order-step and set-territory).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'scout' (run: scout) or, before commands were
 * declared, had the program's command 'explore' wherever
 * mechanisms.explore was: the merged tree is turned into the declaration
 * before it is read, with the refusals and the lines the mechanism gave,
 * the kept cards going to the resource mechanisms.explore names. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A word a line may carry as it is (NULL: none may). */
static const char *
plain(const char *s)
{
	return s != NULL && *s != '\0' && strpbrk(s, "{}\"\\:,#%") == NULL ?
	    s : NULL;
}

/* The declaration of explore for the hand r (named name), or of one that
 * refuses as a ruleset without the mechanism did (r NULL). */
static void
declaration(struct strbuf *b, const char *id, const char *r,
    const char *name)
{
	sb_add(b, "program-style: true\n"
	    "help: explore a territory once during an order; KEPT hold "
	    "cards kept\n"
	    "usage: explore PLACE [KEPT]\n"
	    "words: \"1-2\"\n"
	    "no-turn-says: \"it is nobody's turn\"\n");
	if (r == NULL) {
		sb_printf(b, "require:\n"
		    "  - {test: \"0\", refusal: \"%s has no exploring "
		    "(mechanisms.explore) on a map of territories\"}\n", id);
		return;
	}
	sb_printf(b, "args:\n"
	    "  - {name: place, kind: territory}\n"
	    "  - {name: kept, kind: number, what: the hold cards kept, min: 0, "
	    "most: \"terrain(draws, place)\", optional: true}\n"
	    "require:\n"
	    "  - test: order_region >= 0\n"
	    "    refusal: \"exploring is part of an order: 'activate PLACE' "
	    "first\"\n"
	    "  - test: combat_region < 0\n"
	    "    refusal: \"a combat is on at {@region combat_region}: it ends "
	    "first\"\n"
	    "  - test: order_step(explore) == 0\n"
	    "    refusal: \"{@me} has explored during this order already\"\n"
	    "  - test: explored(place) == 0\n"
	    "    refusal: \"{@territory place} has been explored already\"\n"
	    "  - test: mine(place) > 0\n"
	    "    refusal: \"{@me} has no unit on {@region place}\"\n"
	    "effects:\n"
	    "  - order-step: {step: explore, what: exploring}\n"
	    "  - set-territory: {at: place, explored: 1}\n"
	    "  - say: \"{@me} explores {@territory place}: {terrain(draws, "
	    "place)} card{@s terrain(draws, place)} drawn, {kept} hold "
	    "card{@s kept} kept\"\n"
	    "  - if:\n"
	    "      test: kept > 0\n"
	    "      then:\n"
	    "        - if:\n"
	    "            test: %s + kept > max_of(%s)\n"
	    "            then:\n"
	    "              - say: \"{@me} holds at most {max_of(%s)} %s: "
	    "{%s + kept - max_of(%s)} discarded\"\n"
	    "        - set: {%s: \"min(%s + kept, max_of(%s))\"}\n"
	    "          says: \"{@me}: %s {before(%s)} -> {%s}\"\n"
	    "  - data: {draws: \"terrain(draws, place)\"}\n",
	    r, r, r, name, r, r, r, r, r, name, r, r);
}

int
rs_explore_upgrade(struct ynode *root, int bare, struct diag_list *errs)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "explore");
	const char *r = plain(rs_ytext(m, "resource"));
	const char *name = r != NULL ? plain(rs_ytext(ynode_get(ynode_get(
	    root, "resources"), r), "name")) : NULL;
	const char *id = plain(rs_ytext(root, "id"));
	struct strbuf b;
	int st;

	if (ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL ||
	    name == NULL)
		r = NULL;
	/* exploring takes the step of before: where the order's steps are
	 * its own without it, an action running it is refused */
	if (r != NULL && rs_order_steps_runs(root, "scout",
	    rs_order_steps_before[2], "set-territory", errs))
		return 0;
	sb_init(&b);
	declaration(&b, id != NULL ? id : "the ruleset", r, name);
	/* by its name where the program had it: a text of no actions with
	 * the mechanism */
	st = rs_run_declare_usage(root, "scout", sb_str(&b), 0);
	if (st == 0 && bare && m != NULL && rs_order_steps_have(root,
	    rs_order_steps_before[2]))
		st = rs_run_declare(root, "explore", sb_str(&b), 1);
	sb_release(&b);
	return st;
}
