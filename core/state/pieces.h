/* pieces.h: the pieces on the table and what goes with them.
 *
 * A piece is one tile: a unit of a kind the ruleset declares (numbered
 * within its kind: KIND-1, KIND-2 ...) or a player's chief (named by the
 * chief's id).  It stands in a player's own area, on a place of the board
 * (board.places), or elsewhere on the board, and carries its time
 * counters.  Beside the pieces: how many of each unit each player has taken
 * from the supply, the cards drawn from the deck, abilities borrowed for
 * the turn, and the values of unknown stats entered
 * at the table ('tile').  struct state holds one (st->pc).
 *
 * The pieces themselves are the board's (st->board's track, board_track.h):
 * a state whose ruleset declares units or chiefs has a board, one of no
 * regions when it has no other.  The places are the regions of the state's
 * board (a board of places: ruleset_places.c), place i its region i: the
 * board keeps who holds each and since when (board_tenure.h), and counts
 * the pieces on it (board_tally).
 */
#ifndef ARBITER_PIECES_H
#define ARBITER_PIECES_H

#include <stddef.h>

#include "core/base/json.h"
#include "core/board/board.h"
#include "core/rules/ruleset.h"

#define PC_SEATS 16		/* = MAX_PLAYERS of state.h */
#define PC_NOWHERE (-1)		/* area and place of a piece on the board */
#define PC_DICE 32		/* an attack entered at the table: its text's
				   room, with its end */

/* The pieces are tracked one by one on the board (board_track.h): a
 * piece's kind is a unit's (< rs->units.n) or else a chief's, its number 0
 * for a chief, its region a place (index into board.places) and its
 * counters counters.  What goes with them: */
struct pieces {
	int nunits, nkinds;	/* kinds: units, then chiefs */
	long *taken;		/* PC_SEATS x nunits: from each supply */
	int nvalues;		/* the ruleset's value names (rs->nvalues) */
	long *entered;		/* nkinds x nvalues: 'tile' values, or -1;
				   the block of every value entered, with
				   pentered, pcost and pattack after them */
	int npieces, npvalues;	/* the counted pieces (rs->pieces) and their
				   value names (rs->npvalues) */
	long *pentered;		/* 2 x npieces x npvalues: their values
				   entered at the table, or -1: the standard
				   sides' (saved as "pentered" only when one
				   is), then the upgraded sides' (saved as
				   "pentered-up" the same) */
	int nres;		/* the ruleset's resources */
	long *pcost;		/* npieces x 2 x nres: the costs entered, a
				   side's each resource's amount or -1 where
				   it names none (all -1: none entered);
				   saved as "pcost" only when one is */
	char (*pattack)[PC_DICE];	/* npieces x 2: the attacks entered,
				   "" for none; saved as "pattack" only when
				   one is */
	int nplaces;		/* board.places: the board's regions */
	int chief[PC_SEATS];	/* each player's chief, or -1 */
	int borrowed[PC_SEATS];	/* the chief whose ability a player has
				   borrowed for this turn, or -1 */
};

/* Lifecycle, as for struct state: 0 on success, -1 out of memory. */
int pieces_init(struct pieces *pc, const struct ruleset *rs);
void pieces_release(struct pieces *pc);
/* dst is initialised for the same ruleset. */
int pieces_copy(struct pieces *dst, const struct pieces *src);
/* With the pieces of board b and the holders of its places (NULL: no
 * pieces, no places). */
struct json *pieces_to_json(const struct pieces *pc,
    const struct board_state *b);
/* The text json_write writes of pieces_to_json's tree, written without
 * the tree (for state_write). */
struct strbuf;
void pieces_write(struct strbuf *sb, const struct pieces *pc,
    const struct board_state *b);
/* -1 when j is damaged or does not fit rs and nplayers; the pieces and
 * the holders of the places go onto b (with no pieces yet), its counts the
 * pieces on them. */
int pieces_from_json(struct pieces *pc, const struct json *j,
    const struct ruleset *rs, int nplayers, struct board_state *b);

/* Counted piece k's side (its upgraded side when up) as it is read at
 * the table (pieces_card.c): the values, cost and attack the ruleset
 * leaves unknown are those entered at the table (enter-stats) in pc, when
 * pc is not NULL.  pieces_attack: its attack, into *out (NULL where it has
 * none); unknown and not entered, an error naming the game's action that
 * enters it (its verb, or none: the overlay alone).  pieces_cost: its
 * cost entered, an amount or -1 by resource, or NULL when none is.
 * pieces_need: the error of a value 'what' of it left unknown, path its
 * place in the ruleset, form what the action's word writes ("N"). */
int pieces_attack(const struct ruleset *rs, const struct pieces *pc, int k,
    int up, const char **out, struct diag *d);
const long *pieces_cost(const struct pieces *pc, int k, int up);
int pieces_need(const struct ruleset *rs, int k, int up, const char *what,
    const char *form, const char *path, struct diag *d);

/* A piece's name: "KIND-2", or its chief's id; PIECE_ID_SIZE holds any
 * whole: a kind's id of at most RS_KIND_ID_MAX characters (longer ones are
 * refused, ruleset_pieces.c), '-', a long's 20 characters and the NUL. */
#define PIECE_ID_SIZE (RS_KIND_ID_MAX + 22)
void piece_id(const struct ruleset *rs, const struct tracked *p, char *buf,
    size_t n);
/* The kind's id and name. */
const char *kind_id(const struct ruleset *rs, int kind);
const char *kind_name(const struct ruleset *rs, int kind);

/* The piece of board b with that id (case-insensitive), or -1. */
int pieces_find(const struct ruleset *rs, const struct board_state *b,
    const char *id);
/* The piece of player's chief on board b, or -1 (slain, or none). */
int pieces_chief_of(const struct pieces *pc, const struct board_state *b,
    int player);
/* Units of kind taken from player's supply (a token: by all players). */
long pieces_taken(const struct pieces *pc, const struct ruleset *rs,
    int player, int kind);

#endif
