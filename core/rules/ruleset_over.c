/* ruleset_over.c: what the end of the dice-pool combat on a map of
 * territories does is a declaration: the effects of the pool combat's
 * over (combats.*.over), for the attacker, with here its territory and
 * fight(held) the player left alone on it.  A ruleset written before (a
 * saved game keeps the text it was started with) gave instead
 * mechanisms.dice-pool's 'vp' and 'hold' (1 when not given): an attacker
 * left alone on the territory scored hold of vp, and the program said
 * how every combat ended.  Those keys are taken out, and the effects that
 * do and say the same written as the over of the combat dice-pool.combat
 * names (of mechanisms.dice-pool itself in a text that gave the combat's
 * steps there, made into the combat at load).  Keys that cannot be
 * written so (the combat declares its over already: an overlay setting
 * them over a ruleset of now) are refused, naming over. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The over effects: the attacker alone scores n of res ("0": nothing,
 * and, as the program then did, the defence is said to hold whoever is
 * left), else whoever is left holds it, or nobody is. */
static void
declaration(struct strbuf *b, const char *res, const char *n)
{
	const char *in = "";

	if (strspn(n, "0") != strlen(n)) {
		sb_printf(b, "- if:\n"
		    "    test: fight(held) == me\n"
		    "    then:\n"
		    "      - gain: {%s: %s}\n"
		    "        says: \"the combat at {@region here} is over: "
		    "{@me}, the attacker, holds it and scores {@qty %s, %s} ",
		    res, n, res, n);
		sb_printf(b, "({before(%s)} -> {resource(%s, me)})\"\n"
		    "    else:\n", res, res);
		in = "      ";
	}
	sb_printf(b, "%s- if:\n"
	    "%s    test: pieces(here) > 0\n"
	    "%s    then:\n"
	    "%s      - say: \"the combat at {@region here} is over: the "
	    "defence holds\"\n", in, in, in, in);
	sb_printf(b, "%s    else:\n"
	    "%s      - say: \"the combat at {@region here} is over: nobody "
	    "is left\"\n", in, in);
}

int
rs_over_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct rs_pool_old o;
	struct strbuf b;

	if (!rs_pool_old_keys(root, "vp", "hold", "over", &o)) {
		rs_pool_old_refuse(root, "vp", "hold", "over", 1, errs);
		return 0;
	}
	sb_init(&b);
	declaration(&b, o.value, o.n);
	return rs_pool_old_write(&o, &b, "vp", "hold", "over");
}
