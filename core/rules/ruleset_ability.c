/* ruleset_ability.c: a chief's ability used in a turn is a declared action
 * (a word of kind chief, the effect use-ability of before, which
 * ruleset_ability_fx.c rewrites into requirements, lend-ability and
 * run-ability: the ability's cost and action points charged, its cards
 * drawn, its token brought, another chief's borrowed).  A ruleset written before (a saved game keeps
 * the text it was started with) ran the mechanism (run: ability), or,
 * before commands were declared (no actions), had the program's command
 * 'ability' on any ruleset with chiefs: the merged tree is turned into the
 * declaration, with the usage line the command printed, before it is
 * read. */
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

#define VERB "ability"

int
rs_ability_upgrade(struct ynode *root, int bare)
{
	const char *w = rs_yword(root, W_CHIEF, WF_ONE),
	    *x = rs_yword_name(w, "chief");
	const struct ynode *chiefs = ynode_get(root, KEY_CHIEFS);
	char up[64];
	struct strbuf b;
	int st;

	rs_yword_upper(root, W_CHIEF, up, sizeof up);
	sb_init(&b);
	sb_printf(&b, "program-style: true\n"
	    "help: \"the active player's %s uses its ability (or borrows "
	    "%s's), paying its cost\"\n"
	    "usage: \"" VERB " [%s]\"\n"
	    "words: \"0-1\"\n"
	    "no-turn-says: it is nobody's turn\n"
	    "args:\n"
	    "  - {name: %s, kind: chief}\n"
	    "effects:\n"
	    "  - use-ability: {borrow: %s}\n", w, up, up, x, x);
	if (sb_str(&b) == NULL)
		return -1;
	/* by its name only in a text that declared no actions, with
	 * chiefs: the program's command was there */
	st = rs_run_declare_usage(root, VERB, sb_str(&b), bare &&
	    chiefs != NULL && chiefs->kind == Y_MAP && chiefs->n > 0);
	sb_release(&b);
	return st;
}
