/* pieces.h: the pieces on the table and what goes with them.
 *
 * A piece is one tile: a unit of a kind the ruleset declares (numbered
 * within its kind: KIND-1, KIND-2 ...) or a player's chief (named by the
 * chief's id).  It stands in a player's own area, on a place of the board
 * (board.places), or elsewhere on the board, and carries its time
 * counters.  Beside the pieces: how many of each unit each player has taken
 * from the supply, the cards drawn from the deck, summonings this round,
 * abilities borrowed for the turn, and the values of unknown stats entered
 * at the table ('tile').  struct state holds one (st->pc).
 *
 * The places are the regions of the state's board (st->board, a board of
 * places: ruleset_places.c), place i its region i: the board keeps who
 * holds each and since when (board_tenure.h), and counts the pieces on it
 * (track_tally).
 */
#ifndef ARBITER_PIECES_H
#define ARBITER_PIECES_H

#include <stddef.h>

#include "core/base/json.h"
#include "core/board/board_track.h"
#include "core/rules/ruleset.h"

#define PC_SEATS 16		/* = MAX_PLAYERS of state.h */
#define PC_NOWHERE (-1)		/* area and place of a piece on the board */

/* The stats of a kind of piece, as the ruleset's keys name them. */
enum piece_stat {
	STAT_COST, STAT_SUMMON, STAT_ATTACK, STAT_DEFENCE, STAT_MOVE,
	STAT_INCOME, STAT_DRAWS, STAT_SUPPLY, STAT__N
};
extern const char *const piece_stat_names[];	/* "cost", ... */

/* The pieces are tracked one by one (board_track.h): a piece's kind is
 * a unit's (< rs->units.n) or else a chief's, its number 0 for a chief, its
 * region a place (index into board.places) and its counters time
 * counters. */
struct pieces {
	struct track t;
	int nunits, nkinds;	/* kinds: units, then chiefs */
	long *taken;		/* PC_SEATS x nunits: from each supply */
	long *entered;		/* nkinds x STAT__N: 'tile' values, or -1 */
	int nplaces;		/* board.places: the board's regions */
	int chief[PC_SEATS];	/* each player's chief, or -1 */
	int borrowed[PC_SEATS];	/* the chief whose ability a player has
				   borrowed for this turn, or -1 */
	long summons[PC_SEATS];	/* summonings begun in summons_round */
	long summons_round[PC_SEATS];
};

/* Lifecycle, as for struct state: 0 on success, -1 out of memory. */
int pieces_init(struct pieces *pc, const struct ruleset *rs);
void pieces_release(struct pieces *pc);
/* dst is initialised for the same ruleset. */
int pieces_copy(struct pieces *dst, const struct pieces *src);
/* With the holders of the places of board b (NULL: no places). */
struct json *pieces_to_json(const struct pieces *pc,
    const struct board_state *b);
/* -1 when j is damaged or does not fit rs and nplayers; the holders of
 * the places go onto b, its counts the pieces on them. */
int pieces_from_json(struct pieces *pc, const struct json *j,
    const struct ruleset *rs, int nplayers, struct board_state *b);
/* b's counts (of its first kind) become the pieces on each place, by
 * owner (a board of places; nothing without one). */
void pieces_tally(const struct pieces *pc, struct board_state *b);

/* A piece's name: "KIND-2", or its chief's id. */
void piece_id(const struct ruleset *rs, const struct tracked *p, char *buf,
    size_t n);
/* The kind's id and name. */
const char *kind_id(const struct ruleset *rs, int kind);
const char *kind_name(const struct ruleset *rs, int kind);

/* The piece with that id (case-insensitive), or -1. */
int pieces_find(const struct ruleset *rs, const struct pieces *pc,
    const char *id);
/* Add a piece (index, or -1 out of memory); remove piece i. */
int pieces_add(struct pieces *pc, const struct tracked *p);
void pieces_remove(struct pieces *pc, int i);
/* The piece of player's chief, or -1 (slain, or none). */
int pieces_chief_of(const struct pieces *pc, int player);
/* Pieces in player's play area; pieces on a place (the first in *first). */
long pieces_in_area(const struct pieces *pc, int player);
long pieces_on_place(const struct pieces *pc, int place, int *first);
/* Units of kind taken from player's supply (a token: by all players). */
long pieces_taken(const struct pieces *pc, const struct ruleset *rs,
    int player, int kind);

#endif
