/* ruleset_upgrade.h: the decks' slots in the state, and the rewrites of
 * the texts written before a mechanism was declared: each turns the old
 * keys of the merged YAML tree into the declarations that replace them
 * (ruleset_*.c, each named).  One of the parts of ruleset.h, which the
 * program includes. */
#ifndef ARBITER_RULESET_UPGRADE_H
#define ARBITER_RULESET_UPGRADE_H

#include "core/base/diag.h"
#include "core/base/schema.h"
#include "core/rules/decl.h"
#include "core/rules/ruleset_parts.h"

struct ruleset;

/* Decks (decl.h; ruleset_decks.c): the state's counts of deck d start at
 * rs_deck_at(rs, d), rs_deck_slots of them; the mechanisms that draw cards
 * draw from rs_draw_deck (the first counted deck, or -1).  The older keys
 * ('bags', 'mechanisms.deck') of tree t become 'decks'; base is the tree
 * an overlay t goes over, or NULL.  0, or -1 out of memory. */
struct ynode;
int rs_deck_slots(const struct deck_def *d);
/* A piled deck's slots for each owner: its piles' counts, the items drawn
 * unseen, then with 'face-up' the item known on top (or -1). */
int rs_deck_owner_slots(const struct deck_def *d);
/* A piled deck's owners (one, or DECK_OWNERS_MAX with 'per: player') and
 * the index of its pile id, or -1. */
int rs_deck_owners(const struct deck_def *d);
int rs_deck_pile(const struct deck_def *d, const char *id);
int rs_deck_at(const struct ruleset *rs, int d);
int rs_draw_deck(const struct ruleset *rs);
/* The players' decks of cards whose hands are drawn unseen (the first deck
 * 'per: player', 'kinds: cards', with 'unseen-hand'), or -1. */
int rs_hand_deck(const struct ruleset *rs);
/* Is deck d a supply deck: one of cards for the table, in piles (a
 * production sub-location takes its top card)? */
int rs_supply_deck(const struct ruleset *rs, int d);
/* Does deck d give a dealt deck's keys ('deal', 'final', 'left-over',
 * 'kinds: sites'; ruleset_decks_sites.c checks them)?  The deck of site
 * cards ('kinds: sites', dealt), or -1. */
int rs_deck_dealt(const struct deck_def *d);
int rs_site_deck(const struct ruleset *rs);
/* The value of x for a count of players, when x is written with nothing
 * but 'players' and numbers: 0, or -1 (x says something else, or is
 * wrong: its own check says so; ruleset_decks_sites.c). */
int rs_players_value(const struct sexpr *x, long players, long *out);
int rs_decks_upgrade(struct ynode *t, const struct ynode *base);
/* One table of pieces (ruleset_piece_table.c): the kinds of 'pieces' of
 * tree t kept one by one ('tracked: true'; a chief's 'chief: true') move
 * into 'units' and the chiefs' table, where the engine keeps them; with
 * base (the tree an overlay t goes over), an entry for a kind base keeps
 * one by one moves where base has it.  Errors into errs; 0, or -1 out of
 * memory. */
int rs_piece_table(struct ynode *t, const struct ynode *base,
    struct diag_list *errs);
/* Then the supply decks of 'mechanisms.decks.supply' and the copies of
 * 'mechanisms.claims.by-players' (ruleset_decks_supply.c). */
int rs_decks_old_supply(struct ynode *t, const struct ynode *base);
/* Then the site deck of the rows of 'mechanisms.claims.by-players'
 * ('deck', 'aside'; ruleset_decks_sites.c). */
int rs_decks_old_sites(struct ynode *t, const struct ynode *base);
/* The income of old ('mechanisms.income' and the step 'income') of the
 * merged tree root becomes an effect of the phases that paid it
 * (ruleset_economy.c); one it cannot read is an error in errs.  0, or -1
 * out of memory. */
int rs_economy_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.purchase': actions with a price table
 * (ruleset_purchase.c). */
int rs_purchase_upgrade(struct ynode *root, struct diag_list *errs);
/* rank-players' 'ranking: ID' written as the 'by' list of the chain
 * rankings.ID (ruleset_rank_chain.c); one it cannot write is an error in
 * errs.  0, or -1 out of memory. */
int rs_rank_chain_upgrade(struct ynode *root, struct diag_list *errs);
/* An amendment written so, for a game whose text declares the action: its
 * rows fill the action's table instead (base: the game's tree as written).
 * 0, or -1 out of memory. */
int rs_purchase_amend(struct ynode *over, const struct ynode *base);
/* The same for the exchange of old (a faction's 'abilities.exchange'
 * {price} and the command 'exchange' or an action running it): the
 * faction's value 'exchange' and a declared action (ruleset_exchange.c). */
int rs_exchange_upgrade(struct ynode *root, struct diag_list *errs);
/* Each faction's 'abilities.ABILITY' written {KEY: N} before declared
 * actions: N becomes its value ABILITY, and the ability is taken off; or,
 * with flag, its value KEY, and the ability is true (a flag written true
 * or false is today's).  *at: the first faction so written, NULL: none;
 * one written otherwise is an error in errs.  0, or -1 out of memory
 * (ruleset_exchange.c). */
int rs_yability_value(struct ynode *root, const char *ability,
    const char *key, int flag, struct diag_list *errs,
    const struct ynode **at);
/* The same for the command 'draw' of old (an action running the mechanism
 * 'draw', or the command by its name in a text without 'actions'): a
 * declared action drawing from the first counted deck (ruleset_draw.c).
 * 0, or -1 out of memory. */
int rs_draw_upgrade(struct ynode *root);
/* The same for the home of old (the mechanism 'home': an action running
 * it, or the command a phase listed): a declared action with the effect
 * set-home (ruleset_home.c). */
int rs_home_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for the hiring of old ('mechanisms.hire.resource' and the
 * command 'hire' or an action running it): a declared action
 * (ruleset_hire.c). */
int rs_hire_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.buy', 'buyout' and 'grant' and the commands
 * that ran them: declared actions (ruleset_ledger.c). */
int rs_ledger_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.move' (an action running 'march', or the
 * command 'move'): tallies and a declared action (ruleset_move.c). */
