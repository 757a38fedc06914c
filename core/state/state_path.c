/* state_path.c: a way through a player's own regions, across the board's
 * adjacency and the links laid in play (state_path.h). */
#include "core/state/state_path.h"
#include "core/state/state.h"
#include "core/board/board.h"
#include "core/board/board_path.h"

struct held {
	const struct state *st;
	const struct ruleset *rs;
	int p;
};

static int
joined(void *ctx, int r, int s)
{
	const struct held *h = ctx;

	if (r < h->st->nlands && s < h->st->nlands)
		return state_lands_connected(h->st, h->rs, r, s);
	return board_map_adjacent(state_map(h->st, h->rs), r, s);
}

static int
passes(void *ctx, int r)
{
	const struct held *h = ctx;

	return h->st->board->owner[r] == h->p;
}

int
state_path_held(const struct state *st, const struct ruleset *rs, int p,
    int x, int y)
{
	struct held h = { st, rs, p };
	struct board_path w = { 0, joined, passes, &h };

	if (st->board == NULL)
		return 0;
	w.nregions = state_regions(st);
	return board_path(&w, x, y);
}
