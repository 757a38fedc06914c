/* ruleset_lay.c: laying the tiles of a map of territories is a declared
 * action (a word of kind place, alone: random, and one of kind tile given
 * again in pairs, and the effect lay-tile).  A ruleset
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
    RS_LAY_DECL;

int
rs_lay_upgrade(struct ynode *root)
{
	return rs_terr_declare(root, "lay", lay_text, HEAD);
}
