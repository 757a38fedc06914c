/* ruleset_tracked.c: the commands on pieces tracked one by one are
 * declared actions (a word of kind tracked, tracked(PIECE, KEY), the
 * effect leave): the GM's 'remove'.  A ruleset written before (a saved
 * game keeps the text it was started with) took it with an action that
 * ran the mechanism (run: remove), or by the command's name, which the
 * program had for every ruleset with units or chiefs: the merged tree is
 * turned into the declaration before it is read, with the lines the
 * mechanism printed. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

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

/* The declaration of text at the place of at, keeping what old (or NULL)
 * said of its phase and help; NULL when out of memory. */
static struct ynode *
declaration(const char *text, const struct ynode *old, const struct ynode *at)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, text);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

/* An action of old that ran the mechanism, declared (ctx: its text). */
static struct ynode *
run_declaration(const struct ynode *old, const void *ctx)
{
	return declaration(ctx, old, old);
}

/* Are there pieces tracked one by one (units or chiefs)? */
static int
tracked(const struct ynode *root)
{
	const struct ynode *u = ynode_get(root, "units");
	const struct ynode *c = ynode_get(root, KEY_CHIEFS);

	return (u != NULL && u->kind == Y_MAP && u->n > 0) ||
	    (c != NULL && c->kind == Y_MAP && c->n > 0);
}

int
rs_tracked_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	int r = rs_yreplace_runs(actions, "remove", run_declaration,
	    remove_text);

	if (r != 0 || !tracked(root) || (actions != NULL &&
	    (actions->kind != Y_MAP || ynode_get(actions, "remove") != NULL)))
		return r < 0 ? -1 : 0;
	/* the command by its name, as the program had it for every game
	 * with pieces tracked one by one before it was declared */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0)) {
		ynode_free(actions);
		return -1;
	}
	if ((t = declaration(remove_text, NULL, root)) == NULL ||
	    ynode_set(actions, "remove", t) < 0) {
		ynode_free(t);
		return -1;
	}
	return 0;
}
