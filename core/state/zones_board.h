/* zones_board.h: numbered zones seen as the general board (core/board).
 *
 * The zones are the board's regions, in number order; the lanes of the
 * distance table (two zones 0 apart: a squad flies straight into the
 * other's orbit) are its adjacency; there are no groups.  The state's
 * view counts, per zone and player, the pieces by kind (enum force):
 * strikers and carriers in the zone's orbit and the zone's militia, its
 * owner's.  Neutral zones are nobody's.
 */
#ifndef ARBITER_ZONES_BOARD_H
#define ARBITER_ZONES_BOARD_H

#include "core/board/board.h"
#include "core/state/zones.h"

/* The map of rs's zones; -1 when out of memory (m zeroed). */
int zones_board_map(const struct ruleset *rs, struct board_map *m);
/* The board as w stands, for nplayers; NULL when out of memory. */
struct board_state *zones_board(const struct zones *w, int nplayers);

#endif
