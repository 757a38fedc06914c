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
	"standings", "" };
const char eng_move_in_names[][SCHEMA_NAME_MAX] = { "dice", "all", "none", "" };
static const char json_as_names[][SCHEMA_NAME_MAX] = { "number", "player",
	"product", "flag", "" };
const char eng_settle_order_names[][SCHEMA_NAME_MAX] = { "turn-order",
	"seats", "" };

#define DECL_TYPES(T, L) \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	L(t_die, (.check = rs_check_dice), .kind = SK_STR, .what = "a die") \
	L(t_move_in, (.names = eng_move_in_names), .kind = SK_ENUM) \
	L(t_json_as, (.names = json_as_names), .kind = SK_ENUM) \
	L(t_settle_order, (.names = eng_settle_order_names), .kind = SK_ENUM) \
	L(t_rank_prefer, (.names = rank_prefer_names), .kind = SK_ENUM) \
	L(t_rank_into, (.names = rank_into_names), .kind = SK_ENUM) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_str, .kind = SK_STR) \
	T(t_text, .kind = SK_STR, .what = "a text") \
	T(t_expr, .kind = SK_EXPR) \
	T(t_ref_piece, RS_REF(pieces, "piece")) \
	T(t_ref_combat, RS_REF(combats, "combat")) \
	T(t_ref_deck, RS_REF(decks, "deck")) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_res_refs, SCHEMA_LIST(t_ref_res)) \
	T(t_step_names, SCHEMA_LIST(t_str)) \
	T(t_amounts, SCHEMA_DICT(t_expr, "amounts")) \
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
	T(t_eff_hand, \
	    SCHEMA_STRUCT(struct eff_hand, hand_fields, \
	    "a region handed over")) \
	T(t_eff_hold, \
	    SCHEMA_STRUCT(struct eff_hold, hold_fields, \
	    "a region's holder and pieces")) \
	T(t_eff_top, \
	    SCHEMA_STRUCT(struct eff_top, top_fields, \
	    "a deck's top card")) \
	T(t_eff_move_cards, \
	    SCHEMA_STRUCT(struct eff_move_cards, move_cards_eff_fields, \
	    "cards moved between piles")) \
	T(t_eff_remove_sites, \
	    SCHEMA_STRUCT(struct eff_remove_sites, remove_sites_eff_fields, \
	    "the round's sites off the table")) \
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
	T(t_effect, \
	    SCHEMA_STRUCT(struct effect_def, effect_fields, "an effect")) \
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
	    "a tracked piece's time counters set")) \
	T(t_eff_card, \
	    SCHEMA_STRUCT(struct eff_card, card_eff_fields, \
	    "a card's values given")) \
	T(t_eff_commit, \
	    SCHEMA_STRUCT(struct eff_commit, commit_eff_fields, \
	    "a hand committed")) \
	T(t_eff_equip, \
	    SCHEMA_STRUCT(struct eff_equip, equip_eff_fields, \
	    "a producer put on a zone")) \
	T(t_eff_reveal, \
	    SCHEMA_STRUCT(struct eff_reveal, reveal_eff_fields, \
	    "a site revealed")) \
	T(t_eff_claim, \
	    SCHEMA_STRUCT(struct eff_claim, claim_eff_fields, \
	    "a landing at a site")) \
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
	T(t_eff_resolve, \
	    SCHEMA_STRUCT(struct eff_resolve, resolve_eff_fields, \
	    "a site resolved")) \
	T(t_eff_lay, \
	    SCHEMA_STRUCT(struct eff_lay, lay_eff_fields, \
	    "territory tiles laid")) \
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
	T(t_eff_spawned, \
	    SCHEMA_STRUCT(struct eff_spawned, spawned_eff_fields, \
	    "a spawned piece placed")) \
	T(t_eff_build, \
	    SCHEMA_STRUCT(struct eff_build, build_eff_fields, \
	    "pieces built on a territory and paid for")) \
	T(t_eff_ability, \
	    SCHEMA_STRUCT(struct eff_ability, ability_eff_fields, \
	    "a chief's ability used")) \
	T(t_eff_order_move, \
	    SCHEMA_STRUCT(struct eff_order_move, order_move_eff_fields, \
	    "units moved in an order")) \
	T(t_eff_set_board, \
	    SCHEMA_STRUCT(struct eff_set_board, set_board_eff_fields, \
	    "a zone's board set")) \
	T(t_eff_seal_order, \
	    SCHEMA_STRUCT(struct eff_seal_order, seal_order_eff_fields, \
	    "a sealed production order")) \
	T(t_eff_landing, \
	    SCHEMA_STRUCT(struct eff_landing, landing_eff_fields, \
	    "the outcome of a landing")) \
	T(t_eff_send, \
	    SCHEMA_STRUCT(struct eff_send, send_eff_fields, \
	    "a squad sent to another zone")) \
	T(t_eff_combat_side, \
	    SCHEMA_STRUCT(struct eff_combat_side, combat_side_eff_fields, \
	    "a player's word in the combat")) \
	T(t_eff_retreat, \
	    SCHEMA_STRUCT(struct eff_retreat, retreat_eff_fields, \
	    "a player's units withdrawn from the combat")) \
	T(t_eff_set_squad, \
	    SCHEMA_STRUCT(struct eff_set_squad, set_squad_eff_fields, \
	    "a squad set")) \
	T(t_eff_reinforce, \
	    SCHEMA_STRUCT(struct eff_reinforce, reinforce_eff_fields, \
	    "a squad or a zone's militia added to")) \
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

/* --- actions and effects ----------------------------------------------------- */

#define PIECES_FIELDS(F) \
	F("piece", t_ref_piece, struct eff_pieces, piece, 0, 0, \
	    "the kind of piece (remove, move: absent, every kind; place: " \
	    "needed where the ruleset has pieces)") \
	F("count", t_expr, struct eff_pieces, count, SF_REQUIRED, 0, \
	    "how many") \
	F("in", t_expr, struct eff_pieces, in, 0, 0, \
	    "place: the region (a word of the action, a region's id, or " \
	    "an expression giving a region)") \
	F("from", t_str, struct eff_pieces, from, 0, 0, \
	    "remove, move: the region they leave") \
	F("to", t_str, struct eff_pieces, to, 0, 0, \
	    "move: the region they go to")

#define FIGHT_FIELDS(F) \
	F("combat", t_ref_combat, struct eff_fight, combat, SF_REQUIRED, \
	    0, "the combat declared under combats") \
	F("from", t_str, struct eff_fight, from, SF_REQUIRED, 0, \
	    "the region the attack comes from") \
	F("to", t_str, struct eff_fight, to, SF_REQUIRED, 0, \
	    "the region attacked") \
	F("move-in", t_move_in, struct eff_fight, move_in, 0, \
	    MOVE_IN_DICE, "when the region falls, the attacking units that " \
	    "move in: dice (as many as threw dice), all, none")

