/* ruleset_tracked.c: the commands on pieces tracked one by one are
 * declared actions (a word of kind tracked, tracked(PIECE, KEY), the
 * effects leave, swap, set-counters and relocate, a word of kind
 * destination, chief_with(KEY, PLAYER)): the GM's 'remove' and
 * 'counters' and the players' 'swap' and 'move'.  A ruleset written
 * before (a saved game keeps the text it was started with) took them with
 * an action that ran the mechanism (run: remove, run: swap, run: counters,
 * run: move), or by the command's name, which the program had for every
 * ruleset with units or chiefs (swap: whose phases list it; counters:
 * that declared no actions): the merged tree is turned into the
 * declarations before it is read, with the lines the mechanisms
 * printed. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"

static const char remove_text[] =
    "program-style: true\n"
    "help: a piece leaves the game (an effect at the table)\n"
    "no-actor: true\n"
    "words: \"1\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked}\n"
    "effects:\n"
    "  - if:\n"
    "      test: tracked(piece, chief)\n"
    "      then:\n"
    "        - leave: {piece: piece}\n"
    "        - say: \"nothing changes hands: 'transfer' moves what the "
    "effect gives\"\n"
    "      else:\n"
    "        - leave: {piece: piece}\n";

static const char swap_text[] =
    "program-style: true\n"
    "help: two neighbouring pieces of the active player change places\n"
    "usage: swap PIECE PIECE\n"
    "words: \"2\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked, acting: true}\n"
    "  - {name: other, kind: tracked, acting: true}\n"
    "require:\n"
    "  - test: piece != other\n"
    "    refusal: a piece cannot swap with itself\n"
    "    usage: true\n"
    "effects:\n"
    "  - swap: {piece: piece, with: other}\n";

static const char move_text[] =
    "program-style: true\n"
    "help: move a piece home, to another player's area, onto a place or "
    "the board\n"
    "usage: \"move PIECE home|field|PLACE|PLAYER\"\n"
    "words: \"2-3\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked, acting: true}\n"
    "  - {name: to, kind: destination}\n"
    "effects:\n"
    "  - relocate: {piece: piece, to: to}\n";

/* In the text's word for a piece's counters (%s, three times). */
static const char counters_text[] =
    "program-style: true\n"
    "help: set the %s on a piece (an effect at the table)\n"
    "no-actor: true\n"
    "usage: counters PIECE N\n"
    "words: \"2\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked}\n"
    "  - {name: n, kind: number, what: the %s, min: 0, "
    "max: 1000000}\n"
    "require:\n"
    "  - test: n <= tracked(piece, counters) or chief_with(immune, "
    "tracked(piece, owner)) < 0\n"
    "    refusal: \"{@chief chief_with(immune, tracked(piece, owner))} "
    "makes {@player tracked(piece, owner)}'s pieces immune to %s\"\n"
    "effects:\n"
    "  - set-counters: {piece: piece, to: n}\n";


/* Does a phase's (or the setup's) commands list name command? */
static int
listed(const struct ynode *root, const char *command)
{
	const struct ynode *phases = ynode_get(root, "phases");
	const struct ynode *c = ynode_get(ynode_get(root, "setup"),
	    "commands");

	for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n; k++)
		if (c->v[k]->kind == Y_SCALAR && strcmp(c->v[k]->str,
		    command) == 0)
			return 1;
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		c = ynode_get(phases->v[i], "commands");
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++)
			if (c->v[k]->kind == Y_SCALAR && strcmp(c->v[k]->str,
			    command) == 0)
				return 1;
	}
	return 0;
}

/* The command id declared (text) in root's actions, when an action ran
 * its mechanism, or by its name when the tree has pieces tracked one by
 * one and no action of that name (and, with phased, a phase lists it), as
 * the program had it for every game with pieces tracked one by one before
 * it was declared; 0, or -1 out of memory. */
static int
upgrade(struct ynode *root, const char *id, const char *text, int phased)
{
	return rs_run_declare(root, id, text, rs_ytracked(root) && (!phased ||
	    listed(root, id)));
}

int
rs_tracked_upgrade(struct ynode *root, int bare)
{
	if (upgrade(root, "remove", remove_text, 0) < 0 ||
	    upgrade(root, "swap", swap_text, 1) < 0 ||
	    upgrade(root, "move", move_text, 0) < 0)
		return -1;
	/* counters by its name only in a text that declared no actions:
	 * one that declared some without it had no such command */
	const char *w = rs_yword(root, W_COUNTER, WF_MANY);
	struct strbuf b;
	int r;

	sb_init(&b);
	sb_printf(&b, counters_text, w, w, w);
	r = sb_str(&b) == NULL ? -1 : !bare ? rs_run_declare(root,
	    "counters", sb_str(&b), 0) : upgrade(root, "counters", sb_str(&b),
	    0);
	sb_release(&b);
	return r < 0 ? -1 : 0;
}
