/* engine.h: rules written as data: declared actions, their costs,
 * requirements, limits and effects, the effects a phase has when it
 * begins, victories by test, and the expressions all of them use.
 *
 * A ruleset declares actions (actions.ID): the words a command takes
 * (args), who may take it and in which phase, requirements as expressions
 * (require: each a test and what to say when it fails), an atomic cost
 * (cost: resource -> amount), limits (per turn, round or game) and
 * effects.  The effects are few and general:
 *
 *   gain    {RESOURCE: AMOUNT, ...}     the actor gains (or, negative,
 *                                       pays) resources or track points
 *   place   {piece, count, in}          new pieces of the actor's
 *   remove  {piece, count, from}        the actor's pieces leave
 *   move    {piece, count, from, to}    the actor's pieces move
 *   fight   {combat, from, to, move-in} one round of a declared combat
 *                                       from a region against the owner of
 *                                       another; a region left without
 *                                       defenders is taken
 *
 * Every amount, count and test is an expression (core/expr/expr.h) over
 * the names listed in arbiter-ruleset(5), "Expressions": the action's
 * words by name, the actor's resources, regions and pieces, groups held
 * whole and their values, adjacency, the round and the players.  The
 * ruleset check compiles every one of them, so a name the state does not
 * have is an error of the file, never of a command.
 */
#ifndef ARBITER_ENGINE_H
#define ARBITER_ENGINE_H

#include "core/rules/decl.h"

struct ruleset;
/* At the table (struct act: core/game_int.h). */
struct act;
struct state;
struct strbuf;
/* The steps the dice-pool combat's units fire in, for its odds, from the
 * fires of the ruleset's throw-pools (engine_pool_fires.c): for side s (0
 * the attacker, 1 the defender) and kind of piece k the side has units of
 * (att[k], def[k]),
 * fire[s * npieces + k] gets bit t - 1 when fires is true for who[s] (a
 * player; -1: every player of st alike) in step t of nsteps.  ST_USAGE
 * with d naming fires when it reads what the combat can change (the
 * round, the units left, a resource...), when the players differ and the
 * side names none, or when no action (or two, differently) throws the
 * pools; ST_DATA for a value the rules leave unknown. */
int eng_pool_fires(const struct ruleset *rs, const struct state *st,
    const int who[2], const long *att, const long *def, int nsteps,
    unsigned char *fire, struct diag *d);
/* Can the odds of rs's dice-pool combat follow its fires (ruleset check
 * tells when not)?  ST_OK, also when rs has no such combat, or ST_USAGE
 * with d saying why, as eng_pool_fires would. */
int eng_pool_fires_followed(const struct ruleset *rs, struct diag *d);
/* The declared action called name (case-insensitive), or -1. */
int eng_action_find(const struct ruleset *rs, const char *name);
/* Its usage line, "attack FROM TO [= FACE...]", added to b whole. */
void eng_action_usage(const struct ruleset *rs, int i, struct strbuf *b);
/* Does action i throw dice (it fights)? */
int eng_action_dice(const struct ruleset *rs, int i);
/* May action i be given dice: does it throw some, or may it end the phase
 * (a next effect), after which the phases that start may throw some?  The
 * log keeps the dice of both, and its replay gives them back. */
int eng_action_takes_dice(const struct ruleset *rs, int i);
/* Is action i's phase (if it has one) the game's?  ST_REFUSED naming it
 * when not. */
int eng_action_phase(struct act *a, int i);
/* Refuse command id given out of its phases (has(rs, ph, arg), see
 * rs_phases_way): names every one and the way to the soonest; p >= 0:
 * the phase is told as p's turn's. */
int eng_phase_refusal(struct act *a, const char *id, int p,
    int (*has)(const struct ruleset *, int, int), int arg);
/* Take action i with a->argv's words; refusals change nothing the caller
 * keeps (it applies to a copy). */
int eng_action_apply(struct act *a, int i);
/* Player p's takings this round of each action with a round-count, into
 * the object o of status --json under the action's key (engine_counts.c). */
struct json;
void eng_round_counts_json(const struct ruleset *rs, const struct state *st,
    int p, struct json *o);
/* The effects of the phase just begun (a->st->phase) that are carried out
 * once, for nobody (its begin), after its steps. */
int eng_phase_once(struct act *a);
/* The effects carried out once, for nobody, as 'next' would end the phase
 * (its leave), after its dues and before its end-require; one that
 * refuses keeps the phase open. */
int eng_phase_leaving(struct act *a);
/* The effects carried out once, for nobody, when the round ends (its
 * turns.round-end), after the steps of end-of-round. */
int eng_round_once(struct act *a);
/* The effects of p's turn ending (turns.turn-end), p the actor. */
int eng_turn_end(struct act *a, int p);
/* The effects of the phase just begun (a->st->phase). */
int eng_phase_begin(struct act *a);
/* May the phase end ('next')?  ST_REFUSED naming the test when not. */
int eng_phase_end(struct act *a);
/* Payments due as a phase ends (phases.*.dues, engine_dues.c): the bill
 * of the phase just begun, for its player (or each), and its payment as
 * the phase ends ('next'); ST_REFUSED when the player must first choose
 * what is not paid for. */
int eng_dues_show(struct act *a);
int eng_dues_settle(struct act *a);
/* Victories by test: 1 when a player has just won (reported). */
int eng_victory(struct act *a);
/* The setup's dealt regions and piled decks. */
int eng_setup(struct act *a);
/* The setup's own lines and tests, for nobody (engine_setup_lines.c):
 * setup.says said as 'new' begins the setup, and
 * setup.end-require tried before 'next' ends it (ST_REFUSED, the first
 * that fails named, when one does). */
