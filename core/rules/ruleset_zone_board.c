/* ruleset_zone_board.c: the GM's correction of a numbered zone's board is a
 * declared action (a region word, a word of kind settings, the effect
 * set-board).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'tally' (run: tally), or, before
 * commands were declared, had the program's command by its name: the
 * merged tree is turned into the declaration before it is read, with the
 * usage line, the refusals and the lines of before. */
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree's board have numbered zones with boards (colonies)? */
static int
has_boards(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL;
}

int
rs_zone_board_upgrade(struct ynode *root, int bare)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *x = rs_yword_name(zone, "zone");
	char caps[64];
	struct strbuf b, folk, militia, shelters;
	int st;

	if (!has_boards(root))
		return 0;
	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	/* the counts by the game's words (engine_set_board.c reads them) */
	sb_init(&folk);
	sb_init(&militia);
	sb_init(&shelters);
	rs_word_key(rs_yword(root, W_FOLK, WF_MANY), W_FOLK, &folk);
	rs_word_key(rs_yword(root, W_MILITIA, WF_MANY), W_MILITIA, &militia);
	rs_word_key(rs_yword(root, W_SHELTER, WF_MANY), W_SHELTER, &shelters);
	sb_init(&b);
	sb_printf(&b, "help: \"set a %s board as it stands on the table: "
	    "owner=, %s=, %s=, %s=, KIND= (a GM correction, logged)\"\n"
	    "usage: \"%s %s KEY=VALUE...\"\n"
	    "program-style: true\n"
	    "no-actor: true\n"
	    "words: \"2-\"\n"
	    "args:\n"
	    "  - {name: %s, kind: region, what: \"{zone}\"}\n"
	    "  - {name: changes, kind: settings}\n"
	    "effects:\n"
	    "  - set-board: {at: %s, settings: changes}\n", zone,
	    sb_str(&folk), sb_str(&militia), sb_str(&shelters), KEY_ZONE_CMD,
	    caps, x, x);
	sb_release(&folk);
	sb_release(&militia);
	sb_release(&shelters);
	/* an action that ran the mechanism keeps its usage line; the
	 * command by its name is the zone's word */
	st = rs_run_declare_usage(root, "tally", sb_str(&b) != NULL ?
	    sb_str(&b) : "", 0);
	if (st == 0)
		st = rs_run_declare(root, KEY_ZONE_CMD, sb_str(&b) != NULL ?
		    sb_str(&b) : "", bare);
	sb_release(&b);
	return st;
}
