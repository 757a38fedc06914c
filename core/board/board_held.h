/* board_held.h: a board of declared regions saves how long each region is
 * held (board_tenure.h) with its own snapshot (board_to_json), as "held":
 * [[since, turns], ...], one row per region, and only while one of them
 * is not 0, so that a board that keeps no tenure (board.tenure absent) is
 * saved as it always was.  A board of places saves the rows with its
 * tracked pieces (pieces.h), where they always were.
 */
#ifndef ARBITER_BOARD_HELD_H
#define ARBITER_BOARD_HELD_H

#include "core/board/board.h"

/* The rows of b's regions, NULL while every one is 0. */
struct json *board_held_to_json(const struct board_state *b);
/* Read them back (a is NULL: all 0): 0, or -1 when a is damaged or does
 * not fit b. */
int board_held_from_json(struct board_state *b, const struct json *a);

#endif
