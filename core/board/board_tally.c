/* board_tally.c: a board's counts as a tally of the pieces it tracks one
 * by one, and the board's own pieces (see board_track.h). */
#include "core/board/board.h"
#include "core/board/board_tenure.h"
#include "core/board/board_track.h"

void
track_tally(const struct track *t, struct board_state *b)
{
	board_clear(b);
	for (int i = 0; i < t->n; i++)
		if (t->v[i].region >= 0 && t->v[i].region < b->nregions)
			++*board_at(b, t->v[i].region, t->v[i].owner, 0);
}

const struct track *
board_track(const struct board_state *b)
{
	static const struct track none;

	return b != NULL ? &b->track : &none;
}

void
board_tally(struct board_state *b)
{
	if (b != NULL && b->tallied)
		track_tally(&b->track, b);
}
