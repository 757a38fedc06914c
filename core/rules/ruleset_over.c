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
 * steps there, made into the combat at load). */
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
rs_over_upgrade(struct ynode *root)
{
	struct ynode *dp = ynode_get(ynode_get(root, "mechanisms"),
	    "dice-pool"), *at, *into, *seq;
	const char *res, *n, *id, *mode;
	struct strbuf b;

	if (dp == NULL || dp->kind != Y_MAP ||
	    (at = ynode_get(dp, "vp")) == NULL)
		return 0;
	res = rs_ytext(dp, "vp");
	n = ynode_get(dp, "hold") != NULL ? rs_ytext(dp, "hold") : "1";
	id = rs_ytext(dp, "combat");
	/* the combat named, or (a text of steps) the one made at load */
	into = ynode_get(dp, "combat") == NULL ? dp :
	    ynode_get(ynode_get(root, "combats"), id != NULL ? id : "");
	/* a combat of another mode is refused as the dice pool's: nothing
	 * is written into it */
	mode = rs_ytext(into, "mode");
	if (into != dp && into != NULL && mode != NULL && strcmp(mode,
	    "pool") != 0) {
		ynode_free(ynode_take(dp, "vp"));
		ynode_free(ynode_take(dp, "hold"));
		return 0;
	}
	/* what cannot be written so stays, and the schema refuses it */
	if (!rs_plain_id(res) || n == NULL || *n == '\0' ||
	    strspn(n, "0123456789") != strlen(n) || strlen(n) > 9 ||
	    into == NULL || into->kind != Y_MAP || ynode_get(into,
	    "over") != NULL)
		return 0;
	sb_init(&b);
	declaration(&b, res, n);
	if ((seq = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	if (ynode_set(into, "over", seq) < 0) {
		ynode_free(seq);
		return -1;
	}
	ynode_free(ynode_take(dp, "vp"));
	ynode_free(ynode_take(dp, "hold"));
	return 0;
}
