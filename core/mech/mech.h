/* mech.h: what the mechanisms give the layers above them: the report of a
 * command, the names of a game's phase and winner, the parts of the
 * status document the mechanisms write, and the mechanisms' pure integer
 * functions (tested in tables).  core/mech/game_int.h is the mechanisms'
 * own; core/play/game.h is the command table's, above. */
#ifndef ARBITER_MECH_H
#define ARBITER_MECH_H

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/dice/dice.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

/* What a command did, for people (text) and programs (data). */
struct report {
	struct strbuf text;	/* lines, each ending in '\n' */
	struct json *data;	/* an object of command-specific fields */
	struct strbuf canon;	/* the canonical command, without dice */
};

void report_init(struct report *r);
void report_release(struct report *r);
void report_line(struct report *r, const char *fmt, ...) ATTR_PRINTF(2, 3);
/* Note a roll in the report's "rolls" list: who it was for (a player, or
 * -1 for the table), the dice expression and the total, for the luck audit
 * and for programs. */
void report_roll(struct report *r, const struct state *st, int player,
    const char *expr, long total);

/* Check a player name: 1-32 printable characters, none of them space,
 * quote, ',', ':', '=' or '#', not starting with '-'. */
int game_check_name(const char *name, struct diag *d);

/* The phase's id for people and JSON ("setup" before the first round). */
const char *game_phase_id(const struct ruleset *rs, const struct state *st);

/* The names of the winners, ", "-separated, or NULL. */
char *game_winner(const struct ruleset *rs, const struct state *st);

/* What a ranking criterion (its id in a ranking's "by", as the final
 * standings' "decided" list gives it) compares, for people: "space
 * total", or the score track's name; NULL for an id that is none. */
const char *game_rank_criterion(const struct ruleset *rs, const char *by);

/* Its parts for pieces: a player's leader; pieces, places and the deck. */
void pieces_player_json(const struct ruleset *rs, const struct state *st,
    int p, struct json *o);
void pieces_board_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

/* The board of pieces on a map of territories, added to status's board. */
void terr_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

/* --- mechanisms as pure functions (tested in tables) ---------------------- */

/* Income per land held, at least minimum. */
long mech_income(long lands, long per_land, long minimum);
/* Upkeep of one land: units beyond the free ones cost per started step. */
long mech_upkeep_land(long units, long free_units, long step, long cost);
/* Cost of moving n more units when moved units have been moved already,
 * paying cost per started group of per units over the whole phase. */
long mech_move_cost(long moved, long n, long per, long cost);
/* The band (index) whose die a side of `units` units rolls. */
int mech_band(const struct vec *bands, long units);
/* An opposed roll: faces a (attacker) and d (defender); losses capped by
 * the winner's units in the fight when cap is set.  A tie costs nothing. */
void mech_opposed(long a_units, long d_units, long a, long d, int cap,
    long *a_loss, long *d_loss);
/* A duel: does attack beat defence?  Only when strictly higher. */
int mech_duel(long attack, long defence);
/* Start position from a dice total on an orbit of fields fields: counted
 * clockwise from the top field, which is 1, going round as often as needed. */
long mech_orbit_start(long total, long fields);
long mech_orbit_advance(long position, long fields);

#endif