#define ROLL_DICE_FIELDS(F) \
	F("count", t_expr, struct roll_dice, count, SF_REQUIRED, 0, \
	    "how many dice") \
	F("die", t_die, struct roll_dice, die, SF_REQUIRED, 0, \
	    "the die: d6, or a die of the ruleset")

#define ROW_FIELDS(F) \
	F("when", t_expr, struct roll_row, when, 0, 0, \
	    "a test of the roll (absent: always)") \
	F("effects", eng_t_effects, struct roll_row, effects, \
	    SF_REQUIRED, 0, "what happens")

#define ROLL_FIELDS(F) \
	F("dice", t_roll_dice_list, struct eff_roll, dice, SF_REQUIRED, \
	    0, "the dice thrown, in order") \
	F("table", t_rows, struct eff_roll, table, 0, 0, \
	    "rows: the first whose test holds is carried out") \
	F("json", t_str, struct eff_roll, json, 0, 0, \
	    "the key of the --json report giving the total thrown") \
	F("target", t_expr, struct eff_roll, target, 0, 0, \
	    "the total needed, known before the throw as target") \
	F("json-target", t_str, struct eff_roll, json_target, 0, 0, \
	    "the key of the --json report giving the total needed") \
	F("calm", t_bool, struct eff_roll, calm, 0, 0, \
	    "the dice thrown without their explosions") \
	F("keep-rolls", t_bool, struct eff_roll, keep_rolls, 0, 0, \
	    "with json, the roll's entries of rolls kept as well")

#define IF_FIELDS(F) \
	F("test", t_expr, struct eff_if, test, SF_REQUIRED, 0, \
	    "an expression") \
	F("then", eng_t_effects, struct eff_if, then, 0, 0, \
	    "the effects when it holds") \
	F("else", eng_t_effects, struct eff_if, otherwise, 0, 0, \
	    "the effects when it does not")

#define BAG_EFF_FIELDS(F) \
	F("deck", t_ref_deck, struct eff_bag, deck, 0, 0, \
	    "the deck, bag or cup") \
	F("bag", t_ref_deck, struct eff_bag, bag, 0, 0, \
	    "the older spelling of 'deck'") \
	F("count", t_expr, struct eff_bag, count, 0, 0, \
	    "draw: how many items, at random") \
	F("items", t_amounts, struct eff_bag, items, 0, 0, \
	    "return: how many of each item go back") \
	F("reason", t_text, struct eff_bag, reason, 0, 0, \
	    "draw: what for, in the line of the draw (absent: the draw)") \
	F("refuse-empty", t_bool, struct eff_bag, refuse_empty, 0, 0, \
	    "draw: true: refused when the deck is empty") \
	F("unseen", t_bool, struct eff_bag, unseen, 0, 0, \
	    "draw: true: a hand drawn unseen from a deck with unseen-hand") \
	F("from-table", t_bool, struct eff_bag, from_table, 0, 0, \
	    "return: true: the items come back from the table, none taken " \
	    "from the actor's resources of the same id")

#define MOVE_CARDS_EFF_FIELDS(F) \
	F("deck", t_ref_deck, struct eff_move_cards, deck, SF_REQUIRED, 0, \
	    "the deck in piles whose cards move") \
	F("from", t_id, struct eff_move_cards, from, SF_REQUIRED, 0, \
	    "the pile they leave, or played: those played at the sites") \
	F("to", t_id, struct eff_move_cards, to, SF_REQUIRED, 0, \
	    "the pile they go to") \
	F("player", t_expr, struct eff_move_cards, player, 0, 0, \
	    "whose cards move (absent: every player's)")

#define REMOVE_SITES_EFF_FIELDS(F) \
	F("unscored-says", t_text, struct eff_remove_sites, unscored_says, \
	    0, 0, "a line for each site nobody scored at, site its number")

#define ENTER_FIELDS(F) \
	F("unit", t_expr, struct eff_enter, unit, SF_REQUIRED, 0, \
	    "the kind of piece: a word of kind unit") \
	F("counters", t_expr, struct eff_enter, counters, 0, 0, \
	    "the time counters it enters with (absent: none)")

#define LEAVE_FIELDS(F) \
	F("piece", t_expr, struct eff_leave, piece, SF_REQUIRED, 0, \
	    "the piece: a word of kind tracked")

#define SWAP_FIELDS(F) \
	F("piece", t_expr, struct eff_swap, piece, SF_REQUIRED, 0, \
	    "one piece: a word of kind tracked") \
	F("with", t_expr, struct eff_swap, with, SF_REQUIRED, 0, \
	    "the other: a word of kind tracked")

#define COUNTERS_FIELDS(F) \
	F("piece", t_expr, struct eff_counters, piece, SF_REQUIRED, 0, \
	    "the piece: a word of kind tracked") \
	F("to", t_expr, struct eff_counters, to, SF_REQUIRED, 0, \
	    "its time counters from now on (0 or more)")

#define HOLD_FIELDS(F) \
	F("region", t_str, struct eff_hold, region, SF_REQUIRED, 0, \
	    "the region (a word of the action, or a region's id)") \
	F("player", t_expr, struct eff_hold, player, SF_REQUIRED, 0, \
	    "who holds it: a player, or nobody") \
	F("count", t_expr, struct eff_hold, count, SF_REQUIRED, 0, \
	    "the holder's pieces there (0 with nobody)") \
	F("piece", t_ref_piece, struct eff_hold, piece, 0, 0, \
	    "their kind (absent: the first)")

#define LINK_EFF_FIELDS(F) \
	F("from", t_str, struct eff_link, from, SF_REQUIRED, 0, \
	    "the body whose port it starts from (a body word or id)") \
	F("to", t_str, struct eff_link, to, SF_REQUIRED, 0, \
	    "the body it leads to (a body word or id)") \
	F("fields", t_expr, struct eff_link, fields, SF_REQUIRED, 0, \
	    "how many fields it spans (1 or more)")

