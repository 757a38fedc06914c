/* ruleset_schema_decl.c: the schema of the declared effects (an effect,
 * one key each, and the structures of its keys), which actions, phases,
 * abilities and combats list; the board's regions and groups, the
 * combats, the decks and the actions with their words are in
 * ruleset_schema_board.c, _combat.c, _deck.c and _action.c. */
#include <limits.h>
#include <stddef.h>

#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

static const char rank_prefer_names[][SCHEMA_NAME_MAX] = {
	"high", "low", ""
};
static const char rank_into_names[][SCHEMA_NAME_MAX] = { "turn-order",
	"choosers",
	"standings", "claim-order", "" };
const char eng_move_in_names[][SCHEMA_NAME_MAX] = { "dice", "all", "none", "" };
static const char json_as_names[][SCHEMA_NAME_MAX] = { "number", "player",
	"product", "flag", "site", "" };
const char eng_settle_order_names[][SCHEMA_NAME_MAX] = { "turn-order",
	"seats", "" };
/* enum clear_sites; yes and no read as true and false, as when it was a
 * boolean; false, no effect, is left out of the choices its refusal
 * lists (its what) */
static const char clear_sites_names[][SCHEMA_NAME_MAX] = { "false", "true",
	"discard", "drop", "" };
static const char *const clear_sites_older[] = { "yes", "true", "no",
	"false", NULL };

/* A kind of piece tracked one by one (a unit or a chief, written in
 * pieces with 'tracked: true') named where pieces counted on the regions
 * are put, taken or moved: found, for the effect's check to refuse it
 * saying which effects move those (decl_fx_pieces.c). */
static int
alias_counted(const void *root, const char *name)
{
	const struct ruleset *rs = root;

	return vec_find(&rs->units, name) >= 0 ||
	    vec_find(&rs->chiefs, name) >= 0 ? SCHEMA_REF_ELSEWHERE : -1;
}

