/* ruleset_move.c: moving units through a chain of one's own lands is a
 * declared action, on tallies (units moved this phase, units paid for on a
 * land), connected(FROM, TO) and a cost over them.  A ruleset written
 * before (a saved game keeps the text it was started with, and an overlay
 * or an option may still say it) gave it as 'mechanisms.move' {resource,
 * cost, per-units, once-per-phase}, taken by an action that ran 'march' or
 * by the command 'move': the merged tree is turned into the declaration
 * before it is read, with the lines, refusals and report the mechanism
 * gave. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A text a line may carry as it is, else NULL. */
static const char *
plain(const char *s)
{
	if (s == NULL || strpbrk(s, "{}\"\\") != NULL)
		return NULL;
	for (const char *c = s; *c != '\0'; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			return NULL;
	return s;
}

/* What was paid for already and moves on first: min(n, the land's
 * tally), or nothing without once-per-phase. */
static const char *
moving_on(int once)
{
	return once ? "min(n, tally(moved-at, from))" : "0";
}

/* The action's words, requirements, cost and effects into b. */
static void
declare(struct strbuf *b, const char *res, const char *rname, long cost,
    long per, int once, const char *links)
{
	const char *f = moving_on(once);

	sb_printf(b, "args:\n"
	    "  - {name: n, kind: number, min: 1, max: 1000000, what: the "
	    "number of units}\n"
	    "  - {name: from, kind: region}\n"
	    "  - {name: to, kind: region}\n"
	    "require:\n"
	    "  - {test: from != to, usage: true, refusal: \"the units are on "
	    "{@region to} already\"}\n"
	    "  - {test: owner(from) == me, refusal: \"{@region from} is "
	    "{@player owner(from)}'s, not {@me}'s\"}\n"
	    "  - {test: owner(to) == me, refusal: \"{@region to} is "
	    "{@player owner(to)}'s, not {@me}'s\"}\n"
	    "  - {test: mine(from) >= n, refusal: \"{@region from} has "
	    "{mine(from)} unit{@s mine(from)}, not {n}\"}\n"
	    "  - {test: \"connected(from, to)\", refusal: \"no way from "
	    "{@region from} to {@region to} through {@me}'s own lands and "
	    "%s\"}\n"
	    "cost-name: this move\n"
	    "cost: {%s: \"(ceil((tally(moved) + n - %s) / %ld) - "
	    "ceil(tally(moved) / %ld)) * %ld\"}\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - if:\n"
	    "      test: \"%s > 0\"\n"
	    "      then:\n"
	    "        - say: \"{@me} moves {n} unit{@s n} from {@region from} "
	    "to {@region to} ({%s} of them paid for already; {tally(moved) + "
	    "n - %s} paid for this phase) for {@qty %s, before(%s) - %s}: %s "
	    "{before(%s)} -> {%s}\"\n"
	    "      else:\n"
	    "        - say: \"{@me} moves {n} unit{@s n} from {@region from} "
	    "to {@region to} ({tally(moved) + n} moved this phase) for {@qty "
	    "%s, before(%s) - %s}: %s {before(%s)} -> {%s}\"\n"
	    "  - data: {cost: \"before(%s) - %s\", moved: \"tally(moved) + n "
	    "- %s\", moving-on: \"%s\"}\n"
	    "  - tally: {id: moved, add: \"n - %s\"}\n",
	    links, res, f, per, per, cost, f, f, f, res, res, res, rname, res,
	    res, res, res, res, rname, res, res, res, res, f, f, f);
	if (once)
		sb_printf(b, "  - tally: {id: moved-at, add: \"-%s\", in: "
		    "from}\n", f);
	sb_add(b, "  - move: {count: n, from: from, to: to}\n"
	    "    says: \"\"\n");
	if (once)
		sb_add(b, "  - tally: {id: moved-at, add: n, in: to}\n");
}

/* The action, keeping what the old one said of its help, phase and words;
 * NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *m,
    const struct ynode *old, const struct ynode *at)
{
	static const char *const kept[] = { "help", "phase", "setup",
	    "words" };
	const char *res = plain(rs_ytext(m, "resource")), *rname, *links;
	const char *c = rs_ytext(m, "cost"), *p = rs_ytext(m, "per-units"),
	    *o = rs_ytext(m, "once-per-phase");
	struct ynode *t;
	struct strbuf b;

	rname = res != NULL ? plain(rs_ytext(ynode_get(ynode_get(root,
	    "resources"), res), "name")) : NULL;
	links = plain(rs_ytext(ynode_get(ynode_get(root, "words"), "link"),
	    "many"));
	sb_init(&b);
	sb_add(&b, "help: move units through connected own lands and links\n"
	    "program-style: true\n"
	    "words: \"3\"\n");
	if (res == NULL || c == NULL || p == NULL || atol(p) <= 0)
		/* the schema of old refused it: so does the check now */
		sb_add(&b, "args: []\nrequire:\n  - {test: \"0\", says: "
		    "\"'mechanisms.move' needs its resource, cost and "
		    "per-units\"}\n");
	else
		declare(&b, res, rname != NULL ? rname : res, atol(c),
		    atol(p), o != NULL && strcmp(o, "true") == 0,
		    links != NULL ? links : "links");
	t = rs_yparse_at(&b, at->file, at);
	for (size_t k = 0; t != NULL && old != NULL && k < sizeof kept /
	    sizeof kept[0]; k++) {
		const struct ynode *v = ynode_get(old, kept[k]);
		if (v != NULL && ynode_set(t, kept[k], ynode_copy(v)) < 0) {
			ynode_free(t);
			return NULL;
		}
	}
	return t;
}

