/* ruleset_cargo.c: loading goods onto a squad in the orbit of a numbered
 * zone, and unloading them, are declared actions (a region word, a word of
 * kind cargo, requirements and the effect cargo-on or cargo-off).  A
 * ruleset written before (a saved game keeps the text it was started with)
 * ran the mechanism 'load' (run: load) or 'unload', or, before
 * commands were declared, had the program's command by its name, which a
 * phase's 'commands' lists (and still does: the action belongs to that
 * phase): the merged tree is turned into the declaration of before, with
 * the usage line, and its effect load or unload of before, which
 * ruleset_cargo_fx.c then rewrites with the refusals and the lines of
 * before. */
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree's board have numbered zones whose squads carry cargo? */
static int
has_cargo(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL && ynode_get(mech, "cargo") !=
	    NULL;
}

/* The declaration of the command verb (its effect of that name) with its
 * help, in the words of root; by its name when bare. */
static int
declaration(struct ynode *root, const char *verb, const char *help,
    int bare)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *x = rs_yword_name(zone, "zone");
	char caps[64];
	struct strbuf b;
	int st;

	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	sb_init(&b);
	sb_printf(&b, "help: \"%s\"\n"
	    "usage: \"%s %s N GOODS [N GOODS]...\"\n"
	    "program-style: true\n"
	    "words: \"3-\"\n"
	    "args:\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "  - {name: goods, kind: cargo}\n"
	    "no-turn-says: it is nobody's turn\n"
	    "effects:\n"
	    "  - %s: {at: %s, goods: goods}\n", help, verb, caps, x, zone,
	    verb, x);
	st = rs_run_declare_usage(root, verb, sb_str(&b) != NULL ?
	    sb_str(&b) : "", bare);
	sb_release(&b);
	return st;
}

int
rs_cargo_upgrade(struct ynode *root, int bare)
{
	char help[256];

	if (!has_cargo(root))
		return 0;
	snprintf(help, sizeof help, "load goods onto the active player's %s "
	    "in a %s's orbit", rs_yword(root, W_SQUAD, WF_ONE),
	    rs_yword(root, W_ZONE, WF_ONE));
	if (declaration(root, "load", help, bare) < 0)
		return -1;
	snprintf(help, sizeof help, "unload goods from the active player's %s "
	    "onto a %s", rs_yword(root, W_SQUAD, WF_ONE),
	    rs_yword(root, W_ZONE, WF_ONE));
	return declaration(root, "unload", help, bare);
}
