/* board_home.h: each player's home region.
 *
 * A player may have one region of the board as a home, or none: where
 * beaten pieces flee to, the region a game ranks by, the region a player
 * must hold.  The board keeps it (struct board_state.home); what makes a
 * region a home, and when it changes, is the rules' (the declared effect
 * set-home, the mechanisms of numbered zones).  A home is kept however
 * the region's owner changes: a rule that takes it away does so itself.
 *
 * A board of declared regions saves the homes with its own snapshot
 * (board_to_json), as "home": [region or -1, one per player], and only
 * when some player has one, so that a board without homes is saved as it
 * always was; a board of numbered zones keeps them in the zones' snapshot
 * (zones.h), where they always were.
 */
#ifndef ARBITER_BOARD_HOME_H
#define ARBITER_BOARD_HOME_H

#include "core/board/board.h"

/* Player p's home region, or -1 (none, or p is no player). */
int board_home(const struct board_state *b, int p);
/* Region r (-1: none) becomes player p's home (p a player, r a region of
 * b or -1). */
void board_set_home(struct board_state *b, int p, int r);
/* Nobody has a home. */
void board_homes_clear(struct board_state *b);

/* The homes as saved, one per player of width (b's players and none
 * after them, up to BOARD_PLAYERS_MAX): NULL when nobody has one. */
struct json *board_homes_to_json(const struct board_state *b, int width);
/* Read them back (a is NULL: nobody has one): 0, or -1 when a is damaged
 * or does not fit b. */
int board_homes_from_json(struct board_state *b, const struct json *a,
    int width);

#endif
