/* ruleset_orbit_battle.c: a battle in a numbered zone's orbit is a
 * declared action (a region word, two words of kind parties, the effect
 * orbit-battle).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'battle' (run: battle) or, before
 * commands were declared, had the program's command by its name, which a
 * phase's 'commands' lists (and still does: the action belongs to that
 * phase): the merged tree is turned into the declaration before it is
 * read, with the usage line, the refusals and the lines of before; the
 * effect orbit-battle is then declared (ruleset_orbit_round.c). */
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree have numbered zones with colonies whose orbits see
 * battles (mechanisms.orbit-combat, its older key read as it)? */
static int
has_battles(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL && ynode_get(mech,
	    "orbit-combat") != NULL;
}

/* The declaration into b. */
static void
declaration(const struct ynode *root, struct strbuf *b)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *x = rs_yword_name(zone, "zone");
	char caps[64];

	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	sb_printf(b, "help: \"fight a space battle in a %s's orbit (a side: "
	    "PLAYER[,PLAYER] or neutral)\"\n"
	    "usage: \"battle %s SIDE SIDE [= FACE...]\"\n"
	    "program-style: true\n"
	    "no-actor: true\n"
	    "words: \"3\"\n"
	    "args:\n"
	    "  - {name: %s, kind: region, what: \"{zone}\"}\n"
	    "  - {name: first, kind: parties}\n"
	    "  - {name: second, kind: parties}\n"
	    "effects:\n"
	    "  - orbit-battle: {at: %s, first: first, second: second}\n",
	    zone, caps, x, x);
}

int
rs_orbit_battle_upgrade(struct ynode *root, int bare)
{
	struct strbuf b;
	int st;

	if (!has_battles(root))
		return 0;
	/* an action that ran the mechanism keeps its usage line; the
	 * command by its name had its words counted as the shipped
	 * ruleset's battle counts them, before its phase was said */
	sb_init(&b);
	declaration(root, &b);
	st = rs_run_declare_usage(root, "battle", sb_str(&b) != NULL ?
	    sb_str(&b) : "", bare);
	sb_release(&b);
	/* the effect orbit-battle, declared */
	return st < 0 ? st : rs_orbit_round_upgrade(root);
}
