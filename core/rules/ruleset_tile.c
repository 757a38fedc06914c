/* ruleset_tile.c: entering the values printed for a kind of piece that
 * the ruleset leaves unknown is a declared action (the words of kind
 * piece-kind and stats, the effect enter-stats).  A ruleset written
 * before (a saved game keeps the text it was started with) had an action
 * that ran the program's command (run: tile), or, in a text that declared
 * no actions and has pieces tracked one by one, the command by its name:
 * the merged tree is turned into the declaration before it is read. */
#include <ctype.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* its usage line takes the game's word for a chief between the two */
static const char tile_head[] =
    "program-style: true\n"
    "help: enter values printed on a tile that the ruleset leaves "
    "unknown\n"
    "no-actor: true\n"
    "usage: \"tile UNIT|";
static const char tile_text[] =
    " STAT:N...\"\n"
    "words: \"2-\"\n"
    "args:\n"
    "  - {name: kind, kind: piece-kind}\n"
    "  - {name: stats, kind: stats}\n"
    "effects:\n"
    "  - enter-stats: {kind: kind, stats: stats}\n";

/* The game's word for a chief in capitals, '-' for a space
 * (words.chief.one), as the program's usage line gave it, into b. */
static void
chief_caps(const struct ynode *root, struct strbuf *b)
{
	const struct ynode *one = ynode_get(ynode_get(ynode_get(root,
	    "words"), "chief"), "one");
	const char *w = one != NULL && one->kind == Y_SCALAR ? one->str :
	    "chief";

	for (; *w != '\0'; w++)	/* inside a quoted scalar */
		if (*w != '"' && *w != '\\')
			sb_printf(b, "%c", *w == ' ' ? '-' :
			    toupper((unsigned char)*w));
}

int
rs_tile_upgrade(struct ynode *root, int bare)
{
	const struct ynode *u = ynode_get(root, "units");
	const struct ynode *c = ynode_get(root, KEY_CHIEFS);
	int tracked = (u != NULL && u->kind == Y_MAP && u->n > 0) ||
	    (c != NULL && c->kind == Y_MAP && c->n > 0), st;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, tile_head);
	chief_caps(root, &b);
	sb_add(&b, tile_text);
	/* by its name only in a text that declared no actions */
	st = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "tile",
	    sb_str(&b), tracked && bare);
	sb_release(&b);
	return st;
}
