/* decl_proto_effects.h: the ruleset checks of the effects one by one,
 * each with the words of the kinds it reads (decl_*.c, each named).  One
 * of the parts of decl.h, which the program includes. */
#ifndef ARBITER_DECL_PROTO_EFFECTS_H
#define ARBITER_DECL_PROTO_EFFECTS_H

#include "core/base/diag.h"
#include "core/base/schema.h"
#include "core/rules/decl_action.h"
#include "core/rules/decl_args.h"
#include "core/rules/decl_effect_def.h"

struct ruleset;

/* Word k of action a (id), of kind text: with 'read:
 * after-requirements', read by a draw from the deck of site cards
 * (decl_text_late.c); the number of errors. */
int eng_check_text_late(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Word k of action a (id), with 'shown': a line of characters that show,
 * of a word its made usage shows at its own place (decl_shown.c); the
 * number of errors. */
int eng_check_shown_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The word name of act, a text read after the requirements, that effect
 * what reads at path (draw's card): its place in *w (decl_reveal.c). */
int eng_check_site_card(const struct ruleset *rs, const struct action_def *act,
    const char *name, const char *what, const char *path,
    const struct spos *pos, struct diag_list *errs, int *w);
/* The effect buy-sub-locations of action act at path: its words, of
 * their kinds, its pool's expression, and the claims it needs
 * (decl_buy_subs.c); the number of errors. */
/* The items word x a buy-sub-locations reads as its claim: sub-kinds
 * under a number head, read by-effect, uncounted, one cost and one card
 * field at most (decl_buy_subs_items.c); the number of errors. */
int eng_check_buy_subs_items(const struct ruleset *rs,
    const struct arg_def *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_buy_subs(const struct ruleset *rs, const struct action_def *act,
    struct eff_buy_subs *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect give of action act (NULL: a phase's) at path: its resource
 * found (a word of kind resource or an id) and its expressions compiled;
 * and word k of a (called id), of kind resource: the ruleset has
 * resources (decl_give.c).  The number of errors. */
int eng_check_give(const struct ruleset *rs, const struct action_def *act,
    struct eff_give *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_resource_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect enter-stats of action act at path: its words, of their
 * kinds; and word k of a (called id), of kind piece-kind or stats: the
 * ruleset has pieces tracked one by one, and a stats word is the last,
 * read by an enter-stats (decl_stats.c).  The number of errors. */
int eng_check_enter_stats(const struct ruleset *rs,
    const struct action_def *act, struct eff_stats *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_stats_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect set-units and the words of kind piece-counts it reads
 * (decl_units.c). */
int eng_check_set_units(const struct ruleset *rs,
    const struct action_def *act, struct eff_units *x, const char *path,
    const struct spos *pos, int in_roll, struct diag_list *errs);
int eng_check_counts_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The words of kinds place and tile, word k of action a (and any word
 * with alone): a map of territories with tiles, alone on the first word
 * of kind place only (decl_lay_tile.c). */
int eng_check_place_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect lay-random: a map of territories with tiles
 * (decl_lay_tile.c). */
int eng_check_lay_random(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect lay-tile, its words of kinds place and tile
 * (decl_lay_tile.c). */
int eng_check_lay_tile(const struct ruleset *rs,
    const struct action_def *act, struct eff_lay_tile *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect load or unload (effect) of action act at path: its words, of
 * their kinds, and the numbered zones whose squads carry cargo that it
 * needs; and word k of a (called id), of kind cargo: such zones, the last
 * word, read by a load or an unload (decl_cargo.c).  The number of
 * errors. */
int eng_check_cargo(const struct ruleset *rs, const struct action_def *act,
    struct eff_cargo *x, const char *effect, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_cargo_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect set-board of action act at path: its words, of their kinds,
 * and the numbered zones with colonies it needs; and word k of a (called
 * id), of kind settings: such zones, the last word, read by a set-board
 * (decl_set_board.c).  The number of errors. */
int eng_check_set_board(const struct ruleset *rs,
    const struct action_def *act, struct eff_set_board *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_settings_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect seal-order (x) of action act at path: its words, of their
 * kinds, and the numbered zones and products it needs; word k of a (called
 * id), of kind product: mechanisms.production's products; and the key
 * sealed of action a: a first word naming a player, and a step that
 * carries the sealed commands out (decl_seal.c).  The number of errors. */
int eng_check_seal_order(const struct ruleset *rs,
    const struct action_def *act, struct eff_seal_order *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_product_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect hold-back or remain (name) at path: a map of territories with
 * a dice-pool combat, and its word of kind player (decl_combat_side.c).
 * The number of errors. */
int eng_check_combat_side(const struct ruleset *rs,
    const struct action_def *act, struct eff_combat_side *x,
    const char *name, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect retreat at path: the same, and its word of kind refuge; a
 * word of kind refuge (k of action a, called id) is read by a retreat of
 * its action, which has no repeat (decl_combat_side.c). */
int eng_check_retreat(const struct ruleset *rs, const struct action_def *act,
    struct eff_retreat *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_refuge_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect start-combat at path: the combat on a map of territories,
 * its territory word (no 'none') and its player word (decl_combat_side.c). */
int eng_check_start_combat(const struct ruleset *rs,
    const struct action_def *act, struct eff_start_combat *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effect fire-step at path, of before: refused, its text declared at
 * load where it could be (ruleset_fire_step.c), and without the dice-pool
 * combat on a map of territories (decl_combat_side.c). */
int eng_check_fire_step(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect assign-hits at path: the combat, its player word as
 * hold-back's and its word of kind targets; a word of kind targets (k of
 * action a, called id) is read by an assign-hits of its action, which has
 * no repeat (decl_combat_side.c). */
int eng_check_assign_hits(const struct ruleset *rs,
    const struct action_def *act, struct eff_assign_hits *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
int eng_check_targets_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
int eng_check_sealed(const struct ruleset *rs, const struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
/* The effect duel (x) of action act at path, one the upgrade could not
 * declare: its words, of their kinds, what stopped it (decl_duel.c).
 * The number of errors. */
int eng_check_duel(const struct ruleset *rs, const struct action_def *act,
    struct eff_duel *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* Declared members of a JSON object (decl_json.c): those of the effect
 * data-members (v), item i of the list at path; an action's
 * deferred-json; a requirement's reason (item k of the list at path,
 * given only in a deferred-require).  The number of errors. */
int eng_check_data_members(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int i, int in_roll,
    struct diag_list *errs);
int eng_check_deferred_json(struct ruleset *rs, struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
int eng_check_reason(struct ruleset *rs, const struct action_def *act,
    struct require_def *q, const char *path, int k, const struct spos *pos,
    struct diag_list *errs);
/* Does action a queue its commands (deferred), its list read or kept
 * aside in a kept image until the action is ready (decl_deferred.c)? */
int eng_has_deferred(const struct ruleset *rs, const struct action_def *a);
/* The effect reinforce (x), item i of the list at path: numbered zones,
 * and its expressions compile (decl_reinforce.c).  The number of errors. */
int eng_check_reinforce(struct ruleset *rs, const struct action_def *act,
    struct eff_reinforce *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effects squad-loses and zone-holder (x), item i of the list at path:
 * numbered zones with colonies, and their expressions compile
 * (decl_squad_loses.c, decl_zone_holder.c).  The number of errors. */
int eng_check_squad_loses(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_loses *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs);
int eng_check_zone_holder(struct ruleset *rs, const struct action_def *act,
    struct eff_zone_holder *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect add-producer (x), item i of the list at path: numbered
 * zones with producers, its kind a word of kind producer or a kind's id,
 * its zone's expression compiles (decl_add_producer.c).  The number of
 * errors. */
int eng_check_add_producer(struct ruleset *rs, const struct action_def *act,
    struct eff_add_producer *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs);
/* The effect squad-counts (x), item i of the list at path: numbered
 * zones with colonies, its goods a word of kind away-cargo or cargo, its
 * expressions compile (decl_squad_counts.c).  The number of errors. */
int eng_check_squad_counts(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_counts *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs);
/* The keys of an effect on a squad, at path p (decl_squad_keys.c): a
 * party left out is the actor's, refused where there is none (whose:
 * "that loses", "set"); without nothing, strikers or carriers may both be
 * left out, else it says what the effect then does ("squad-flies sends
 * nothing").  decl_squad_compile compiles the three keys.  The number of
 * errors. */
int decl_squad_party(const struct ruleset *rs, const struct sexpr *party,
    const struct sexpr *strikers, const struct sexpr *carriers,
    const char *nothing, const char *whose, const char *p,
    const struct spos *pos, struct diag_list *errs);
int decl_squad_compile(struct ruleset *rs, const struct action_def *act,
    struct sexpr *party, struct sexpr *strikers, struct sexpr *carriers,
    const char *p, int in_roll, struct diag_list *errs);
/* The effect squad-flies (x), item i of the list at path: numbered
 * zones with colonies and distances, something that flies, its goods a
 * word of kind cargo, its expressions compile (decl_squad_flies.c).  The
 * number of errors. */
int eng_check_squad_flies(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_flies *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs);
/* Word k of a (called id), of kind away-cargo: numbered zones with
 * colonies, the last word, read by a squad-counts (decl_away_cargo.c).
 * The number of errors. */
int eng_check_away_cargo_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect seize (x) of action act at path, left by a text of before:
 * its words, of their kinds, an actor, the lands and mechanisms.attack it
 * needs; word k of a (called id), of kind sources: the last word, read by
 * an each-source (or a seize) (decl_seize.c).  The number of errors. */
int eng_check_seize(const struct ruleset *rs, const struct action_def *act,
    struct eff_seize *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effects action-points, unit-income and count-held (e) at path, of
 * action act (NULL: a phase's): the mechanism or places each reads, an
 * actor, and for unit-income units on a board (decl_income.c).  The
 * number of errors. */
int eng_check_turn_income(const struct ruleset *rs,
    const struct action_def *act, const struct effect_def *e,
    const char *path, const struct spos *pos, struct diag_list *errs);
int eng_check_sources_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effects each-source and take-sources (e) at path, of action act
 * (NULL: a phase's, which has no words): a word of the action of kind
 * sources (decl_seize.c).  The number of errors. */
int eng_check_sources_effect(const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect combat-round (x) at path, of action act (NULL: a phase's):
 * a combat of units or values, or a pool whose sides' pieces have an
 * attack and an armour (x->piece set), its expressions (compiled as
 * in_roll, the bits of the place it stands in, says), its cost's
 * resources and an actor (decl_combat_round.c); its then is
 * decl_effects.c's, with the round bound (ENG_IN_ROUND).  The number of
 * errors. */
int eng_check_combat_round(struct ruleset *rs,
    const struct action_def *act, struct eff_combat_round *x,
    const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);
/* A piece's attack atk thrown by a pool round: one kind of die, counted
 * ("2blue", "d6"): its count (1 to 100) and the die (pointing into
 * atk).  0, or -1 when atk is not of that form (decl_combat_round.c). */
int eng_pool_attack(const struct ruleset *rs, const char *atk, long *count,
    const char **die);
/* The effects fall and reward (e) at path: players named by expressions,
 * pieces tracked one by one for a player who falls, a counted deck for a
 * reward that draws, a player to take from for one that takes
 * (decl_reward.c).  The number of errors. */
int eng_check_fall(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_reward(struct ruleset *rs, const struct action_def *act,
    struct eff_reward *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect play-cards at path: a word of kind modifiers of the action,
 * two players, a counted deck with a hand (decl_play_cards.c).  The
 * number of errors. */
int eng_check_play_cards(struct ruleset *rs, const struct action_def *act,
    struct eff_play_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect set-morale at path: a board of numbered zones, a force of
 * eng_morale_forces (x->fi set), the player and up expressions
 * (decl_morale.c).  The number of errors. */
int eng_check_set_morale(struct ruleset *rs, const struct action_def *act,
    struct eff_set_morale *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* A force's place among eng_morale_forces, or -1 (names_sym_keys.c). */
int eng_morale_force(const char *name);
/* The effect flee-home at path: numbered zones whose squads fly home
 * (mechanisms.flight), the party and the zone expressions
 * (decl_morale.c).  The number of errors. */
int eng_check_flee_home(struct ruleset *rs, const struct action_def *act,
    struct eff_flee_home *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect take-hits at path: a word of the action of kind parties, the
 * zone and the hits expressions, numbered zones whose orbits see battles
 * (decl_orbit_battle.c).  The number of errors. */
/* The effect set-fought at path: numbered zones whose orbits see battles,
 * the zone's expression (decl_orbit_battle.c).  The number of errors. */
int eng_check_set_fought(struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);
int eng_check_take_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_take_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect throw-pools at path: its fires, with who and kind bound,
 * and its heading, on a map of territories with a dice-pool combat
 * (decl_throw_pools.c).  The number of errors. */
int eng_check_throw_pools(struct ruleset *rs, const struct action_def *act,
    struct eff_throw_pools *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect settle-hits at path: the same map and combat; wait an
 * expression of the action's words. */
int eng_check_settle_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_settle_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* Action a's word k of kind modifiers (id the action's): the last word,
 * read by no effect play-cards or by one carried out whenever the
 * command goes through (decl_play_cards.c).  The number of errors. */
int eng_check_modifiers_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* Action a's words of kind modifiers that no play-cards (nor a duel
 * left, refused already) reads, once its expressions and lines are
 * compiled: each read by one of them (rs->mods_read).  The number of
 * errors. */
int eng_check_modifiers_unread(const struct ruleset *rs,
    const struct action_def *a, const char *id, struct diag_list *errs);
/* Word k of action act, of kind modifiers, read by an expression or a
 * line (modifier(), @modifierterms): marked in rs->mods_read while a text
 * loaded is checked (decl_word.c). */
void eng_modifiers_named(const struct ruleset *rs, int k);
/* Does an effect play-cards of action a read its word named name (its
 * effects read): else the terms are read with the words (eng_mod_words),
 * and no card is played. */
int eng_modifiers_played(const struct action_def *a, const char *name);
/* The effect produce or replenish-neutrals (its name, eff) at path: the
 * numbered zones with producers (mechanisms.colonies) it works on are
 * there (decl_produce.c).  The number of errors. */
int eng_check_zones_effect(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effect open-orders at path, of a text of before, declared at load
 * where an action's seal-order was: refused here (decl_seal.c). */
int eng_check_open_orders(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The first phase whose begin carries out the deferred commands
 * (carry-out-deferred), or -1 (decl_seal.c). */
int eng_deferred_phase(const struct ruleset *rs);
/* The ruleset check of an action's deferred and deferred-require (id, at
 * pos), of the effect carry-out-deferred at path (act: the action whose
 * effects have it, or NULL) (decl_deferred.c). */
int eng_check_deferred(struct ruleset *rs, struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
/* Of those, what deferred-require's tests say when they fail (its
 * expressions and lines compiled by decl_requires) (decl_deferred.c). */
int eng_check_deferred_require(const struct action_def *a, const char *id,
    struct diag_list *errs);
int eng_check_carry_deferred(const struct ruleset *rs,
    const struct action_def *act, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect advance-squads at path: numbered zones whose squads fly
 * (mechanisms.flight) are there (decl_send.c). */
int eng_check_advance_squads(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect rank-choosers at path, of a text of before: refused, naming
 * what its declaration at load needs (decl_produce.c). */
int eng_check_rank_choosers(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect list-battles or battles-fought (its name, eff) at path, of
 * a text of before: refused, naming what its declaration at load needs
 * (decl_orbit_battle.c). */
int eng_check_battles_due(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The key unknown of effect e at path: beside refuse, a number of a
 * mechanism, its places into e->unknown_g and e->unknown_k
 * (decl_refuse.c). */
int eng_check_refuse_unknown(struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* Does a game of rs keep the state of cards (a deck of hands, or
 * mechanisms.claims)? */
int rs_cards_kept(const struct ruleset *rs);

/* A word of kind draws, word k of action a (called id): the last word, of
 * an action without repeat, read by a rank-players of the action
 * (decl_standings.c).  The number of errors. */
int eng_check_draws_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* A word of kind resolved, word k of action a (called id), read by the
 * effect resolve of a text of before only, which the load rewrites
 * (decl_resolve.c): refused.  The number of errors. */
int eng_check_resolved_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);

/* An action's round-count, action i of rs (decl_round.c): a player's
 * action, not one that runs a mechanism, counted under a key status
 * --json gives no other; the number of errors. */
int eng_check_round_count(const struct ruleset *rs, int i,
    struct diag_list *errs);

/* A word of kind turn-order (decl_orders.c): read by a set-turn-order
 * of its action, which has no repeat. */
int eng_check_turn_order_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* The effects order-step, start-order and set-turn-order,
 * effect i of the list at path of action act (NULL: a phase's): the
 * orders of a map of territories (mechanisms.orders), a step by its name,
 * a territory word, a turn-order word (decl_orders.c).  The number of
 * errors. */
int eng_check_orders(const struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, int i, const struct spos *pos,
    struct diag_list *errs);
/* The id of the first action with the effect set-placing among its
 * effects, which places the pieces spawn-pieces spawns, or NULL
 * (decl_orders.c). */
const char *rs_spawn_placer(const struct ruleset *rs);
/* The effect spawn-pieces, effect i of the list at path: a map of
 * territories with a spawn (mechanisms.spawn), and an action that places
 * the pieces (decl_orders.c).  The number of errors. */
int eng_check_spawn_pieces(const struct ruleset *rs, const char *path, int i,
    const struct spos *pos, struct diag_list *errs);
/* The effect run-ability (x), item i of the list at path: chiefs with an
 * ability declared, an action with an actor, its expressions compiled
 * (decl_run_ability.c).  The number of errors. */
int eng_check_run_ability(struct ruleset *rs, const struct action_def *act,
    struct eff_run_ability *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect lend-ability (x), item i of the list at path: as
 * run-ability, and its word borrow of kind chief (decl_lend_ability.c).
 * The number of errors. */
int eng_check_lend_ability(struct ruleset *rs, const struct action_def *act,
    struct eff_lend_ability *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs);
/* The word k of kind chief of action a (id): chiefs declared, the last
 * word, read by a lend-ability of the action (decl_ability.c).  The number
 * of errors. */
int eng_check_chief_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);
/* The effect move-units, at path: a map of territories with pieces, its
 * words found (two territories, the units) and its verb given
 * (decl_move_units.c); set-order-way, on a map of territories with orders,
 * its expression compiled (decl_order_way.c).  The number of errors. */
int eng_check_move_units(const struct ruleset *rs,
    const struct action_def *act, struct eff_move_units *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect add-units, at path: a map of territories with units, its
 * words found (a territory not taking 'none', the units) and its player
 * compiled (decl_add_units.c).  The number of errors. */
int eng_check_add_units(const struct ruleset *rs,
    const struct action_def *act, struct eff_add_units *x, const char *path,
    const struct spos *pos, int in_roll, struct diag_list *errs);
int eng_check_set_order_way(struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);

/* The effect orbit-battle (x) of action act at path: its words, of their
 * kinds (the zone a word of its own, the sides the last two words, in
 * their order), an action without repeat, and the
 * numbered zones with colonies and mechanisms.orbit-combat it needs; a
 * word k of kind parties of a (called id) is read by an orbit-battle of
 * its action (decl_orbit_battle.c).  The number of errors. */
int eng_check_orbit_battle(const struct ruleset *rs,
    const struct action_def *act, struct eff_orbit_battle *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* A word k of kind parties of a (called id) read by a combat-round's
 * attacker-parties or defender-parties: no word of an action with repeat
 * (decl_combat_parties.c).  The number of errors. */
int eng_check_round_parties_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* combat-round's sides of parties at path: words of kind parties of the
 * action, two different ones, on a sum; the expressions of its sides
 * (compiled here, with party known on a side of parties) and its
 * party-says (decl_combat_parties.c).  The number of errors. */
int eng_check_round_parties(struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_parties_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);

/* The effects set-turns-held and let-go (e) at path, of action act (NULL:
 * a phase's or a turn's), in a roll's table when in_roll: the places of
 * the board (board.places) whose holders they change are there, and
 * their expressions compile (decl_held.c).  The number of errors. */
/* The effect rank-players at path: its criteria compile, who bound to
 * each player, and its lines (decl_rank.c); 1 or more on error. */
int eng_check_rank_players(struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* rank-players' draws or later (decl_standings.c). */
int eng_check_rank_draws(const struct ruleset *rs,
    const struct action_def *act, struct eff_rank_players *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_held(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect list-players (e) at path: its each line compiles, who bound
 * to each player, its json-each values too and only with the effect's
 * json, their keys each once and none "player"; its says compiles with
 * @list known (decl_list_players.c).  The number of errors. */
int eng_check_list_players(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);

#endif
