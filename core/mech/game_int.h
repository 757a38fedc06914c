/* game_int.h: what the command files of the game module share. */
#ifndef ARBITER_GAME_INT_H
#define ARBITER_GAME_INT_H

#include "core/board/board.h"
#include "core/engine/engine.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_chiefs.h"
#include "core/mech/mech.h"


/* Commands (game_*.c). */
int act_give(struct act *a);
int act_take(struct act *a);
int act_transfer(struct act *a);
int act_set(struct act *a);
int act_roll(struct act *a);
int act_next(struct act *a);
/* Zones and squads (game_zones*.c, game_flight.c, game_cargo.c): the
 * setup's beginning and end (the steps of a phase and of the round's end
 * are declared effects now, core/engine). */
int zones_setup_begin(struct act *a);
int zones_setup_end(struct act *a);
void zones_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

/* Piece i of those the board tracks one by one (board_track.h): a game
 * with units or chiefs has a board to hold them (pieces.h). */
#define PIECE(a, i) (&(a)->st->board->track.v[i])

/* Land helpers (game_board.c; land_set: act.h).  UNITS_MAX: the most
 * units one command names; active_or_refuse: the active player, or -1
 * having refused. */
#define UNITS_MAX 1000000L
int active_or_refuse(struct act *a);
/* n more units on a land, its owner's. */
void land_add(struct act *a, int land, long n);

/* Box limits (game_box.c): what is on the table, and a refusal when a
 * command put more of a component there than the box holds. */
struct box_tally {
	long units[MAX_PLAYERS], units_all;
	long fields[MAX_PLAYERS], fields_all;
};
void box_tally(const struct state *st, struct box_tally *t);
int box_check(struct act *a, const struct box_tally *was);

/* Turn machinery (game_turn.c).  turn_next: what 'next' does, for the
 * commands that also end a turn. */
int turn_begin_round(struct act *a);
int turn_next(struct act *a);
/* The phases effects ended (a->then_next), as with 'next', one after the
 * other. */
int turn_then_next(struct act *a);
int phase_enter(struct act *a);
void victory_check(struct act *a);

/* Pieces on a map of territories (game_terr*.c): the checks before a
 * phase or the setup may end. */
int terr_phase_leave(struct act *a);
void terr_phase_left(struct act *a);
int terr_setup_done(struct act *a);

/* Pieces: units and chiefs (game_pieces.c, game_actions.c,
 * game_hold.c). */

/* Chiefs dealt and placed at the start; the factions an option that deals
 * chiefs implies (*done when it named them). */
int pieces_setup(struct act *a);
int chief_option_factions(struct act *a, int *done);
const char *chief_name(const struct ruleset *rs, const struct state *st,
    int p);

/* A piece's id, in buffers that last until the 4th call (a piece by id,
 * or one of the active player's that may act now: arg_piece,
 * arg_acting_piece, engine_tracked.h). */
const char *pid(const struct act *a, int piece);

/* recount PLACE N: the GM's correction of the turns a place has been
 * held in a row, the count the ruleset's set-turns-held keeps and
 * turns_held() reads (game_hold.c). */
int act_recount(struct act *a);

/* Action points: what command cmd (enum game_cmd) costs; charging it. */
long ap_cost(const struct ruleset *rs, int cmd);
int ap_charge(struct act *a, int cmd);

/* Steps at the start of a turn, the end of a turn, the last player in. */
int turn_end(struct act *a);
int victory_last_standing(struct act *a);

/* The card mechanisms' part of the machinery (game_decks.c). */
int cards_setup(struct act *a);
/* Refuse a command the end of the card game does not allow (ST_OK if
 * fine): phase says it belongs to a phase (or is next).  The game over is
 * refused before, by game_apply. */
int cards_gate(struct act *a, int phase);
/* The last round is over and the final standings wait for a tie-break
 * draw ('score'): no new round begins. */
int cards_scoring(const struct state *st);
void cards_status_board(const struct ruleset *rs, const struct state *st,
    struct json *board);
void cards_status_player(const struct ruleset *rs, const struct state *st,
    int p, struct json *o);

#endif