int rs_move_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for adjust and disband (an action running them, a phase's
 * commands listing disband, adjust on a board of lands): declared actions
 * (ruleset_correct.c).  0, or -1 out of memory. */
int rs_correct_upgrade(struct ynode *root);
/* The actions of tree root that run verb (run: VERB) become the declared
 * action text, keeping their help, phase and set-up; with by_name, when
 * none does and no action is called verb, the action verb is added
 * (ruleset_declare.c).  0, or -1 out of memory. */
int rs_run_declare(struct ynode *root, const char *verb, const char *text,
    int by_name);
/* The same, keeping the usage line of an action that ran verb too (the
 * mechanism refused a count of words with it; ruleset_declare.c). */
int rs_run_declare_usage(struct ynode *root, const char *verb,
    const char *text, int by_name);
/* The same for top: a declared action (ruleset_top.c). */
int rs_top_upgrade(struct ynode *root);
/* The same for score: a declared action (ruleset_score.c). */
int rs_score_upgrade(struct ynode *root);
/* The same for captives and their release of old: the effect
 * KEY_CAPTURE_OLD renamed capture, and words.captive the words of before
 * where the text used a name of before; a faction's 'abilities.
 * KEY_CAPTURES' {KEY_RELEASE_PRICE}, and the command KEY_RELEASE_CMD or an
 * action running it: the flag KEY_CAPTURES, the faction's value
 * KEY_RELEASE_PRICE and a declared action with the effect release
 * (ruleset_release.c). */
int rs_release_upgrade(struct ynode *root, struct diag_list *errs);
/* Goal cards drawn by the mechanism 'goal' (run: goal, or the command
 * KEY_GOAL_CMD by its name) and a faction's ability KEY_GOAL_DRAW: the
 * declared action, its tally and the faction's value
 * (ruleset_goal.c); 0, or -1 out of memory. */
int rs_goal_upgrade(struct ynode *root);
/* Cards picked by the mechanism 'pick' (run: pick, or the command
 * KEY_PICK_CMD by its name where a phase lists it), a faction's ability
 * KEY_PICK_SEARCH and its card KEY_PICKS: the declared action, the
 * faction's value and its start-card
 * (ruleset_pick.c); 0, or -1 out of memory. */
int rs_pick_upgrade(struct ynode *root);
/* Does phase ph (id) have cards picked in it: its commands list the
 * command, or an action of it marks a player done (ruleset_pick.c)? */
int rs_ypicked_in(const struct ynode *root, const struct ynode *ph,
    const char *id);
/* Does an action of phase ph (id), or the phase's commands, activate a
 * territory (the effect start-order, or the command of old)?  The
 * action's id into *verb when one does (ruleset_turn_done.c). */
int rs_yactivates_in(const struct ynode *root, const struct ynode *ph,
    const char *id, const char **verb);
/* Each faction's 'abilities.ABILITY: true' of old becomes its value
 * ABILITY (1), and the ability is taken off; *any: a faction has the
 * value now (ruleset_pick.c).  0, or -1 out of memory. */
int rs_ytrue_value(struct ynode *root, const char *ability, int *any);
/* Building by the mechanism 'build' (run: build, or the command by its
 * name where a phase lists it) and a faction's ability 'unlimited-home':
 * the declared action and the faction's value (ruleset_build.c); 0, or -1
 * out of memory. */
int rs_build_upgrade(struct ynode *root);
/* A faction's abilities of old, the last upgrade that reads them:
 * 'unstacked-home', 'free-arrival' and KEY_CAPTURES become its values (and
 * the territories' no-stack-limit and arrival.free that read the first
 * two), the mapping is taken out, and a name no upgrade read, or one of
 * these neither true nor false, is an error in errs (ruleset_powers.c);
 * 0, or -1 out of memory. */
int rs_powers_upgrade(struct ynode *root, struct diag_list *errs);
/* Then 'mechanisms.territories.arrival.free': the effect give-arrival,
 * for each player, last in the leave of each phase in which pieces are
 * built, and the key taken out (ruleset_give_arrival.c).  0, or -1 out of
 * memory. */
int rs_give_arrival_upgrade(struct ynode *root);
/* Then every effect build of before, its player the actor and its words
 * of their kinds (territory, piece-counts), on a map of territories with
 * pieces, rewritten into what rulesets/aldarra-reborn.yaml declares for
 * its build (ruleset_build_fx.c); then one it left is an error in errs
 * saying what it needs, and is taken out.  0, or -1 out of memory. */
int rs_build_fx_upgrade(struct ynode *root);
void rs_build_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for lay-tiles, the only effect of an action whose only word,
 * of kind layout, it reads, on a map of territories with tiles: the
 * action's words, repeat and effect rewritten into what
 * rulesets/aldarra-reborn.yaml declares for its lay (ruleset_lay_fx.c);
 * then one it left, and a word of kind layout left, are errors. */
int rs_lay_fx_upgrade(struct ynode *root);
void rs_lay_fx_left(struct ynode *root, struct diag_list *errs);
/* The words, groups and effect of the declared lay, as the mechanism
 * lay and the command of old (ruleset_lay.c) and lay-tiles
 * (ruleset_lay_fx.c) are rewritten. */
#define RS_LAY_DECL \
    "args:\n" \
    "  - {name: place, kind: place, alone: random}\n" \
    "  - {name: tile, kind: tile}\n" \
    "repeat: 2\n" \
    "effects:\n" \
    "  - lay-tile: {at: place, tile: tile}\n"
/* The same for load and unload of before (the effects rs_cargo_upgrade
 * declares, and those a text declared), in an action with an actor, its
 * words of their kinds (region, cargo), on numbered zones whose squads
 * carry cargo: requirements kind by kind of the goods and cargo-on or
 * cargo-off, as rulesets/ashes-of-empire.yaml declares its load and
 * unload (ruleset_cargo_fx.c); then one it left, in an action or a
 * phase, is an error. */
int rs_cargo_fx_upgrade(struct ynode *root);
void rs_cargo_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for order-move of before, on a map of territories with
 * orders, its words of their kinds (territory, piece-counts): what
 * rulesets/aldarra-reborn.yaml declares for its fly, and the action's
 * 'does: travel' (ruleset_move_fx.c); then one it left is an error. */
