/* ruleset_map_steps.c: what a phase on a map of territories does once
 * when it begins is written as the phase's 'begin' (effects for nobody).
 * A ruleset written before (a saved game keeps the text it was started
 * with) listed program steps in the phase's 'steps' instead:
 * 'reveal-discoveries' (the number of discoveries revealed, one a player
 * and mechanisms.discovery.extra more, and the action that picks them)
 * and 'win-check' (the 'reach' victory checked: the effect reach-win).
 * The merged tree is turned into the phase's begin before it is read,
 * with the lines the steps said; a step's effects go first in the
 * phase's begin, which runs after the steps left.  'mine' (each player
 * paid mechanisms.mine's resource for the territories he controls, then
 * given its collect for the spawned pieces where he has units) becomes
 * sum_regions, the effect clear-spawned and lines with @regionvalues and
 * @regions; mechanisms.mine, which only the step read, goes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* Take step out of phase's steps (and the steps, left empty); the step's
 * node's position in *at.  1 if the phase listed it, else 0. */
static int
step_take(struct ynode *phase, const char *step, struct ynode *at)
{
	struct ynode *steps = ynode_get(phase, "steps");
	int found = 0;

	for (int i = 0; steps != NULL && steps->kind == Y_SEQ &&
	    i < steps->n; i++)
		if (steps->v[i]->kind == Y_SCALAR &&
		    strcmp(steps->v[i]->str, step) == 0) {
			if (!found) {
				memset(at, 0, sizeof *at);
				at->file = steps->v[i]->file;
				at->line = steps->v[i]->line;
				at->col = steps->v[i]->col;
			}
			found = 1;
			ynode_free(steps->v[i]);
			memmove(&steps->v[i], &steps->v[i + 1],
			    (size_t)(steps->n - i - 1) * sizeof *steps->v);
			steps->n--;
			i--;
		}
	if (steps != NULL && steps->kind == Y_SEQ && steps->n == 0)
		ynode_free(ynode_take(phase, "steps"));
	return found;
}

/* The id of the action that picks a discovery: the one that ran the
 * mechanism 'pick', else the first whose effects mark a player done
 * (ruleset_discovery.c declares it so), else 'pick'. */
static const char *
picker(const struct ynode *root)
{
	const struct ynode *acts = ynode_get(root, "actions");

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const char *run = rs_ytext(acts->v[i], "run");
		if (run != NULL && strcmp(run, "pick") == 0)
			return acts->keys[i]->str;
	}
	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const struct ynode *e = ynode_get(acts->v[i], "effects");
		for (int k = 0; e != NULL && e->kind == Y_SEQ && k < e->n; k++)
			if (e->v[k]->kind == Y_MAP &&
			    ynode_get(e->v[k], "mark-done") != NULL)
				return acts->keys[i]->str;
	}
	return "pick";
}

/* reveal-discoveries: its line, one discovery a player and extra more. */
static struct ynode *
reveal_begin(const struct ynode *root, const struct ynode *at)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "discovery");
	const char *x = m != NULL && m->kind == Y_MAP ? rs_ytext(m, "extra") :
	    NULL;
	long extra = 1;
	struct strbuf b;

	/* the schema refuses an extra that is no count; 1 is its default */
	if (x != NULL && strspn(x, "0123456789") == strlen(x) &&
	    strlen(x) > 0 && strlen(x) <= 6)
		extra = atol(x);
	sb_init(&b);
	sb_printf(&b, "- if:\n"
	    "    test: players + %ld == 1\n"
	    "    then:\n"
	    "      - say: \"reveal 1 discovery (one a player and %ld more); in "
	    "turn order each player picks one: '%s PLAYER CARD'\"\n"
	    "    else:\n"
	    "      - say: \"reveal {players + %ld} discoveries (one a player "
	    "and %ld more); in turn order each player picks one: '%s PLAYER "
	    "CARD'\"\n", extra, extra, picker(root), extra, extra,
	    picker(root));
	return rs_yparse_at(&b, at->file, at);
}

/* win-check: the effect that checks the 'reach' victory. */
static struct ynode *
win_begin(const struct ynode *at)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "- reach-win: true\n");
	return rs_yparse_at(&b, at->file, at);
}

/* A resource's id that an expression can name: letters, digits, '_'. */
static int
plain_id(const char *id)
{
	return id != NULL && *id != '\0' && strspn(id, "abcdefghijklmnopqrstu"
	    "vwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(id);
}

/* mechanisms.mine's resource into *r and its collect (or NULL) into *c:
 * 1 when an expression can name them, else 0 (the step is left, and
 * refused). */
static int
mine_ids(const struct ynode *root, const char **r, const char **c)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "mine");

	if (m == NULL || m->kind != Y_MAP)
		return 0;
	*r = rs_ytext(m, "resource");
	*c = rs_ytext(m, "collect");
	return plain_id(*r) && (*c == NULL || plain_id(*c));
}

/* mine: for each player, the territories he controls mined for r (a home
 * for its own yield), then the spawned pieces collected as c where he has
 * units (with a collect and a spawn). */
static struct ynode *
mine_begin(const struct ynode *root, const struct ynode *at, const char *r,
    const char *c)
{
	static const char yield[] = "terrain(mine, here) * (controller(here) "
	    "== me)", found[] = "spawned(here) * (mine(here) > 0)";
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "- each-player:\n"
	    "    - if:\n"
	    "        test: sum_regions(%s) > 0\n"
	    "        then:\n"
	    "          - gain: {%s: \"sum_regions(%s)\"}\n"
	    "            says: \"{@me} mines {@qty %s, %s - before(%s)} "
	    "({@regionvalues %s}): {before(%s)} -> {%s}\"\n"
	    "        else:\n"
	    "          - say: \"{@me} mines {@qty %s, 0}: {%s} -> {%s}\"\n",
	    yield, r, yield, r, r, r, yield, r, r, r, r, r);
	if (c != NULL && ynode_get(ynode_get(root, "mechanisms"), "spawn") !=
	    NULL)
		sb_printf(&b, "    - if:\n"
		    "        test: sum_regions(%s) > 0\n"
		    "        then:\n"
		    "          - gain: {%s: \"sum_regions(%s)\"}\n"
		    "            says: \"{@me} collects {@qty %s, %s - "
		    "before(%s)} ({@regions %s}): {before(%s)} -> {%s}\"\n"
		    "          - clear-spawned: mine(here) > 0\n",
		    found, c, found, c, c, c, found, c, c);
	return rs_yparse_at(&b, at->file, at);
}

int
rs_map_steps_upgrade(struct ynode *root)
{
	struct ynode *phases = ynode_get(root, "phases");
	const char *r, *c;

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i], at;
		if (ph->kind != Y_MAP)
			continue;
		if (step_take(ph, "reveal-discoveries", &at) &&
		    rs_yseq_first(ph, "begin", reveal_begin(root, &at)) < 0)
			return -1;
		if (step_take(ph, "win-check", &at) &&
		    rs_yseq_first(ph, "begin", win_begin(&at)) < 0)
			return -1;
		if (mine_ids(root, &r, &c) && step_take(ph, "mine", &at) &&
		    rs_yseq_first(ph, "begin", mine_begin(root, &at, r, c)) <
		    0)
			return -1;
	}
	ynode_free(ynode_take(ynode_get(root, "mechanisms"), "mine"));
	return 0;
}
