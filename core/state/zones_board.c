/* zones_board.c: the pieces on numbered zones, counted on the board (see
 * zones_board.h). */
#include "core/state/zones_board.h"

#include <string.h>

/* The count, on the board b of the zones w of a game of nplayers. */
static void
count(struct zones *w, struct board_state *b, int nplayers)
{
	size_t row = (size_t)b->nplayers * (size_t)b->nkinds;

	/* one pass over the regions, each cell of the players in the game
	 * written straight (not the board's MAX_PLAYERS, nor through
	 * board_at's call, nor a memset a region, nor one of the whole
	 * board, which callgrind counts a byte at a time); a board of zones
	 * has the PIECE__N kinds (state_new) */
	for (int i = 0; i < b->nregions; i++) {
		int o = b->owner[i];
		long m = i < w->n && o >= 0 && w->w[i].militia > 0 ?
		    w->w[i].militia : 0;
		long *c = &b->pieces[(size_t)i * row];

		for (int p = 0; p < nplayers; p++, c += b->nkinds) {
			c[PIECE_STRIKERS] = 0;
			c[PIECE_CARRIERS] = 0;
			c[PIECE_MILITIA] = p == o ? m : 0;
		}
	}
	for (int k = 0; k < w->nsquads; k++) {
		const struct squad *f = &w->f[k];
		long *c;

		if (f->away != 0 || f->owner < 0 || f->zone >= b->nregions)
			continue;
		c = &b->pieces[(size_t)f->zone * row + (size_t)f->owner *
		    (size_t)b->nkinds];
		c[PIECE_STRIKERS] += f->strikers;
		c[PIECE_CARRIERS] += f->carriers;
	}
	w->counted = 1;
}

void
zones_board_count(struct state *st)
{
	count(st->zones, st->board, st->nplayers);
}

void
zones_board_stale(struct state *st)
{
	if (st->zones != NULL)
		st->zones->counted = 0;
}

void
zones_board_fresh(const struct state *st)
{
	/* the state is its readers' to read only; the counts are a cache of
	 * its squads, in the board and zones it points at */
	if (st->zones != NULL && !st->zones->counted && st->board != NULL)
		count(st->zones, st->board, st->nplayers);
}
