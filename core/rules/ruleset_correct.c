/* ruleset_correct.c: the GM's correction of a land (adjust) and units
 * taken out to bring the upkeep down (disband) are declared actions (the
 * effect hold, words given again with repeat).  A ruleset written before
 * (a saved game keeps the text it was started with) ran them as the
 * program's mechanisms: an action with 'run: adjust' or 'run: disband',
 * a phase whose 'commands' list 'disband', and, on a board of lands on
 * orbits, 'adjust' at any time without an action.  The merged tree is
 * turned into the declarations before it is read, with the lines the
 * mechanisms printed. */
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char adjust_text[] =
    "help: set a land as it stands on the table (a GM correction, logged)\n"
    "no-actor: true\n"
    "args:\n"
    "  - {name: land, kind: region}\n"
    "  - {name: owner, kind: player, none: true}\n"
    "  - {name: units, kind: number, what: the number of units, min: 0, "
    "max: 1000000}\n"
    "require:\n"
    "  - test: owner != nobody || units == 0\n"
    "    refusal: \"units on {@region land} need an owner: name a player, "
    "or give 0 units with none\"\n"
    "    usage: true\n"
    "  - test: owner == nobody || units > 0\n"
    "    refusal: \"a land with 0 units has no owner: use 'adjust "
    "{@region land} none 0'\"\n"
    "    usage: true\n"
    "effects:\n"
    "  - hold: {region: land, player: owner, count: units}\n";

static const char disband_text[] =
    "help: take units out of the game (to bring the upkeep down)\n"
    "args:\n"
    "  - {name: land, kind: region}\n"
    "  - {name: n, kind: number, what: the number of units, max: 1000000}\n"
    "repeat: 2\n"
    "require:\n"
    "  - test: owner(land) == me\n"
    "    refusal: \"{@region land} is {@player owner(land)}'s, not "
    "{@me}'s\"\n"
    "  - test: n <= mine(land)\n"
    "    refusal: \"{@region land} has {mine(land)} unit{@s mine(land)}, "
    "not {n}\"\n"
    "effects:\n"
    "  - hold: {region: land, player: me, count: mine(land) - n}\n"
    "    says: \"{@me} disbands {n} unit{@s n} on {@region land} "
    "({mine(land)} left)\"\n";

/* The declaration of text at the place of at, keeping what old (or NULL)
 * said of its phase and help, or in phase; NULL when out of memory. */
static struct ynode *
declaration(const char *text, const struct ynode *old, const struct ynode *at,
    const char *phase)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, text);
	if (phase != NULL)
		sb_printf(&b, "phase: %s\nprogram-style: true\n", phase);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

/* An action of old that ran the mechanism, declared (ctx: its text). */
static struct ynode *
run_declaration(const struct ynode *old, const void *ctx)
{
	return declaration(ctx, old, old, NULL);
}

/* Add the action id (text) to root's actions, made where missing; -1 out
 * of memory. */
static int
add(struct ynode *root, const char *id, const char *text,
    const struct ynode *at, const char *phase)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;

	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, id) != NULL))
		return 0;	/* the schema says what is wrong, or it is */
	if (actions == NULL && ((actions = ynode_new_map(at->file, at->line,
	    at->col)) == NULL || ynode_set(root, "actions", actions) < 0))
		return -1;
	if ((t = declaration(text, NULL, at, phase)) == NULL ||
	    ynode_set(actions, id, t) < 0)
		return -1;
	return 0;
}

int
rs_correct_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions");
	const struct ynode *bodies = ynode_get(ynode_get(root, "board"),
	    KEY_BODIES), *at = NULL;
	const char *phase;
	int ran;

	if (rs_yreplace_runs(actions, "disband", run_declaration,
	    disband_text) < 0 || (ran = rs_yreplace_runs(actions, "adjust",
	    run_declaration, adjust_text)) < 0)
		return -1;
	if ((phase = rs_ylisting_take(root, "disband", &at)) != NULL &&
	    add(root, "disband", disband_text, at, phase) < 0)
		return -1;
	/* adjust was the program's on any board of lands on orbits */
	if (!ran && bodies != NULL && bodies->kind == Y_MAP &&
	    add(root, "adjust", adjust_text, bodies, NULL) < 0)
		return -1;
	return 0;
}
