/* ruleset_start.c: placing the starting squads of numbered zones is a
 * declared action (the value setup, starting_left and the effect
 * place-starting).  A ruleset written before (a saved game keeps the text
 * it was started with) took them with the mechanism 'deploy', as an
 * action that ran it (run: deploy) or, before commands were declared, as
 * the command by its name: the merged tree is turned into the declaration
 * before it is read, with the usage line, the refusals and the line the
 * mechanism gave, in the text's words. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

struct start_ctx {
	const struct ynode *root;
};

/* The id of the action that runs verb in root's actions, else verb. */
static const char *
running(const struct ynode *root, const char *verb)
{
	const struct ynode *actions = ynode_get(root, "actions");

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run != NULL && strcmp(run, verb) == 0)
			return actions->keys[i]->str;
	}
	return verb;
}

/* The declaration of the old action old (NULL: the command by its name),
 * at the position of at. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *one = rs_yword(root, W_SQUAD, WF_ONE),
	    *many = rs_yword(root, W_SQUAD, WF_MANY),
	    *usage = rs_ytext(old, "usage"), *help = rs_ytext(old, "help");
	char b1[64], b2[64];
	const char *p = rs_yword_name(rs_yusage_word(usage, 0, b1, sizeof b1),
	    "player"), *z = rs_yword_name(rs_yusage_word(usage, 1, b2,
	    sizeof b2), rs_yword_name(zone, "zone"));
	struct strbuf b;

	if (strcmp(p, z) == 0)
		p = "player";
	sb_init(&b);
	if (help != NULL && strpbrk(help, "\"\\\n") == NULL)
		sb_printf(&b, "help: \"%s\"\n", help);
	else
		sb_printf(&b, "help: \"place one of a player's chosen starting "
		    "%s during the setup\"\n", many);
	sb_printf(&b, "program-style: true\n"
	    "args:\n"
	    "  - {name: %s, kind: player}\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"starting %s are deployed during the setup ('%s' "
	    "corrects the board later)\"\n"
	    "  - test: starting_left > 0\n"
	    "    refusal: \"{@me} has no starting %s left to deploy\"\n"
	    "  - test: owner(%s) == me\n"
	    "    refusal: \"{@name %s} is not {@me}'s\"\n"
	    "effects:\n"
	    "  - place-starting: %s\n", p, z, zone, many,
	    running(root, "station"), one, z, z, z);
	return rs_yparse_at(&b, at->file, at);
}

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	return declaration(((const struct start_ctx *)ctx)->root, old, old);
}

int
rs_start_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms"), *actions, *t;
	struct start_ctx c = { root };
	int r;

	(void)errs;
	/* the mechanism placed the starting squads of numbered zones with
	 * colonies: nothing to do without them */
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    KEY_ZONES) == NULL || mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "colonies") == NULL)
		return 0;
	actions = ynode_get(root, "actions");
	if ((r = rs_yreplace_runs(actions, "deploy", make, &c)) != 0)
		return r < 0 ? -1 : 0;
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "deploy") != NULL))
		return 0;
	/* the command by its name, before commands were declared */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(root, NULL, root)) == NULL ||
	    ynode_set(actions, "deploy", t) < 0)
		return -1;
	return 0;
}
