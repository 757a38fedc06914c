/* ruleset_combat_side.c: a player's words in the dice-pool combat on a
 * map of territories, delay, remain and retreat, are declared actions (a
 * word of kind player, one of kind refuge, the effects hold-back, remain
 * and retreat), and so is the combat's start, fight (the effect
 * start-combat).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanisms 'delay', 'remain', 'retreat' and
 * 'fight' (run: VERB) or, before
 * commands were declared, had the program's commands of those names
 * wherever the dice-pool combat was: the merged tree is turned into the
 * declarations before it is read, with the usage lines, the refusals and
 * the lines the mechanisms gave. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration of verb (its effect: effect; retreat's also reads a
 * refuge), in the phase named (NULL: the old action's, or none). */
static void
declaration(struct strbuf *b, const char *verb, const char *help,
    const char *effect, const char *phase)
{
	int to = strcmp(effect, "retreat") == 0;

	if (phase != NULL)
		sb_printf(b, "phase: %s\n", phase);
	sb_printf(b, "program-style: true\n"
	    "turn-unsaid: true\n"
	    "help: %s\n"
	    "usage: %s PLAYER%s\n"
	    "words: \"%d\"\n"
	    "when: during a combat\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "%s"
	    "effects:\n"
	    "  - %s: {player: player%s}\n", help, verb, to ? " PLACE" : "",
	    to ? 2 : 1, to ? "  - {name: to, kind: refuge}\n" : "", effect,
	    to ? ", to: to" : "");
}

/* The phase whose commands list the combat's own command (the program
 * took a player's words of the combat in the phase of its combats), or
 * NULL; one a line may carry as it is. */
static const char *
combat_phase(const struct ynode *root)
{
	const struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const struct ynode *c = ynode_get(phases->v[i], "commands");
		const char *id = phases->keys[i]->str;
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++)
			if (c->v[k]->kind == Y_SCALAR &&
			    strcmp(c->v[k]->str, "fight") == 0)
				return strpbrk(id, "{}\"\\:# \n") == NULL ?
				    id : NULL;
	}
	return NULL;
}

static int
upgrade(struct ynode *root, int bare, const char *verb, const char *help,
    const char *effect)
{
	const char *phase;
	struct strbuf b;
	int st;

	sb_init(&b);
	declaration(&b, verb, help, effect, NULL);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, verb,
	    sb_str(&b), 0);
	sb_release(&b);
	if (st < 0 || !bare || ynode_get(ynode_get(root, "actions"), verb) !=
	    NULL)
		return st;
	/* by its name where the program had it: a text of no actions with
	 * the combat, in the phase whose commands listed it, or else the
	 * one of the combats */
	if ((phase = rs_ylisting_take(root, verb, NULL)) == NULL)
		phase = combat_phase(root);
	sb_init(&b);
	declaration(&b, verb, help, effect, phase);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare(root, verb, sb_str(&b),
	    1);
	sb_release(&b);
	return st;
}

/* The combat's start, fight PLACE [ATTACKER]: the effect start-combat;
 * by its name too where no action is called so (a text of no actions, or
 * one whose action that ran it has another name), with no phase of its
 * own: the phases whose commands list it, or whose action runs it, allow
 * it, as they did the program's command. */
static int
start(struct ynode *root)
{
	static const char decl[] =
	    "program-style: true\n"
	    "no-actor: true\n"
	    "help: begin the combat on a territory held by more than one "
	    "player\n"
	    "usage: fight PLACE [ATTACKER]\n"
	    "words: \"1-2\"\n"
	    "args:\n"
	    "  - {name: place, kind: territory}\n"
	    "  - {name: attacker, kind: player, optional: true}\n"
	    "effects:\n"
	    "  - start-combat: {at: place, attacker: attacker}\n";

	return rs_run_declare_usage(root, "fight", decl, 1);
}

int
rs_combat_side_upgrade(struct ynode *root, int bare)
{
	const struct ynode *m = ynode_get(root, "mechanisms");

	/* without the combat the check says what the mechanisms needed */
	if (ynode_get(m, "territories") == NULL ||
	    ynode_get(m, "dice-pool") == NULL)
		return 0;
	if (upgrade(root, bare, "delay", "hold a player's light units back to "
	    "the last combat step", "hold-back") < 0)
		return -1;
	if (upgrade(root, bare, "remain", "a player stays in the combat for "
	    "another round", "remain") < 0)
		return -1;
	if (upgrade(root, bare, "retreat", "retreat a player's moving units "
	    "from the combat", "retreat") < 0)
		return -1;
	return start(root);
}
