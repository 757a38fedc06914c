/* ruleset_squad.c: the GM's correction of a squad at a numbered zone is a
 * declared action (a party word, a region word, two numbers, a word of
 * kind away-cargo, the effect set-squad of before, which
 * ruleset_squad_fx.c rewrites at load).  A ruleset written before (a
 * saved game keeps the text it was started with) ran the mechanism
 * 'station' (run: station), or, before commands were declared, had the
 * program's command by its name: the merged tree is turned into the
 * declaration before it is read, with the usage line, the refusals and
 * the lines of before. */
#include <ctype.h>
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does the tree's board have numbered zones with boards (colonies)? */
static int
has_zones(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL;
}

/* The word w's many form in upper case, into buf (of n): "STRIKERS" by
 * default. */
static const char *
upper_many(const struct ynode *root, enum rs_word w, char *buf, size_t n)
{
	snprintf(buf, n, "%s", rs_yword(root, w, WF_MANY));
	for (char *c = buf; *c; c++)
		*c = (char)toupper((unsigned char)*c);
	return buf;
}

int
rs_squad_upgrade(struct ynode *root, int bare)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *x = rs_yword_name(zone, "zone");
	char caps[64], sup[64], cup[64];
	struct strbuf b;
	int st;

	if (!has_zones(root))
		return 0;
	rs_yword_upper(root, W_ZONE, caps, sizeof caps);
	upper_many(root, W_STRIKER, sup, sizeof sup);
	upper_many(root, W_CARRIER, cup, sizeof cup);
	sb_init(&b);
	sb_printf(&b, "help: \"set a %s in a %s's orbit or on a distance "
	    "space (a GM correction, logged)\"\n"
	    "usage: \"%s PLAYER|neutral %s %s %s [SPACE] [N GOODS]...\"\n"
	    "program-style: true\n"
	    "no-actor: true\n"
	    "words: \"4-\"\n"
	    "args:\n"
	    "  - {name: party, kind: party}\n"
	    "  - {name: %s, kind: region, what: \"{zone}\"}\n"
	    "  - {name: strikers, kind: number, min: 0, max: 1000000, "
	    "what: \"the {strikers}\"}\n"
	    "  - {name: carriers, kind: number, min: 0, max: 1000000, "
	    "what: \"the {carriers}\"}\n"
	    "  - {name: rest, kind: away-cargo}\n"
	    "effects:\n"
	    "  - set-squad: {party: party, at: %s, strikers: strikers, "
	    "carriers: carriers, rest: rest}\n",
	    rs_yword(root, W_SQUAD, WF_ONE), zone, KEY_SQUAD_CMD, caps, sup,
	    cup, x, x);
	/* an action that ran the mechanism keeps its usage line; the
	 * command by its name is the squad's word */
	st = rs_run_declare_usage(root, "station", sb_str(&b) != NULL ?
	    sb_str(&b) : "", 0);
	if (st == 0)
		st = rs_run_declare(root, KEY_SQUAD_CMD, sb_str(&b) != NULL ?
		    sb_str(&b) : "", bare);
	sb_release(&b);
	return st;
}
