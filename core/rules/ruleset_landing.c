/* ruleset_landing.c: the outcome of a landing fought at the table is a
 * declared action (a player, a numbered zone, the choice captured or
 * repelled, the carriers lost and the militia after it).  A ruleset
 * written before (a saved game keeps the text it was started with) ran
 * the mechanism 'assault' (run: assault) or, before commands were
 * declared, had the program's command 'landing' by its name, which a
 * phase's 'commands' lists (and still does: the action belongs to that
 * phase): the merged tree is turned into the declaration before it is
 * read, with the usage line and the effect landing of before, which
 * ruleset_landing_fx.c then rewrites, with every other, into the
 * refusals and the lines of before. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree have numbered zones with colonies and landings? */
static int
has_landing(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL && ynode_get(mech,
	    "landing") != NULL;
}

/* The many form of concept w in upper case, into buf (of n). */
static const char *
upper_many(const struct ynode *root, enum rs_word w, char *buf, size_t n)
{
	size_t i;
	const char *s = rs_yword(root, w, WF_MANY);

	for (i = 0; s[i] != '\0' && i + 1 < n; i++)
		buf[i] = (char)toupper((unsigned char)s[i]);
	buf[i] = '\0';
	return buf;
}

int
rs_landing_upgrade(struct ynode *root, int bare)
{
	const char *zone, *x;
	char caps[64], carriers[64], militia[64];
	struct strbuf b;
	int st;

	if (!has_landing(root))
		return 0;
	zone = rs_yword(root, W_ZONE, WF_ONE);
	x = rs_yword_name(zone, "zone");
	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	sb_init(&b);
	sb_printf(&b, "help: enter the outcome of a landing fought at the "
	    "table\n"
	    "usage: \"landing PLAYER %s captured|repelled %s-LOST %s\"\n"
	    "program-style: true\n"
	    "words: \"5\"\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "  - name: outcome\n"
	    "    kind: choice\n"
	    "    choices: [captured, repelled]\n"
	    "    exact: [captured, repelled]\n"
	    "    refused: \"say whether the {zone} was captured or the "
	    "landing repelled\"\n"
	    "  - {name: lost, kind: number, min: 0, max: 1000000, what: "
	    "\"the {carriers} lost\"}\n"
	    "  - {name: militia, kind: number, min: 0, max: 1000000, what: "
	    "\"the {militias}\"}\n"
	    "effects:\n"
	    "  - landing: {at: %s, captured: outcome == captured, lost: lost, "
	    "militia: militia}\n", caps, upper_many(root, W_CARRIER, carriers,
	    sizeof carriers), upper_many(root, W_MILITIA, militia,
	    sizeof militia), x, zone, x);
	st = rs_run_declare_usage(root, "assault", sb_str(&b) != NULL ?
	    sb_str(&b) : "", 0);
	if (st == 0 && bare)	/* the command by its name */
		st = rs_run_declare(root, "landing", sb_str(&b) != NULL ?
		    sb_str(&b) : "", 1);
	sb_release(&b);
	return st == 0 ? rs_landing_fx_upgrade(root) : st;
}
