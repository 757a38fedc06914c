/* ruleset_goal.c: drawing, swapping and claiming goal cards is a
 * declared action (a choice 'followed' by a number, in_phase(),
 * order_running, a tally per player and the gain of a hand that discards
 * over its max).  A ruleset written before (a saved game keeps the text
 * it was started with) ran the mechanism 'goal' from an action, or took
 * the command KEY_GOAL_CMD by its name, and gave the draws of a faction
 * that keeps one as its ability KEY_GOAL_DRAW: the merged tree is turned
 * into the declaration, the tally and the faction's value before it is
 * read, with the refusals and the lines the mechanism gave, word for
 * word. */
#include <stdio.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define DRAW_KEY KEY_GOAL_DRAW	/* the ability, then the value */
#define DRAWN "drawn"			/* the tally */

/* A text a line may carry as it is, or NULL. */
static const char *
plain(const char *s)
{
	return s != NULL && strpbrk(s, "{}\"\\:#\n") == NULL ? s : NULL;
}

/* The abilities 'KEY_GOAL_DRAW: N' of old become the factions' values;
 * does a faction have one? */
static int
draws_to_values(struct ynode *root, int *any)
{
	struct ynode *fs = ynode_get(root, "factions");

	*any = 0;
	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		struct ynode *ab = ynode_get(fs->v[i], "abilities"), *x, *vs;
		if ((vs = ynode_get(fs->v[i], "values")) != NULL &&
		    ynode_get(vs, DRAW_KEY) != NULL)
			*any = 1;
		if (ab == NULL || ab->kind != Y_MAP || (x = ynode_get(ab,
		    DRAW_KEY)) == NULL || x->kind != Y_SCALAR)
			continue;
		if (vs == NULL && ((vs = ynode_new_map(x->file, x->line,
		    x->col)) == NULL || ynode_set(fs->v[i], "values", vs) < 0))
			return -1;
		if (vs->kind != Y_MAP)
			continue;	/* the schema says what is wrong */
		if (ynode_set(vs, DRAW_KEY, ynode_copy(x)) < 0)
			return -1;
		ynode_free(ynode_take(ab, DRAW_KEY));
		*any = 1;
	}
	return 0;
}

/* The phase goals are drawn in: the mechanism's, else the one whose
 * commands list the command; NULL for none. */
static const char *
draw_phase(const struct ynode *root)
{
	const char *ph = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    KEY_GOALS), "phase");

	return ph != NULL ? ph : rs_ylisting_name(root, KEY_GOAL_CMD, "goal");
}

struct ctx {
	struct ynode *root;
	int draws;		/* a faction has the value */
};

/* The declaration into b, in the words of the mechanism; 0, or -1 when
 * the text has no hand and points a line can carry (the schema then
 * refuses the action as it refused the mechanism). */
