/* terr.h: the state of pieces on a map of territories (hex tiles): the
 * tiles with their homes, spawned pieces and scouted marks, every
 * player's units on them, captives, the order being played, and the
 * combat being fought (the cards kept, kept.h, and the pieces turned to
 * their upgraded side, upgrades.h, are parts of the state of their own,
 * which a snapshot keeps here as before: its "disc" and "upgraded").
 *
 * The map is the state's board (st->board, core/board) of the hex kind,
 * its regions laid during play: tile i is region i, named by the board
 * (its id: "c4", or a name without a place), its neighbours those next to
 * it on the grid (board_hex.h), and the units on it the board's pieces,
 * counted by region, player and kind.  What is the game's own (the tile
 * types, homes, spawned pieces, captives, upgrades, cards picked, the
 * order, the fight) stays here and names tiles by their region's index.
 * The board's owner of a tile is the player who controls it, kept up to
 * date by every change of the units on it or of its home
 * (terr_owner_update), so that the board's counts of regions owned and
 * held, and owner(REGION), read true for the map; a snapshot does not
 * keep it (terr_from_json works it out again).
 *
 * A terr_state belongs to one ruleset (pieces indexed like rs->pieces,
 * tile types like rs->tiles) and to one state (players indexed like
 * st->players).  terr_to_json()/terr_from_json() make its part of the
 * snapshots; reading one back checks every value.
 */
#ifndef ARBITER_TERR_H
#define ARBITER_TERR_H

#include "core/base/json.h"
#include "core/board/board.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

#define TERR_ID_MAX BOARD_NAME_MAX
#define TERR_TILES_MAX 256
#define FIGHT_RETREAT 0		/* fight.step: the retreat window */

/* The steps of an order are the ruleset's (mechanisms.orders.steps),
 * each taken once and in their order; an order never goes back to an
 * earlier step.  order_step is a step's place from 1, or ORDER_NONE. */
enum { ORDER_NONE };

struct tile_state {		/* its id: the board's region name */
	int type;		/* index into rs->tiles */
	int placed;		/* on the grid: col and row hold */
	int col, row;		/* from 0 */
	int home;		/* the player whose home replaced it, or -1 */
	int scouted;
	long spawned;		/* spawned pieces lying on it */
	long built;		/* units built here this build step */
	int fresh;		/* a building was built here this build step */
	int fought;		/* fought over during the order being played */
};

struct fight_state {
	int tile;		/* the territory fought over, or -1 */
	int attacker;
	long round;		/* from 1 */
	int step;		/* 1.. the dice-pool steps, or FIGHT_RETREAT */
	int rolled;		/* the step's dice are thrown */
	long pool;		/* escalation dice in the pool */
	long esc;		/* this round's escalation hits, -1 unthrown */
	long kills;		/* units destroyed this round */
	long hits[MAX_PLAYERS];	/* hits of this step not yet assigned */
	unsigned char in[MAX_PLAYERS];		/* taking part */
	unsigned char delayed[MAX_PLAYERS];	/* light units held back */
	unsigned char decided[MAX_PLAYERS];	/* retreat window: decided */
	long *wound;		/* [player][piece]: damage on one unit */
};

struct terr_state {
	int cap;		/* the most tiles the mix holds */
	struct tile_state *tiles;	/* cap of them: as many in use as
					   the board has regions laid */
	int npieces;
	int room;		/* players the arrays below have room
				   for: the game's */
	long *captive;		/* [captor][owner][piece] */
	int order_tile;		/* the territory the order activated, or -1 */
	int order_dir;		/* 0: no move yet, 1: from it, 2: to it */
	int order_step;		/* a step's place from 1, or ORDER_NONE */
	long to_place;		/* spawned pieces still to place */
	int placer;		/* position in turn order of the next placer */
	struct fight_state fight;
};

/* With room for room players; NULL when out of memory. */
struct terr_state *terr_new(const struct ruleset *rs, int room);
/* t made with room for room players (the others' counts, if fewer,
 * gone): 0, or -1 out of memory (t unchanged). */
int terr_room(struct terr_state *t, int room);
/* The board the map is laid on (room for the mix's most tiles, every
 * player, kind = piece); NULL when out of memory. */
struct board_state *terr_board_new(const struct ruleset *rs, int nplayers);
struct terr_state *terr_copy(const struct terr_state *t);
void terr_free(struct terr_state *t);

/* Lay on board b, whose laid tiles are t's, the next tile: id (a free
 * name), of type, on the grid at col and row when placed; its index, or
 * -1 when the board is full or the id does not fit or is taken. */
int terr_lay(struct terr_state *t, struct board_state *b, const char *id,
    int type, int placed, int col, int row);

/* The tiles and the units on them, from board b, the cards kept (k,
 * kept.h: its "disc"), the pieces turned (u, upgrades.h: its
 * "upgraded") and the players done (st's, done.h: its "done"), as
 * snapshots of before have them. */
struct upgrades;
struct json *terr_to_json(const struct terr_state *t,
    const struct board_state *b, const struct kept_cards *k,
    const struct upgrades *u, const struct state *st);
/* t, as terr_new(rs, room) made it (room at least nplayers), filled from the snapshot j: 0, or -1 (and a
 * message) when it does not fit rs or is damaged (t then freed by the
 * caller); the tiles are laid on b, a board of terr_board_new() with none
 * laid; the players done are read apart (done.h). */
int terr_from_json(struct terr_state *t, const struct json *j,
    const struct ruleset *rs, int nplayers, struct board_state *b,
    char *err, size_t n);

/* After the units on tile i or its home change, the board's owner of it
 * is set to who controls it, from the units on it and its home (as the
 * rulebook of the map's game says: a player's home, and any territory
 * with only that player's units): the player whose home it is, else the
 * one player with units there, else -1.  Every reader of control reads
 * the board's owner (owner(REGION) in expressions). */
void terr_owner_update(struct state *st, int tile);

/* The set-up: has player p a home on the map?  Who places a home next
 * (the first in turn order without one, seat order before there is a
 * turn order), and who the arrival's building (the last in turn order
 * who has not placed it: his record's done, done.h); -1 when nobody
 * does. */
int terr_has_home(const struct state *st, int p);
int terr_home_next(const struct state *st);
int terr_arrival_next(const struct state *st);

/* The spawned pieces placed in turn order: the player who places the
 * next; where p may place one on tile: 2 on an empty territory, 1 only on
 * other players' units, 0 not at all (a home, a spawned piece or p's own
 * units there, or next to p's home), *unknown the tile of p's home when
 * whether they border is not known (a tile without a place), else -1. */
int terr_placer(const struct state *st);
int terr_spawn_spot(const struct state *st, int tile, int p, int *unknown);

/* The npieces counts of player p on tile i (the board's pieces). */
long *terr_units(const struct state *st, int tile, int p);
long *terr_captives(const struct terr_state *t, int captor, int owner);
long *terr_wound(const struct terr_state *t, int p);

#endif
