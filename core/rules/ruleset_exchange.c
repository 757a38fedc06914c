/* ruleset_exchange.c: trading the mined resource for the spawned one and
 * back is a declared action (a word of kind choice, the faction's value
 * read by faction(ID)).  A ruleset written before (a saved game keeps the
 * text it was started with, and an overlay may still say it) gave it as a
 * faction's 'abilities.exchange' {price}, taken by the command 'exchange'
 * or an action that ran it: the merged tree is turned into the declaration
 * before it is read, with the line the mechanism printed.  A faction's
 * ability written so becomes its value by rs_yability_value, which the
 * release of old shares (ruleset_release.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The resource that mechanism key of root names, its name as the old
 * lines printed it in *name; NULL when there is none (or a name that a
 * line cannot carry: then the id). */
static const char *
mech_res(const struct ynode *root, const char *key, const char **name)
{
	const char *id = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    key), "resource");

	*name = id != NULL ? rs_ytext(ynode_get(ynode_get(root, "resources"),
	    id), "name") : NULL;
	if (*name == NULL || strpbrk(*name, "{}\"\\") != NULL)
		*name = id;
	return id != NULL && strpbrk(id, "{}\"\\ ") == NULL ? id : NULL;
}

/* The words, cost and effects of the exchange at price faction(exchange)
 * into b; without both resources (or a faction that may), one test that
 * refuses, as the mechanism did. */
static void
declare(struct strbuf *b, const struct ynode *root, int any)
{
	const char *m, *s, *mn, *sn;

	m = mech_res(root, "mine", &mn);
	s = mech_res(root, "spawn", &sn);
	sb_add(b, "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: way, kind: choice, choices: [buy, sell]}\n"
	    "  - {name: n, kind: number, what: the number, max: 1000000}\n"
	    "require:\n");
	if (m == NULL || s == NULL || !any) {
		sb_add(b, "  - {test: \"0\", refusal: \"{@me} may not "
		    "exchange\"}\n");
		return;
	}
	sb_printf(b, "  - {test: faction_has(exchange), refusal: \"{@me} may "
	    "not exchange\"}\n"
	    "cost-name: the exchange\n"
	    "cost: {%s: \"n * faction(exchange) * (way == buy)\", "
	    "%s: \"n * (way == sell)\"}\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - gain: {%s: \"n * (way == buy)\", "
	    "%s: \"n * faction(exchange) * (way == sell)\"}\n"
	    "    says: \"\"\n"
	    "  - if:\n"
	    "      test: way == buy\n", m, s, s, m);
	for (int k = 0; k < 2; k++)
		sb_printf(b, "      %s:\n"
		    "        - say: \"{@me} %s {@qty %s, n} for {@qty %s, n * "
		    "faction(exchange)}: %s {before(%s)} -> {%s}, "
		    "%s {before(%s)} -> {%s}\"\n", k ? "else" : "then",
		    k ? "sells" : "buys", s, m, mn, m, m, sn, s, s);
}

/* The action, keeping what the old one said of its phase and help; NULL
 * when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at, int any)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "help: trade the mined resource for the spawned one or "
	    "back, for a faction that may\n");
	declare(&b, root, any);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

int
rs_yability_value(struct ynode *root, const char *ability, const char *key,
    int flag, struct diag_list *errs, const struct ynode **at)
{
	struct ynode *fs = ynode_get(root, "factions");

	*at = NULL;
	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		struct ynode *ab = ynode_get(fs->v[i], "abilities"), *x, *vs;
		struct ynode *yes = NULL;
		const struct ynode *p;
		x = ab != NULL && ab->kind == Y_MAP ? ynode_get(ab,
		    ability) : NULL;
		if (x == NULL || (flag && x->kind == Y_SCALAR))
			continue;
		if (x->kind != Y_MAP || x->n != 1 || (p = ynode_get(x,
		    key)) == NULL || p->kind != Y_SCALAR) {
			diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
			    "'factions.%s.abilities.%s' is read only as "
			    "written before declared actions ({%s: N})%s; "
			    "give the faction %s%s%s'values: {%s: N}' and "
			    "declare the action (arbiter-ruleset(5), "
			    "'actions')", fs->keys[i]->str, ability, key,
			    flag ? " or as true or false" : "", flag ?
			    "'abilities: {" : "", flag ? ability : "", flag ?
			    ": true}', " : "", flag ? key : ability);
			continue;
		}
		if ((vs = ynode_get(fs->v[i], "values")) == NULL &&
		    ((vs = ynode_new_map(x->file, x->line, x->col)) == NULL ||
		    ynode_set(fs->v[i], "values", vs) < 0))
			return -1;
		if (vs->kind != Y_MAP || ynode_set(vs, flag ? key : ability,
		    ynode_copy(p)) < 0)
			return -1;
		if (*at == NULL)
			*at = fs->v[i];
		if (!flag) {
			ynode_free(ynode_take(ab, ability));
			continue;
		}
		/* the ability stays, as a flag (x is let go) */
		if ((yes = ynode_new_scalar("true", 1, x->file, x->line,
		    x->col)) == NULL || ynode_set(ab, ability, yes) < 0) {
			ynode_free(yes);
			return -1;
		}
	}
	return 0;
}

int
rs_exchange_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	const struct ynode *at;
	int ran = 0;

	if (rs_yability_value(root, "exchange", "price", 0, errs, &at) < 0)
		return -1;
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || strcmp(run, "exchange") != 0)
			continue;
		if ((t = declaration(root, actions->v[i], actions->v[i],
		    at != NULL)) == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
		ran = 1;
	}
	if (ran || at == NULL || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "exchange") != NULL)))
		return 0;
	/* the command by its name, before commands were declared */
	if (actions == NULL && ((actions = ynode_new_map(at->file, at->line,
	    at->col)) == NULL || ynode_set(root, "actions", actions) < 0))
		return -1;
	if ((t = declaration(root, NULL, at, 1)) == NULL ||
	    ynode_set(actions, "exchange", t) < 0)
		return -1;
	return 0;
}
