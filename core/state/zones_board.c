/* zones_board.c: numbered zones seen as the general board (see
 * zones_board.h). */
#include "core/state/zones_board.h"

#include <stdlib.h>
#include <string.h>

int
zones_board_map(const struct ruleset *rs, struct board_map *m)
{
	int n = rs->board.zones.n;

	memset(m, 0, sizeof *m);
	m->adj = calloc((size_t)n * (size_t)n + 1, 1);
	m->in = calloc(1, 1);
	if (m->adj == NULL || m->in == NULL) {
		board_map_release(m);
		return -1;
	}
	m->nregions = n;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			m->adj[i * n + j] = i != j &&
			    rs_distance(rs, i, j) == 0;
	return 0;
}

struct board_state *
zones_board(const struct zones *w, int nplayers)
{
	struct board_state *b = board_new(w->n, nplayers, PIECE__N);

	if (b == NULL)
		return NULL;
	for (int i = 0; i < w->n; i++) {
		int p = w->w[i].owner;

		b->owner[i] = p >= 0 && p < nplayers ? p : -1;
		if (b->owner[i] >= 0 && w->w[i].militia > 0)
			*board_at(b, i, p, PIECE_MILITIA) = w->w[i].militia;
	}
	for (int k = 0; k < w->nsquads; k++) {
		const struct squad *f = &w->f[k];

		if (f->away != 0 || f->owner < 0 || f->owner >= nplayers)
			continue;
		*board_at(b, f->zone, f->owner, PIECE_STRIKERS) += f->strikers;
		*board_at(b, f->zone, f->owner, PIECE_CARRIERS) += f->carriers;
	}
	return b;
}