#define DECL_TYPES(T, L) \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	L(t_die, (.check = rs_check_dice), .kind = SK_STR, .what = "a die") \
	L(t_move_in, (.names = eng_move_in_names), .kind = SK_ENUM) \
	L(t_json_as, (.names = json_as_names), .kind = SK_ENUM) \
	L(t_settle_order, (.names = eng_settle_order_names), .kind = SK_ENUM) \
	L(t_clear_sites, (.names = clear_sites_names, \
	    .older = clear_sites_older), .kind = SK_ENUM, \
	    .what = "one of true, discard, drop (no effect: leave it out)") \
	L(t_rank_prefer, (.names = rank_prefer_names), .kind = SK_ENUM) \
	L(t_rank_into, (.names = rank_into_names), .kind = SK_ENUM) \
	L(t_ref_piece, (.alias = alias_counted), RS_REF(pieces, "piece")) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_str, .kind = SK_STR) \
	T(t_text, .kind = SK_STR, .what = "a text") \
	T(t_expr, .kind = SK_EXPR) \
	T(t_expr_done, .kind = SK_EXPR, \
	    .what = "an expression of one player: 'mark-done: player'") \
	T(t_ref_combat, RS_REF(combats, "combat")) \
	T(t_ref_deck, RS_REF(decks, "deck")) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_res_refs, SCHEMA_LIST(t_ref_res)) \
	T(t_step_names, SCHEMA_LIST(t_str)) \
	T(t_amounts, SCHEMA_DICT(t_expr, "amounts")) \
	T(t_piece_counts, SCHEMA_DICT(t_count, "counts of pieces")) \
	T(t_eff_pieces, \
	    SCHEMA_STRUCT(struct eff_pieces, pieces_fields, \
	    "pieces placed, removed or moved")) \
	T(t_eff_fight, \
	    SCHEMA_STRUCT(struct eff_fight, fight_fields, "a fight")) \
	T(t_roll_dice, \
	    SCHEMA_STRUCT(struct roll_dice, roll_dice_fields, "dice")) \
	T(t_roll_dice_list, SCHEMA_LIST(t_roll_dice)) \
	T(t_row, \
	    SCHEMA_STRUCT(struct roll_row, row_fields, \
	    "a row of a roll's table")) \
	T(t_rows, SCHEMA_LIST(t_row)) \
	T(t_eff_roll, SCHEMA_STRUCT(struct eff_roll, roll_fields, "a roll")) \
	T(t_eff_if, SCHEMA_STRUCT(struct eff_if, if_fields, "a condition")) \
	T(t_eff_bag, \
	    SCHEMA_STRUCT(struct eff_bag, bag_eff_fields, \
	    "a draw from a deck, or items put back")) \
	T(t_eff_pay, \
	    SCHEMA_STRUCT(struct eff_pay, pay_fields, "a player paid")) \
	T(t_eff_hold, \
	    SCHEMA_STRUCT(struct eff_hold, hold_fields, \
	    "a region's holder and pieces")) \
	T(t_eff_top, \
	    SCHEMA_STRUCT(struct eff_top, top_fields, \
	    "a deck's top card")) \
	T(t_eff_move_cards, \
	    SCHEMA_STRUCT(struct eff_move_cards, move_cards_eff_fields, \
	    "cards moved between piles")) \
	T(t_eff_final, \
	    SCHEMA_STRUCT(struct eff_final, final_fields, \
	    "the final standings")) \
	T(t_eff_release, \
	    SCHEMA_STRUCT(struct eff_release, release_fields, \
	    "{captives} released")) \
	T(t_eff_link, \
	    SCHEMA_STRUCT(struct eff_link, link_eff_fields, \
	    "two bodies linked")) \
	T(t_eff_roll_position, \
	    SCHEMA_STRUCT(struct eff_roll_position, roll_position_fields, \
	    "a body placed on its orbit")) \
	T(t_eff_arrive, \
	    SCHEMA_STRUCT(struct eff_arrive, arrive_eff_fields, \
	    "a home or arrival building placed")) \
	T(t_eff_place_pieces, \
	    SCHEMA_STRUCT(struct eff_place_pieces, place_pieces_eff_fields, \
	    "a player's pieces placed on a territory")) \
	T(t_effect, \
	    SCHEMA_STRUCT_TAG(struct effect_def, effect_fields, \
	    "an effect")) \
	T(eng_t_effects, SCHEMA_LIST(t_effect)) \
	T(t_eff_enter, \
	    SCHEMA_STRUCT(struct eff_enter, enter_fields, "a piece entering")) \
	T(t_amounts_any, SCHEMA_DICT(t_expr, "members")) \
	T(t_ref_tally, RS_REF(tallies, "tally")) \
	T(t_eff_tally, \
	    SCHEMA_STRUCT(struct eff_tally, eff_tally_fields, \
	    "a tally added to")) \
	T(t_eff_leave, \
	    SCHEMA_STRUCT(struct eff_leave, leave_fields, \
	    "a tracked piece leaving the game")) \
	T(t_eff_swap, \
	    SCHEMA_STRUCT(struct eff_swap, swap_fields, \
	    "two tracked pieces exchanging places")) \
	T(t_eff_counters, \
	    SCHEMA_STRUCT(struct eff_counters, counters_fields, \
	    "a tracked piece's {counters} set")) \
	T(t_eff_count_down, \
	    SCHEMA_STRUCT(struct eff_count_down, count_down_fields, \
	    "every tracked piece's {counters} counted down")) \
	T(t_eff_card, \
	    SCHEMA_STRUCT(struct eff_card, card_eff_fields, \
	    "a card's values given")) \
	T(t_eff_buy_subs, \
	    SCHEMA_STRUCT(struct eff_buy_subs, buy_subs_eff_fields, \
	    "sub-locations bought at a site")) \
	T(t_eff_keep, \
	    SCHEMA_STRUCT(struct eff_keep, keep_eff_fields, "a card kept")) \
	T(t_eff_give, \
	    SCHEMA_STRUCT(struct eff_give, give_eff_fields, \
	    "a resource given by one player to another")) \
	T(t_eff_stats, \
	    SCHEMA_STRUCT(struct eff_stats, stats_eff_fields, \
	    "a kind's unknown values entered")) \
	T(t_eff_units, \
	    SCHEMA_STRUCT(struct eff_units, units_eff_fields, \
	    "a player's units on a territory set")) \
	T(t_eff_lay_tile, \
	    SCHEMA_STRUCT(struct eff_lay_tile, lay_tile_eff_fields, \
	    "a tile of a kind laid at a place")) \
	T(t_eff_cargo, \
	    SCHEMA_STRUCT(struct eff_cargo, cargo_eff_fields, \
	    "goods a squad takes on or puts off")) \
	T(t_eff_order_step, \
	    SCHEMA_STRUCT(struct eff_order_step, order_step_eff_fields, \
	    "a step of an order taken")) \
	T(t_eff_relocate, \
	    SCHEMA_STRUCT(struct eff_relocate, relocate_eff_fields, \
	    "a tracked piece moved")) \
	T(t_eff_explored, \
	    SCHEMA_STRUCT(struct eff_explored, explored_eff_fields, \
	    "a territory of the map")) \
	T(t_eff_run_ability, \
	    SCHEMA_STRUCT(struct eff_run_ability, run_ability_eff_fields, \
	    "a chief's ability run")) \
	T(t_eff_lend_ability, \
	    SCHEMA_STRUCT(struct eff_lend_ability, lend_ability_eff_fields, \
	    "a chief's ability borrowed")) \
	T(t_eff_add_units, \
	    SCHEMA_STRUCT(struct eff_add_units, add_units_eff_fields, \
	    "a player's units taken out of the box onto a territory")) \
	T(t_eff_move_units, \
	    SCHEMA_STRUCT(struct eff_move_units, move_units_eff_fields, \
	    "the actor's units moved between territories")) \
	T(t_eff_set_board, \
	    SCHEMA_STRUCT(struct eff_set_board, set_board_eff_fields, \
	    "a zone's board set")) \
	T(t_eff_seal_order, \
	    SCHEMA_STRUCT(struct eff_seal_order, seal_order_eff_fields, \
	    "a sealed production order")) \
	T(t_eff_combat_side, \
	    SCHEMA_STRUCT(struct eff_combat_side, combat_side_eff_fields, \
	    "a player's word in the combat")) \
	T(t_eff_retreat, \
	    SCHEMA_STRUCT(struct eff_retreat, retreat_eff_fields, \
	    "a player's units withdrawn from the combat")) \
	T(t_eff_reinforce, \
	    SCHEMA_STRUCT(struct eff_reinforce, reinforce_eff_fields, \
	    "a squad or a zone's militia added to")) \
	T(t_eff_squad_loses, \
	    SCHEMA_STRUCT(struct eff_squad_loses, squad_loses_eff_fields, \
	    "a squad's losses")) \
	T(t_eff_zone_holder, \
	    SCHEMA_STRUCT(struct eff_zone_holder, zone_holder_eff_fields, \
	    "a zone's militia, owner and replenishing set")) \
	T(t_eff_set_territory, \
	    SCHEMA_STRUCT(struct eff_set_territory, set_territory_eff_fields, \
	    "a territory's values set")) \
	T(t_eff_set_placing, \
	    SCHEMA_STRUCT(struct eff_set_placing, set_placing_eff_fields, \
	    "the counters of the pieces placed in turn order set")) \
	T(t_eff_squad_counts, \
	    SCHEMA_STRUCT(struct eff_squad_counts, squad_counts_eff_fields, \
	    "a squad given its counts")) \
	T(t_eff_squad_flies, \
	    SCHEMA_STRUCT(struct eff_squad_flies, squad_flies_eff_fields, \
	    "a squad flies to another zone")) \
	T(t_eff_add_producer, \
	    SCHEMA_STRUCT(struct eff_add_producer, add_producer_eff_fields, \
	    "a producer put on a zone")) \
	T(t_eff_start_combat, \
	    SCHEMA_STRUCT(struct eff_start_combat, start_combat_eff_fields, \
	    "the combat on a territory begun")) \
	T(t_eff_orbit_battle, \
	    SCHEMA_STRUCT(struct eff_orbit_battle, orbit_battle_eff_fields, \
	    "a battle in a zone's orbit")) \
	T(t_eff_duel, \
	    SCHEMA_STRUCT(struct eff_duel, duel_eff_fields, \
	    "one piece attacking another")) \
	T(t_eff_assign_hits, \
	    SCHEMA_STRUCT(struct eff_assign_hits, assign_hits_eff_fields, \
	    "a player's hits in the combat given to units")) \
	T(t_eff_seize, \
	    SCHEMA_STRUCT(struct eff_seize, seize_eff_fields, \
	    "a land attacked with one opposed roll")) \
	T(t_eff_turns_held, \
	    SCHEMA_STRUCT(struct eff_turns_held, turns_held_eff_fields, \
	    "the turns a place has been held in a row")) \
	T(t_eff_combat_round, \
	    SCHEMA_STRUCT(struct eff_combat_round, combat_round_eff_fields, \
	    "one round of a declared combat")) \
	T(t_eff_each_source, \
	    SCHEMA_STRUCT(struct eff_each_source, each_source_eff_fields, \
	    "effects for every land of a sources word")) \
	T(t_eff_take_sources, \
	    SCHEMA_STRUCT(struct eff_take_sources, take_sources_eff_fields, \
	    "units taken off a sources word's lands")) \
	T(t_rank_by, \
	    SCHEMA_STRUCT(struct rank_value, rank_by_fields, \
	    "a criterion of a ranking")) \
	T(t_rank_bys, SCHEMA_LIST(t_rank_by)) \
	T(t_eff_rank_players, \
	    SCHEMA_STRUCT(struct eff_rank_players, rank_players_eff_fields, \
	    "the players ranked by a chain of criteria")) \
	T(t_eff_reward, \
	    SCHEMA_STRUCT(struct eff_reward, reward_eff_fields, \
	    "what a player takes")) \
	T(t_eff_play_cards, \
	    SCHEMA_STRUCT(struct eff_play_cards, play_cards_eff_fields, \
	    "a word of modifiers read, its cards played")) \
	T(t_eff_set_morale, \
	    SCHEMA_STRUCT(struct eff_set_morale, set_morale_eff_fields, \
	    "a player's morale counter of a force put up or off")) \
	T(t_eff_flee_home, \
	    SCHEMA_STRUCT(struct eff_flee_home, flee_home_eff_fields, \
	    "a beaten squad flown home, or a neutral guard gone")) \
	T(t_eff_take_hits, \
	    SCHEMA_STRUCT(struct eff_take_hits, take_hits_eff_fields, \
	    "a side's losses taken off its parties in order")) \
	T(t_list_column, \
	    SCHEMA_STRUCT(struct list_column, list_column_fields, \
	    "a member of each player's object in the json")) \
	T(t_list_columns, SCHEMA_LIST(t_list_column)) \
	T(t_json_member, \
	    SCHEMA_STRUCT(struct json_member, json_member_fields, \
	    "a member of a JSON object")) \
	T(t_json_members, SCHEMA_LIST(t_json_member)) \
	T(t_deferred_json, \
	    SCHEMA_STRUCT(struct deferred_json, deferred_json_fields, \
	    "the shape of a queued command's JSON entry")) \
	T(t_eff_list_players, \
	    SCHEMA_STRUCT(struct eff_list_players, list_players_eff_fields, \
	    "one text per player, joined into a line")) \
	T(t_eff_throw_pools, \
	    SCHEMA_STRUCT(struct eff_throw_pools, throw_pools_eff_fields, \
	    "each player's dice of the units that fire, thrown")) \
	T(t_eff_settle_hits, \
	    SCHEMA_STRUCT(struct eff_settle_hits, settle_hits_eff_fields, \
	    "who assigns the step's hits when")) \
	T(t_eff_each_party, \
	    SCHEMA_STRUCT(struct eff_each_party, each_party_eff_fields, \
	    "effects for each party of a side of a combat round"))
