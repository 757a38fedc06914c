/* board_near.c: borders from a table of distances (see board_near.h). */
#include "core/board/board_near.h"

#include <string.h>

void
board_map_near(struct board_map *m, int n, const unsigned char *dist,
    int near)
{
	int k = n < m->nregions ? n : m->nregions;
	size_t w = (size_t)m->nregions;

	/* this runs at every start of a game whose map is a distance table:
	 * one pass, the borders written in place; at most 0 apart (the
	 * zones'), the few 0s of a row found by memchr rather than a test a
	 * cell */
	for (int r = 0; dist != NULL && r < k; r++) {
		const unsigned char *d = dist + (size_t)r * (size_t)n, *z;
		int o = 0;

		while (near == 0 && o < k &&
		    (z = memchr(d + o, 0, (size_t)(k - o))) != NULL) {
			o = (int)(z - d);
			if (o != r) {
				m->adj[(size_t)r * w + (size_t)o] = 1;
				m->adj[(size_t)o * w + (size_t)r] = 1;
			}
			o++;
		}
		for (; near != 0 && o < k; o++)
			if (d[o] <= near && o != r) {
				m->adj[(size_t)r * w + (size_t)o] = 1;
				m->adj[(size_t)o * w + (size_t)r] = 1;
			}
	}
}
