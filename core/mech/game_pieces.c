/* game_pieces.c: pieces on the table: their names and places (they come
 * into play by the declared actions' effect enter, core/engine/
 * engine_enter.c; the values of their kinds entered at the table are the
 * declared action 'tile', core/engine/engine_stats.c).
 * game_chiefs.c deals the chiefs and says whose modifiers count. */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- names ---------------------------------------------------------------- */

const char *
pid(const struct act *a, int piece)
{
	static char buf[4][PIECE_ID_SIZE];
	static int k;

	k = (k + 1) % 4;
	piece_id(a->rs, PIECE(a, piece), buf[k], sizeof buf[k]);
	return buf[k];
}