int rs_move_fx_upgrade(struct ynode *root);
void rs_move_fx_left(struct ynode *root, struct diag_list *errs);
/* Then the effect hand-over of before, a region changing hands: each
 * player's pieces there removed and the actor's placed, as
 * rulesets/bernard.yaml declares for its buyout (ruleset_handover_fx.c);
 * then one it left is an error. */
int rs_handover_fx_upgrade(struct ynode *root);
void rs_handover_fx_left(struct ynode *root, struct diag_list *errs);
/* Then the effect use-ability of before, the actor's chief's ability used
 * (or another's borrowed): the requirements and the ifs of lend-ability
 * and run-ability rulesets/adellos.yaml declares for its ability
 * (ruleset_ability_fx.c); then one it left is an error. */
int rs_ability_fx_upgrade(struct ynode *root);
void rs_ability_fx_left(struct ynode *root, struct diag_list *errs);
/* Then the effect make-neutral of before, a numbered zone left to the
 * neutrals: the general zone-holder, as rulesets/ashes-of-empire.yaml
 * declares for its revolts (ruleset_neutral_fx.c); then one it left is
 * an error. */
int rs_neutral_fx_upgrade(struct ynode *root);
void rs_neutral_fx_left(struct ynode *root, struct diag_list *errs);
/* Then the effect put-out of before, the player who acts out of the game:
 * the general fall: me, as rulesets/ashes-of-empire.yaml declares for
 * its players left with nothing (ruleset_put_out_fx.c); then one it left
 * is an error. */
int rs_put_out_fx_upgrade(struct ynode *root);
void rs_put_out_fx_left(struct ynode *root, struct diag_list *errs);
/* Then the program's command 'pass' of old, on a map of territories: a
 * declared action 'pass' where the text has none, and
 * 'mechanisms.orders.pass' taken out (ruleset_pass.c).  0, or -1 out of
 * memory. */
int rs_pass_upgrade(struct ynode *root);
/* First, before the options are applied: an overlay of before that sets
 * 'mechanisms.orders.pass' over a text that declares its own action
 * 'pass' (no 'run') chooses that value of the text's choice option
 * 'pass' by default, as the option's 'set' of before wrote the key (a
 * '--option pass=...' still chooses); a text without that option or
 * value gets an error in errs saying what to write (ruleset_pass.c).  0,
 * or -1 out of memory. */
int rs_pass_option_upgrade(struct ynode *root, struct diag_list *errs);
/* Has faction f the value id, other than 0 (ruleset_powers.c)? */
int rs_faction_flag(const struct faction_def *f, const char *id);
/* The same for 'mechanisms.KEY_LINK' (an action running 'link', or the
 * command of that name a phase lists): a declared action on a body word,
 * port(), linked() and the effect link (ruleset_link.c).  0, or -1 out of
 * memory; a mechanism not as it was read before is an error in errs. */
int rs_link_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for remove, swap and counters (an action running them, or the
 * command by its name in a ruleset with units or chiefs, swap where a
 * phase lists it, counters in a text that declared no actions: bare, as
 * it was before the upgrades added any): declared actions
 * (ruleset_tracked.c).  0, or -1 out of memory. */
int rs_tracked_upgrade(struct ynode *root, int bare);
/* The same for 'mechanisms.supply' without the tally of the supply taken,
 * TALLY_SUPPLIED: the tally, added; and for the command that took the
 * supply (an action running collect or supply or, in a text of no
 * actions, the command by its name) and the phase step 'supply': the
 * declared action and the phase's effects and end-require
 * (ruleset_supply.c).  0, or -1 out of memory. */
int rs_supply_upgrade(struct ynode *root, struct diag_list *errs, int bare);
/* The same for place (an action running it, or the command by its name in
 * a ruleset whose setup places the bodies): a declared action on a body
 * word, setup, field() and the effect roll-position (ruleset_place.c).  0,
 * or -1 out of memory. */
int rs_place_upgrade(struct ynode *root);
/* The same for play (an action running it, or the command by its name in
 * a text without actions, with a counted deck that has a hand): a
 * declared action over the hand's resource (ruleset_play.c).  0, or -1
 * out of memory. */
int rs_play_upgrade(struct ynode *root, int bare);
/* The same for card (an action running it, or the command by its name
 * in a ruleset whose game keeps its cards): a declared action
 * (ruleset_card_set.c).  0, or -1 out of memory. */
int rs_card_set_upgrade(struct ynode *root);
/* The same for commit (an action running it, or the command by its name
 * in a ruleset of the card mechanisms' claims): a declared action
 * (ruleset_commit.c).  0, or -1 out of memory. */
int rs_commit_upgrade(struct ynode *root);
/* The same for arrive and settle (an action running them, or the commands
 * by their names on a map of territories): declared actions with the
 * effects place-home and place-arrival (ruleset_arrival.c), refused into
 * errs where the home's or the arrival piece's name has what a line
 * cannot say.  0, or -1 out of memory. */
int rs_arrival_upgrade(struct ynode *root, struct diag_list *errs);
/* Every effect place-home and place-arrival (of a text of before, or of
 * those declarations) whose 'at' is a word of kind territory rewritten
 * into the effects rulesets/aldarra-reborn.yaml declares for its arrive
 * and settle, in the ruleset's names (ruleset_home_fx.c); then one it
 * left is an error in errs saying what it needs, and is taken out.  0,
 * or -1 out of memory. */
int rs_home_fx_upgrade(struct ynode *root);
void rs_home_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for 'units' (run: units, or the program's command by its name
 * on a map of territories): a declared action with the effect set-units
 * (ruleset_units.c).  0, or -1 out of memory. */
int rs_units_upgrade(struct ynode *root);
/* Declare verb (text) in root, an action that runs its mechanism or, on a
 * map of territories, the program's command by its name; without a map,
 * an action (head: its program-style, help, usage lines) that every use
 * misuses, as the command was (ruleset_declare.c).  0, or -1 out of
 * memory. */
int rs_terr_declare(struct ynode *root, const char *verb, const char *text,
    const char *head);
