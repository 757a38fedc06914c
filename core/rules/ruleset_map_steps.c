/* ruleset_map_steps.c: what a phase on a map of territories does once
 * when it begins is written as the phase's 'begin' (effects for nobody).
 * A ruleset written before (a saved game keeps the text it was started
 * with) listed program steps in the phase's 'steps' instead:
 * KEY_REVEAL_PICKS (the number of cards revealed to be picked, one a
 * player and mechanisms.KEY_PICKS.extra more, and the action that picks
 * them: its line is the step's, word for word)
 * and 'win-check' (the 'reach' victories checked: the declaration of
 * ruleset_winner.c),
 * and 'turn-order', 'refill' and 'spawn' (rank-turns from round 2 on,
 * refill of mechanisms.refill's resources, spawn-pieces, which
 * ruleset_spawn_pieces.c then replaces by its declaration, and the
 * end-require that keeps the phase open while spawned pieces are left to
 * place).
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
#include "core/rules/words_keys.h"

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

/* The id of the action that picks a card: the one that ran the
 * mechanism 'pick', else the first whose effects mark a player done
 * (ruleset_pick.c declares it so), else 'pick'. */
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
	    i++)
		if (rs_yeffect(acts->v[i], "mark-done"))
			return acts->keys[i]->str;
	return "pick";
}

/* KEY_REVEAL_PICKS: its line, one card a player and extra more. */
static struct ynode *
reveal_begin(const struct ynode *root, const struct ynode *at)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    KEY_PICKS);
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

/* win-check: the declaration that checks the 'reach' victories
 * (ruleset_winner.c); reach-win, refused, where there is none to read. */
static struct ynode *
win_begin(const struct ynode *root, const struct ynode *at)
{
	struct ynode *t = rs_win_check(root, at);
	struct strbuf b;

	if (t != NULL)
		return t;
	sb_init(&b);
	sb_add(&b, "- reach-win: true\n");
	return rs_yparse_at(&b, at->file, at);
}

/* refill: the resources of mechanisms.refill, as a flow list into b; 0
 * when it lists none. */
static int
refill_list(const struct ynode *root, struct strbuf *b)
{
	const struct ynode *m = ynode_get(ynode_get(root, "mechanisms"),
	    "refill");
	const struct ynode *r = m != NULL && m->kind == Y_MAP ?
	    ynode_get(m, "resources") : NULL;

	if (r == NULL || r->kind != Y_SEQ || r->n == 0)
		return 0;
	for (int i = 0; i < r->n; i++)
		if (r->v[i]->kind != Y_SCALAR ||
		    strpbrk(r->v[i]->str, "\"\\") != NULL)
			return 0;
	sb_add(b, "- refill: [");
	for (int i = 0; i < r->n; i++)
		sb_printf(b, "%s\"%s\"", i ? ", " : "", r->v[i]->str);
	sb_add(b, "]\n");
	return 1;
}

/* turn-order (the table's order ranked by turns.rank, kept in round 1),
 * refill (mechanisms.refill's resources set back to their start) and
 * spawn (the pieces of mechanisms.spawn spawned, and the phase not left
 * while some are still to place, as the program refused it), in the
 * order the phase listed them, first in its begin; 1 when mechanisms.refill
 * was read (its resources are the effect's now), -1 out of memory. */
static int
orders_steps(const struct ynode *root, struct ynode *ph)
{
	static const char names[][12] = { "turn-order", "refill", "spawn" };
	const struct ynode *steps = ynode_get(ph, "steps");
	const char *res = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    "spawn"), "resource");
	int order[3], n = 0, refill = 0, spawn = 0;
	struct ynode at, first;
	struct strbuf b;

	for (int i = 0; steps != NULL && steps->kind == Y_SEQ &&
	    i < steps->n; i++)
		for (int k = 0; k < 3 && steps->v[i]->kind == Y_SCALAR; k++)
			if (strcmp(steps->v[i]->str, names[k]) == 0) {
				int seen = 0;
				for (int j = 0; j < n; j++)
					seen |= order[j] == k;
				if (!seen)
					order[n++] = k;
			}
	sb_init(&b);
	memset(&first, 0, sizeof first);
	for (int j = 0; j < n; j++) {
		/* a refill without resources stays a step, which is refused */
		if (order[j] == 1 && !(refill = refill_list(root, &b)))
			continue;
		if (order[j] == 0)
			sb_add(&b, "- if:\n"
			    "    test: round == 1\n"
			    "    then:\n"
			    "      - say: \"round 1 keeps the arrival's turn "
			    "order\"\n"
			    "    else:\n"
			    "      - rank-turns: true\n");
		if (order[j] == 2) {
			sb_add(&b, "- spawn-pieces: true\n");
			spawn = 1;
		}
		step_take(ph, names[order[j]], &at);
		if (first.file == NULL)
			first = at;
	}
	if (b.len == 0) {
		sb_release(&b);
		return 0;
	}
	if (rs_yseq_first(ph, "begin", rs_yparse_at(&b, first.file,
	    &first)) < 0)
		return -1;
	if (spawn && res != NULL && strpbrk(res, "{},\"\\") == NULL) {
		sb_init(&b);
		sb_printf(&b, "- test: to_place == 0\n"
		    "  refusal: \"{@qty %s, to_place} still to place: "
		    "{@player placer} is next ('spawn {@player placer} "
		    "PLACE')\"\n", res);
		if (rs_yseq_first(ph, "end-require", rs_yparse_at(&b,
		    first.file, &first)) < 0)
			return -1;
	}
	return refill;
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
	static const char yield[] = "terrain(mine, here) * (owner(here) == "
	    "me)", found[] = "spawned(here) * (mine(here) > 0)";
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
	int k, refilled = 0;
	const char *r, *c;

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i], at;
		if (ph->kind != Y_MAP)
			continue;
		if (step_take(ph, KEY_REVEAL_PICKS, &at) &&
		    rs_yseq_first(ph, "begin", reveal_begin(root, &at)) < 0)
			return -1;
		if (step_take(ph, "win-check", &at) &&
		    rs_yseq_first(ph, "begin", win_begin(root, &at)) < 0)
			return -1;
		if ((k = orders_steps(root, ph)) < 0)
			return -1;
		refilled |= k;
		if (mine_ids(root, &r, &c) && step_take(ph, "mine", &at) &&
		    rs_yseq_first(ph, "begin", mine_begin(root, &at, r, c)) <
		    0)
			return -1;
	}
	if (refilled)
		ynode_free(ynode_take(ynode_get(root, "mechanisms"), "refill"));
	ynode_free(ynode_take(ynode_get(root, "mechanisms"), "mine"));
	return 0;
}
