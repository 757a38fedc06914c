/* zones_board.h: the pieces on numbered zones, counted on the board.
 *
 * The zones are the regions of the state's board, in number order (the
 * ruleset's map: ruleset_zones.c joins two zones 0 apart in the distance
 * table, where a squad flies straight into the other's orbit); the board
 * keeps their owners.  The pieces a zone has are counted on it by kind
 * (enum force) per player: the strikers and carriers of the squads in its
 * orbit, and its militia, its owner's.  A neutral zone's and a neutral
 * guard's are nobody's, and a squad still flying is on no region: they
 * are not on the board.  The squads are the mechanisms' (zones.h), so the
 * count is made again from them: it is marked stale before the engine
 * reads the board in a command (a phase's effects, a victory test:
 * game_turn.c) and once a command is done (game_apply), and each reader of
 * the counts (the engine's expressions, effects and dues, state_units_of)
 * has it made again first if stale: expressions and status see the pieces
 * as the mechanisms left them, and a replay, whose commands most often
 * read no count, does not count at every command; a snapshot read back
 * is stale too.  The set-up and a rebase count at once.
 */
#ifndef ARBITER_ZONES_BOARD_H
#define ARBITER_ZONES_BOARD_H

#include "core/board/board.h"
#include "core/state/zones.h"

/* Count the pieces of st's zones on its board anew (st->zones not
 * NULL). */
void zones_board_count(struct state *st);
/* The counts no longer the squads' (st->zones may be NULL): counted
 * again when next read. */
void zones_board_stale(struct state *st);
/* Before reading the counts on st's board: counted again if stale
 * (st->zones may be NULL). */
void zones_board_fresh(const struct state *st);

#endif