/* The same for 'lay' (ruleset_lay.c): a place word and a tile word given
 * again in pairs, and the effect lay-tile. */
int rs_lay_upgrade(struct ynode *root);
/* The same for turnorder and activate (ruleset_order_start.c): the
 * effects set-turn-order and start-order.  0, or -1 out of memory. */
int rs_order_start_upgrade(struct ynode *root);
/* The end-require of a phase in whose turns a territory is activated,
 * for a text whose end-require reads no order_region: a turn ends with an
 * order placed, passed, or without order tokens, as the program checked
 * it before (ruleset_turn_done.c). */
int rs_turn_done_upgrade(struct ynode *root);
/* Old texts' 'run: reveal', or the command by name in a game of the
 * claims, rewritten into the declared reveal (ruleset_reveal.c). */
int rs_reveal_upgrade(struct ynode *root);
/* Old texts' 'run: claim' (or 'run: land'), or the command 'land' by name
 * in a game of the claims, rewritten into the declared land
 * (ruleset_claim.c). */
int rs_claim_upgrade(struct ynode *root);
/* The same for trade (mechanisms.trade, and an action running it or, in
 * a text of no actions (bare: it declared none, before the upgrades
 * added any), the command by its name): a declared action
 * (ruleset_trade.c).  0, or -1 out of memory. */
int rs_trade_upgrade(struct ynode *root, int bare);
/* The same for tile (an action running it or, in a text of no actions
 * with pieces tracked one by one, the command by its name): a declared
 * action (ruleset_tile.c).  0, or -1 out of memory. */
int rs_tile_upgrade(struct ynode *root, int bare);
/* Old texts' 'run: resolve', or the command by name in a game of the
 * claims, rewritten into the declared resolve (ruleset_resolve.c). */
int rs_resolve_upgrade(struct ynode *root);
/* The same for load and unload (numbered zones whose squads carry cargo,
 * and an action running one or, in a text of no actions, the command by
 * its name): a declared action with the effect load or unload of before
 * (ruleset_cargo.c), which rs_cargo_fx_upgrade rewrites.  0, or -1 out
 * of memory. */
int rs_cargo_upgrade(struct ynode *root, int bare);
/* The same for the correction of a zone's board (numbered zones with
 * colonies, the mechanism 'tally' or the command by its name when bare):
 * a declared action with a word of kind settings and the effect set-board
 * (ruleset_zone_board.c).  0, or -1 out of memory. */
int rs_zone_board_upgrade(struct ynode *root, int bare);
/* The same for summon ('mechanisms.summon' {per-round}, and an action
 * running it or the command by its name): a declared action with
 * round-count, the count its limit (ruleset_summon.c).  0, or -1 out of
 * memory. */
int rs_summon_upgrade(struct ynode *root);
/* A chief's ability of old that drew cards ('draw: N') or brought a token
 * ('token: UNIT'): its effects (ruleset_chief_ability.c); 0, or -1 out
 * of memory. */
int rs_chief_ability_upgrade(struct ynode *root);
/* The values a unit or a chief gave as its own keys before 'values'
 * (ruleset_kind_values.c); with defaults, those the keys had when not
 * given (a merged tree's; not an amendment's, which fills only what it
 * says).  0, or -1 out of memory. */
int rs_kind_values_upgrade(struct ynode *root, int defaults);
/* A counted piece's armour of before, a key of its own and of its
 * upgraded side, under 'values' (ruleset_piece_values.c); one text
 * giving both is refused into errs.  0, or -1 out of memory. */
int rs_piece_values_upgrade(struct ynode *root, struct diag_list *errs);
/* A chief's 'modifiers' of fixed keys of before, as 'start', 'flags',
 * 'modifiers' and 'unit-modifiers' (ruleset_chief_mods.c).  0, or -1 out
 * of memory. */
int rs_chief_mods_upgrade(struct ynode *root);
/* The same for explore (an action running scout or, in a text of no
 * actions with mechanisms.explore, the command by its name): a declared
 * action with the effects order-step and set-territory
 * (ruleset_explore.c).  0, or -1 out of memory. */
int rs_explore_upgrade(struct ynode *root, int bare,
    struct diag_list *errs);
/* The steps of an order of a text that declares none (mechanisms.orders
 * without steps): those of before, movement, combat and explore, with the
 * refusal they had (ruleset_order_steps.c).  0, or -1 out of memory. */
int rs_order_steps_upgrade(struct ynode *root);
/* Does the order (mechanisms.orders.steps) have the step name?  1 where
 * no steps are declared (those of before) or no orders are. */
int rs_order_steps_have(const struct ynode *root, const char *name);
/* The actions that run the mechanism run, which takes the order's step
 * of before step, where the order's declared steps lack it: each refused
 * at its 'run' into errs (saying to declare the action with order-step
 * and the effect fx) and 1 returned, the upgrade leaving them; else 0. */
int rs_order_steps_runs(const struct ynode *root, const char *run,
    const char *step, const char *fx, struct diag_list *errs);
/* The same for spawn (an action running it or, in a text of no actions
 * with mechanisms.spawn, the command by its name): a declared action with
 * the effect place-spawned of before (ruleset_spawn.c), which
 * rs_spawned_fx_upgrade rewrites.  0, or -1 out of memory. */
int rs_spawn_upgrade(struct ynode *root, int bare);
/* The same for ability (an action running it or, in a text of no actions
 * with chiefs, the command by its name): a declared action with a word of
 * kind chief and the effect use-ability of before (ruleset_ability.c),
 * which rs_ability_fx_upgrade rewrites.  0, or -1 out of memory. */
int rs_ability_upgrade(struct ynode *root, int bare);
/* The same for the moves of an order (run: travel, or the program's
 * commands fly and travel by name in a text without actions on a map of
 * territories): a declared action with the effects order-step and
 * order-move of before (ruleset_travel.c), which rs_move_fx_upgrade
 * rewrites.  0, or -1 out of memory. */
int rs_travel_upgrade(struct ynode *root, int bare,
    struct diag_list *errs);
/* The steps of turns.end-of-round that are declared now, taken off the
 * list and put first in turns.round-end as the effects that say their
 * lines (ruleset_round_end.c).  0, or -1 out of memory. */
