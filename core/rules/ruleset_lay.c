/* ruleset_lay.c: laying the tiles of a map of territories is a declared
 * action (a word of kind layout and the effect lay-tiles).  A ruleset
 * written before (a saved game keeps the text it was started with) ran the
 * mechanism 'lay' (run: lay), or, before commands were declared, had the
 * program's command of that name: on a map of territories the merged tree
 * is turned into the declaration before it is read, with the usage line
 * the mechanism gave; without one, into an action that every use misuses,
 * as the program's command was. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define HEAD \
    "program-style: true\n" \
    "help: \"lay territory tiles, or the rest of the mix at random\"\n" \
    "no-actor: true\n" \
    "usage: \"lay PLACE TYPE [PLACE TYPE...] | lay random\"\n" \
    "when: \"the setup, or at any time\"\n"

static const char lay_text[] =
    HEAD
    "words: \"1-\"\n"
    "args:\n"
    "  - {name: tiles, kind: layout}\n"
    "effects:\n"
    "  - lay-tiles: {tiles: tiles}\n";

static const char no_map_text[] =
    HEAD
    "words: \"0-\"\n"
    "args:\n"
    "  - {name: words, kind: text}\n"
    "require:\n"
    "  - {test: \"0\", usage: true, refusal: \"%s has no map of "
    "territories\"}\n";

int
rs_lay_upgrade(struct ynode *root)
{
	const struct ynode *t = ynode_get(ynode_get(root, "mechanisms"),
	    "territories");
	const char *id = rs_ytext(root, "id");
	struct strbuf b;
	int r;

	if (t != NULL)
		/* by its name too on a map of territories, where the
		 * program's command was */
		return rs_run_declare_usage(root, "lay", lay_text, 1);
	sb_init(&b);
	sb_printf(&b, no_map_text, id != NULL && *id != '\0' &&
	    strpbrk(id, "{}\"\\") == NULL ? id : "the ruleset");
	r = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, "lay",
	    sb_str(&b), 0);
	sb_release(&b);
	return r;
}