#define EFFECT_FIELDS(F) \
	F("gain", t_amounts, struct effect_def, gain, 0, 0, \
	    "resources gained (negative: paid), each an expression") \
	F("place", t_eff_pieces, struct effect_def, place, SF_PRESENT, 0, \
	    "new pieces of the actor's in a region") \
	F("remove", t_eff_pieces, struct effect_def, remove, SF_PRESENT, \
	    0, "pieces of the actor's leave a region") \
	F("move", t_eff_pieces, struct effect_def, move, SF_PRESENT, 0, \
	    "pieces of the actor's move between regions") \
	F("fight", t_eff_fight, struct effect_def, fight, SF_PRESENT, 0, \
	    "one round of a combat") \
	F("set", t_amounts, struct effect_def, set, 0, 0, \
	    "resources set to amounts") \
	F("roll", t_eff_roll, struct effect_def, roll, SF_PRESENT, 0, \
	    "dice thrown, and a table of what follows") \
	F("if", t_eff_if, struct effect_def, cond, SF_PRESENT, 0, \
	    "effects on a condition") \
	F("each-player", eng_t_effects, struct effect_def, each, 0, 0, \
	    "effects for every player in turn order, each the actor") \
	F("draw", t_eff_bag, struct effect_def, draw, SF_PRESENT, 0, \
	    "items drawn from a deck, at random, for the actor") \
	F("return", t_eff_bag, struct effect_def, back, SF_PRESENT, 0, \
	    "items put back into a deck") \
	F("next", t_bool, struct effect_def, next, 0, 0, \
	    "true: the phase ends, as with the command 'next'") \
	F("say", t_text, struct effect_def, say, 0, 0, \
	    "a line for people, with {expressions}") \
	F("says", t_text, struct effect_def, says, 0, 0, \
	    "the effect's line for people, instead of its own (\"\": none)") \
	F("json", t_str, struct effect_def, json, 0, 0, \
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
	F("tally", t_eff_tally, struct effect_def, tally, SF_PRESENT, 0, \
	    "a tally added to (tallies)") \
	F("hand-over", t_eff_hand, struct effect_def, hand, SF_PRESENT, 0, \
	    "a region's pieces leave and the actor holds it") \
	F("hold", t_eff_hold, struct effect_def, hold, SF_PRESENT, 0, \
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
	    SF_PRESENT, 0, "a tracked piece's time counters set") \
	F("set-card", t_eff_card, struct effect_def, set_card, SF_PRESENT, \
	    0, "a card's values the ruleset leaves unknown, given") \
	F("commit", t_eff_commit, struct effect_def, commit, SF_PRESENT, 0, \
	    "a player's hand committed to the sites of the round") \
	F("move-cards", t_eff_move_cards, struct effect_def, move_cards, \
	    SF_PRESENT, 0, "every card of a pile put on another, each " \
	    "player's on his own") \
	F("remove-sites", t_eff_remove_sites, struct effect_def, \
	    remove_sites, SF_PRESENT, 0, "the round's sites off the table") \
	F("equip", t_eff_equip, struct effect_def, equip, SF_PRESENT, 0, \
	    "a producer put on a numbered zone waiting for one") \
	F("place-home", t_eff_arrive, struct effect_def, place_home, \
	    SF_PRESENT, 0, "a player's home placed on a territory, with its " \
	    "units") \
	F("place-arrival", t_eff_arrive, struct effect_def, place_arrival, \
	    SF_PRESENT, 0, "a player's arrival building placed on a " \
	    "territory, with its units") \
	F("reveal", t_eff_reveal, struct effect_def, reveal, SF_PRESENT, 0, \
	    "the next site of the round revealed") \
	F("claim", t_eff_claim, struct effect_def, claim, SF_PRESENT, 0, \
	    "a player's landing at the site being resolved") \
	F("give", t_eff_give, struct effect_def, give, SF_PRESENT, 0, \
	    "a player gives another an amount of a resource") \
	F("enter-stats", t_eff_stats, struct effect_def, enter_stats, \
	    SF_PRESENT, 0, "values printed for a kind of piece that the " \
	    "ruleset leaves unknown, entered") \
	F("set-units", t_eff_units, struct effect_def, set_units, \
	    SF_PRESENT, 0, "a player's units on a territory set to a count " \
	    "of each kind") \
	F("resolve", t_eff_resolve, struct effect_def, resolve, SF_PRESENT, \
	    0, "the next site of the round resolved: its landing order") \
	F("lay-tiles", t_eff_lay, struct effect_def, lay_tiles, SF_PRESENT, \
	    0, "territory tiles laid on the map") \
	F("load", t_eff_cargo, struct effect_def, load, SF_PRESENT, 0, \
	    "goods loaded onto the actor's squad in the orbit of a zone") \
	F("unload", t_eff_cargo, struct effect_def, unload, SF_PRESENT, 0, \
	    "goods unloaded from the actor's squad onto a zone") \
	F("keep-card", t_eff_keep, struct effect_def, keep_card, SF_PRESENT, \
	    0, "a card a player keeps for the game (a piece's: its unit " \
	    "upgraded)") \
	F("mark-done", t_expr, struct effect_def, mark_done, 0, 0, \
	    "the player who is done this phase (done(), next_undone)") \
	F("order-step", t_eff_order_step, struct effect_def, order_step, \
	    SF_PRESENT, 0, "the order of the player whose turn it is takes " \
	    "a step (movement, combat or explore)") \
	F("set-explored", t_eff_explored, struct effect_def, set_explored, \
	    SF_PRESENT, 0, "a territory of the map marked explored") \
	F("place-spawned", t_eff_spawned, struct effect_def, place_spawned, \
	    SF_PRESENT, 0, "a spawned piece placed by a player on a " \
	    "territory, or not placed") \
	F("start-order", t_eff_explored, struct effect_def, start_order, \
	    SF_PRESENT, 0, "the order of the player whose turn it is placed " \
	    "on a territory: its steps begin") \
	F("set-turn-order", t_str, struct effect_def, set_turn_order, 0, 0, \
	    "the turn order set: a word of the action of kind turn-order") \
	F("relocate", t_eff_relocate, struct effect_def, relocate, \
	    SF_PRESENT, 0, "a tracked piece moved where a word of the action " \
	    "of kind destination says") \
	F("build", t_eff_build, struct effect_def, build, SF_PRESENT, 0, \
	    "pieces built by a player on a territory as the pieces' rules " \
	    "say, and paid for") \
	F("use-ability", t_eff_ability, struct effect_def, use_ability, \
	    SF_PRESENT, 0, "the actor's chief uses its ability, or borrows " \
	    "another chief's") \
	F("order-move", t_eff_order_move, struct effect_def, order_move, \
	    SF_PRESENT, 0, "units moved from one territory to another in " \
	    "the order of the player whose turn it is") \
	F("set-board", t_eff_set_board, struct effect_def, set_board, \
	    SF_PRESENT, 0, "a numbered zone's board set as it stands on " \
	    "the table, KEY=VALUE by KEY=VALUE") \
	F("seal-order", t_eff_seal_order, struct effect_def, seal_order, \
	    SF_PRESENT, 0, "(a text of before) a sealed production order " \
	    "of the actor's, declared at load as a deferred command " \
	    "(deferred, deferred-require, reinforce)") \
	F("landing", t_eff_landing, struct effect_def, landing, \
	    SF_PRESENT, 0, "the outcome of the actor's landing on a " \
	    "numbered zone, fought at the table") \
	F("send-squad", t_eff_send, struct effect_def, send_squad, \
	    SF_PRESENT, 0, "some of the actor's squad in a numbered zone's " \
	    "orbit sent along the distance table to another") \
	F("hold-back", t_eff_combat_side, struct effect_def, hold_back, \
	    SF_PRESENT, 0, "a player's light units held back to the last " \
	    "step of the combat's round") \
	F("remain", t_eff_combat_side, struct effect_def, remain, \
	    SF_PRESENT, 0, "a player stays in the combat for another round") \
	F("retreat", t_eff_retreat, struct effect_def, retreat, \
	    SF_PRESENT, 0, "a player's units that move withdrawn from the " \
	    "combat to a territory next to it") \
	F("set-squad", t_eff_set_squad, struct effect_def, set_squad, \
	    SF_PRESENT, 0, "a party's squad at a numbered zone set as it " \
	    "stands on the table: its counts, distance and cargo") \
	F("reinforce", t_eff_reinforce, struct effect_def, reinforce, \
	    SF_PRESENT, 0, "a player's squad in a numbered zone's orbit " \
	    "and the zone's militia added to, each by an expression") \
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
	    "true: each of the actor's units without time counters earns " \
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
	    "declared at load with remove-sites") \
	F("end-roll", t_bool, struct effect_def, end_roll, 0, 0, \
	    "true: the end-of-game dice of mechanisms.game-end thrown") \
	F("hold-win", t_bool, struct effect_def, hold_win, 0, 0, \
	    "true (a text of before): the players left with nothing out " \
	    "and the win by zones held, declared at load with put-out and " \
	    "declare-winner") \
	F("revolts", t_bool, struct effect_def, revolts, 0, 0, \
	    "true (a text of before): every zone with less militia than " \
	    "folk turns neutral, declared at load with each-region and " \
	    "make-neutral") \
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
	F("declare-winner", t_expr, struct effect_def, declare_winner, 0, 0, \
	    "a player (best_player(...)): the game is over and the player " \
	    "wins; nobody: no winner") \
	F("each-player-in-turn", eng_t_effects, struct effect_def, \
	    each_in_turn, 0, 0, "effects for every player in the turn " \
	    "order (seat order before there is one), each the actor") \
	F("where", t_expr, struct effect_def, winner_where, 0, 0, \
	    "with declare-winner: a test, who bound to each player; every " \
	    "player for whom it holds wins (declare-winner: who), jointly") \
	F("put-out", t_bool, struct effect_def, put_out, 0, 0, \
	    "true: the actor is out of the game and takes no further part") \
	F("each-region", eng_t_effects, struct effect_def, each_region, 0, \
	    0, "effects for every region of the board, here bound to it") \
	F("make-neutral", t_expr, struct effect_def, make_neutral, 0, 0, \
	    "a numbered zone (here): it leaves its holder and is neutral, " \
	    "its neutrals to be replenished (replenish-neutrals)") \
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
	F("usage", t_bool, struct effect_def, usage, 0, 0, \
	    "with refuse: the refusal is a usage error (the words are " \
	    "wrong, exit 2)") \
	F("each-source", t_eff_each_source, struct effect_def, \
	    each_source, SF_PRESENT, 0, "effects for every land a word of " \
	    "kind sources names, in the order named, here bound to it") \
	F("take-sources", t_eff_take_sources, struct effect_def, \
	    take_sources, SF_PRESENT, 0, "units taken off the lands a " \
	    "word of kind sources names, in the order named") \
	F("data-flag", t_amounts_any, struct effect_def, data_flag, 0, 0, \
	    "members of the command's --json report, true where the " \
	    "expression is not 0, else false") \
	F("rank-players", t_eff_rank_players, struct effect_def, \
	    rank_players, SF_PRESENT, 0, "the players ranked by a chain of " \
	    "criteria, the next breaking the ties of the one before") \
	F("unknown", t_str, struct effect_def, unknown, 0, 0, \
	    "beside refuse, MECHANISM.KEY: while mechanisms.MECHANISM.KEY " \
	    "is unknown the command stops for it (exit 3), not refused") \
	F("fall", t_expr, struct effect_def, fall, 0, 0, \
	    "a player out of the game, every piece of its own leaving the " \
	    "board") \
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

