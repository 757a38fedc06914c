/* board_track.h: pieces tracked one by one.
 *
 * A board counts pieces by region, player and kind (board.h); a game may
 * also tell its pieces apart.  A tracked piece has a kind (the game's, by
 * index), an owner, a number within its kind (KIND-1, KIND-2 ...; 0 for a
 * piece that is the only one of its kind) and counters of its own, and
 * stands on a region of the board, in a player's own area (off the
 * regions), or elsewhere on the table.  Where a board's pieces are
 * tracked, its counts are a tally of them (track_tally), made anew
 * whenever they come, go or move, never changed apart.
 *
 * The board owns its tracked pieces (struct board_state's track): copied,
 * freed and saved with it.
 */
#ifndef ARBITER_BOARD_TRACK_H
#define ARBITER_BOARD_TRACK_H

#include "core/base/json.h"

struct board_state;		/* board.h */

struct tracked {
	int kind;		/* the game's kind of piece */
	int owner;		/* player index */
	long num;		/* within its kind, from 1; 0: one of a kind */
	int area;		/* the player whose own area holds it, or -1 */
	int region;		/* the region it stands on, or -1 */
	long counters;		/* its counters */
};

struct track {
	int n, cap;
	struct tracked *v;
};

/* Add a piece: its index, or -1 out of memory; remove piece i (those
 * after it move down one). */
int track_add(struct track *t, const struct tracked *p);
void track_remove(struct track *t, int i);
/* dst becomes a copy of src: 0, or -1 out of memory (dst unchanged). */
int track_assign(struct track *dst, const struct track *src);
void track_release(struct track *t);

/* The pieces on region r (the first in *first, -1 for none); in player's
 * own area. */
long track_on(const struct track *t, int r, int *first);
long track_in_area(const struct track *t, int player);
/* The one owner of every piece on region r, or -1 (none there, or pieces
 * of two owners). */
int track_alone(const struct track *t, int r);
/* b's counts become the pieces on each region by owner (as b's first
 * kind); owners and tenure are kept.  This and the two below: board_tally.c
 * (the list itself knows nothing of a board). */
void track_tally(const struct track *t, struct board_state *b);

/* The pieces of board b, the board's own (b NULL: none). */
const struct track *board_track(const struct board_state *b);
/* The board's own: its counts made anew from its pieces where they are a
 * tally of them (b->tallied; nothing otherwise). */
void board_tally(struct board_state *b);
/* The pieces as rows [kind, owner, num, area, region, counters]; read
 * back onto t (empty) with kind below nkinds, owner below nplayers, area
 * below nplayers (or -1), region below nregions (or -1), not both: 0, or
 * -1 when a is damaged or does not fit. */
struct json *track_to_json(const struct track *t);
int track_from_json(struct track *t, const struct json *a, int nkinds,
    int nplayers, int nregions);

#endif
