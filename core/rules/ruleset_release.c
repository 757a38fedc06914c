/* ruleset_release.c: a unit destroyed in a pool combat may be held
 * captive by a player (the effect capture, among the combat's destroyed
 * effects), and having a player's captives back is a declared action
 * (captives(), built(), faction(ID, PLAYER) and the effect release).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) named the effect and the function otherwise (KEY_CAPTURE_OLD,
 * KEY_CAPTIVES_OLD), and printed its own word for a captive; older still,
 * it gave the price as a faction's 'abilities.KEY_CAPTURES'
 * {KEY_RELEASE_PRICE}, taken by the command KEY_RELEASE_CMD, listed by a
 * phase or run by an action.  The merged tree is given the effect's name
 * of now, the words of before (words_old.c) where it used a name of
 * before and names no word for a captive, and the flag KEY_CAPTURES, the
 * faction's value KEY_RELEASE_PRICE and the declaration before it is
 * read, with the refusals and the line the mechanism gave. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* The price is paid in the resource the combat's coins are (mechanisms.
 * dice-pool.coin); NULL without one, or with none a line can carry. */
static const char *
coin(const struct ynode *root)
{
	const char *c = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    "dice-pool"), "coin");

	return c != NULL && strpbrk(c, "{}\"\\ ,") == NULL ? c : NULL;
}

/* Does a faction of root have under key (abilities or values) name? */
static int
faction_has(const struct ynode *root, const char *key, const char *name)
{
	const struct ynode *fs = ynode_get(root, "factions");

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++)
		if (ynode_get(ynode_get(fs->v[i], key), name) != NULL)
			return 1;
	return 0;
}

/* Does the text s call the function of before, KEY_CAPTIVES_OLD(...)? */
static int
calls_old(const char *s)
{
	size_t k = strlen(KEY_CAPTIVES_OLD);

	for (const char *p = s; p != NULL && (p = strstr(p,
	    KEY_CAPTIVES_OLD)) != NULL; p += k) {
		const char *q = p + k;

		if (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			continue;
		q += strspn(q, " \t");
		if (*q == '(')
			return 1;
	}
	return 0;
}

/* Every effect of before in t (an item of a sequence: item) given the
 * name of now; *old set where t used a name of before.  0, or -1 out of
 * memory. */
static int
old_names(struct ynode *t, int item, int *old)
{
	if (t == NULL)
		return 0;
	if (t->kind == Y_SCALAR) {
		*old |= calls_old(t->str);
		return 0;
	}
	if (t->kind == Y_MAP && item && ynode_get(t, KEY_CAPTURE_OLD) !=
	    NULL) {
		if (ynode_rename(t, KEY_CAPTURE_OLD, "capture") < 0)
			return -1;
		*old = 1;
	}
	for (int i = 0; i < t->n; i++)
		if (old_names(t->v[i], t->kind == Y_SEQ, old) < 0)
			return -1;
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
	if (r == NULL || !faction_has(c->root, "values", KEY_RELEASE_PRICE) ||
	    ynode_get(ynode_get(c->root, "mechanisms"), "territories") ==
	    NULL) {
		sb_add(&b, "  - {test: \"0\", refusal: \"nobody holds {@me}'s "
		    "units {@word captive}\"}\n");
		return rs_ykeep(rs_yparse_at(&b, c->at->file, c->at), old);
	}
	sb_printf(&b, "  - test: sum_regions(built(here)) == 0\n"
	    "    refusal: \"ransoms are paid at the start of the build step, "
	    "before anything is built\"\n"
	    "  - test: sum_players(captives(who, me)) > 0\n"
	    "    refusal: \"nobody holds {@me}'s units {@word captive}\"\n"
	    "cost-name: the ransom\n"
	    "cost: {%s: \"sum_players(faction(%s, who) * (captives(who, "
	    "me) > 0))\"}\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - each-player:\n"
	    "      - if:\n"
	    "          test: captives(me, player) > 0\n"
	    "          then:\n"
	    "            - gain: {%s: faction(%s)}\n"
	    "              says: \"\"\n"
	    "            - release: {captor: me, owner: player}\n"
	    "              says: \"{@player player} pays {@me} {@qty %s, "
	    "faction(%s)} and has {@released} back in the supply\"\n",
	    r, KEY_RELEASE_PRICE, r, KEY_RELEASE_PRICE, r, KEY_RELEASE_PRICE);
	return rs_ykeep(rs_yparse_at(&b, c->at->file, c->at), old);
}

/* The release of before: a faction's price, the declaration in place of
 * the actions that ran it or of the command a phase listed; *old set
 * where there was one.  0, or -1 out of memory. */
static int
release_old(struct ynode *root, struct diag_list *errs, int *old)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	const struct ynode *at = NULL;
	struct ctx c = { root, root };
	int ran, k;

	if (rs_yability_value(root, KEY_CAPTURES, KEY_RELEASE_PRICE, 1, errs,
	    &at) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, KEY_RELEASE_CMD, declaration,
	    &c)) < 0)
		return -1;
	*old |= ran;
	if (ran || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, KEY_RELEASE_CMD) != NULL)))
		return 0;
	/* the command by its name, before commands were declared: the
	 * action has no phase, and is taken in the phases that list it (in
	 * their order) as the command was */
	if ((k = rs_ylisting(root, KEY_RELEASE_CMD)) < 0)
		return 0;
	*old = 1;
	c.at = ynode_get(root, "phases")->v[k];
	if (actions == NULL && ((actions = ynode_new_map(c.at->file,
	    c.at->line, c.at->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(NULL, &c)) == NULL ||
	    ynode_set(actions, KEY_RELEASE_CMD, t) < 0)
		return -1;
	return 0;
}

int
rs_release_upgrade(struct ynode *root, struct diag_list *errs)
{
	/* a faction's ability of before takes captives (the destroyed
	 * effects ruleset_destroyed.c writes for it say the word) */
	int old = faction_has(root, "abilities", KEY_CAPTURES);

	if (old_names(root, 0, &old) < 0 || release_old(root, errs, &old) < 0)
		return -1;
	return old ? rs_yword_keep(root, W_CAPTIVE, KEY_CAPTURE_OLD, root) : 0;
}
