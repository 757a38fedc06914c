/* ruleset_ransom.c: having the units a faction holds hostage back is a
 * declared action (hostages(), built(), faction(ID, PLAYER) and the effect
 * release).  A ruleset written before (a saved game keeps the text it was
 * started with) gave the price as a faction's 'abilities.hostages'
 * {ransom}, taken by the command 'ransom', listed by a phase or run by an
 * action: the merged tree is turned into the flag 'hostages', the
 * faction's value 'ransom' and the declaration before it is read, with
 * the refusals and the line the mechanism gave. */
#include <stdio.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The price is paid in the resource the combat's coins are (mechanisms.
 * dice-pool.coin); NULL without one, or with none a line can carry. */
static const char *
coin(const struct ynode *root)
{
	const char *c = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    "dice-pool"), "coin");

	return c != NULL && strpbrk(c, "{}\"\\ ,") == NULL ? c : NULL;
}

/* Does a faction of root have the value 'ransom'? */
static int
priced(const struct ynode *root)
{
	const struct ynode *fs = ynode_get(root, "factions");

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++)
		if (ynode_get(ynode_get(fs->v[i], "values"), "ransom") != NULL)
			return 1;
	return 0;
}

struct ctx {
	const struct ynode *root;
	const struct ynode *at;
};

/* The action, keeping what the old one (NULL: none) said of its help and
 * phase; NULL when out of memory.  Without a price, a coin or a map of
 * territories nobody's units can be had back, as the mechanism found. */
static struct ynode *
declaration(const struct ynode *old, const void *arg)
{
	const struct ctx *c = arg;
	const char *r = coin(c->root);
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "help: pay to have every unit held hostage back\n"
	    "program-style: true\n"
	    "words: \"1\"\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "require:\n");
	if (r == NULL || !priced(c->root) || ynode_get(ynode_get(c->root,
	    "mechanisms"), "territories") == NULL) {
		sb_add(&b, "  - {test: \"0\", refusal: \"nobody holds {@me}'s "
		    "units hostage\"}\n");
		return rs_ykeep(rs_yparse_at(&b, c->at->file, c->at), old);
	}
	sb_printf(&b, "  - test: sum_regions(built(here)) == 0\n"
	    "    refusal: \"ransoms are paid at the start of the build step, "
	    "before anything is built\"\n"
	    "  - test: sum_players(hostages(who, me)) > 0\n"
	    "    refusal: \"nobody holds {@me}'s units hostage\"\n"
	    "cost-name: the ransom\n"
	    "cost: {%s: \"sum_players(faction(ransom, who) * (hostages(who, "
	    "me) > 0))\"}\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - each-player:\n"
	    "      - if:\n"
	    "          test: hostages(me, player) > 0\n"
	    "          then:\n"
	    "            - gain: {%s: faction(ransom)}\n"
	    "              says: \"\"\n"
	    "            - release: {captor: me, owner: player}\n"
	    "              says: \"{@player player} pays {@me} {@qty %s, "
	    "faction(ransom)} and has {@released} back in the supply\"\n",
	    r, r, r);
	return rs_ykeep(rs_yparse_at(&b, c->at->file, c->at), old);
}

int
rs_ransom_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	const struct ynode *at = NULL;
	struct ctx c = { root, root };
	int ran, k;

	if (rs_yability_value(root, "hostages", "ransom", 1, errs, &at) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, "ransom", declaration, &c)) < 0)
		return -1;
	if (ran || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "ransom") != NULL)))
		return 0;
	/* the command by its name, before commands were declared: the
	 * action has no phase, and is taken in the phases that list it (in
	 * their order) as the command was */
	if ((k = rs_ylisting(root, "ransom")) < 0)
		return 0;
	c.at = ynode_get(root, "phases")->v[k];
	if (actions == NULL && ((actions = ynode_new_map(c.at->file,
	    c.at->line, c.at->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(NULL, &c)) == NULL ||
	    ynode_set(actions, "ransom", t) < 0)
		return -1;
	return 0;
}
