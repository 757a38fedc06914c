/* board_tenure.h: how long the owner of each region has held it.
 *
 * Beside each region's owner (board.h), a board keeps the round its owner
 * came (0 while nobody holds it) and the owner's turns in a row it has
 * been held, as a game counts them (a game won by holding a region so many
 * turns).  A new owner starts the count afresh; the counting itself is the
 * mechanism's.  Saved as one row per region in use: [owner, since, turns].
 *
 * A board may also hold pieces tracked one by one elsewhere (pieces.h):
 * its counts are then a tally of those pieces, made anew from them
 * (board_clear) whenever they come, go or move.
 */
#ifndef ARBITER_BOARD_TENURE_H
#define ARBITER_BOARD_TENURE_H

#include "core/board/board.h"

/* Region r passes to owner (-1: nobody) in round `round`: held since that
 * round (0 for nobody), no turn counted yet. */
void board_take(struct board_state *b, int r, int owner, long round);
/* The round region r's owner came, 0 when nobody holds it; the turns in
 * a row counted (a pointer to change them). */
long board_since(const struct board_state *b, int r);
long *board_turns(const struct board_state *b, int r);

/* Every region's pieces none (owners and tenure kept). */
void board_clear(struct board_state *b);

/* The rows [owner, since, turns] of the regions in use. */
struct json *board_tenure_to_json(const struct board_state *b);
/* Read them back (owners below nplayers, since and turns not negative):
 * 0, or -1 when a is damaged or does not fit b. */
int board_tenure_from_json(struct board_state *b, const struct json *a,
    int nplayers);

#endif
