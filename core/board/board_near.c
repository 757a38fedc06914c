/* board_near.c: borders from a table of distances (see board_near.h). */
#include "core/board/board_near.h"

void
board_map_near(struct board_map *m, int n, const unsigned char *dist,
    int near)
{
	for (int r = 0; dist != NULL && r < n && r < m->nregions; r++)
		for (int o = 0; o < n && o < m->nregions; o++)
			if (r != o && dist[(size_t)r * (size_t)n +
			    (size_t)o] <= near)
				board_map_join(m, r, o);
}
