/* ruleset_home.c: moving a player's home is a declared action (a region
 * word, the effect set-home: the home is the board's, board_home.h).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) took it with the mechanism 'home', as an action that ran it (run:
 * home) or, before commands were declared, as the command a phase's
 * 'commands' listed: the merged tree is turned into the declaration before
 * it is read, with the refusals and the line the mechanism gave. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"

/* The action the mechanism was, keeping what the old one said of its help,
 * phase and set-up; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at, const char *phase)
{
	const char *w = rs_yword(root, W_ZONE, WF_ONE),
	    *x = rs_yword_name(w, "zone");
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "help: move the active player's home %s\n"
	    "args:\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "no-turn-says: it is nobody's turn\n"
	    "require:\n"
	    "  - test: owner(%s) == me or owner(%s) != nobody\n"
	    "    refusal: \"{@me}'s home must be a %s of {@me}'s; "
	    "{@name %s} is neutral\"\n"
	    "  - test: owner(%s) == me\n"
	    "    refusal: \"{@me}'s home must be a %s of {@me}'s; "
	    "{@name %s} is {@player owner(%s)}'s\"\n"
	    "effects:\n"
	    "  - set-home: %s\n", w, x, w, x, x, w, x, x, w, x, x, x);
	if (phase != NULL)
		sb_printf(&b, "phase: %s\n", phase);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

int
rs_home_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *actions, *t;
	const struct ynode *at = NULL;
	const char *phase;

	(void)errs;
	/* the mechanism moved the home zone of a board of numbered zones
	 * with flights (mechanisms.flight): nothing to do without it */
	if (mech == NULL || mech->kind != Y_MAP || ynode_get(mech,
	    "flight") == NULL)
		return 0;
	actions = ynode_get(root, "actions");
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || strcmp(run, "home") != 0)
			continue;
		/* its phase was the one whose commands listed it */
		phase = ynode_get(actions->v[i], "phase") == NULL ?
		    rs_ylisting_take(root, "home", &at) : NULL;
		if ((t = declaration(root, actions->v[i], actions->v[i],
		    phase)) == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
	}
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "home") != NULL))
		return 0;
	/* the command by its name, before commands were declared */
	if ((phase = rs_ylisting_take(root, "home", &at)) == NULL)
		return 0;
	if (actions == NULL && ((actions = ynode_new_map(at->file, at->line,
	    at->col)) == NULL || ynode_set(root, "actions", actions) < 0))
		return -1;
	if ((t = declaration(root, NULL, at, phase)) == NULL ||
	    ynode_set(actions, "home", t) < 0)
		return -1;
	return 0;
}
