/* ruleset_draw.c: a player's draw from the counted deck, an effect at the
 * table, is a declared action (a player word, a number of cards that may
 * be left out, the effect draw refused when the deck is empty).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) took it with an action that ran the mechanism 'draw' (run: draw),
 * or by the command's name, which the program had for every ruleset with a
 * counted deck: the merged tree is turned into the declaration before it
 * is read, with the line the mechanism printed, so that a ruleset with a
 * counted deck and no action 'draw' still has the command. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define DRAW_HELP "a player draws cards from the deck (an effect at the " \
	"table)"

/* The id of the first counted deck (one with 'size') of the tree, or
 * NULL (or one a line cannot carry). */
static const char *
counted(const struct ynode *root)
{
	const struct ynode *d = ynode_get(root, "decks");

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++) {
		const char *id = d->keys[i]->str;
		if (d->v[i]->kind != Y_MAP || ynode_get(d->v[i], "size") ==
		    NULL)
			continue;
		return strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789_-") ==
		    strlen(id) ? id : NULL;
	}
	return NULL;
}

/* Does an action of the map take the name 'draw' (case aside)? */
static int
named(const struct ynode *actions)
{
	for (int i = 0; i < actions->n; i++)
		if (strcasecmp(actions->keys[i]->str, "draw") == 0)
			return 1;
	return 0;
}

/* The action drawing from deck, with the old one's help (old: the action
 * that ran the mechanism, or NULL); NULL when out of memory. */
static struct ynode *
declaration(const char *deck, const struct ynode *old, const struct ynode *at)
{
	struct ynode *t;
	const struct ynode *help = old != NULL ? ynode_get(old, "help") : NULL;
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "help: " DRAW_HELP "\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: n, kind: number, what: the cards, max: 1000, "
	    "default: 1}\n"
	    "effects:\n"
	    "  - draw: {deck: %s, count: n, reason: an effect at the table, "
	    "refuse-empty: true}\n", deck);
	t = rs_yparse_at(&b, at->file, at);
	if (t != NULL && help != NULL) {
		struct ynode *h = ynode_copy(help);
		if (h == NULL || ynode_set(t, "help", h) < 0) {
			ynode_free(h);
			ynode_free(t);
			return NULL;
		}
	}
	return t;
}

int
rs_draw_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	const char *deck = counted(root);
	int ran = 0;

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || strcmp(run, "draw") != 0)
			continue;
		if (deck == NULL) {
			/* no deck to draw from: no such command */
			ynode_free(ynode_take(actions, actions->keys[i]->str));
			i--;
			continue;
		}
		if ((t = declaration(deck, actions->v[i], actions->v[i])) ==
		    NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
		ran = 1;
	}
	if (ran || deck == NULL || (actions != NULL && (actions->kind !=
	    Y_MAP || named(actions))))
		return 0;
	/* the command by its name, as the program had it for every game
	 * with a counted deck before it was declared */
	if ((t = declaration(deck, NULL, root)) == NULL)
		return -1;
	if (actions == NULL) {
		if ((actions = ynode_new_map(root->file, root->line,
		    root->col)) == NULL) {
			ynode_free(t);
			return -1;
		}
		if (ynode_set(root, "actions", actions) < 0) {
			ynode_free(t);
			ynode_free(actions);
			return -1;
		}
	}
	if (ynode_set(actions, "draw", t) < 0) {
		ynode_free(t);
		return -1;
	}
	return 0;
}