int eng_setup_begin(struct act *a);
int eng_setup_end(struct act *a);
/* Decks (decl.h, engine_deck.c; deck_left is the state's). */
/* Player p draws up to n cards from counted deck d into its hand: as many
 * as the deck still holds (why says what for, in the report); *drawn gets
 * how many. */
int deck_draw(struct act *a, int d, int p, long n, const char *why,
    long *drawn);

/* Piled decks (decl.h, engine_piles.c; their counts: state.h). */
/* Every item of one pile of owner o onto another. */
void deck_pile_onto(const struct ruleset *rs, struct state *st, int d,
    int o, int from, int to);
/* At the start: each piled deck's items, 'copies' times, in the draw pile
 * of each owner (every player of a's game with 'per: player'); each dealt
 * deck's cards and left-over pool valued. */
int deck_setup(struct act *a);
/* Owner o draws a hand of n unseen from deck d: unseen from the draw pile
 * when it holds enough; else the draw pile's last items go to the pile
 * 'hand', the pile 'discard' is shuffled into the draw pile and the rest
 * is drawn unseen from it, as many as there are.  Drawn while none of the
 * hand is unseen (with some unseen, no more than the draw pile holds are
 * drawn and nothing is shuffled). */
struct deck_hand {
	long last;		/* the draw pile's last items, put in the hand */
	long shuffled;		/* items of the discard pile shuffled in */
	long unseen;		/* drawn unseen */
	long left;		/* left in the draw pile, not drawn */
};
void deck_draw_hand(const struct ruleset *rs, struct state *st, int d,
    int o, long n, struct deck_hand *h);
/* Where owner o's next hand of n comes from: the items certain to be in it
 * (fixed, a count per item) and *more drawn from pool (a count per item).
 * A hand drawn and not named yet is the pile 'hand' and its unseen items
 * from the draw pile; else the hand the draw would give now, the piles of
 * the bit set going (bit = pile index) counted in the discard pile, where
 * they go before the draw. */
void deck_next_hand(const struct ruleset *rs, const struct state *st, int d,
    int o, long n, unsigned going, long *fixed, long *pool, long *more);
/* The command of the program (enum game_cmd) that declared action i is
 * named like, when the phases' commands lists name it: it is taken in the
 * phases (and the setup) that list it; else -1. */
int eng_action_cmd(const struct ruleset *rs, int i);
/* Is action i taken only while the game is set up: no phase, and its
 * first requirement is the value setup alone? */
int eng_action_setup_only(const struct ruleset *rs, int i);
/* status --json: board.regions, each with its owner and pieces. */
struct json;
void eng_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

/* Refuse a card that supply deck d no longer holds, naming what it
 * holds (engine_top.c). */
int eng_supply_missing(struct act *a, int d, int card);

/* Declared action i with 'words' (of the program's style): a usage error
 * when the command's count of words is not its, else ST_OK; the
 * dispatcher counts them first, as it does a mechanism's. */
int eng_action_words(struct act *a, int i);

/* The words "draw VALUE..." at argv[from] (none: nothing), the values
 * drawn for a tie in seat order, into *values (n of them, the caller's
 * to free), appended to the canonical command (engine_draws.c). */
int eng_draws_read(struct act *a, int from, long **values, int *n);

/* Body p of the orbit board put on its orbit at the field its start dice
 * show, with its line (engine_position.c): the effect roll-position, and
 * 'next' for the bodies the setup left unplaced. */
int eng_place_body(struct act *a, int p);

/* A card's values (k: its index), from the ruleset or given with the
 * effect set-card; refused with ST_DATA (saying how to give them) while
 * unknown: turned round, can it be (engine_card.c)? */
int card_values(struct act *a, int k, int turned, long v[2]);
int card_turns(struct act *a, int k, int *can);
int card_mines(struct act *a, int k, long *mines);

/* Words for people, from the ruleset: a site (sites.one), the sites
 * (sites.name); the site of the round named by its number (from 1) or its
 * id, or -1 (engine_commit.c). */
struct cards_state;
const char *site_word(const struct ruleset *rs);
const char *sites_word(const struct ruleset *rs);
int site_find(const struct cards_state *c, const char *word);

/* What revealing a site of the round shares with the card mechanisms
 * (engine_sites.c): the word for a site's value (sites.value-name); a sub-location kind's
 * id for examples in messages (the first that takes a garrison, else the
 * first); a uniform draw in [0, n) from the command's dice (logged,
 * replayed; no die is thrown when n is 1); does the catalogue list every
 * site card of the game, every site having come from it, so that arbiter
 * may draw the sites itself? */
const char *value_word(const struct ruleset *rs);
const char *sub_kind_example(const struct ruleset *rs);
int cards_pick(struct act *a, long n, long *out);
int catalogue_complete(const struct act *a);
/* The site awaiting landings or resolution: the first not done, or -1;
 * the name of the ranking that orders the landings (engine_sites.c). */
int site_current(const struct cards_state *c);
const char *claim_order_word(const struct ruleset *rs);

/* 1 when player p's pieces, and no other's, stand on region r, none
 * carrying counters (engine_held.c). */
int eng_holds(const struct state *st, int r, int p);
/* Places held turn after turn (engine_held.c): the turns in a row that
 * win place i now (*victory: the hold victory, or -1); 1 when its hold
 * victory counts a turn as it ends (counted: turn-end). */
long hold_needed(const struct ruleset *rs, const struct state *st, int i,
    int *victory);
int eng_hold_at_end(const struct ruleset *rs, int i);

/* Does the test x of a mechanism hold for player me and region here
 * (engine_terr_test.c)?  *holds 0 where x is not written; ST_OK, or the
 * error of valuing it. */
int eng_test_at(struct act *a, const struct sexpr *x, int me, int here,
    int *holds);

#endif
