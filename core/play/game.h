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
#include "core/mech/mech.h"

/* Does the named command change a game?  (Then it is logged.) */
int game_is_command(const char *name);
/* Which form of a command with two (its usage "A | B") the ruleset uses:
 * 0 for the first ('move' of units), 1 for the second ('move' of a
 * piece), -1 when every ruleset may use both (a command its ruleset
 * declares says its own usage). */
int game_cmd_form(const struct ruleset *rs, const char *name);
/* Does it take dice (`= FACE...`)? */
int game_takes_dice(const char *name);
/* The phase command (enum game_cmd) a mechanism's verb is gated by, -1
 * for none (at any time, or by its own rule), -2 for no such verb. */
int game_verb_cmd(const char *verb);

/* Is command (a canonical command line) of a sealed kind (a declared
 * action of rs with sealed)?  Then append its public form, "order Ann
 * (sealed)", to out and return 1; else 0. */
int game_sealed_form(const struct ruleset *rs, const char *command,
    struct strbuf *out);
/* Is command given by every player at once and face down, the player's
 * own until the round it was given in is over (a declared action with
 * round-secret)?  (Its form starts "NAME PLAYER" as a sealed one's
 * does.) */
int game_round_secret(const struct ruleset *rs, const char *command);

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

/* The map of territories' steps, as the turn calls them (core/act/act.h):
 * set in every act the game makes. */
struct act_hooks;
extern const struct act_hooks game_map_hooks;

/* Set up a new game: players in seat order, options as given to the
 * ruleset (player options are read here).  *out owns the new state. */
int game_new(const struct ruleset *rs, char **names, int n,
    unsigned long long seed, struct state **out, struct report *rep,
    struct diag *d);

/* status --json as arbiter(1) documents it (game name filled by caller). */
struct json *game_status_json(const struct ruleset *rs, const struct state *st);
#endif