#define SET_SQUAD_EFF_FIELDS(F) \
	F("party", t_str, struct eff_set_squad, party, SF_REQUIRED, 0, \
	    "whose squad: a word of the action of kind party") \
	F("at", t_str, struct eff_set_squad, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("strikers", t_str, struct eff_set_squad, strikers, SF_REQUIRED, \
	    0, "its strikers: a word of the action of kind number") \
	F("carriers", t_str, struct eff_set_squad, carriers, SF_REQUIRED, \
	    0, "its carriers: a word of the action of kind number") \
	F("rest", t_str, struct eff_set_squad, rest, SF_REQUIRED, 0, \
	    "its distance space and cargo: a word of the action of kind " \
	    "away-cargo")

#define REINFORCE_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_reinforce, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("player", t_expr, struct eff_reinforce, player, 0, 0, \
	    "whose squad (without it, the actor's)") \
	F("strikers", t_expr, struct eff_reinforce, strikers, 0, 0, \
	    "the strikers added to the squad in the zone's orbit") \
	F("carriers", t_expr, struct eff_reinforce, carriers, 0, 0, \
	    "the carriers added to the squad in the zone's orbit") \
	F("militia", t_expr, struct eff_reinforce, militia, 0, 0, \
	    "the militia added to the zone")

#define SET_BOARD_EFF_FIELDS(F) \
	F("at", t_str, struct eff_set_board, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("settings", t_str, struct eff_set_board, settings, SF_REQUIRED, 0, \
	    "the changes: a word of the action of kind settings")

#define CARGO_EFF_FIELDS(F) \
	F("at", t_str, struct eff_cargo, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("goods", t_str, struct eff_cargo, goods, SF_REQUIRED, 0, \
	    "the goods: a word of the action of kind cargo")

#define KEEP_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_keep, player, SF_REQUIRED, 0, \
	    "the player who keeps it") \
	F("card", t_str, struct eff_keep, card, SF_REQUIRED, 0, \
	    "the card: a word of the action of kind card-id") \
	F("twice-says", t_text, struct eff_keep, twice_says, 0, 0, \
	    "the refusal of a card the player keeps already")

#define EQUIP_EFF_FIELDS(F) \
	F("at", t_str, struct eff_equip, at, SF_REQUIRED, 0, \
	    "the zone, or the player: a word of the action of kind holding") \
	F("kind", t_str, struct eff_equip, kind, SF_REQUIRED, 0, \
	    "the kind of producer: a word of the action of kind producer")

#define ARRIVE_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_arrive, player, SF_REQUIRED, 0, \
	    "the player who places it") \
	F("at", t_str, struct eff_arrive, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory")

#define CLAIM_EFF_FIELDS(F) \
	F("player", t_str, struct eff_claim, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player") \
	F("claim", t_str, struct eff_claim, claim, SF_REQUIRED, 0, \
	    "the location and sub-locations: a word of kind claim")

#define REVEAL_EFF_FIELDS(F) \
	F("site", t_str, struct eff_reveal, site, SF_REQUIRED, 0, \
	    "the site: a word of the action of kind revealed")

#define ORDER_STEP_EFF_FIELDS(F) \
	F("step", t_str, struct eff_order_step, step, SF_REQUIRED, 0, \
	    "the step: movement, combat or explore") \
	F("what", t_str, struct eff_order_step, what, 0, 0, \
	    "what its refusals call the command's part (\"exploring\")")

#define EXPLORED_EFF_FIELDS(F) \
	F("at", t_str, struct eff_explored, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory")

#define SEAL_ORDER_EFF_FIELDS(F) \
	F("at", t_str, struct eff_seal_order, at, SF_REQUIRED, 0, \
	    "the numbered zone built on: a word of the action of kind " \
	    "region") \
	F("n", t_str, struct eff_seal_order, n, SF_REQUIRED, 0, \
	    "how many: a word of the action of kind number") \
	F("product", t_str, struct eff_seal_order, product, SF_REQUIRED, \
	    0, "what is built: a word of the action of kind product")

#define LANDING_EFF_FIELDS(F) \
	F("at", t_str, struct eff_landing, at, SF_REQUIRED, 0, \
	    "the numbered zone landed on: a word of the action of kind " \
	    "region") \
	F("captured", t_expr, struct eff_landing, captured, SF_REQUIRED, \
	    0, "true when the zone was captured, false when the landing " \
	    "was repelled") \
	F("lost", t_str, struct eff_landing, lost, SF_REQUIRED, 0, \
	    "the carriers lost: a word of the action of kind number") \
	F("militia", t_str, struct eff_landing, militia, SF_REQUIRED, 0, \
	    "the militia on the zone after it: a word of the action of " \
	    "kind number")

#define SEND_EFF_FIELDS(F) \
	F("from", t_str, struct eff_send, from, SF_REQUIRED, 0, \
	    "the numbered zone left: a word of the action of kind region") \
	F("to", t_str, struct eff_send, to, SF_REQUIRED, 0, \
	    "the numbered zone flown to: a word of the action of kind " \
	    "region") \
	F("strikers", t_str, struct eff_send, strikers, SF_REQUIRED, 0, \
	    "how many strikers: a word of the action of kind number") \
	F("carriers", t_str, struct eff_send, carriers, SF_REQUIRED, 0, \
	    "how many carriers: a word of the action of kind number") \
	F("goods", t_str, struct eff_send, goods, 0, 0, \
	    "the goods they carry along: a word of the action of kind " \
	    "cargo (none: none)")

#define COMBAT_SIDE_EFF_FIELDS(F) \
	F("player", t_str, struct eff_combat_side, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player")

#define RETREAT_EFF_FIELDS(F) \
	F("player", t_str, struct eff_retreat, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player") \
	F("to", t_str, struct eff_retreat, to, SF_REQUIRED, 0, \
	    "where the units go: a word of the action of kind refuge")

#define DUEL_EFF_FIELDS(F) \
	F("attacker", t_str, struct eff_duel, attacker, SF_REQUIRED, 0, \
	    "the attacking piece: a word of the action of kind tracked") \
	F("target", t_str, struct eff_duel, target, SF_REQUIRED, 0, \
	    "the piece attacked: a word of the action of kind tracked") \
	F("modifiers", t_str, struct eff_duel, modifiers, 0, 0, \
	    "what the GM adds to either side and the cards played: a word " \
	    "of the action of kind modifiers")

#define ASSIGN_HITS_EFF_FIELDS(F) \
	F("player", t_str, struct eff_assign_hits, player, SF_REQUIRED, 0, \
	    "whose hits: a word of the action of kind player") \
	F("targets", t_str, struct eff_assign_hits, targets, SF_REQUIRED, 0, \
	    "the units hit, in order: a word of the action of kind targets " \
	    "(optional: left out, the units that fall quickest)")

#define START_COMBAT_EFF_FIELDS(F) \
	F("at", t_str, struct eff_start_combat, at, SF_REQUIRED, 0, \
	    "where: a word of the action of kind territory") \
	F("attacker", t_str, struct eff_start_combat, attacker, \
	    SF_REQUIRED, 0, "the attacker: a word of the action of kind " \
	    "player (optional: left out, the player whose turn it is)")

#define ORBIT_BATTLE_EFF_FIELDS(F) \
	F("at", t_str, struct eff_orbit_battle, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("first", t_str, struct eff_orbit_battle, first, SF_REQUIRED, 0, \
	    "the first side: a word of the action of kind parties") \
	F("second", t_str, struct eff_orbit_battle, second, SF_REQUIRED, \
	    0, "the second side: a word of the action of kind parties")

#define COMBAT_ROUND_EFF_FIELDS(F) \
	F("combat", t_str, struct eff_combat_round, combat, 0, \
	    0, "the combat (combats), of units, of values or a pool") \
	F("attacker", t_expr, struct eff_combat_round, attacker, \
	    SF_REQUIRED, 0, "the actor's units in the round (a contest: " \
	    "its value)") \
	F("defender", t_expr, struct eff_combat_round, defender, \
	    SF_REQUIRED, 0, "the other side's units (a contest: its " \
	    "value)") \
	F("against", t_expr, struct eff_combat_round, against, \
	    SF_REQUIRED, 0, "the player of the other side (nobody: none)") \
	F("cost", t_amounts, struct eff_combat_round, cost, 0, 0, \
	    "what the actor pays for the round, once its dice are known") \
	F("cost-name", t_str, struct eff_combat_round, cost_name, 0, 0, \
	    "what a refusal of the cost calls the round (\"a roll\")") \
	F("then", eng_t_effects, struct eff_combat_round, then, 0, 0, \
	    "effects carried out with the round bound (losses(attacker), " \
	    "thrown(defender), @die attacker, ...)") \
	F("attacker-extra", t_expr, struct eff_combat_round, \
	    attacker_extra, 0, 0, "dice of its die the attacker throws " \
	    "beyond those its units give (a morale bonus)") \
	F("defender-extra", t_expr, struct eff_combat_round, \
	    defender_extra, 0, 0, "dice of its die the defender throws " \
	    "beyond those its units give") \
	F("attacker-piece", t_str, struct eff_combat_round, \
	    attacker_piece, 0, 0, "a pool: the kind of piece the attacker's " \
	    "units are (its attack thrown, its armour taken)") \
	F("defender-piece", t_str, struct eff_combat_round, \
	    defender_piece, 0, 0, "a pool: the kind of piece the defender's " \
	    "units are") \
	F("attacker-parties", t_str, struct eff_combat_round, \
	    attacker_parties, 0, 0, "a sum: a word of kind parties, the " \
	    "attacker's side, each party throwing its own dice") \
	F("defender-parties", t_str, struct eff_combat_round, \
	    defender_parties, 0, 0, "a sum: a word of kind parties, the " \
	    "defender's side") \
	F("party-says", t_str, struct eff_combat_round, party_says, 0, 0, \
	    "said after each party's throw (party, party_units, " \
	    "party_dice, @faces, ...)") \
	F("json-sides", t_str, struct eff_combat_round, json_sides, 0, 0, \
	    "a round with a side of parties: the --json member listing " \
	    "the sides and their parties' throws") \
	F("json-units", t_str, struct eff_combat_round, json_units, 0, 0, \
	    "the member of the units there (units when absent)") \
	F("json-extra", t_str, struct eff_combat_round, json_extra, 0, 0, \
	    "the member of a party's extra dice there (extra when absent)") \
	F("combat-of", t_str, struct eff_combat_round, combat_of, 0, 0, \
	    "instead of combat: the mechanism whose combat the round " \
	    "fights (attack, dice-pool, orbit-combat)") \
	F("before-throw", eng_t_effects, struct eff_combat_round, \
	    before_throw, 0, 0, "a round with a side of parties: effects " \
	    "once its sides are read, before its count, cost and throws") \
	F("party-check", eng_t_effects, struct eff_combat_round, \
	    party_check, 0, 0, "a round with a side of parties: effects " \
	    "for each party as it is read, party bound")

#define EACH_SOURCE_EFF_FIELDS(F) \
	F("word", t_str, struct eff_each_source, word, SF_REQUIRED, 0, \
	    "a word of the action of kind sources") \
	F("then", eng_t_effects, struct eff_each_source, then, 0, 0, \
	    "the effects for each land, here bound to it")

#define TAKE_SOURCES_EFF_FIELDS(F) \
	F("word", t_str, struct eff_take_sources, word, SF_REQUIRED, 0, \
	    "a word of the action of kind sources") \
	F("count", t_expr, struct eff_take_sources, count, SF_REQUIRED, 0, \
	    "how many units, off the lands in the order named, each giving " \
	    "at most the units it names")

#define SET_MORALE_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_set_morale, player, SF_REQUIRED, 0, \
	    "whose counter: a player (nobody: none is set)") \
	F("force", t_str, struct eff_set_morale, force, SF_REQUIRED, 0, \
	    "the force: a kind of piece of the numbered zones (strikers, " \
	    "carriers, militia), by the name morale() reads") \
	F("up", t_expr, struct eff_set_morale, up, SF_REQUIRED, 0, \
	    "not 0: the counter goes up; 0: it comes off")

#define EACH_PARTY_EFF_FIELDS(F) \
	F("side", t_expr, struct eff_each_party, side, SF_REQUIRED, 0, \
	    "the side of the round: attacker or defender") \
	F("then", eng_t_effects, struct eff_each_party, then, 0, 0, \
	    "the effects for each party, party and its throw bound")

#define TAKE_HITS_EFF_FIELDS(F) \
	F("side", t_str, struct eff_take_hits, side, SF_REQUIRED, 0, \
	    "the side: a word of the action of kind parties") \
	F("at", t_expr, struct eff_take_hits, at, SF_REQUIRED, 0, \
	    "the numbered zone whose orbit it fights in") \
	F("hits", t_expr, struct eff_take_hits, hits, SF_REQUIRED, 0, \
	    "the strikers it loses, the first party's first")

#define LIST_COLUMN_FIELDS(F) \
	F("key", t_str, struct list_column, key, SF_REQUIRED, 0, \
	    "the member's name ('-' given as '_')") \
	F("value", t_expr, struct list_column, value, SF_REQUIRED, 0, \
	    "its number: an expression, who bound to the player")

#define JSON_MEMBER_FIELDS(F) \
	F("key", t_str, struct json_member, key, SF_REQUIRED, 0, \
	    "the member's name") \
	F("value", t_expr, struct json_member, value, SF_REQUIRED, 0, \
	    "its value: an expression") \
	F("as", t_json_as, struct json_member, as, 0, JSON_AS_NUMBER, \
	    "how it is given: number, player (the name, null for nobody), " \
	    "product (the id) or flag (true or false)")

#define DEFERRED_JSON_FIELDS(F) \
	F("list", t_str, struct deferred_json, list, 0, 0, \
	    "the list of the --json report its entry goes in (without it, " \
	    "deferred)") \
	F("members", t_json_members, struct deferred_json, members, \
	    SF_REQUIRED, 0, "the members of its entry, the command's words " \
	    "bound") \
	F("carried", t_str, struct deferred_json, carried, 0, 0, \
	    "the key of true (carried out) or false (refused) (without it, " \
	    "carried)")

#define LIST_PLAYERS_EFF_FIELDS(F) \
	F("each", t_text, struct eff_list_players, each, SF_REQUIRED, 0, \
	    "each player's text, who bound to him") \
	F("json-each", t_list_columns, struct eff_list_players, json_each, \
	    0, 0, "the members of each player's object in the effect's " \
	    "json, after player (his name)")

#define THROW_POOLS_EFF_FIELDS(F) \
	F("fires", t_expr, struct eff_throw_pools, fires, SF_REQUIRED, 0, \
	    "not 0 when the units of kind 'kind' of player 'who' fire now") \
	F("escalation", t_bool, struct eff_throw_pools, escalation, 0, 0, \
	    "true: the escalation pool thrown once a round, its hits added") \
	F("heading", t_str, struct eff_throw_pools, heading, 0, 0, \
	    "a line for people said before the throws")

#define SETTLE_HITS_EFF_FIELDS(F) \
	F("wait", t_expr, struct eff_settle_hits, wait, SF_REQUIRED, 0, \
	    "not 0 (read as each player who has a choice is met): the " \
	    "players after him wait their turn") \
	F("order", t_settle_order, struct eff_settle_hits, order, \
	    SF_REQUIRED, 0, "the order the players' hits are settled and " \
	    "asked for in: turn-order or seats")

#define FLEE_HOME_EFF_FIELDS(F) \
	F("party", t_expr, struct eff_flee_home, party, SF_REQUIRED, 0, \
	    "who flees: a player, or nobody for the neutral guard") \
	F("from", t_expr, struct eff_flee_home, from, SF_REQUIRED, 0, \
	    "the numbered zone whose orbit it leaves")

#define PLAY_CARDS_EFF_FIELDS(F) \
	F("word", t_str, struct eff_play_cards, word, SF_REQUIRED, 0, \
	    "the words read: a word of the action of kind modifiers") \
	F("by", t_expr, struct eff_play_cards, by, SF_REQUIRED, 0, \
	    "a player who may play cards in the fight") \
	F("against", t_expr, struct eff_play_cards, against, SF_REQUIRED, 0, \
	    "the other player who may")

#define REWARD_EFF_FIELDS(F) \
	F("to", t_expr, struct eff_reward, to, SF_REQUIRED, 0, \
	    "the player rewarded") \
	F("from", t_expr, struct eff_reward, from, 0, 0, \
	    "the player whose resources of takes are taken") \
	F("bank", t_amounts, struct eff_reward, bank, 0, 0, \
	    "what the bank pays, by resource") \
	F("draw", t_count, struct eff_reward, draw, 0, 0, \
	    "cards drawn from the deck") \
	F("takes", t_res_refs, struct eff_reward, takes, 0, 0, \
	    "resources taken whole from the player of from")

#define SEIZE_EFF_FIELDS(F) \
	F("target", t_str, struct eff_seize, target, SF_REQUIRED, 0, \
	    "the land attacked: a word of the action of kind region") \
	F("from", t_str, struct eff_seize, from, SF_REQUIRED, 0, \
	    "the lands it is attacked from and their units: a word of the " \
	    "action of kind sources")

#define TURNS_HELD_EFF_FIELDS(F) \
	F("place", t_expr, struct eff_turns_held, place, SF_REQUIRED, 0, \
	    "the place of the board, an expression (here in each-region)") \
	F("turns", t_expr, struct eff_turns_held, turns, SF_REQUIRED, 0, \
	    "the turns in a row its holder has held it from now on (0 or " \
	    "more)")

#define RANK_BY_FIELDS(F) \
	F("value", t_expr, struct rank_value, value, SF_REQUIRED, 0, \
	    "what is compared: an expression, who bound to each player") \
	F("prefer", t_rank_prefer, struct rank_value, prefer, SF_REQUIRED, 0, \
	    "who comes first: the highest value (high) or the lowest (low)") \
	F("word", t_text, struct rank_value, word, 0, 0, \
	    "what it measures, as @decided names it") \
	F("json", t_str, struct rank_value, json, 0, 0, \
	    "its name in the json's decided_by") \
	F("none", t_expr, struct rank_value, none, 0, 0, \
	    "true for a player who has no value: said none, ranked last")

#define RANK_PLAYERS_EFF_FIELDS(F) \
	F("by", t_rank_bys, struct eff_rank_players, by, SF_REQUIRED, 0, \
	    "the criteria, the first deciding first (at most 8)") \
	F("into", t_rank_into, struct eff_rank_players, into, SF_REQUIRED, \
	    0, "where the order goes: turn-order (the players in the turn " \
	    "order, ranked, are the new one; ties keep the order they had) " \
	    "or choosers (the players not out, in seat order, ranked, " \
	    "choose places in that order) or standings (every player, in " \
	    "seat order, ranked, are the final standings of the card " \
	    "mechanisms; the first place wins)") \
	F("tied-says", t_text, struct eff_rank_players, tied_says, 0, 0, \
	    "said after the ranking when its criteria left players tied " \
	    "(@ties, @ranking)") \
	F("pair-says", t_text, struct eff_rank_players, pair_says, 0, 0, \
	    "said for each pair of neighbours a criterion told apart, " \
	    "first to last (@before, @decided)") \
	F("tied-pair-says", t_text, struct eff_rank_players, tied_pair_says, \
	    0, 0, "said for each pair of neighbours the criteria left tied " \
	    "(@before)") \
	F("json-pairs", t_str, struct eff_rank_players, json_pairs, 0, 0, \
	    "the --json report's key of the pairs of neighbours, first to " \
	    "last: ahead, behind, by (the json of the criterion that told " \
	    "them apart), step (its number), ahead_value, behind_value; " \
	    "by and step null for a pair left tied") \
	F("draws", t_str, struct eff_rank_players, draws, 0, 0, \
	    "players the criteria leave tied draw: the action's word of kind " \
	    "draws giving the values drawn, in seat order") \
	F("later", t_str, struct eff_rank_players, later, 0, 0, \
	    "or: arbiter draws from the left-over pool when it knows it, " \
	    "else the ranking waits for the draws of this action")

#define SPAWNED_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_spawned, player, SF_REQUIRED, 0, \
	    "the player who places it") \
	F("at", t_str, struct eff_spawned, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory (none: " \
	    "not placed)")

#define BUILD_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_build, player, SF_REQUIRED, 0, \
	    "the player who builds") \
	F("at", t_str, struct eff_build, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory") \
	F("pieces", t_str, struct eff_build, pieces, SF_REQUIRED, 0, \
	    "the pieces: a word of the action of kind piece-counts") \
	F("unlimited", t_expr, struct eff_build, unlimited, 0, 0, \
	    "true: the player builds any number of units at its home")

#define ABILITY_EFF_FIELDS(F) \
	F("borrow", t_str, struct eff_ability, borrow, 0, 0, \
	    "the chief whose ability is borrowed: a word of the action of " \
	    "kind chief")

#define ORDER_MOVE_EFF_FIELDS(F) \
	F("from", t_str, struct eff_order_move, from, SF_REQUIRED, 0, \
	    "where they start: a word of the action of kind territory") \
	F("to", t_str, struct eff_order_move, to, SF_REQUIRED, 0, \
	    "where they end: a word of the action of kind territory") \
	F("units", t_str, struct eff_order_move, units, SF_REQUIRED, 0, \
	    "the units: a word of the action of kind piece-counts") \
	F("verb", t_text, struct eff_order_move, verb, SF_REQUIRED, 0, \
	    "the move in the refusals (\"fly\")") \
	F("verbs", t_text, struct eff_order_move, verbs, SF_REQUIRED, 0, \
	    "the move in its line (\"flies\")")

#define STATS_EFF_FIELDS(F) \
	F("kind", t_str, struct eff_stats, kind, SF_REQUIRED, 0, \
	    "the kind: a word of the action of kind piece-kind") \
	F("stats", t_str, struct eff_stats, stats, SF_REQUIRED, 0, \
	    "its values: a word of the action of kind stats")

#define UNITS_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_units, player, SF_REQUIRED, 0, \
	    "the player whose units they are") \
	F("at", t_str, struct eff_units, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory") \
	F("units", t_str, struct eff_units, units, SF_REQUIRED, 0, \
	    "the units: a word of the action of kind piece-counts")

#define LAY_EFF_FIELDS(F) \
	F("tiles", t_str, struct eff_lay, tiles, SF_REQUIRED, 0, \
	    "the places and tiles: a word of the action of kind layout")

#define RESOLVE_EFF_FIELDS(F) \
	F("site", t_str, struct eff_resolve, site, SF_REQUIRED, 0, \
	    "the site and the draws: a word of the action of kind resolved")

#define RELOCATE_EFF_FIELDS(F) \
	F("piece", t_expr, struct eff_relocate, piece, SF_REQUIRED, 0, \
	    "the piece: a word of the action of kind tracked") \
	F("to", t_str, struct eff_relocate, to, SF_REQUIRED, 0, \
	    "where it goes: a word of the action of kind destination")

#define GIVE_EFF_FIELDS(F) \
	F("from", t_expr, struct eff_give, from, SF_REQUIRED, 0, \
	    "the player who gives") \
	F("to", t_expr, struct eff_give, to, SF_REQUIRED, 0, \
	    "the player given it") \
	F("amount", t_expr, struct eff_give, amount, SF_REQUIRED, 0, \
	    "how much (0 or more)") \
	F("resource", t_str, struct eff_give, resource, SF_REQUIRED, 0, \
	    "the resource: a word of kind resource or a resource's id") \
	F("name", t_str, struct eff_give, name, 0, 0, \
	    "what a refusal calls the giving (absent: 'the gift')")

#define COMMIT_EFF_FIELDS(F) \
	F("player", t_str, struct eff_commit, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player") \
	F("cards", t_str, struct eff_commit, cards, SF_REQUIRED, 0, \
	    "the sites and their cards: a word of kind commitment")

#define CARD_EFF_FIELDS(F) \
	F("card", t_str, struct eff_card, card, SF_REQUIRED, 0, \
	    "the card: a word of the action of kind card") \
	F("values", t_str, struct eff_card, values, SF_REQUIRED, 0, \
	    "its values: a word of the action of kind values") \
	F("turned", t_str, struct eff_card, turned, 0, 0, \
	    "its values turned round: a word of kind values ('none': it " \
	    "cannot turn), which may be left out")

#define ROLL_POSITION_FIELDS(F) \
	F("of", t_str, struct eff_roll_position, of, SF_REQUIRED, 0, \
	    "the body placed (a body word or id)")

#define FINAL_FIELDS(F) \
	F("draws", t_str, struct eff_final, draws, 0, 0, \
	    "the tie-break draws: a word of the action of kind draws") \
	F("later", t_str, struct eff_final, later, 0, 0, \
	    "or no draws now: a tie waits for the draws of this action")

#define TOP_FIELDS(F) \
	F("deck", t_str, struct eff_top, deck, SF_REQUIRED, 0, \
	    "the supply deck: a word of the action of kind deck") \
	F("card", t_str, struct eff_top, card, SF_REQUIRED, 0, \
	    "the card on top: a word of the action of kind card")

#define RELEASE_FIELDS(F) \
	F("captor", t_expr, struct eff_release, captor, SF_REQUIRED, 0, \
	    "the player who holds them {captive}") \
	F("owner", t_expr, struct eff_release, owner, SF_REQUIRED, 0, \
	    "the player whose pieces they are")

#define PAY_FIELDS(F) \
	F("to", t_expr, struct eff_pay, to, SF_REQUIRED, 0, \
	    "the player paid: a player word or an expression (nobody: " \
	    "none is)") \
	F("amounts", t_amounts, struct eff_pay, amounts, SF_REQUIRED, 0, \
	    "what the player is paid, resource by resource")

#define HAND_FIELDS(F) \
	F("region", t_str, struct eff_hand, region, SF_REQUIRED, 0, \
	    "the region (a word of the action, or a region's id)") \
	F("count", t_expr, struct eff_hand, count, SF_REQUIRED, 0, \
	    "the actor's pieces on it after (of the first kind)")

#define EFF_TALLY_FIELDS(F) \
	F("id", t_ref_tally, struct eff_tally, id, SF_REQUIRED, 0, \
	    "the tally") \
	F("add", t_expr, struct eff_tally, add, SF_REQUIRED, 0, \
	    "how much it grows (negative: falls)") \
	F("in", t_str, struct eff_tally, in, 0, 0, \
	    "a tally per region: the region (a word of the action, or a " \
	    "region's id); per group: the group (a group word or a " \
	    "group's id)")

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
	X(hand_fields, HAND_FIELDS) \
	X(eff_tally_fields, EFF_TALLY_FIELDS) \
	X(hold_fields, HOLD_FIELDS) \
	X(top_fields, TOP_FIELDS) \
	X(move_cards_eff_fields, MOVE_CARDS_EFF_FIELDS) \
	X(remove_sites_eff_fields, REMOVE_SITES_EFF_FIELDS) \
	X(final_fields, FINAL_FIELDS) \
	X(release_fields, RELEASE_FIELDS) \
	X(link_eff_fields, LINK_EFF_FIELDS) \
	X(leave_fields, LEAVE_FIELDS) \
	X(swap_fields, SWAP_FIELDS) \
	X(roll_position_fields, ROLL_POSITION_FIELDS) \
	X(counters_fields, COUNTERS_FIELDS) \
	X(card_eff_fields, CARD_EFF_FIELDS) \
	X(commit_eff_fields, COMMIT_EFF_FIELDS) \
	X(equip_eff_fields, EQUIP_EFF_FIELDS) \
	X(arrive_eff_fields, ARRIVE_EFF_FIELDS) \
	X(reveal_eff_fields, REVEAL_EFF_FIELDS) \
	X(claim_eff_fields, CLAIM_EFF_FIELDS) \
	X(give_eff_fields, GIVE_EFF_FIELDS) \
	X(stats_eff_fields, STATS_EFF_FIELDS) \
	X(units_eff_fields, UNITS_EFF_FIELDS) \
	X(resolve_eff_fields, RESOLVE_EFF_FIELDS) \
	X(lay_eff_fields, LAY_EFF_FIELDS) \
	X(cargo_eff_fields, CARGO_EFF_FIELDS) \
	X(keep_eff_fields, KEEP_EFF_FIELDS) \
	X(order_step_eff_fields, ORDER_STEP_EFF_FIELDS) \
	X(explored_eff_fields, EXPLORED_EFF_FIELDS) \
	X(spawned_eff_fields, SPAWNED_EFF_FIELDS) \
	X(relocate_eff_fields, RELOCATE_EFF_FIELDS) \
	X(build_eff_fields, BUILD_EFF_FIELDS) \
	X(ability_eff_fields, ABILITY_EFF_FIELDS) \
	X(order_move_eff_fields, ORDER_MOVE_EFF_FIELDS) \
	X(set_board_eff_fields, SET_BOARD_EFF_FIELDS) \
	X(seal_order_eff_fields, SEAL_ORDER_EFF_FIELDS) \
	X(landing_eff_fields, LANDING_EFF_FIELDS) \
	X(send_eff_fields, SEND_EFF_FIELDS) \
	X(combat_side_eff_fields, COMBAT_SIDE_EFF_FIELDS) \
	X(retreat_eff_fields, RETREAT_EFF_FIELDS) \
	X(set_squad_eff_fields, SET_SQUAD_EFF_FIELDS) \
	X(reinforce_eff_fields, REINFORCE_EFF_FIELDS) \
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
