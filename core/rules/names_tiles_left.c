/* names_tiles_left.c: the name tiles_left(KIND), the tiles of a kind
 * (a word of kind tile, or any number: the kind's place in tiles, from
 * 0) that the mix for the game's player count has and the map of
 * territories does not hold yet: 0 for no kind and for a kind the mix
 * does not count (core/engine/engine_tiles_left.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_tiles_left_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present || c->rs->tiles.n <= 0)
		return FAIL("'%s' counts the tiles of a map of territories, "
		    "and this ruleset has none: declare "
		    "mechanisms.territories and its tiles or take '%s' out",
		    name, name);
	if (nargs != 1)
		return FAIL("'%s' takes one kind of tile: a word of kind "
		    "tile, '%s(tile)'", name, name);
	out->code = N_TILES_LEFT;
	return 0;
}
