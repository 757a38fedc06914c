/* board_hex.c: the hex map as a kind of board, and moves across any
 * board (see board_hex.h). */
#include "core/board/board_hex.h"

#include <stdlib.h>
#include <string.h>

int
board_hex_lay(struct board_state *b, const char *name,
    const struct hex_cell *cells)
{
	int r = board_lay(b, name);

	if (r < 0 || !cells[r].placed)
		return r;
	for (int o = 0; o < r; o++)
		if (cells[o].placed && hex_distance(cells[o].col, cells[o].row,
		    cells[r].col, cells[r].row) == 1)
			board_map_join(&b->map, r, o);
	return r;
}

int
board_reach(const struct board_map *m, const unsigned char *closed,
    const unsigned char *stop, int from, int to, int budget)
{
	int n = m->nregions, *dist, *queue, head = 0, tail = 0, found = -1;

	if (from == to)
		return 0;
	if (from < 0 || to < 0 || from >= n || to >= n || budget <= 0)
		return -1;
	dist = malloc((size_t)n * sizeof *dist);
	queue = malloc((size_t)n * sizeof *queue);
	if (dist == NULL || queue == NULL) {
		free(dist);
		free(queue);
		return -1;
	}
	for (int i = 0; i < n; i++)
		dist[i] = -1;
	dist[from] = 0;
	queue[tail++] = from;
	while (head < tail && found < 0) {
		int x = queue[head++];
		if (dist[x] == budget || (x != from && stop != NULL && stop[x]))
			continue;
		for (int y = 0; y < n; y++) {
			if (dist[y] >= 0 || (closed != NULL && closed[y]) ||
			    !m->adj[(size_t)x * (size_t)n + (size_t)y])
				continue;
			dist[y] = dist[x] + 1;
			if (y == to) {
				found = dist[y];
				break;
			}
			queue[tail++] = y;
		}
	}
	free(dist);
	free(queue);
	return found;
}