int rs_round_end_upgrade(struct ynode *root);
/* The steps time-counters of turns.end-of-turn taken off the list and put
 * last in turns.turn-end as the effect count-down, while the game goes on
 * (ruleset_counters_fx.c), where pieces are tracked one by one; then one
 * it left (none are) is an error in errs, and is taken out.  0, or -1
 * out of memory. */
int rs_counters_fx_upgrade(struct ynode *root);
void rs_counters_fx_left(struct ynode *root, struct diag_list *errs);
/* board.empty-held-note set where the text does not say it and
 * turns.turn-end lets a place go (ruleset_empty_held.c).  0, or -1 out
 * of memory. */
int rs_empty_held_upgrade(struct ynode *root);
/* The same for a player's words in the dice-pool combat (run: delay, run:
 * remain, run: retreat, or the program's commands by those names in a
 * text without actions with the combat): declared actions with the
 * effects hold-back, remain and retreat (ruleset_combat_side.c).  0, or
 * -1 out of memory. */
int rs_combat_side_upgrade(struct ynode *root, int bare);
/* The same for order (numbered zones with mechanisms.production, and an
 * action running it or, in a text of no actions, the command by its
 * name): a sealed declared action with the effect seal-order
 * (ruleset_order.c).  0, or -1 out of memory. */
int rs_order_upgrade(struct ynode *root, int bare);
/* The same for landing (numbered zones with mechanisms.landing, and an
 * action running assault or, in a text of no actions, the command
 * 'landing' by its name): a declared action with the effect landing of
 * before (ruleset_landing.c), which rs_landing_fx_upgrade rewrites with
 * every other.  0, or -1 out of memory. */
int rs_landing_upgrade(struct ynode *root, int bare);
/* Every effect landing of an action with an actor, whose words are of
 * their kinds, rewritten into the requirements and general effects
 * rulesets/ashes-of-empire.yaml declares for its landing, on a board with
 * numbered zones, colonies and mechanisms.landing (ruleset_landing_fx.c;
 * rs_landing_upgrade calls it).  0, or -1 out of memory. */
int rs_landing_fx_upgrade(struct ynode *root);
/* An effect of a text of before rewritten at load by a template: key,
 * the effect; keys, the n keys naming words of the action, of kinds
 * (their names in args), each @A@, @B@, ... of tpl in turn
 * (ruleset_fx_rewrite.c). */
#define RS_FX_KEYS 6
struct rs_fx_form {		/* names in place: no address to write at
				   every start (tests/check-startup.sh) */
	char key[16];
	int n;
	char keys[RS_FX_KEYS][12], kinds[RS_FX_KEYS][12];
	const char *tpl;
};
/* tpl appended to b, each @X@ (X from 'A', n of them) replaced by
 * v[X - 'A'] where that is not NULL. */
struct strbuf;
void rs_fx_fill(struct strbuf *b, const char *tpl, const char *const *v,
    int n);
/* The items of seq put after those of the sequence under key of map
 * (an action's require: the refusals of an effect of before, last
 * among the action's), set there: 0, or -1 out of memory (seq is
 * consumed; under key no sequence: it stays, for the check). */
int rs_yseq_last(struct ynode *map, const char *key, struct ynode *seq);
/* The text under key of the map under key0 of root ('sites', 'one'), or
 * fallback. */
const char *rs_ytext_or(const struct ynode *root, const char *key0,
    const char *key, const char *fallback);
/* Has the text numbered zones (board.zones) with mechanisms.colonies,
 * and mechanisms.ALSO when also is not NULL?  (Where the effects of
 * before that these rewrite ran.) */
int rs_fx_on_zones(const struct ynode *root, const char *also);
/* The effect key of item, a map, when it is alone in the item: an item
 * of other keys too (says, json, another effect) is not rewritten, for
 * the rewrite would lose them; NULL. */
const struct ynode *rs_fx_alone(const struct ynode *item, const char *key);
/* An item of a list of effects (rs_fx_lists): item k of eff, within the
 * action act or NULL (a phase's, a turn's, a combat's, a routine's
 * list...); own: eff is a list of the action's own (its effects,
 * after-groups...), not one within an effect; list: where eff is, for
 * rs_fx_path. */
struct rs_fx_frame;
struct rs_fx_at {
	struct ynode *act, *eff;
	int k, own;
	const struct rs_fx_frame *list;
};
/* The path of the item at ("phases.x.begin[2]") added to b, whole (an
 * action's id has any length); sb_str(b). */
struct strbuf;
const char *rs_fx_path(const struct rs_fx_at *at, struct strbuf *b);
/* fn given every item of every list of effects of root, wherever the
 * schema lists effects, and of the routines (ruleset_fx_lists.c): fn
 * returns 0 (counted), 1 or -1 (out of memory: the walk stops).  How
 * many it counted, or -1.  key: the effect fn looks for, none when no
 * mapping of root has it (NULL: every item). */
typedef int rs_fx_visit_fn(const struct rs_fx_at *at, void *arg);
int rs_fx_lists(struct ynode *root, const char *key, rs_fx_visit_fn *fn,
    void *arg);
/* Has a mapping that is an item of a list within n the key (where an
 * effect of before would stand)? */
int rs_fx_has(const struct ynode *n, const char *key);
/* Each effect key (rs_fx_alone) in a list of effects of root (every
 * one, rs_fx_lists), item k of eff, given to fn, which declares it: 0,
 * -1 out of memory, 1 not one to declare; act is the action whose
 * effects eff is, or NULL (any other list: there no word of an action
 * is read, and fn declares only what needs none).  How many were
 * declared, or -1 out of memory. */
typedef int rs_fx_declare_fn(struct ynode *act, struct ynode *eff, int k,
    const struct ynode *x, void *arg);
int rs_fx_each(struct ynode *root, const char *key, rs_fx_declare_fn *fn,
    void *arg);
/* Each word of kind `kind` of an action of root (the text's
 * 'actions.ID.args' lists), item k of args, given to fn with its action
 * (id, node): 0 goes on, any other value stops the walk and is returned;
 * 0 when all were given. */