SCHEMA_TYPE_INDICES(DECL_TYPES);

/* --- effects -------------------------------------------------------------- */

#include "core/rules/ruleset_schema_fx.h"

/* An effect says what it does with one key: its other members are absent,
 * and those holding a reference are left all 0 rather than given their
 * defaults (SF_ABSENT_ZERO): nothing reads an absent member, and given
 * a reference's -1 each was kept in the image and read back with every
 * effect read (nine members of each effect, where its one key is). */
#define ABSENT0 (SF_PRESENT | SF_ABSENT_ZERO)

#define EFFECT_FIELDS(F) \
	F("gain", t_amounts, struct effect_def, gain, 0, 0, \
	    "resources gained (negative: paid), each an expression") \
	F("place", t_eff_pieces, struct effect_def, place, ABSENT0, 0, \
	    "new pieces of the actor's in a region") \
	F("remove", t_eff_pieces, struct effect_def, remove, ABSENT0, \
	    0, "pieces of the actor's leave a region") \
	F("move", t_eff_pieces, struct effect_def, move, ABSENT0, 0, \
	    "pieces of the actor's move between regions") \
	F("fight", t_eff_fight, struct effect_def, fight, ABSENT0, 0, \
	    "one round of a combat") \
	F("set", t_amounts, struct effect_def, set, 0, 0, \
	    "resources set to amounts") \
	F("roll", t_eff_roll, struct effect_def, roll, SF_PRESENT, 0, \
	    "dice thrown, and a table of what follows") \
	F("if", t_eff_if, struct effect_def, cond, SF_PRESENT, 0, \
	    "effects on a condition") \
	F("each-player", eng_t_effects, struct effect_def, each, 0, 0, \
	    "effects for every player in turn order, each the actor") \
	F("draw", t_eff_bag, struct effect_def, draw, ABSENT0, 0, \
	    "items drawn from a deck, at random, for the actor") \
	F("return", t_eff_bag, struct effect_def, back, ABSENT0, 0, \
	    "items put back into a deck") \
	F("next", t_bool, struct effect_def, next, 0, 0, \
	    "true: the phase ends, as with the command 'next'") \
	F("say", t_text, struct effect_def, say, 0, 0, \
	    "a line for people, with {expressions}") \
	F("says", t_text, struct effect_def, says, SF_HOW, 0, \
	    "the effect's line for people, instead of its own (\"\": none)") \
	F("json", t_str, struct effect_def, json, SF_HOW, 0, \
	    "gain: the key of the amount in the command's --json report; " \
	    "enter: of the new piece's id; pay-player: transfer; say: of " \
	    "the line, given there instead of said") \
	F("set-home", t_str, struct effect_def, set_home, 0, 0, \
	    "the region that becomes the actor's home (a word of the " \
	    "action, or a region's id)") \
	F("enter", t_eff_enter, struct effect_def, enter, SF_PRESENT, 0, \
	    "a new tracked piece of the actor's comes into its own area") \
	F("data", t_amounts_any, struct effect_def, data, 0, 0, \
	    "members of the command's --json report, each an expression") \
	F("data-members", t_json_members, struct effect_def, data_members, \
	    0, 0, "members of the command's --json report, each a number, " \
	    "a player, a product or a flag") \
	F("pay-player", t_eff_pay, struct effect_def, pay, SF_PRESENT, 0, \
	    "another player is paid amounts (out of the bank)") \
	F("tally", t_eff_tally, struct effect_def, tally, ABSENT0, 0, \
	    "a tally added to (tallies)") \
	F("hold", t_eff_hold, struct effect_def, hold, ABSENT0, 0, \
	    "a region's holder and pieces set (a correction)") \
	F("set-top", t_eff_top, struct effect_def, set_top, SF_PRESENT, 0, \
	    "the card turned face up on top of a supply deck, entered") \
	F("final-standings", t_eff_final, struct effect_def, \
	    final_standings, SF_PRESENT, 0, \
	    "the final standings of the card mechanisms decided") \
	F("release", t_eff_release, struct effect_def, release, SF_PRESENT, \
	    0, "the pieces a player holds {captive} go back to their owner") \
	F("link", t_eff_link, struct effect_def, link, SF_PRESENT, 0, \
	    "the actor links two bodies' ports for the round") \
	F("leave", t_eff_leave, struct effect_def, leave, SF_PRESENT, 0, \
	    "a tracked piece leaves the game (its owner's chief: the owner " \
	    "is out)") \
	F("swap", t_eff_swap, struct effect_def, swap, SF_PRESENT, 0, \
	    "two tracked pieces exchange places") \
	F("each-group", eng_t_effects, struct effect_def, each_group, 0, 0, \
	    "effects for every group of regions in turn, 'group' naming it") \
	F("place-starting", t_str, struct effect_def, place_starting, 0, \
	    0, "the region where the actor's next starting group goes " \
	    "(setup of numbered zones)") \
	F("take-place", t_expr, struct effect_def, take_place, 0, 0, \
	    "the place in the order ranked that the actor takes " \
	    "(mechanisms.chosen-order)") \
	F("deal-start", t_str, struct effect_def, deal_start, 0, 0, \
	    "the region the actor holds from the start (numbered zones)") \
	F("roll-position", t_eff_roll_position, struct effect_def, \
	    roll_position, SF_PRESENT, 0, "a body put on its orbit at the " \
	    "field its start dice show") \
	F("set-counters", t_eff_counters, struct effect_def, set_counters, \
	    SF_PRESENT, 0, "a tracked piece's {counters} set") \
	F("count-down", t_eff_count_down, struct effect_def, count_down, \
	    SF_PRESENT, 0, "every tracked piece's {counters} counted down") \
	F("set-card", t_eff_card, struct effect_def, set_card, SF_PRESENT, \
	    0, "a card's values the ruleset leaves unknown, given") \
	F("move-cards", t_eff_move_cards, struct effect_def, move_cards, \
	    ABSENT0, 0, "every card of a pile put on another, each " \
	    "player's on his own") \
	F("each-site", eng_t_effects, struct effect_def, each_site, 0, 0, \
	    "effects for every site of the round, site bound to its " \
	    "number") \
	F("clear-round-sites", t_clear_sites, struct effect_def, \
	    clear_round_sites, 0, 0, "the round's sites off the table; " \
	    "the cards still played there refuse it (true), go to the " \
	    "discard piles (discard) or leave the game (drop)") \
	F("place-pieces", t_eff_place_pieces, struct effect_def, place_pieces, \
	    SF_PRESENT, 0, "a player's pieces, so many of each kind, taken " \
	    "out of the box onto a territory") \
	F("make-home", t_eff_arrive, struct effect_def, make_home, \
	    SF_PRESENT, 0, "a territory made a player's home") \
	F("unchecked", t_text, struct effect_def, unchecked, 0, 0, \
	    "a line of what is taken on the GM's word, said so and listed " \
	    "under 'unchecked'") \
	F("buy-sub-locations", t_eff_buy_subs, struct effect_def, buy_subs, \
	    SF_PRESENT, 0, "a player lands at a location of the site being " \
	    "resolved and buys sub-locations, paid from a pool") \
	F("give", t_eff_give, struct effect_def, give, SF_PRESENT, 0, \
	    "a player gives another an amount of a resource") \
	F("enter-stats", t_eff_stats, struct effect_def, enter_stats, \
	    SF_PRESENT, 0, "values printed for a kind of piece that the " \
	    "ruleset leaves unknown, entered") \
	F("set-units", t_eff_units, struct effect_def, set_units, \
	    SF_PRESENT, 0, "a player's units on a territory set to a count " \
	    "of each kind") \
	F("lay-tile", t_eff_lay_tile, struct effect_def, lay_tile, \
	    SF_PRESENT, 0, "a tile of a kind laid on the map at a place") \
	F("lay-random", t_bool, struct effect_def, lay_random, 0, 0, \
	    "true: the rest of the mix laid at random on the hex grid") \
	F("cargo-on", t_eff_cargo, struct effect_def, cargo_on, SF_PRESENT, \
	    0, "a cargo word's goods moved from a zone (its folk and " \
	    "producers) and the actor's store onto his squad in its orbit") \
	F("cargo-off", t_eff_cargo, struct effect_def, cargo_off, SF_PRESENT, \
	    0, "a cargo word's goods moved off the actor's squad onto a zone " \
	    "and into the store of whoever holds it") \
	F("keep-card", t_eff_keep, struct effect_def, keep_card, SF_PRESENT, \
	    0, "a card a player keeps for the game (a piece's: its unit " \
	    "upgraded)") \
	F("mark-done", t_expr_done, struct effect_def, mark_done, 0, 0, \
	    "the player who is done this phase (done(), next_undone)") \
	F("order-step", t_eff_order_step, struct effect_def, order_step, \
	    SF_PRESENT, 0, "the order of the player whose turn it is takes " \
	    "a step (movement, combat or explore)") \
	F("start-order", t_eff_explored, struct effect_def, start_order, \
	    SF_PRESENT, 0, "the order of the player whose turn it is placed " \
	    "on a territory: its steps begin") \
	F("set-turn-order", t_str, struct effect_def, set_turn_order, 0, 0, \
	    "the turn order set: a word of the action of kind turn-order") \
	F("relocate", t_eff_relocate, struct effect_def, relocate, \
	    SF_PRESENT, 0, "a tracked piece moved where a word of the action " \
	    "of kind destination says") \
	F("run-ability", t_eff_run_ability, struct effect_def, run_ability, \
	    SF_PRESENT, 0, "the ability a chief declares run for the actor, " \
	    "its cost paid") \
	F("lend-ability", t_eff_lend_ability, struct effect_def, \
	    lend_ability, SF_PRESENT, 0, "the actor's chief's ability " \
	    "borrows another chief's for the turn") \
	F("move-units", t_eff_move_units, struct effect_def, move_units, \
	    SF_PRESENT, 0, "the actor's units moved from one territory to " \
	    "another, within their reach and the stacking limit") \
	F("add-units", t_eff_add_units, struct effect_def, add_units, \
	    SF_PRESENT, 0, "a player's units taken out of the box onto a " \
	    "territory, within the box and the stacking limit") \
	F("set-order-way", t_expr, struct effect_def, set_order_way, 0, 0, \
	    "the way the moves of the order go from now on: 1 out of its " \
	    "territory, 2 into it") \
	F("set-board", t_eff_set_board, struct effect_def, set_board, \
	    SF_PRESENT, 0, "a numbered zone's board set as it stands on " \
	    "the table, KEY=VALUE by KEY=VALUE") \
	F("seal-order", t_eff_seal_order, struct effect_def, seal_order, \
	    SF_PRESENT, 0, "(a text of before) a sealed production order " \
	    "of the actor's, declared at load as a deferred command " \
	    "(deferred, deferred-require, reinforce)") \
	F("hold-back", t_eff_combat_side, struct effect_def, hold_back, \
	    SF_PRESENT, 0, "a player's light units held back to the last " \
	    "step of the combat's round") \
	F("remain", t_eff_combat_side, struct effect_def, remain, \
	    SF_PRESENT, 0, "a player stays in the combat for another round") \
	F("retreat", t_eff_retreat, struct effect_def, retreat, \
	    SF_PRESENT, 0, "a player's units that move withdrawn from the " \
	    "combat to a territory next to it") \
	F("reinforce", t_eff_reinforce, struct effect_def, reinforce, \
	    SF_PRESENT, 0, "a player's squad in a numbered zone's orbit " \
	    "and the zone's militia added to, each by an expression") \
	F("squad-loses", t_eff_squad_loses, struct effect_def, squad_loses, \
	    SF_PRESENT, 0, "a party's squad in a numbered zone's orbit " \
	    "loses strikers and carriers, each by an expression") \
	F("zone-holder", t_eff_zone_holder, struct effect_def, zone_holder, \
	    SF_PRESENT, 0, "a numbered zone's militia, owner and " \
	    "replenishing mark set, each by an expression") \
	F("set-territory", t_eff_set_territory, struct effect_def, \
	    set_territory, SF_PRESENT, 0, "a territory's spawned pieces and " \
	    "explored mark set, each by an expression") \
	F("set-placing", t_eff_set_placing, struct effect_def, set_placing, \
	    SF_PRESENT, 0, "the spawned pieces left to place and the " \
	    "placements made, each by an expression") \
	F("squad-counts", t_eff_squad_counts, struct effect_def, \
	    squad_counts, SF_PRESENT, 0, "a party's squad at a numbered " \
	    "zone, in orbit or on a distance space, given its counts and " \
	    "goods, each by an expression") \
	F("squad-flies", t_eff_squad_flies, struct effect_def, \
	    squad_flies, SF_PRESENT, 0, "some of a party's squad in a " \
	    "numbered zone's orbit flies along the distance table to " \
	    "another zone, each count an expression") \
	F("add-producer", t_eff_add_producer, struct effect_def, \
	    add_producer, SF_PRESENT, 0, "a producer of a kind put on a " \
	    "numbered zone, its waiting mark taken off") \
	F("start-combat", t_eff_start_combat, struct effect_def, \
	    start_combat, SF_PRESENT, 0, "the dice-pool combat on a " \
	    "territory begins") \
	F("orbit-battle", t_eff_orbit_battle, struct effect_def, \
	    orbit_battle, SF_PRESENT, 0, "one exchange of fire between two " \
	    "sides in a numbered zone's orbit; the beaten side flees home") \
	F("duel", t_eff_duel, struct effect_def, duel, SF_PRESENT, 0, \
	    "one piece attacks another: attack against defence, settled " \
	    "by the combat of mechanisms.duel") \
	F("fire-step", t_bool, struct effect_def, fire_step, 0, 0, \
	    "true: the dice of the dice-pool combat's current step thrown, " \
	    "each player's hits counted") \
	F("assign-hits", t_eff_assign_hits, struct effect_def, assign_hits, \
	    SF_PRESENT, 0, "a player's hits in the combat's step given to " \
	    "enemy units, unit by unit") \
	F("seize", t_eff_seize, struct effect_def, seize, SF_PRESENT, 0, \
	    "(a text of before) a land attacked from lands of the actor's " \
	    "with one opposed roll of mechanisms.attack's combat, declared " \
	    "at load with each-source and combat-round") \
	F("draw-hand", t_bool, struct effect_def, draw_hand, 0, 0, \
	    "true (a text of before): the actor draws a new hand from the " \
	    "deck drawn into hands, declared at load with draw and unseen") \
	F("action-points", t_bool, struct effect_def, action_points, 0, 0, \
	    "true: the actor's action points for the turn, as " \
	    "mechanisms.action-points gives them, with the extra-ap of " \
	    "the places the actor holds") \
	F("unit-income", t_bool, struct effect_def, unit_income, 0, 0, \
	    "true: each of the actor's units without {counters} earns " \
	    "its kind's income and draws its kind's cards, as " \
	    "mechanisms.unit-income pays them") \
	F("count-held", t_bool, struct effect_def, count_held, 0, 0, \
	    "true (a text of before): each place the actor holds counts one " \
	    "more turn in a row, declared at load with each-region, " \
	    "set-turns-held and declare-winner") \
	F("produce", t_bool, struct effect_def, produce, 0, 0, \
	    "true (a text of before): every producer on a numbered zone " \
	    "held makes its output for the zone's owner, declared at load " \
	    "with each-player, producers() and output()") \
	F("replenish-neutrals", t_bool, struct effect_def, \
	    replenish_neutrals, 0, 0, "true (a text of before): the neutral " \
	    "zones marked to replenish take their militia and guard back " \
	    "up, declared at load with each-region and replenish") \
	F("carry-out-deferred", t_text, struct effect_def, carry_deferred, \
	    0, 0, "a phase's begin: the commands queued by the actions' " \
	    "deferred carried out in the order given; the line said when " \
	    "none waits") \
	F("open-orders", t_bool, struct effect_def, open_orders, 0, 0, \
	    "true (a text of before): the sealed production orders carried " \
	    "out, in the order given, declared at load as " \
	    "carry-out-deferred") \
	F("advance-squads", t_bool, struct effect_def, advance_squads, 0, \
	    0, "true (a text of before): every squad in flight one space " \
	    "nearer its zone, declared at load with each-squad-in-flight " \
	    "and fly-on") \
	F("each-squad-in-flight", eng_t_effects, struct effect_def, \
	    each_squad_in_flight, 0, 0, "effects for every squad in flight, " \
	    "in order, here its zone, who its owner, space its distance") \
	F("fly-on", t_bool, struct effect_def, fly_on, 0, 0, "true: the " \
	    "squad each-squad-in-flight binds one space nearer its zone; " \
	    "arrived, it joins the owner's squad there and rests") \
	F("rank-choosers", t_bool, struct effect_def, rank_choosers, 0, \
	    0, "true: the players ranked by mechanisms.chosen-order; they " \
	    "choose their places in that order") \
	F("list-battles", t_bool, struct effect_def, list_battles, 0, 0, \
	    "true (a text of before): the battles due said, where rival " \
	    "strikers share a numbered zone's orbit, declared at load with " \
	    "each-region, parties() and @parties") \
	F("battles-fought", t_bool, struct effect_def, battles_fought, 0, \
	    0, "true (a text of before): refused while a battle is due in a " \
	    "numbered zone's orbit, declared at load with each-region, " \
	    "parties() and refuse") \
	F("advance-bodies", t_bool, struct effect_def, advance_bodies, 0, 0, \
	    "true: every placed body of the orbit board moves one field on " \
	    "along its orbit") \
	F("dissolve-links", t_bool, struct effect_def, dissolve_links, 0, 0, \
	    "true: every link between the bodies is taken off the table") \
	F("discard-played", t_bool, struct effect_def, discard_played, 0, 0, \
	    "true (a text of before): the cards played and those left in " \
	    "the hands go to their owners' discard piles, declared at load " \
	    "with move-cards") \
	F("clear-sites", t_bool, struct effect_def, clear_sites, 0, 0, \
	    "true (a text of before): the round's sites leave the table, " \
	    "declared at load with each-site and clear-round-sites") \
	F("end-roll", t_bool, struct effect_def, end_roll, 0, 0, \
	    "true: the end-of-game dice of mechanisms.game-end thrown") \
	F("hold-win", t_bool, struct effect_def, hold_win, 0, 0, \
	    "true (a text of before): the players left with nothing out " \
	    "and the win by zones held, declared at load with fall and " \
	    "declare-winner") \
	F("revolts", t_bool, struct effect_def, revolts, 0, 0, \
	    "true (a text of before): every zone with less militia than " \
	    "folk turns neutral, declared at load with each-region and " \
	    "zone-holder") \
	F("squads-rest", t_bool, struct effect_def, squads_rest, 0, 0, \
	    "true (a text of before): the squads that arrived this round " \
	    "may move again, declared at load with clear-marks") \
	F("clear-marks", t_step_names, struct effect_def, clear_marks, 0, 0, \
	    "marks of the numbered zones' board cleared: rest (every squad " \
	    "may move again), fought (no zone has been fought over)") \
	F("reach-win", t_bool, struct effect_def, reach_win, 0, 0, \
	    "true (a text of before): the 'reach' victories checked, " \
	    "declared at load with declare-winner") \
	F("rank-turns", t_bool, struct effect_def, rank_turns, 0, 0, \
	    "true: the table's turn order ranked by turns.rank (ties keep " \
	    "the order they had)") \
	F("refill", t_res_refs, struct effect_def, refill, 0, 0, \
	    "resources set back to their start value for every player") \
	F("spawn-pieces", t_bool, struct effect_def, spawn_pieces, 0, 0, \
	    "true: the pieces of mechanisms.spawn spawned on their tiles, and " \
	    "the extra ones its dice give to be placed") \
	F("clear-spawned", t_expr, struct effect_def, clear_spawned, 0, 0, \
	    "a test, here bound to each territory: the spawned pieces lying " \
	    "where it holds are taken off") \
	F("give-arrival", t_expr, struct effect_def, give_arrival, 0, 0, \
	    "a test, here bound to each territory: the actor is given the " \
	    "arrival building free where it holds, the piece it needs " \
	    "stands and there is room") \
	F("declare-winner", t_expr, struct effect_def, declare_winner, 0, 0, \
	    "a player (best_player(...)): the game is over and the player " \
	    "wins; nobody: no winner") \
	F("each-player-in-turn", eng_t_effects, struct effect_def, \
	    each_in_turn, 0, 0, "effects for every player in the turn " \
	    "order (seat order before there is one), each the actor") \
	F("where", t_expr, struct effect_def, winner_where, SF_HOW, 0, \
	    "with declare-winner: a test, who bound to each player; every " \
	    "player for whom it holds wins (declare-winner: who), jointly") \
	F("each-region", eng_t_effects, struct effect_def, each_region, 0, \
	    0, "effects for every region of the board, here bound to it") \
	F("set-turns-held", t_eff_turns_held, struct effect_def, \
	    set_turns_held, SF_PRESENT, 0, "the turns in a row the holder of a place " \
	    "has held it, set") \
	F("let-go", t_expr, struct effect_def, let_go, 0, 0, \
	    "a place of the board (here): nobody holds it any longer, its " \
	    "round and turns held cleared") \
	F("refuse", t_text, struct effect_def, refuse, 0, 0, \
	    "the command is refused with this line for people, " \
	    "{expressions} in it; nothing it did stands") \
	F("replenish", t_expr, struct effect_def, replenish, 0, \
	    0, "a numbered zone (here): its neutrals take their militia and " \
	    "guard back up to a neutral zone's start, its mark to replenish " \
	    "taken off") \
	F("combat-round", t_eff_combat_round, struct effect_def, \
	    combat_round, SF_PRESENT, 0, "one round of a declared combat " \
	    "between the actor and another player, its outcome bound for " \
	    "its then") \
	F("usage", t_bool, struct effect_def, usage, SF_HOW, 0, \
	    "with refuse: the refusal is a usage error (the words are " \
	    "wrong, exit 2)") \
	F("each-source", t_eff_each_source, struct effect_def, \
	    each_source, SF_PRESENT, 0, "effects for every land a word of " \
	    "kind sources names, in the order named, here bound to it") \
	F("take-sources", t_eff_take_sources, struct effect_def, \
	    take_sources, ABSENT0, 0, "units taken off the lands a " \
	    "word of kind sources names, in the order named") \
	F("data-flag", t_amounts_any, struct effect_def, data_flag, 0, 0, \
	    "members of the command's --json report, true where the " \
	    "expression is not 0, else false") \
	F("rank-players", t_eff_rank_players, struct effect_def, \
	    rank_players, SF_PRESENT, 0, "the players ranked by a chain of " \
	    "criteria, the next breaking the ties of the one before") \
	F("unknown", t_str, struct effect_def, unknown, SF_HOW, 0, \
	    "beside refuse, MECHANISM.KEY: while mechanisms.MECHANISM.KEY " \
	    "is unknown the command stops for it (exit 3), not refused") \
	F("fall", t_expr, struct effect_def, fall, 0, 0, \
	    "a player out of the game, every piece of its own tracked on a " \
	    "board leaving with it") \
	F("reward", t_eff_reward, struct effect_def, reward, SF_PRESENT, 0, \
	    "a player takes what the bank pays, cards drawn and another " \
	    "player's resources") \
	F("play-cards", t_eff_play_cards, struct effect_def, play_cards, \
	    SF_PRESENT, 0, "a word of kind modifiers read in order, the " \
	    "cards it names played") \
	F("set-morale", t_eff_set_morale, struct effect_def, set_morale, \
	    SF_PRESENT, 0, "a player's morale counter of a force of the " \
	    "numbered zones put up or taken off") \
	F("flee-home", t_eff_flee_home, struct effect_def, flee_home, \
	    SF_PRESENT, 0, "a beaten party's squad leaves a numbered zone's " \
	    "orbit for its home (a neutral guard: the game)") \
	F("take-hits", t_eff_take_hits, struct effect_def, take_hits, \
	    SF_PRESENT, 0, "a side's losses taken off the strikers of its " \
	    "parties in a numbered zone's orbit, in the order named") \
	F("list-players", t_eff_list_players, struct effect_def, \
	    list_players, SF_PRESENT, 0, "one text per player, in seat " \
	    "order, joined by commas into the line says gives (@list)") \
	F("throw-pools", t_eff_throw_pools, struct effect_def, throw_pools, \
	    SF_PRESENT, 0, "each player in the dice-pool combat throws the " \
	    "dice of his units that fire now, his hits kept") \
	F("settle-hits", t_eff_settle_hits, struct effect_def, settle_hits, \
	    SF_PRESENT, 0, "the hits of the step whose order cannot matter " \
	    "assigned, the next player to assign asked, the step ended once " \
	    "none are left ('true', written before, declared at load: " \
	    "wait while more than two fight, in turn order)") \
	F("data-or-null", t_amounts_any, struct effect_def, data_or_null, \
	    0, 0, "members of the command's --json report: the whole " \
	    "number, or null where it is 0") \
	F("each-party", t_eff_each_party, struct effect_def, each_party, \
	    SF_PRESENT, 0, "effects for each party of a side of the combat " \
	    "round bound, in order, party bound") \
	F("set-fought", t_expr, struct effect_def, set_fought, 0, 0, \
	    "a numbered zone whose orbit's battle is fought this round") \
	F("add-spawned", t_expr, struct effect_def, add_spawned, 0, 0, \
	    "spawned pieces added to each territory, here bound, in the " \
	    "map's order") \
	F("start-placing", t_expr, struct effect_def, start_placing, 0, 0, \
	    "the spawned pieces the players then place in turn order") \
	F("capture", t_expr, struct effect_def, capture, 0, 0, \
	    "among a pool combat's destroyed effects: the player who holds " \
	    "the unit destroyed {captive}")