static int
declare(struct strbuf *b, const struct ctx *c)
{
	const struct ynode *m = ynode_get(ynode_get(c->root, "mechanisms"),
	    KEY_GOALS), *mech = ynode_get(c->root, "mechanisms");
	const char *r = plain(rs_ytext(m, "resource")), *v = plain(rs_ytext(m,
	    "vp")), *rn, *ph = plain(draw_phase(c->root)), *pn = NULL;

	if (r == NULL || v == NULL || strchr(r, ' ') != NULL ||
	    strchr(v, ' ') != NULL)
		return -1;
	if ((rn = plain(rs_ytext(ynode_get(ynode_get(c->root, "resources"),
	    r), "name"))) == NULL)
		rn = r;
	if (ph != NULL && (pn = plain(rs_ytext(ynode_get(ynode_get(c->root,
	    "phases"), ph), "name"))) == NULL)
		pn = ph;
	sb_add(b, "program-style: true\n"
	    "help: draw, swap or claim objective cards\n"
	    "words: \"2-3\"\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - name: way\n"
	    "    kind: choice\n"
	    "    choices: [draw, swap, claim]\n"
	    "    followed:\n"
	    "      swap: {shows: N, what: the cards swapped}\n"
	    "      claim: {shows: VP, what: the victory points on the card}\n"
	    "  - {name: n, kind: number, max: 1000}\n"
	    "require:\n");
	if (ynode_get(mech, "territories") != NULL && ynode_get(mech,
	    "orders") != NULL)
		sb_add(b, "  - test: way != claim or not order_running\n"
		    "    refusal: \"an order is being carried out: objectives "
		    "are claimed once it is over\"\n");
	sb_printf(b, "  - test: way != claim or %s > 0\n"
	    "    refusal: \"{@me} holds no %s\"\n", r, rn);
	if (ph != NULL)
		sb_printf(b, "  - test: way == claim or in_phase(%s)\n"
		    "    refusal: \"objectives are drawn in the %s phase\"\n",
		    ph, pn);
	sb_printf(b, "  - test: way == claim or tally(" DRAWN ") == 0\n"
	    "    refusal: \"{@me} has drawn this round already\"\n"
	    "  - test: way != swap or n <= %s\n"
	    "    refusal: \"{@me} holds {%s} %s\"\n"
	    "effects:\n"
	    "  - if:\n"
	    "      test: way == claim\n"
	    "      then:\n"
	    "        - gain: {%s: -1, %s: n}\n"
	    "          says: \"{@me} claims an objective worth {@qty %s, n}: "
	    "{before(%s)} -> {%s} ({%s} in hand)\"\n"
	    "      else:\n"
	    "        - tally: {id: " DRAWN ", add: 1}\n"
	    "        - if:\n"
	    "            test: way == swap\n"
	    "            then:\n"
	    "              - say: \"{@me} discards {n} and draws {n}\"\n"
	    "            else:\n", r, r, rn, r, v, v, v, v, r);
	if (c->draws)
		sb_add(b, "              - if:\n"
		    "                  test: faction(" DRAW_KEY ") > 1\n"
		    "                  then:\n"
		    "                    - say: \"{@me} draws {faction("
		    DRAW_KEY ")} and keeps 1\"\n");
	sb_printf(b, "              - gain: {%s: 1}\n"
	    "                says: \"{@me}: %s {before(%s)} -> {%s}\"\n",
	    r, rn, r, r);
	return 0;
}

/* The action, keeping what the old one (NULL: none) said of its help,
 * phase, usage and when; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *old, const void *arg)
{
	static const char *const kept[] = { "usage", "when" };
	const struct ctx *c = arg;
	const struct ynode *at = old != NULL ? old : c->root;
	struct strbuf b;
	struct ynode *t;

	sb_init(&b);
	if (declare(&b, c) < 0) {
		/* no hand to draw: the mechanism was refused; so is this */
		sb_release(&b);
		sb_add(&b, "help: draw, swap or claim objective cards\n"
		    "run: goal\n");
	}
	if ((t = rs_ykeep(rs_yparse_at(&b, at->file, at), old)) == NULL)
		return NULL;
	for (size_t i = 0; old != NULL && i < sizeof kept / sizeof kept[0];
	    i++) {
		const struct ynode *k = ynode_get(old, kept[i]);
		if (k != NULL && ynode_set(t, kept[i], ynode_copy(k)) < 0) {
			ynode_free(t);
			return NULL;
		}
	}
	return t;
}

/* The tally the declaration counts the draws in, unless the text has
 * one so called. */
static int
add_tally(struct ynode *root)
{
	struct ynode *ts = ynode_get(root, "tallies"), *t;
	struct strbuf b;

	if (ts != NULL && (ts->kind != Y_MAP || ynode_get(ts, DRAWN) != NULL))
		return 0;
	if (ts == NULL && ((ts = ynode_new_map(root->file, root->line,
	    root->col)) == NULL || ynode_set(root, "tallies", ts) < 0))
		return -1;
	sb_init(&b);
	sb_add(&b, "{name: objectives drawn, per: player}\n");
	if ((t = rs_yparse_at(&b, root->file, root)) == NULL ||
	    ynode_set(ts, DRAWN, t) < 0)
		return -1;
	return 0;
}

int
rs_goal_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	struct ctx c = { root, 0 };
	int ran;

	if (draws_to_values(root, &c.draws) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, "goal", declaration, &c)) < 0)
		return -1;
	if (!ran) {
		/* the command by its name, taken where the mechanism was */
		if (ynode_get(ynode_get(root, "mechanisms"), KEY_GOALS) ==
		    NULL || (actions != NULL && (actions->kind != Y_MAP ||
		    ynode_get(actions, KEY_GOAL_CMD) != NULL)))
			return 0;
		if (actions == NULL && ((actions = ynode_new_map(root->file,
		    root->line, root->col)) == NULL || ynode_set(root,
		    "actions", actions) < 0))
			return -1;
		if ((t = declaration(NULL, &c)) == NULL ||
		    ynode_set(actions, KEY_GOAL_CMD, t) < 0)
			return -1;
	}
	return add_tally(root);
}
