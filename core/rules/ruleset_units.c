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

/* The head of the action without a map, which every use misuses. */
static const char no_map_head[] =
    "program-style: true\n"
    "help: \"set a player's units on a territory as they stand (a GM "
    "correction, logged)\"\n"
    "no-actor: true\n"
    "usage: \"units PLACE PLAYER PIECE:N[,...]|none\"\n";

int
rs_units_upgrade(struct ynode *root)
{
	return rs_terr_declare(root, "units", units_text, no_map_head);
}
