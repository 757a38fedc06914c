/* ruleset_combat_side.c: a player's words in the dice-pool combat on a
 * map of territories, delay, remain and retreat, are declared actions (a
 * word of kind player, one of kind refuge, the effects hold-back, remain
 * and retreat), and so are the combat's start, fight (the effect
 * start-combat), its steps' dice, fire (fire-step), and the hits, assign
 * (a word of kind targets, assign-hits).  A ruleset written before (a
 * saved game keeps the text it was started with) ran the mechanisms
 * 'delay', 'remain', 'retreat', 'fire', 'assign' and 'fight' (run: VERB)
 * or, before commands were declared, had the program's commands of those
 * names wherever the dice-pool combat was: the merged tree is turned into
 * the declarations before it is read, with the usage lines, the refusals
 * and the lines the mechanisms gave (fire's fire-step is declared in
 * turn by ruleset_fire_step.c). */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A player's word of the combat (or, with no args, the table's), as the
 * program had it: its help, usage line, count of words, words ("": none)
 * and effects (texts in place: no address to write at start). */
struct side_cmd {
	char verb[8], help[88], usage[32], words[4], args[96], effects[64];
};

/* The declaration of c, in the phase named (NULL: the old action's, or
 * none). */
static void
declaration(struct strbuf *b, const struct side_cmd *c, const char *phase)
{
	if (phase != NULL)
		sb_printf(b, "phase: %s\n", phase);
	sb_printf(b, "program-style: true\n"
	    "turn-unsaid: true\n"
	    "help: %s\n"
	    "usage: %s\n"
	    "words: \"%s\"\n"
	    "when: during a combat\n"
	    "%s%s"
	    "effects:\n"
	    "%s", c->help, c->usage, c->words, c->args[0] != '\0' ?
	    "args:\n" : "", c->args, c->effects);
}

/* The phase whose commands list the combat's own command (the program
 * took a player's words of the combat in the phase of its combats), or
 * NULL; one a line may carry as it is. */
static const char *
combat_phase(const struct ynode *root)
{
	int i = rs_ylisting(root, "fight");
	const char *id;

	if (i < 0)
		return NULL;
	id = ynode_get(root, "phases")->keys[i]->str;
	return strpbrk(id, "{}\"\\:# \n") == NULL ? id : NULL;
}

static int
upgrade(struct ynode *root, int bare, const struct side_cmd *c)
{
	const char *phase;
	struct strbuf b;
	int st;

	sb_init(&b);
	declaration(&b, c, NULL);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, c->verb,
	    sb_str(&b), 0);
	sb_release(&b);
	if (st < 0 || !bare || ynode_get(ynode_get(root, "actions"),
	    c->verb) != NULL)
		return st;
	/* by its name where the program had it: a text of no actions with
	 * the combat, in the phase whose commands listed it, or else the
	 * one of the combats */
	if ((phase = rs_ylisting_take(root, c->verb, NULL)) == NULL)
		phase = combat_phase(root);
	sb_init(&b);
	declaration(&b, c, phase);
	st = sb_str(&b) == NULL ? -1 : rs_run_declare(root, c->verb,
	    sb_str(&b), 1);
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
	static const struct side_cmd cmds[] = {
		{ "delay", "hold a player's light units back to the last "
		    "combat step", "delay PLAYER", "1",
		    "  - {name: player, kind: player}\n",
		    "  - hold-back: {player: player}\n" },
		{ "remain", "a player stays in the combat for another round",
		    "remain PLAYER", "1",
		    "  - {name: player, kind: player}\n",
		    "  - remain: {player: player}\n" },
		{ "retreat", "retreat a player's moving units from the combat",
		    "retreat PLAYER PLACE", "2",
		    "  - {name: player, kind: player}\n"
		    "  - {name: to, kind: refuge}\n",
		    "  - retreat: {player: player, to: to}\n" },
		{ "fire", "throw the dice of the combat's current step",
		    "fire [= FACE...]", "0", "",
		    "  - fire-step: true\n" },
		{ "assign", "assign a player's hits in a combat, unit by unit "
		    "(UNIT is PIECE or OWNER:PIECE)",
		    "assign PLAYER [UNIT,UNIT,...]", "1-2",
		    "  - {name: player, kind: player}\n"
		    "  - {name: units, kind: targets, optional: true}\n",
		    "  - assign-hits: {player: player, targets: units}\n" },
	};
	const struct ynode *m = ynode_get(root, "mechanisms");

	/* without the combat the check says what the mechanisms needed */
	if (ynode_get(m, "territories") == NULL ||
	    ynode_get(m, "dice-pool") == NULL)
		return 0;
	for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		if (upgrade(root, bare, &cmds[i]) < 0)
			return -1;
	return start(root);
}
