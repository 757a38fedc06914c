/* board_path.c: a breadth-first search for a way between two regions
 * (board_path.h); the board's own adjacency and what joins regions in play
 * come from the caller. */
#include "core/board/board_path.h"

#include <stdlib.h>

int
board_path(const struct board_path *w, int x, int y)
{
	int n = w->nregions, *queue, head = 0, tail = 0, found = 0;
	unsigned char *seen;

	if (x < 0 || y < 0 || x >= n || y >= n || x == y)
		return 0;
	queue = malloc((size_t)n * sizeof *queue);
	seen = calloc((size_t)n, 1);
	if (queue == NULL || seen == NULL) {
		free(queue);
		free(seen);
		return -1;
	}
	queue[tail++] = x;
	seen[x] = 1;
	while (head < tail && !found) {
		int r = queue[head++];
		for (int s = 0; s < n; s++) {
			if (seen[s] || !w->joined(w->ctx, r, s))
				continue;
			if (s == y) {
				found = 1;
				break;
			}
			if (w->passes(w->ctx, s)) {
				seen[s] = 1;
				queue[tail++] = s;
			}
		}
	}
	free(queue);
	free(seen);
	return found;
}