/* The tables and types of this file, one object (schema.h) */
#define DECL_TABLES(X) \
	X(pieces_fields, PIECES_FIELDS) \
	X(fight_fields, FIGHT_FIELDS) \
	X(roll_dice_fields, ROLL_DICE_FIELDS) \
	X(row_fields, ROW_FIELDS) \
	X(roll_fields, ROLL_FIELDS) \
	X(if_fields, IF_FIELDS) \
	X(bag_eff_fields, BAG_EFF_FIELDS) \
	X(effect_fields, EFFECT_FIELDS) \
	X(enter_fields, ENTER_FIELDS) \
	X(pay_fields, PAY_FIELDS) \
	X(eff_tally_fields, EFF_TALLY_FIELDS) \
	X(hold_fields, HOLD_FIELDS) \
	X(top_fields, TOP_FIELDS) \
	X(move_cards_eff_fields, MOVE_CARDS_EFF_FIELDS) \
	X(final_fields, FINAL_FIELDS) \
	X(release_fields, RELEASE_FIELDS) \
	X(link_eff_fields, LINK_EFF_FIELDS) \
	X(leave_fields, LEAVE_FIELDS) \
	X(swap_fields, SWAP_FIELDS) \
	X(roll_position_fields, ROLL_POSITION_FIELDS) \
	X(counters_fields, COUNTERS_FIELDS) \
	X(count_down_fields, COUNT_DOWN_FIELDS) \
	X(card_eff_fields, CARD_EFF_FIELDS) \
	X(arrive_eff_fields, ARRIVE_EFF_FIELDS) \
	X(place_pieces_eff_fields, PLACE_PIECES_EFF_FIELDS) \
	X(buy_subs_eff_fields, BUY_SUBS_EFF_FIELDS) \
	X(give_eff_fields, GIVE_EFF_FIELDS) \
	X(stats_eff_fields, STATS_EFF_FIELDS) \
	X(units_eff_fields, UNITS_EFF_FIELDS) \
	X(lay_tile_eff_fields, LAY_TILE_EFF_FIELDS) \
	X(cargo_eff_fields, CARGO_EFF_FIELDS) \
	X(keep_eff_fields, KEEP_EFF_FIELDS) \
	X(order_step_eff_fields, ORDER_STEP_EFF_FIELDS) \
	X(explored_eff_fields, EXPLORED_EFF_FIELDS) \
	X(relocate_eff_fields, RELOCATE_EFF_FIELDS) \
	X(run_ability_eff_fields, RUN_ABILITY_EFF_FIELDS) \
	X(lend_ability_eff_fields, LEND_ABILITY_EFF_FIELDS) \
	X(move_units_eff_fields, MOVE_UNITS_EFF_FIELDS) \
	X(add_units_eff_fields, ADD_UNITS_EFF_FIELDS) \
	X(set_board_eff_fields, SET_BOARD_EFF_FIELDS) \
	X(seal_order_eff_fields, SEAL_ORDER_EFF_FIELDS) \
	X(combat_side_eff_fields, COMBAT_SIDE_EFF_FIELDS) \
	X(retreat_eff_fields, RETREAT_EFF_FIELDS) \
	X(reinforce_eff_fields, REINFORCE_EFF_FIELDS) \
	X(squad_loses_eff_fields, SQUAD_LOSES_EFF_FIELDS) \
	X(zone_holder_eff_fields, ZONE_HOLDER_EFF_FIELDS) \
	X(set_territory_eff_fields, SET_TERRITORY_EFF_FIELDS) \
	X(set_placing_eff_fields, SET_PLACING_EFF_FIELDS) \
	X(add_producer_eff_fields, ADD_PRODUCER_EFF_FIELDS) \
	X(squad_counts_eff_fields, SQUAD_COUNTS_EFF_FIELDS) \
	X(squad_flies_eff_fields, SQUAD_FLIES_EFF_FIELDS) \
	X(start_combat_eff_fields, START_COMBAT_EFF_FIELDS) \
	X(orbit_battle_eff_fields, ORBIT_BATTLE_EFF_FIELDS) \
	X(duel_eff_fields, DUEL_EFF_FIELDS) \
	X(assign_hits_eff_fields, ASSIGN_HITS_EFF_FIELDS) \
	X(seize_eff_fields, SEIZE_EFF_FIELDS) \
	X(turns_held_eff_fields, TURNS_HELD_EFF_FIELDS) \
	X(combat_round_eff_fields, COMBAT_ROUND_EFF_FIELDS) \
	X(each_source_eff_fields, EACH_SOURCE_EFF_FIELDS) \
	X(take_sources_eff_fields, TAKE_SOURCES_EFF_FIELDS) \
	X(rank_by_fields, RANK_BY_FIELDS) \
	X(rank_players_eff_fields, RANK_PLAYERS_EFF_FIELDS) \
	X(reward_eff_fields, REWARD_EFF_FIELDS) \
	X(play_cards_eff_fields, PLAY_CARDS_EFF_FIELDS) \
	X(set_morale_eff_fields, SET_MORALE_EFF_FIELDS) \
	X(flee_home_eff_fields, FLEE_HOME_EFF_FIELDS) \
	X(take_hits_eff_fields, TAKE_HITS_EFF_FIELDS) \
	X(list_column_fields, LIST_COLUMN_FIELDS) \
	X(json_member_fields, JSON_MEMBER_FIELDS) \
	X(deferred_json_fields, DEFERRED_JSON_FIELDS) \
	X(list_players_eff_fields, LIST_PLAYERS_EFF_FIELDS) \
	X(throw_pools_eff_fields, THROW_POOLS_EFF_FIELDS) \
	X(settle_hits_eff_fields, SETTLE_HITS_EFF_FIELDS) \
	X(each_party_eff_fields, EACH_PARTY_EFF_FIELDS)
SCHEMA_TYPES(decl_types, DECL_TYPES, DECL_TABLES);
const struct stype *const eng_t_effects = &decl_types.t[TI_eng_t_effects];
const struct stype *const rs_deferred_json_type =
    &decl_types.t[TI_t_deferred_json];
