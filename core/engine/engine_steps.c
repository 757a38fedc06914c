/* engine_steps.c: the value of steps(REGION, REGION) (names_steps.c), the
 * steps between two territories on the hex grid of a map of territories:
 * 0 from a territory to itself, -1 when either was entered by a name and
 * has no place on the grid (or the game has no map of territories). */
#include "core/engine/engine_terr.h"

#include "core/board/hex.h"
#include "core/state/state.h"
#include "core/state/terr.h"

long
eng_steps(const struct state *st, int x, int y)
{
	const struct tile_state *s, *t;

	if (st->terr == NULL)
		return -1;
	if (x == y)
		return 0;
	s = &st->terr->tiles[x];
	t = &st->terr->tiles[y];
	if (!s->placed || !t->placed)
		return -1;
	return hex_distance(s->col, s->row, t->col, t->row);
}
