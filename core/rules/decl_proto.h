/* decl_proto.h: the rules layer's compile, walks and checks of the
 * declared parts as a whole: actions, phases and abilities readied, the
 * words of actions, dues, repeats, what an effect does and the hints
 * that read it, with the checks of the cards' effects (the checks of the
 * other effects: decl_proto_effects.h).  One of the parts of decl.h,
 * which the program includes. */
#ifndef ARBITER_DECL_PROTO_H
#define ARBITER_DECL_PROTO_H

#include "core/base/diag.h"
#include "core/base/schema.h"
#include "core/rules/decl_action.h"
#include "core/rules/decl_args.h"
#include "core/rules/decl_effect_def.h"

struct ruleset;

/* Compile and check every expression and effect of rs's actions, phase
 * effects and victory tests; errors go to errs with their positions.
 * Returns the number of errors added. */
int eng_compile(struct ruleset *rs, struct diag_list *errs);
/* Action i's effects walked (their words, combats and lines found, their
 * expressions readied) when it is first taken, on a ruleset read from its
 * kept image, which walks no action's effects at load (decl_check.c):
 * ST_OK, or ST_DATA in d when they do not compile (the image is wrong). */
int eng_action_ready(const struct ruleset *rs, int i, struct diag *d);
/* Action i's requirements read and compiled, when its kept image kept
 * them aside (eng_action_ready does it first): ST_OK, or ST_DATA in d. */
int eng_require_ready(const struct ruleset *rs, int i, struct diag *d);
/* Action i's effects only read from its kept image, with the checks of
 * its words, not walked (what a look at them needs: rs_hint_action); the
 * walk is left to eng_action_ready: ST_OK, or ST_DATA in d. */
int eng_action_read(const struct ruleset *rs, int i, struct diag *d);
/* Phase i's begin, effects and leave walked, as eng_action_ready walks an
 * action's, when the phase is first entered or left. */
int eng_phase_ready(const struct ruleset *rs, int i, struct diag *d);
/* Chief i's ability's effects, checked (decl_compile at load), or walked
 * when first used where the rules were read from their kept image. */
int decl_ability_effects(struct ruleset *rs, int i, struct diag_list *errs);
int eng_ability_ready(const struct ruleset *rs, int i, struct diag *d);
/* The list of if x taken (then 1: its then, 0: its otherwise), read from a
 * kept image, walked when first taken as eng_action_ready walks an
 * action's effects: ST_OK, or ST_DATA in d. */
struct eff_if;
int eng_if_ready(const struct ruleset *rs, const struct eff_if *x, int then,
    struct diag *d);
/* turns.round-end walked, as eng_phase_ready walks a phase's, when the
 * round first ends on a ruleset whose image kept it aside. */
int eng_round_ready(const struct ruleset *rs, struct diag *d);
/* turns.turn-end walked the same way when a turn first ends. */
int eng_turn_ready(const struct ruleset *rs, struct diag *d);
/* setup.says (w 0) and setup.end-require (w 1) compiled the same way
 * when 'new' begins the setup, or 'next' would end it. */
int eng_setup_ready(const struct ruleset *rs, int w, struct diag *d);
/* The destroyed effects of the pool combat walked, as eng_action_ready
 * walks an action's (decl_phases.c). */
int eng_destroyed_ready(const struct ruleset *rs, struct diag *d);
/* Effects of a pool combat's destroyed (v, at path) that are none of
 * say, gain, set, if and capture, at any depth, refused
 * (decl_destroyed.c).  The number of errors. */
int eng_check_destroyed_kinds(const struct vec *v, const char *path,
    struct diag_list *errs);
/* The over effects of the pool combat walked, as eng_destroyed_ready
 * walks its destroyed (decl_phases.c). */
int eng_over_ready(const struct ruleset *rs, struct diag *d);
/* Effects of a pool combat's over (v, at path) that are none of say,
 * gain, set and if, at any depth, refused (decl_destroyed.c; a
 * capture is left to the walk of the effects).  The number of
 * errors. */
int eng_check_over_kinds(const struct vec *v, const char *path,
    struct diag_list *errs);
/* The decks' declarations (ruleset_decks.c); the number of errors. */
int rs_check_decks(const struct ruleset *rs, struct diag_list *errs);
/* A dealt deck's keys, deck i of rs (ruleset_decks_sites.c): the number of
 * errors. */
int rs_check_dealt(const struct ruleset *rs, int i, struct diag_list *errs);
/* Word k of action a (called id) with a 'default' (decl_args.c): a
 * number within its bounds, and the words after it have one too.  The
 * number of errors. */
