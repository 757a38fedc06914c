/* ruleset_units.c: setting a player's units on a territory as they stand
 * is a declared action (a word of kind piece-counts and the effect
 * set-units).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'units' (run: units), or, before
 * commands were declared, had the program's command of that name: on a
 * map of territories the merged tree is turned into the declaration before
 * it is read, with the usage line the mechanism gave. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char units_text[] =
    "program-style: true\n"
    "help: \"set a player's units on a territory as they stand (a GM "
    "correction, logged)\"\n"
    "no-actor: true\n"
    "usage: \"units PLACE PLAYER PIECE:N[,...]|none\"\n"
    "words: \"3\"\n"
    "args:\n"
    "  - {name: place, kind: territory}\n"
    "  - {name: player, kind: player}\n"
    "  - {name: units, kind: piece-counts, none: true}\n"
    "effects:\n"
    "  - set-units: {player: player, at: place, units: units}\n";

/* Without a map the mechanism refused every use, as misused. */
static const char no_map_text[] =
    "program-style: true\n"
    "help: \"set a player's units on a territory as they stand (a GM "
    "correction, logged)\"\n"
    "no-actor: true\n"
    "usage: \"units PLACE PLAYER PIECE:N[,...]|none\"\n"
    "words: \"0-\"\n"
    "args:\n"
    "  - {name: words, kind: text}\n"
    "require:\n"
    "  - {test: \"0\", usage: true, refusal: \"%s has no map of "
    "territories\"}\n";

int
rs_units_upgrade(struct ynode *root)
{
	const struct ynode *t = ynode_get(ynode_get(root, "mechanisms"),
	    "territories");
	const char *id = rs_ytext(root, "id");
	struct strbuf b;
	int r;

	if (t != NULL)
		/* by its name too on a map of territories, where the
		 * program's command was */
		return rs_run_declare_usage(root, "units", units_text, 1);
	sb_init(&b);
	sb_printf(&b, no_map_text, id != NULL && *id != '\0' &&
	    strpbrk(id, "{}\"\\") == NULL ? id : "the ruleset");
	r = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "units",
	    sb_str(&b), 0);
	sb_release(&b);
	return r;
}
