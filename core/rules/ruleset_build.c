/* ruleset_build.c: building on a territory is a declared action (a word
 * of kind piece-counts and the effect build).  A ruleset written before (a
 * saved game keeps the text it was started with) ran the mechanism
 * 'build' (run: build), or took the program's command by its name where a
 * phase listed it, and gave the faction that builds any number at its
 * home 'abilities.unlimited-home': the merged tree is turned into the
 * declaration and the faction's value before it is read, with the usage
 * line, the refusals and the line the mechanism gave (its effect build
 * then rewritten into today's, ruleset_build_fx.c). */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define UNLIMITED "unlimited-home"	/* the ability, then the value */

static const char build_text[] =
    "program-style: true\n"
    "turn-unsaid: true\n"
    "help: \"build units or a building on a territory, paying their "
    "cost\"\n"
    "usage: \"build PLAYER PLACE PIECE:N[,PIECE:N...]\"\n"
    "words: \"3\"\n"
    "args:\n"
    "  - {name: player, kind: player}\n"
    "  - {name: place, kind: territory}\n"
    "  - {name: pieces, kind: piece-counts}\n"
    "effects:\n"
    "  - build: {player: player, at: place, pieces: pieces%s}\n";

struct ctx {
	int unlimited;		/* a faction builds any number at home */
	const struct ynode *at;	/* where a new one is read from */
};

/* The action, keeping what the old one (NULL: none) said of its help,
 * phase and usage line; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *old, const void *arg)
{
	const struct ctx *c = arg;
	const struct ynode *at = old != NULL ? old : c->at;
	const struct ynode *use = old != NULL ? ynode_get(old, "usage") : NULL;
	struct strbuf b;
	struct ynode *t;

	sb_init(&b);
	sb_printf(&b, build_text, c->unlimited ? ", unlimited: \"faction_has("
	    UNLIMITED ")\"" : "");
	t = rs_ykeep(rs_yparse_at(&b, at->file, at), old);
	if (t != NULL && use != NULL && ynode_set(t, "usage",
	    ynode_copy(use)) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

/* The command by its name beside an action that ran the mechanism under
 * another: taken in that action's phase, as the program's command was
 * where the phase's action built.  0, or -1 out of memory. */
static int
same_phase(struct ynode *actions, struct ynode *t)
{
	for (int i = 0; i < actions->n; i++) {
		const struct ynode *ph = ynode_get(actions->v[i], "phase");
		if (actions->v[i] != t && ph != NULL &&
		    rs_yeffect(actions->v[i], "build"))
			return ynode_set(t, "phase", ynode_copy(ph)) < 0 ? -1 :
			    0;
	}
	return 0;
}

int
rs_build_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	struct ctx c = { 0, root };
	int ran;

	if (rs_ytrue_value(root, UNLIMITED, &c.unlimited) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, "build", declaration, &c)) < 0)
		return -1;
	/* the program's command by its name where the mechanism could run:
	 * with a map of territories, in a phase that lists it or whose action
	 * ran it (the action has no phase and is taken where the command
	 * was) */
	if ((!ran && rs_ylisting(root, "build") < 0) ||
	    ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL ||
	    (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "build") != NULL)))
		return 0;
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(NULL, &c)) == NULL || ynode_set(actions, "build",
	    t) < 0)
		return -1;
	return ran ? same_phase(actions, t) : 0;
}
