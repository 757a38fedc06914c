/* zones_board.c: the pieces on numbered zones, counted on the board (see
 * zones_board.h). */
#include "core/state/zones_board.h"

#include <string.h>

void
zones_board_count(struct state *st)
{
	const struct zones *w = st->zones;
	struct board_state *b = st->board;

	/* a region's cells of the players in the game only, not of the
	 * board's MAX_PLAYERS: this runs at every command of a replay */
	for (int i = 0; i < b->nregions; i++)
		memset(&b->pieces[(size_t)i * (size_t)b->nplayers *
		    (size_t)b->nkinds], 0, (size_t)st->nplayers *
		    (size_t)b->nkinds * sizeof *b->pieces);
	for (int i = 0; i < w->n && i < b->nregions; i++) {
		int p = b->owner[i];

		if (p >= 0 && w->w[i].militia > 0)
			*board_at(b, i, p, PIECE_MILITIA) = w->w[i].militia;
	}
	for (int k = 0; k < w->nsquads; k++) {
		const struct squad *f = &w->f[k];

		if (f->away != 0 || f->owner < 0 || f->zone >= b->nregions)
			continue;
		*board_at(b, f->zone, f->owner, PIECE_STRIKERS) += f->strikers;
		*board_at(b, f->zone, f->owner, PIECE_CARRIERS) += f->carriers;
	}
}
