/* board_near.h: a board whose borders come from a table of distances.
 *
 * Some boards do not list each region's neighbours: they give how far
 * every region lies from every other (a distance table, row by row), and
 * two regions border when they lie near enough.  The regions are the
 * table's rows, in order; such a board has no groups.
 */
#ifndef ARBITER_BOARD_NEAR_H
#define ARBITER_BOARD_NEAR_H

#include "core/board/board.h"

/* Join in m (a map of n regions) every two regions r != o that lie at
 * most near apart in dist (n x n, row r column o: from r to o), either
 * way (adjacency is symmetric).  dist NULL (a table not known): none
 * joined. */
void board_map_near(struct board_map *m, int n, const unsigned char *dist,
    int near);

#endif
