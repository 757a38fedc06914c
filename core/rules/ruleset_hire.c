/* ruleset_hire.c: hiring a unit into a player's own area is a declared
 * action (a word of kind unit, a player word marked turn, unit(KIND, KEY)
 * and the effect enter).  A ruleset written before (a saved game keeps the
 * text it was started with, and an overlay may still say it) gave the
 * price's resource as 'mechanisms.hire' {resource}, taken by the command
 * 'hire' or an action that ran it: the merged tree is turned into the
 * declaration before it is read, with the lines the mechanism printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration, cost in resource r (named rn in the lines). */
static void
declare(struct strbuf *b, const char *r, const char *rn)
{
	sb_printf(b, "help: hire a unit into the player's play area, paying "
	    "its cost\n"
	    "args:\n"
	    "  - {name: unit, kind: unit}\n"
	    "  - {name: player, kind: player, turn: true}\n"
	    "require:\n"
	    "  - test: unit(unit, token) == 0\n"
	    "    refusal: \"{@unit unit} is a token: it comes into play only "
	    "through an ability\"\n"
	    "  - test: unit(unit, faction) == faction_of(me)\n"
	    "    refusal: \"{@unit unit} belongs to the {@faction unit(unit, "
	    "faction)}; {@me} plays the {@faction faction_of(me)}\"\n"
	    "  - test: unit(unit, cost) >= 0 or not unit_has(unit, summon)\n"
	    "    refusal: \"{@unit unit} is not hired: it is summoned "
	    "('summon UNIT')\"\n"
	    "  - test: unit(unit, cost) >= 0\n"
	    "    refusal: \"{@unit unit} is not hired\"\n"
	    "cost: {%s: \"unit(unit, cost)\"}\n"
	    "cost-name: \"hiring a {@unit unit}\"\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - enter: {unit: unit}\n"
	    "    json: piece\n"
	    "    says: \"{@me} hires {@entered} ({@unit unit}) for {@qty %s, "
	    "unit(unit, cost)}: %s {%s + unit(unit, cost)} -> {%s}\"\n"
	    "  - data: {cost: \"unit(unit, cost)\"}\n", r, r, rn, r, r);
}

/* The action, keeping what the old one said of its phase and help; NULL
 * when out of memory. */
static struct ynode *
declaration(const struct ynode *old, const struct ynode *at, const char *r,
    const char *rn)
{
	struct strbuf b;

	sb_init(&b);
	declare(&b, r, rn);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

int
rs_hire_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *hire = ynode_get(ynode_get(root, "mechanisms"), "hire");
	struct ynode *actions = ynode_get(root, "actions"), *t;
	const char *r = rs_ytext(hire, "resource"), *rn;
	int ran = 0;

	(void)errs;
	if (r == NULL || strpbrk(r, "{}\"\\ ") != NULL)
		return 0;
	rn = rs_ytext(ynode_get(ynode_get(root, "resources"), r), "name");
	if (rn == NULL || strpbrk(rn, "{}\"\\") != NULL)
		rn = r;
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || strcmp(run, "hire") != 0)
			continue;
		if ((t = declaration(actions->v[i], actions->v[i], r, rn)) ==
		    NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
		ran = 1;
	}
	if (!ran && (actions == NULL || (actions->kind == Y_MAP &&
	    ynode_get(actions, "hire") == NULL))) {
		/* the command by its name, before commands were declared */
		if (actions == NULL && ((actions = ynode_new_map(hire->file,
		    hire->line, hire->col)) == NULL || ynode_set(root,
		    "actions", actions) < 0))
			return -1;
		if ((t = declaration(NULL, hire, r, rn)) == NULL ||
		    ynode_set(actions, "hire", t) < 0)
			return -1;
	}
	/* the price's resource is the action's now */
	ynode_free(ynode_take(hire, "resource"));
	return 0;
}
