/* engine_tiles_left.c: the value of tiles_left(KIND) (names_tiles_left.c),
 * the tiles of kind k that the mix for the player count has and the map
 * of territories does not hold yet; 0 for no kind and a kind whose count
 * the mix does not give. */
#include "core/engine/engine_terr.h"

#include <stdio.h>

#include "core/state/state.h"
#include "core/state/terr.h"

long
eng_tiles_left(const struct state *st, const struct ruleset *rs, long k)
{
	const struct vec *c;
	char key[8];
	long left;
	int at;

	if (st->terr == NULL || k < 0 || k >= rs->tiles.n)
		return 0;
	c = &RS_TILE(rs, (int)k)->count;
	snprintf(key, sizeof key, "%d", st->nplayers);
	if ((at = vec_find(c, key)) < 0)
		return 0;
	left = *VEC_AT(*c, long, at);
	for (int t = 0; t < board_regions(st->board); t++)
		left -= st->terr->tiles[t].type == k;
	return left > 0 ? left : 0;
}