typedef int rs_yarg_fn(const char *id, struct ynode *act,
    struct ynode *args, int k, void *arg);
int rs_yargs_each(struct ynode *root, const char *kind, rs_yarg_fn *fn,
    void *arg);
/* Then each word of kind `kind` left (its rewrite did not take it) is an
 * error in errs, "a word of kind KIND of a text of before is read only
 * NEEDS". */
void rs_yargs_left(struct ynode *root, const char *kind, const char *needs,
    struct diag_list *errs);
/* Every effect f->key of an action whose words are of their kinds
 * rewritten: 0, or -1 out of memory. */
int rs_fx_rewrite(struct ynode *root, const struct rs_fx_form *f);
/* Then one left is an error in errs, "... is read only NEEDS" (and only
 * alone in its item), and is taken out. */
void rs_fx_left(struct ynode *root, const char *key, const char *needs,
    struct diag_list *errs);
/* ... one whose rewrite keeps the key also beside it (its says): the
 * error says so, and names a key beside it other than also. */
void rs_fx_left_beside(struct ynode *root, const char *key,
    const char *also, const char *needs, struct diag_list *errs);
/* Every effect equip of a text of before whose words are of their kinds
 * (holding, producer) rewritten into the general effects
 * rulesets/ashes-of-empire.yaml declares for its action
 * (ruleset_equip_fx.c); then one it left is an error in errs saying what
 * it needs, and is taken out.  0, or -1 out of memory. */
int rs_equip_fx_upgrade(struct ynode *root);
void rs_equip_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for set-squad, its words a party, a region, two numbers and
 * an away-cargo, into what ashes-of-empire.yaml declares for its own
 * action (ruleset_squad_fx.c). */
int rs_squad_fx_upgrade(struct ynode *root);
void rs_squad_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for send-squad, its words two regions, two numbers and a
 * cargo (or none) (ruleset_send_fx.c). */
int rs_send_fx_upgrade(struct ynode *root);
void rs_send_fx_left(struct ynode *root, struct diag_list *errs);
/* Every effect place-spawned of a text of before (or of the spawn
 * rs_spawn_upgrade declares) whose territory is a word of kind territory
 * rewritten into the general effects rulesets/aldarra-reborn.yaml
 * declares for its action spawn (ruleset_spawned_fx.c); then one it left
 * is an error in errs saying what it needs, and is taken out.  0, or -1
 * out of memory. */
int rs_spawned_fx_upgrade(struct ynode *root);
void rs_spawned_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for set-explored: 'set-territory: {at: PLACE, explored: 1}'
 * (ruleset_explored_fx.c). */
int rs_explored_fx_upgrade(struct ynode *root);
void rs_explored_fx_left(struct ynode *root, struct diag_list *errs);
/* Then an effect landing the rewrite left (it is no effect of today's) is
 * an error in errs saying what it needs, and is taken out. */
void rs_landing_fx_left(struct ynode *root, struct diag_list *errs);
/* The same for send (numbered zones with mechanisms.flight, and an
 * action running it or, in a text of no actions, the command by its
 * name): a declared action with the effect send-squad (ruleset_send.c).
 * 0, or -1 out of memory. */
int rs_send_upgrade(struct ynode *root, int bare);
/* The same for the correction of a squad (numbered zones with colonies,
 * the mechanism 'station' or, in a text of no actions, the command by its
 * name): a declared action with the effect set-squad (ruleset_squad.c).
 * 0, or -1 out of memory. */
int rs_squad_upgrade(struct ynode *root, int bare);
/* The same for a battle in a zone's orbit (numbered zones with colonies
 * and mechanisms.orbit-combat, the mechanism 'battle' or, in a text of no
 * actions, the command by its name): a declared action with the effect
 * orbit-battle (ruleset_orbit_battle.c).  0, or -1 out of memory. */
int rs_orbit_battle_upgrade(struct ynode *root, int bare);
/* Every orbit-battle of an action's effects, its words plain names, on a
 * tree with mechanisms.orbit-combat, replaced by its declaration
 * (combat-round with sides of parties: ruleset_orbit_round.c): 0, or -1
 * out of memory. */
int rs_orbit_round_upgrade(struct ynode *root);
/* The same for the attack of a piece on another (mechanisms.duel, and an
 * action running attack or the command by its name, or the effect duel):
 * a declared action with the effect combat-round, mechanisms.duel taken
 * out, refused into errs without pieces, beside mechanisms.attack or
 * with a combat that is no contest without dice (ruleset_duel.c).  0, or
 * -1 out of memory. */
int rs_duel_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for an attack on a land of an orbit board (an action running
 * the mechanism 'seize', or 'attack' without mechanisms.duel, or where a
 * phase lists it the command 'attack' by its name): a declared action
 * with a word of kind sources, each-source and combat-round; the effect
 * seize of such an action declared so (ruleset_seize.c).  0, or -1 out of
 * memory. */
int rs_seize_upgrade(struct ynode *root);
/* A phase on a map whose 'steps' list KEY_REVEAL_PICKS (a text
 * written before): the step's line first in the phase's 'begin'
 * (ruleset_map_steps.c).  0, or -1 out of memory. */
int rs_map_steps_upgrade(struct ynode *root);
/* A text written before whose phases list the steps of the sites
 * (reveal-sites, draw-hands, resolve-sites) with mechanisms.claims: each
 * the phase's begin, effects and end-require that say and check the same
 * (ruleset_site_steps.c).  0, or -1 out of memory. */
int rs_site_steps_upgrade(struct ynode *root);
/* The same for the phase steps 'action-points' and 'unit-income' of a
 * player's turn: the phase's effects, with the value holds() and the
 * effects set and unit-income (ruleset_income.c).  0, or -1 out of
 * memory. */
int rs_income_upgrade(struct ynode *root);
/* The phase steps raw-materials, neutrals-replenish, orders-open, the
 * squads' advance, order-rank and battles-due of a text of before: the
 * effects produce, replenish-neutrals, open-orders, advance-squads,
 * rank-choosers and list-battles first in the phase's begin, order-rank's
 * check first in its end-require, battles-due's (battles-fought) first in
 * its leave (ruleset_zone_steps.c).  0, or -1 out of memory. */
