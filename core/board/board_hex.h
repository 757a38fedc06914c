/* board_hex.h: the hex map as a kind of board.
 *
 * The regions of a hex board are tiles laid during play (a board of
 * board_new_laid, board.h) on the grid of hex.h, in the order they were
 * laid: region i is cell i.  Two regions border when their tiles are
 * next to each other on the grid; a tile without a place borders none.
 * It has no groups.
 *
 * Moves over any board: board_reach() walks a board_map's adjacency.
 */
#ifndef ARBITER_BOARD_HEX_H
#define ARBITER_BOARD_HEX_H

#include "core/board/board.h"
#include "core/board/hex.h"

/* Lay on the laid board b (board.h) the region name at cells[b->nlaid]
 * (cells[r]: where laid region r lies) and join it to the placed regions
 * next to it: its index, or -1 as board_lay. */
int board_hex_lay(struct board_state *b, const char *name,
    const struct hex_cell *cells);

/* The fewest steps from region `from` to region `to` across m's
 * adjacency, never entering a region closed[r] and never leaving a region
 * stop[r] it entered (NULL: none closed, none stops); -1 when it cannot
 * get there in at most budget steps.  from == to is 0. */
int board_reach(const struct board_map *m, const unsigned char *closed,
    const unsigned char *stop, int from, int to, int budget);

#endif
