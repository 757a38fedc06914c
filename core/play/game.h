/* game.h: applying commands to a game state.
 *
 * Every command that changes a game goes through game_apply(): it checks the
 * command against the ruleset and the state, and either changes the state
 * and reports what happened, or refuses and leaves the state exactly as it
 * was (the caller passes a copy and throws it away on refusal).  Dice come
 * from a dice_src: digital (the game's generator, part of the state) or
 * physical (faces entered at the table).  The code here knows mechanisms,
 * never a game by name.
 */
#ifndef ARBITER_GAME_H
#define ARBITER_GAME_H

#include "core/dice/dice.h"
#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/base/strbuf.h"

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

/* Does the named command change a game?  (Then it is logged.) */
int game_is_command(const char *name);
/* Which form of a command with two (its usage "A | B") the ruleset uses:
 * 0 for the first ('attack' on lands, 'move' of units), 1 for the second
 * ('attack' as a duel, 'move' of a piece), -1 when every ruleset may use
 * both ('lay' of tiles or at random). */
int game_cmd_form(const struct ruleset *rs, const char *name);
/* Does it take dice (`= FACE...`)? */
int game_takes_dice(const char *name);

/* Is command (a canonical command line) of a sealed kind?  Then append
 * its public form, "order Ann (sealed)", to out and return 1; else 0. */
int game_sealed_form(const char *command, struct strbuf *out);

/* Apply argv (argv[0] the command; any `= FACE...` already split off into
 * dice).  On refusal returns the status and fills d; st may then have been
 * partly changed, so callers apply to a copy. */
int game_apply(const struct ruleset *rs, struct state *st, int argc,
    char **argv, struct dice_src *dice, struct report *rep, struct diag *d);

/* Do the ruleset's actions run mechanisms this program has?  Errors go
 * to errs at the action; returns their number.  (The loaders call it
 * after ruleset_load: the mechanisms are the program's, above the
 * ruleset.) */
int game_check_runs(const struct ruleset *rs, struct diag_list *errs);

/* Set up a new game: players in seat order, options as given to the
 * ruleset (player options are read here).  *out owns the new state. */
int game_new(const struct ruleset *rs, char **names, int n,
    unsigned long long seed, struct state **out, struct report *rep,
    struct diag *d);

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

/* status --json as arbiter(1) documents it (game name filled by caller). */
struct json *game_status_json(const struct ruleset *rs, const struct state *st);
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