int rs_zone_steps_upgrade(struct ynode *root);
/* The check of root's 'reach' victories as a phase's begin declares it
 * (declare-winner, each-player-in-turn), every node at the position of
 * at; NULL when root declares none an expression can name, or out of
 * memory.  Every effect 'reach-win: true' of a text of before replaced by
 * it (ruleset_winner.c): 0, or -1 out of memory. */
struct ynode *rs_win_check(const struct ynode *root, const struct ynode *at);
int rs_winner_upgrade(struct ynode *root);
/* The win by zones held (mechanisms.game-end hold-to-win) declared after
 * every 'hold-win: true' of a text of before, which it was part of
 * (ruleset_hold_win.c): 0, or -1 out of memory. */
int rs_hold_win_upgrade(struct ynode *root);
/* Every effect 'action-points: true' of a text of before with
 * mechanisms.action-points read as the declaration of the turn's action
 * points (ruleset_ap_decl.c): 0, or -1 out of memory. */
int rs_ap_decl_upgrade(struct ynode *root);
/* The players left with no zone and no squad put out in a text of
 * before's round-end: the declaration (each-player, squad_pieces,
 * fall: me) put before its hold-win, which did it (ruleset_hold_out.c).
 * 0, or -1 out of memory. */
int rs_hold_out_upgrade(struct ynode *root);
/* The effect fire-step of an action's effects, in a text with the
 * dice-pool combat on a map of territories, declared: the refusals as
 * requirements last, throw-pools and settle-hits in its place
 * (ruleset_fire_step.c).  0, or -1 out of memory. */
int rs_fire_step_upgrade(struct ynode *root);
/* Every effect 'settle-hits: true' of a text of before replaced by the
 * declaration of its rule, wait and order (ruleset_settle_hits.c): 0, or
 * -1 out of memory. */
int rs_settle_hits_upgrade(struct ynode *root);
/* mechanisms.dice-pool's 'coin' and 'per-unit' of a text written before,
 * and the captives a faction's ability took, declared as the pool
 * combat's destroyed effects (ruleset_destroyed.c), those that cannot be
 * refused into errs: 0, or -1 out of memory. */
int rs_destroyed_upgrade(struct ynode *root, struct diag_list *errs);
/* mechanisms.dice-pool's 'vp' and 'hold' of a text written before (the
 * attacker left alone on the territory scored hold of vp, each end of a
 * combat with a line of the program's) declared as the pool combat's
 * over effects (ruleset_over.c), those that cannot be refused into errs:
 * 0, or -1 out of memory. */
int rs_over_upgrade(struct ynode *root, struct diag_list *errs);
/* The keys of mechanisms.dice-pool a text written before gave (key, with
 * count, "1" when absent) for the pool combat's list of effects list
 * (ruleset_destroyed.c): 1 when they are to be declared in o->into, 0
 * when there is nothing to write (none given; a combat of another mode,
 * both keys then taken out; what cannot be written so, left for the
 * schema to refuse). */
struct rs_pool_old {
	struct ynode *dp, *at, *into;
	const char *value, *n;
};
int rs_pool_old_keys(struct ynode *root, const char *key, const char *count,
    const char *list, struct rs_pool_old *o);
/* The declaration written into b parsed as list of o->into, the two keys
 * taken out: 0, or -1 out of memory (b released). */
int rs_pool_old_write(struct rs_pool_old *o, struct strbuf *b,
    const char *key, const char *count, const char *list);
/* The keys of before (key, count) still under mechanisms.dice-pool once
 * the upgrade is done (the pool combat declares its list already, or they
 * could not be written so: a key given in an overlay over a ruleset of
 * now) refused into errs, each naming the list of effects that replaced
 * it and an effect doing the same (scores: the attacker's score of over,
 * else the owner's pay of destroyed), and taken out. */
void rs_pool_old_refuse(struct ynode *root, const char *key,
    const char *count, const char *list, int scores,
    struct diag_list *errs);
/* A text whose effects say 'spawn-pieces: true' (the spawn of
 * mechanisms.spawn in the program) has each replaced by the spawn's
 * declaration: add-spawned, a calm roll, start-placing and the first
 * placer's line (ruleset_spawn_pieces.c).  0, or -1 out of memory. */
int rs_spawn_pieces_upgrade(struct ynode *root);
/* The end-of-game dice of mechanisms.game-end declared (a roll with a
 * target, declare-winner) in place of every 'end-roll: true' of a text of
 * before whose game-end gives a count of a die to throw
 * (ruleset_end_roll.c): 0, or -1 out of memory. */
int rs_end_roll_upgrade(struct ynode *root);
/* The revolts of a round's end declared (each-region, folk, militia,
 * say, zone-holder) in place of every 'revolts: true' of a text of
 * before on a board of numbered zones (ruleset_revolts.c): 0, or -1 out
 * of memory. */
int rs_revolts_upgrade(struct ynode *root);
/* The marks of a round's end cleared as declared (clear-marks: [rest,
 * fought]) in place of every 'squads-rest: true' of a text of before on a
 * board of numbered zones, and the squads' flight (each-squad-in-flight,
 * fly-on) in place of every 'advance-squads: true' (ruleset_flight.c): 0,
 * or -1 out of memory. */
int rs_flight_upgrade(struct ynode *root);
/* Every effect 'unit-income: true' of a text of before with
 * mechanisms.unit-income and a counted deck read as the declaration of
 * what the actor's units bring (sum_pieces, @piecevalues, a gain and a
 * draw; ruleset_unit_income.c): 0, or -1 out of memory. */
int rs_unit_income_upgrade(struct ynode *root);
/* Every effect 'count-held: true' of a text of before with places of
 * the board read as the declaration of the turns they are held
 * (each-region, set-turns-held, declare-winner), and the end of a turn
 * (turns.turn-end: let-go, the places counted then) declared when the
 * round is played in turns and the text has none (ruleset_held.c): 0, or
 * -1 out of memory. */
int rs_held_upgrade(struct ynode *root);
/* The output of the producers on a board of numbered zones declared
 * (each-region, producer_due, refuse; each-player, producers, output,
 * gain, @changed) in place of every 'produce: true' of a text of before
 * (ruleset_produce.c): 0, or -1 out of memory. */