int rs_check_arg_default(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* How many words action a takes at least: those before the first with a
 * default (or after a choice with 'followed'). */
int rs_args_needed(const struct action_def *a);
/* Does word k of action a come after a choice with 'followed' (given
 * after some of its words only)? */
int rs_arg_follows(const struct action_def *a, int k);
/* A choice's 'followed', word k of action a: its words, and a number
 * after it that may be left out (decl_args.c).  The number of errors. */
int rs_check_arg_followed(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Word k of action a (called id) marked 'joined' (decl_args.c): a region
 * or a number after another word, in no action with a turn word, not the
 * first of a repeated group.  The number of errors. */
int rs_check_arg_joined(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* A joined part's given-if and given-says, word k of action a: a joined
 * part's, over the words before its word (decl_args.c).  The number of
 * errors. */
int rs_check_arg_given(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);

/* The schema types of the engine's keys (ruleset_schema_decl.c and the
 * ruleset_schema_*.c tables beside it). */
extern const struct stype *const eng_t_actions, *const eng_t_effects,
    *const eng_t_regions, *const eng_t_groups, *const eng_t_combats,
    *const eng_t_deal, *const eng_t_decks, *const eng_t_requires,
    *const eng_t_dues, *const eng_t_tallies;
/* Compile and check the dues of every phase (ruleset_dues.c); the number
 * of errors. */
int rs_check_dues(struct ruleset *rs, struct diag_list *errs);

/* An action's repeat and no-actor, action i of rs (decl_repeat.c): the
 * number of errors. */
int eng_check_repeat(const struct ruleset *rs, int i,
    struct diag_list *errs);
/* The effects of action i of no actor: none that acts for an actor
 * (actor 1), or for the player whose turn it is (actor 0); checked by
 * eng_check_repeat, or when they are read on a ruleset whose image kept
 * them aside.  The number of errors. */
int eng_check_no_actor_effects(const struct ruleset *rs, int i, int actor,
    struct diag_list *errs);

/* The word called name of action act (NULL: a phase's effect, which has
 * none), of kind, that effect reads as its what (decl_word.c): its place
 * in *at (-1: none); the number of errors, each at pos naming path. */
/* The place among act's words of the one called name, of kind kind; -1
 * when it has none (act NULL: a phase's effects; decl_word.c). */
int decl_arg_of_kind(const struct action_def *act, const char *name,
    int kind);
int decl_effect_word(const struct action_def *act, const char *effect,
    const char *name, int kind, const char *what, int *at, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* Does an effect of action a name the word called name in the member (a
 * char *) at offset off of struct effect_def (offsetof(struct effect_def,
 * set_units.units)), as a word of a kind one effect reads must be
 * (decl_word.c)? */
int decl_word_read(const struct action_def *a, const char *name, size_t off);
/* Word k of action a (id), of a kind (kind) that one effect (effect)
 * reads in its place: refused in an action with repeat, 1; else 0
 * (decl_word.c). */
int decl_word_no_repeat(const struct action_def *a, const char *id, int k,
    const char *kind, const char *effect, struct diag_list *errs);
/* Word k of action a (id) that no effect reads: refused, what ("the
 * destination") it is, by what it is read ("is read by the effect
 * relocate"), and the effect to add, its name between head and tail; 1
 * (decl_word.c). */
int decl_word_unread(const struct action_def *a, const char *id, int k,
    const char *what, const char *by, const char *head, const char *tail,
    struct diag_list *errs);
/* Word k of action a (id), of a kind that takes every word left, where it
 * can be: the last word, of an action without repeat; 0, or 1 with the
 * error added (decl_word.c). */
int decl_word_last(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effects keep-card and mark-done (decl_keep.c), on any game:
 * keep-card's card a word of kind card-id of an action without repeat;
 * the number of errors. */
int eng_check_keep_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_keep *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_mark_done(const struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);

/* The key of the first of effects (and of those of if, each-group and a
 * roll's table within them, not of each-player, whose players act) that
 * acts for the actor: gains, pays, places or draws for it (decl_repeat.c);
 * NULL when none does. */
const char *decl_actor_effect(const struct ruleset *rs,
    const struct vec *effects);
/* The key of the first of effects (and of those within them, each-player's
 * too) that acts for the player whose turn it is, whoever the actor is:
 * takes a step of, places or moves in that player's order (decl_repeat.c);
 * NULL when none does. */
const char *decl_turn_effect(const struct vec *effects);

/* Does rs have a supply deck (rs_supply_deck), what a word of kind deck
 * names (decl_top.c)? */
int rs_has_supply(const struct ruleset *rs);
/* The effect set-top of action act (NULL: a phase's) at path: its words
 * found, of their kinds (decl_top.c); the number of errors. */
int eng_check_set_top(const struct action_def *act, struct eff_top *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effects of decl_cards.c at path, in action act (NULL: a phase's):
 * move-cards (its piles found), a draw unseen from deck d, and the flags of a text of before
 * left (draw-hand, discard-played, clear-sites), each refused with what
 * to write; the number of errors. */
int eng_check_move_cards(const struct ruleset *rs, const struct action_def *act,
    struct eff_move_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* move-cards to played: a hand under the sites (decl_hand_played.c). */
int eng_check_hand_played(const struct ruleset *rs,
    const struct action_def *act, struct eff_move_cards *x, const char *path,
    const struct spos *pos, int in_roll, struct diag_list *errs);
int eng_check_draw_unseen(const struct ruleset *rs, int d, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_cards_before(const struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect set-card of action act (NULL: a phase's) at path: its words
 * found, of their kinds, and the card state it fills kept by the game
 * (decl_card.c); the number of errors. */
int eng_check_set_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_card *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* Word k of action a (id), of kind values or optional: the card values it
 * names, left out only as the last words, not in words given again; the
 * number of errors. */
int eng_check_values_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Word k of action a (id): of kind items, the last, its items' kind
 * declared, its flags each once; of another kind, no 'item' nor 'flags'
 * (decl_items.c); the number of errors. */
int eng_check_items_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Items word k of action a (id): its key written (uncounted, any-order,
 * refusal) and its read by-effect, by an effect of a that names it
 * (decl_items_written.c); the number of errors. */
int eng_check_items_written(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The declaration of word x, when of kind items (item, flags, under,
 * fields), read from the image that kept it aside with its action's
 * effects (ruleset_image.c): 0, or -1 when it cannot be (decl_items.c). */
int eng_items_ready(const struct ruleset *rs, const struct arg_def *x);
/* Word k of a, of kind holding or producer: the numbered zones with
 * producers it needs (decl_equip.c). */
int eng_check_holding_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Does effect e do what the program's command verb did before it was
 * declared (resolve: resolve; mark-done: pick, the players done in turn;
 * set-board: tally)?  (add-producer and squad-counts do equip's and
 * station's, found as hints: eng_effect_hint.) */
int eng_effect_runs(const struct effect_def *e, const char *verb);
/* Check the effects of list v at path (decl_effects.c): act the action
 * they belong to or NULL, in_roll the names bound there (a roll's total
 * and faces: 1; the ENG_IN_* bits).  The number of errors. */
int eng_check_effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);
/* Check the amounts of list v at path (gain, set, a cost), the same way. */
int eng_check_amounts(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);
/* What effect e does (decl_kind.c): the number of its keys that say what
 * an effect does, as the walker counted them in its tag (struct
 * schema_tag); when there are two or more, *first and *second the first
 * two of them in the schema's order (else NULL).  No member is read. */
int eng_effect_kinds(const struct effect_def *e, const char **first,
    const char **second);
/* The keys an effect may say what it does with, in the schema's order,
 * the texts of before left out: at most max of them into v (names owned
 * by the schema); how many. */
int eng_effect_kind_names(const char **v, int max);
/* Whether key is one of an effect's keys that change how it is done, not
 * what (says, json, where, usage, unknown). */
int eng_effect_modifier(const char *key);
/* For the walk (schema_ctx's listed): where the keys of a mapping of
 * type t are listed, when t is an effect's; else NULL. */
const char *eng_effects_listed(const struct stype *t);
/* Report the effect number i + 1 of the list at path, written at pos, that
 * does nothing (decl_nothing.c): the keys it has and what is wrong with
 * each, read off rs->tree when the load has it.  Returns 1 (an error). */
int eng_effect_nothing(const struct ruleset *rs, const struct spos *pos,
    const char *path, int i, struct diag_list *errs);
/* The keys of an effect whose written-or-not cannot be read off their
 * kind (0: every effect is told by eng_effect_kinds). */
int eng_effect_kinds_untold(void);
/* The keys that say what an effect does, numbered 0 to
 * eng_effect_key_count() - 1 in the order read off the schema (the
 * engine's table of what runs each is held to them: eng_effect_unrun);
 * key k's name, NULL for a number out of range. */
int eng_effect_key_count(void);
const char *eng_effect_key_name(int k);
/* How key k tells it was written, -1 for a number out of range: an int
 * not 0 (a flag, a structure's present) at *off in struct effect_def, a
 * pointer not NULL (a text, an expression's text), a list's count above
 * 0. */
enum { EFFECT_FLAG, EFFECT_PTR, EFFECT_LIST };
int eng_effect_key_where(int k, size_t *off);
/* Do effects v declare a winner (declare-winner, reach-win) at any depth
 * (ruleset_check_terr.c)? */
int eng_declares_winner(const struct vec *v);
/* The verb e does what it did (as eng_effect_runs), or NULL. */
const char *eng_effect_verb(const struct effect_def *e);
/* The command of the program that only its hints name, whose job e does
 * ("delay", "fire", "assign", "retreat", "remain", "lay", "arrive",
 * "settle", "allot", "deploy", "home", "commit", "top", "card",
 * "place"), or NULL; not a verb of eng_effect_verb,
 * so that an image keeps the action aside (rs_hint_action reads it). */
const char *eng_effect_hint(const struct effect_def *e);
/* The id of the first action that does the job of the program's command
 * verb: rs_verb_action's, else the first whose effects do what
 * eng_effect_hint says verb did, its effects read if an image kept them
 * aside (decl_hint.c); NULL where none does.  For hints only: it may
 * read and walk every action's effects. */
const char *rs_hint_action(const struct ruleset *rs, const char *verb);
/* For each of the RS_HINT_N commands only hints name, the index of the
 * first action whose effects do its job, or -1 (decl_hint.c): kept with
 * an image (ruleset_image.c) as the rules read whole give it. */
void rs_hint_table(const struct ruleset *rs, int *at);

#endif
