/* board_path.h: is there a way between two regions of a board, through
 * regions that let one pass (a player's own, say), each step between two
 * regions that are joined (bordering, or linked in play)? */
#ifndef ARBITER_BOARD_PATH_H
#define ARBITER_BOARD_PATH_H

struct board_path {
	int nregions;
	/* Are regions r and s joined: may one step from r to s? */
	int (*joined)(void *ctx, int r, int s);
	/* May one pass through region r (it is neither end of the way)? */
	int (*passes)(void *ctx, int r);
	void *ctx;
};

/* 1 when a way leads from region x to region y (x itself may be any
 * region, and so may y: only the regions between must let one pass), 0
 * when none does or x is y, -1 when out of memory. */
int board_path(const struct board_path *w, int x, int y);

#endif