int rs_produce_upgrade(struct ynode *root);
/* The neutrals replenished (each-region, replenish_due, replenish)
 * in place of every 'replenish-neutrals: true' of a text of before on a
 * board of numbered zones with producers (ruleset_produce.c): 0, or -1
 * out of memory. */
int rs_replenish_upgrade(struct ynode *root);
/* The turn order ranked by declarations (rank-players, @ranking, @ties)
 * in place of every 'rank-turns: true' of a text of before, its criteria
 * from turns.rank (ruleset_rank.c): 0, or -1 out of memory. */
int rs_rank_turns_upgrade(struct ynode *root);
/* An effect of before that the load replaces item and all ('produce:
 * true', 'seal-order: {...}', ...) left with another key beside it in
 * its list item, which the replacement would lose: an error in errs
 * naming the key, and taken out (ruleset_flags_left.c). */
void rs_flags_left(struct ynode *root, struct diag_list *errs);
/* Every 'KEY: true' alone in its item of a list under n replaced by every
 * item of the list text (YAML) (ruleset_produce.c); one with keys beside
 * it is left for rs_flags_left: 0, or -1 out of memory. */
int rs_yreplace_flags(struct ynode *n, const char *key, const char *text);
/* The battles due in the orbits of numbered zones declared (each-region,
 * parties, fought, guard_unknown, strikers, @parties, refuse with
 * unknown) in place of every 'list-battles: true' and 'battles-fought:
 * true' of a text of before on a board of numbered zones with colonies
 * and mechanisms.orbit-combat (ruleset_battles_due.c): 0, or -1 out of
 * memory. */
int rs_battles_due_upgrade(struct ynode *root);
/* Every effect 'rank-choosers: true' of a text written before is the
 * effect rank-players into choosers, its criteria from
 * mechanisms.chosen-order (ruleset_choosers.c): 0, or -1 out of memory. */
int rs_rank_choosers_upgrade(struct ynode *root);
/* Every effect final-standings of a text written before is declared: the
 * game's end said, the final scores (list-players), the standings
 * (rank-players into standings) and the winners said
 * (ruleset_standings.c): 0, or -1 out of memory. */
int rs_standings_upgrade(struct ynode *root);
/* Every 'draw-hand: true', 'discard-played: true' and 'clear-sites:
 * true' of a text written before declared (a draw unseen, move-cards,
 * remove-sites, itself declared by rs_sites_fx_upgrade) where the text
 * has the deck drawn into hands (and for the last two mechanisms.claims)
 * (ruleset_cards.c): 0, or -1 out of memory. */
int rs_cards_upgrade(struct ynode *root);
/* Every 'remove-sites: {unscored-says: LINE}' of a text written before
 * (and rs_cards_upgrade's) declared as each-site, an if on site_keeper,
 * the say and clear-round-sites, with mechanisms.claims; those left
 * refused (ruleset_sites_fx.c): 0, or -1 out of memory. */
int rs_sites_fx_upgrade(struct ynode *root);
void rs_sites_fx_left(struct ynode *root, struct diag_list *errs);
/* Every word of kind commitment of a text written before, read by a
 * move-cards of its action, declared as albedo's commit declares its
 * cards (a word of kind items, cards under the sites, flag r); those left
 * refused (ruleset_commitment.c): 0, or -1 out of memory. */
int rs_commitment_upgrade(struct ynode *root);
void rs_commitment_left(struct ynode *root, struct diag_list *errs);
/* A word of kind revealed of a text of before rewritten into a text
 * read by its draw, its words counted by a first requirement
 * (ruleset_revealed.c): 0, or -1 out of memory; one left refused. */
int rs_revealed_upgrade(struct ynode *root);
void rs_revealed_left(struct ynode *root, struct diag_list *errs);
/* A word of kind claim of a text of before, with no key but name and
 * kind, read by a buy-sub-locations of its action, rewritten into
 * albedo's items declaration of its land's claim (read: by-effect); any
 * other left refused (ruleset_claim_word.c). */
int rs_claim_word_upgrade(struct ynode *root);
void rs_claim_word_left(struct ynode *root, struct diag_list *errs);
/* A text of before whose pool-name marked a buy-sub-locations of an
 * action as landing out of the landing order, once the routines are
 * written out: out-of-order written beside it where no buy-sub-locations
 * of an action says out-of-order and one has no pool-name
 * (ruleset_out_of_order_fx.c): 0, or -1 out of memory. */
int rs_out_of_order_fx_upgrade(struct ynode *root);
/* The id of the deck of tree root drawn into hands (rs_hand_deck; with
 * piles), or NULL (ruleset_cards.c). */
const char *rs_yhand_deck(const struct ynode *root);
/* The id of the deck of tree root of kind sites (rs_site_deck), or NULL
 * (ruleset_cards.c). */
const char *rs_ysite_deck(const struct ynode *root);
/* Then every effect reveal, commit, claim and resolve of a text written
 * before, its words of their kinds, with mechanisms.claims (and the deck
 * of site cards, or of hands), declared as rulesets/albedo.yaml declares
 * its reveal, commit, land and resolve: a draw with its card, their
 * refusals last among the action's requirements, move-cards to played,
 * buy-sub-locations, rank-players into claim-order and its lines, a
 * resolved word turned into a site word and a draws word
 * (ruleset_claims_fx.c).  Errors into errs (of the rankings' chains read
 * again); 0, or -1 out of memory. */
int rs_claims_fx_upgrade(struct ynode *root, struct diag_list *errs);
/* Then one left, an action's or a phase's, is an error in errs saying
 * what it needs, and is taken out. */
void rs_claims_fx_left(struct ynode *root, struct diag_list *errs);
/* Every action of a text written before that queued a sealed production
 * order with seal-order declared as a deferred command (deferred,
 * deferred-require, deferred-json, reinforce) and every 'open-orders:
 * true' as carry-out-deferred, mechanisms.production.stock-check read and
 * dropped (ruleset_orders_deferred.c): 0, or -1 out of memory. */
int rs_orders_deferred_upgrade(struct ynode *root);

#endif