/* Before commands were declared a phase listed its own (phases.*.
 * commands): the declared move belongs to the phase that listed move,
 * and reads as the program's command did. */
static int
old_phase(struct ynode *root, struct ynode *t)
{
	struct ynode *ps = ynode_get((struct ynode *)root, "phases"), *v;

	for (int i = 0; ps != NULL && ps->kind == Y_MAP && i < ps->n; i++) {
		struct ynode *c = ynode_get(ps->v[i], "commands");
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++) {
			if (c->v[k]->kind != Y_SCALAR ||
			    strcmp(c->v[k]->str, "move") != 0)
				continue;
			if ((v = ynode_new_scalar(ps->keys[i]->str, 1,
			    t->file, t->line, t->col)) == NULL ||
			    ynode_set(t, "phase", v) < 0)
				return -1;
			/* the phase no longer runs the program's move */
			ynode_free(c->v[k]);
			memmove(&c->v[k], &c->v[k + 1], (size_t)(c->n - k - 1) *
			    sizeof c->v[0]);
			c->n--;
			return 0;
		}
	}
	return 0;
}

/* The tallies the declaration counts with. */
static int
tallies(struct ynode *root, const struct ynode *m, int once)
{
	struct ynode *ts = ynode_get(root, "tallies"), *t;
	struct strbuf b;

	if (ts == NULL && ((ts = ynode_new_map(m->file, m->line, m->col)) ==
	    NULL || ynode_set(root, "tallies", ts) < 0))
		return -1;
	if (ts->kind != Y_MAP)
		return 0;	/* the schema says what is wrong */
	sb_init(&b);
	sb_add(&b, "moved: {name: units moved this phase}\n");
	if (once)
		sb_add(&b, "moved-at: {name: units paid for on a land, per: "
		    "region, pieces: true}\n");
	if ((t = rs_yparse_at(&b, m->file, m)) == NULL)
		return -1;
	for (int i = 0; i < t->n; i++)
		if (ynode_get(ts, t->keys[i]->str) == NULL &&
		    ynode_set(ts, t->keys[i]->str, ynode_copy(t->v[i])) < 0) {
			ynode_free(t);
			return -1;
		}
	ynode_free(t);
	return 0;
}

int
rs_move_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *m, *acts, *t;
	const char *o;
	int ran = 0;

	(void)errs;
	m = mech != NULL && mech->kind == Y_MAP ? ynode_take(mech, "move") :
	    NULL;
	if (m == NULL)
		return 0;
	o = m->kind == Y_MAP ? rs_ytext(m, "once-per-phase") : NULL;
	if (tallies(root, m, o != NULL && strcmp(o, "true") == 0) < 0)
		goto oom;
	acts = ynode_get(root, "actions");
	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const char *run = rs_ytext(acts->v[i], "run");
		if (run == NULL || strcmp(run, "march") != 0)
			continue;
		if ((t = declaration(root, m, acts->v[i], acts->v[i])) == NULL)
			goto oom;
		ynode_free(acts->v[i]);
		acts->v[i] = t;
		ran = 1;
	}
	if (!ran && acts != NULL && acts->kind == Y_MAP && ynode_get(acts,
	    "move") != NULL) {
		/* an overlay's mechanisms.move on a text that declares the
		 * move: its numbers make the declaration anew */
		const struct ynode *old = ynode_get(acts, "move");
		if ((t = declaration(root, m, old, old)) == NULL ||
		    ynode_set(acts, "move", t) < 0)
			goto oom;
	} else if (!ran && (acts == NULL || acts->kind == Y_MAP)) {
		/* the command by its name, before commands were declared */
		if (acts == NULL && ((acts = ynode_new_map(m->file, m->line,
		    m->col)) == NULL || ynode_set(root, "actions", acts) < 0))
			goto oom;
		if ((t = declaration(root, m, NULL, m)) == NULL ||
		    ynode_set(acts, "move", t) < 0 || old_phase(root, t) < 0)
			goto oom;
	}
	ynode_free(m);
	return 0;
oom:
	ynode_free(m);
	return -1;
}
