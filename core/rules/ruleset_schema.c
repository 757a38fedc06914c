/* ruleset_schema.c: the schema of a ruleset file, as tables for schema.c.
 *
 * Every key of arbiter-ruleset(5) is declared here once, with its type,
 * whether it may be `unknown`, its default and a one-line help used by
 * `arbiter ruleset template`.
 */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/words_keys.h"

const char rs_game_cmd_names[][SCHEMA_NAME_MAX] = {
	"attack", "move", "order", "choose", "send", "home", "battle",
	"landing", "hire", "summon", "swap", "play", "ability", "reveal",
	"commit", "resolve", "land", "turnorder", "spawn", "activate", "travel",
	"fight", "scout", "purchase", "pick", "build", KEY_RELEASE_CMD, "load",
	"unload", "goal", KEY_LINK, "disband", ""
};
const char rs_phase_step_names[][SCHEMA_NAME_MAX] = {
	"upkeep",
	"hold", "action-points", "unit-income", "reveal-sites", "draw-hands",
	"resolve-sites",
	""
};
const char rs_rank_by_names[][SCHEMA_NAME_MAX] = {
	/* a card value's (ruleset_card_values.c: the game says
	 * NAME-total for first-total) */
	"first-total", "first-best", "second-total", "second-best", "score",
	"site-score", "best-value",
	/* from BY__N, the measures of a chosen order in the order of enum
	 * measure (ruleset_zones.h) */
	ZONE_FOLK_KEY, "stockpile", ZONES_KEY, STRIKERS_KEY, CARRIERS_KEY,
	PRODUCERS_KEY, SHELTERS_KEY, "home", ""
};
static const char seat_names[][SCHEMA_NAME_MAX] = { "rest", "first", "" };
static const char where_names[][SCHEMA_NAME_MAX] = { KEY_PORTS, "lands", "" };
static const char band_by_names[][SCHEMA_NAME_MAX] = { "own", "total", "" };
static const char cap_names[][SCHEMA_NAME_MAX] = { "winner-units", "none", "" };
static const char over_names[][SCHEMA_NAME_MAX] = { "refuse", "discard", "" };
static const char start_names[][SCHEMA_NAME_MAX] = { "seats", "random", "" };
static const char when_names[][SCHEMA_NAME_MAX] = { "no-units", "last-standing",
	"hold", "reach", "test", "" };
static const char hold_by_names[][SCHEMA_NAME_MAX] = {
	"remaining", "seated", ""
};
static const char borrow_names[][SCHEMA_NAME_MAX] = {
	"none", "unchosen", "off-board", ""
};
static const char counted_names[][SCHEMA_NAME_MAX] = { "turn-start", "turn-end",
	"" };
static const char optkind_names[][SCHEMA_NAME_MAX] = {
	"choice", "player", "factions", "number", KEY_CHIEFS, ""
};
static const char order_by_names[][SCHEMA_NAME_MAX] = { "roles", "chosen", "" };
static const char prefer_names[][SCHEMA_NAME_MAX] = { "high", "low", "" };
static const char fallback_names[][SCHEMA_NAME_MAX] = {
	"draw-value", "seat", ""
};

/* --- scalar types -------------------------------------------------------- */

#define RS_TYPES(T, L) \
	L(eng_t_actions, (SCHEMA_OTHER(eng_t_actions))) \
	L(eng_t_combats, (SCHEMA_OTHER(eng_t_combats))) \
	L(eng_t_deal, (SCHEMA_OTHER(eng_t_deal))) \
	L(eng_t_dues, (SCHEMA_OTHER(eng_t_dues))) \
	L(eng_t_decks, (SCHEMA_OTHER(eng_t_decks))) \
	L(eng_t_effects, (SCHEMA_OTHER(eng_t_effects))) \
	L(eng_t_groups, (SCHEMA_OTHER(eng_t_groups))) \
	L(eng_t_regions, (SCHEMA_OTHER(eng_t_regions))) \
	L(eng_t_requires, (SCHEMA_OTHER(eng_t_requires))) \
	L(eng_t_tallies, (SCHEMA_OTHER(eng_t_tallies))) \
	L(rs_box_type, (SCHEMA_OTHER(rs_box_type))) \
	L(rs_build_type, (SCHEMA_OTHER(rs_build_type))) \
	L(rs_classes_type, (SCHEMA_OTHER(rs_classes_type))) \
	L(rs_dicepool_type, (SCHEMA_OTHER(rs_dicepool_type))) \
	L(rs_picks_type, (SCHEMA_OTHER(rs_picks_type))) \
	L(rs_goals_type, (SCHEMA_OTHER(rs_goals_type))) \
	L(rs_orders_type, (SCHEMA_OTHER(rs_orders_type))) \
	L(rs_pieces_type, (SCHEMA_OTHER(rs_pieces_type))) \
	L(rs_scout_type, (SCHEMA_OTHER(rs_scout_type))) \
	L(rs_spawn_type, (SCHEMA_OTHER(rs_spawn_type))) \
	L(rs_t_cargo, (SCHEMA_OTHER(rs_t_cargo))) \
	L(rs_t_chosen_order, (SCHEMA_OTHER(rs_t_chosen_order))) \
	L(rs_t_colonies, (SCHEMA_OTHER(rs_t_colonies))) \
	L(rs_t_distances, (SCHEMA_OTHER(rs_t_distances))) \
	L(rs_t_flight, (SCHEMA_OTHER(rs_t_flight))) \
	L(rs_t_game_end, (SCHEMA_OTHER(rs_t_game_end))) \
	L(rs_t_landing, (SCHEMA_OTHER(rs_t_landing))) \
	L(rs_t_orbit_combat, (SCHEMA_OTHER(rs_t_orbit_combat))) \
	L(rs_t_production, (SCHEMA_OTHER(rs_t_production))) \
	L(rs_t_zones, (SCHEMA_OTHER(rs_t_zones))) \
	L(rs_t_zones_setup, (SCHEMA_OTHER(rs_t_zones_setup))) \
	L(rs_territories_type, (SCHEMA_OTHER(rs_territories_type))) \
	L(rs_tiles_type, (SCHEMA_OTHER(rs_tiles_type))) \
	L(rs_words_type, (SCHEMA_OTHER(rs_words_type))) \
	L(rs_t_cards, (SCHEMA_OTHER(rs_t_cards))) \
	L(rs_t_sites, (SCHEMA_OTHER(rs_t_sites))) \
	L(t_date, (.check = rs_check_date), .kind = SK_STR, \
	    .what = "a date written YYYY-MM-DD") \
	L(t_format, (.check = rs_check_format), .kind = SK_STR, \
	    .what = "'" RS_FORMAT "'") \
	L(t_dice, (.check = rs_check_dice), .kind = SK_STR, \
	    .what = "a dice expression") \
	L(t_face, (.check = rs_check_face), .kind = SK_STR, \
	    .what = "a face: an integer, with '*' after it if it explodes") \
	L(t_owner, (.check = rs_check_owner), .kind = SK_STR, \
	    .what = "a role id, or none") \
	L(t_colour, (.check = rs_check_colour), .kind = SK_STR, \
	    .what = "a colour written #rrggbb") \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	L(t_mark, (.check = rs_check_mark), .kind = SK_STR, \
	    .what = "a short text") \
	L(t_prefer, (.names = prefer_names), .kind = SK_ENUM) \
	L(t_fallback, (.names = fallback_names), .kind = SK_ENUM) \
	L(t_rank_by, (.names = rs_rank_by_names), .kind = SK_ENUM) \
	L(t_seat, (.names = seat_names), .kind = SK_ENUM) \
	L(t_where, (.names = where_names), .kind = SK_ENUM) \
	L(t_band_by, (.names = band_by_names), .kind = SK_ENUM) \
	L(t_cap, (.names = cap_names), .kind = SK_ENUM) \
	L(t_when, (.names = when_names), .kind = SK_ENUM) \
	L(t_over, (.names = over_names), .kind = SK_ENUM) \
	L(t_tstart, (.names = start_names), .kind = SK_ENUM) \
	L(t_hold_by, (.names = hold_by_names), .kind = SK_ENUM) \
	L(t_counted, (.names = counted_names), .kind = SK_ENUM) \
	L(t_borrow, (.names = borrow_names), .kind = SK_ENUM) \
	L(t_optkind, (.names = optkind_names), .kind = SK_ENUM) \
	L(t_order_by, (.names = order_by_names), .kind = SK_ENUM) \
	L(t_pstep, (.names = rs_phase_step_names), .kind = SK_ENUM) \
	L(t_range, (.scheck = check_range), .kind = SK_STRUCT, \
	    .size = sizeof(struct range), \
	    SCHEMA_FIELDS(range_fields), \
	    .what = "a mapping with min and max") \
	L(t_player_range, (.scheck = check_range), .kind = SK_STRUCT, \
	    .size = sizeof(struct range), \
	    SCHEMA_FIELDS(player_range_fields), \
	    .what = "a mapping with min and max") \
	L(t_round_step, (.scheck = check_round_step), .kind = SK_STRUCT, \
	    .size = sizeof(struct round_step), \
	    SCHEMA_FIELDS(round_step_fields), .dflt = RS_DF_ROUND_STEP, \
	    .what = "a step of the round") \
	T(t_int, SCHEMA_INT(-RS_VALUE_MAX, RS_VALUE_MAX)) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_pos, SCHEMA_INT(1, 1000000)) \
	T(t_players, SCHEMA_INT(1, 16)) \
	T(t_cost, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_expr, .kind = SK_EXPR) \
	T(t_str, .kind = SK_STR) \
	T(t_text, .kind = SK_STR, .what = "a text") \
	T(t_landid, .kind = SK_STR, .what = "a land id") \
	T(t_raw, .kind = SK_RAW, .what = "a mapping of ruleset keys to set") \
	T(t_ref_combat, RS_REF(combats, "combat")) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_ref_role, RS_REF(roles, "role")) \
	T(t_ref_body, RS_REF(board.bodies, KEY_BODY)) \
	T(t_ref_option, RS_REF(options, "option")) \
	T(t_ref_phase, RS_REF(phases, "phase")) \
	T(t_ref_faction, RS_REF(factions, "faction")) \
	T(t_ref_unit, RS_REF(units, "unit")) \
	T(t_ref_place, RS_REF(board.places, "place")) \
	T(t_ref_ranking, RS_REF(rankings, "ranking")) \
	T(t_faces, SCHEMA_LIST(t_face)) \
	T(t_fields_list, SCHEMA_LIST(t_pos)) \
	T(t_body_refs, SCHEMA_LIST(t_ref_body)) \
	T(t_role_refs, SCHEMA_LIST(t_ref_role)) \
	T(t_phase_refs, SCHEMA_LIST(t_ref_phase)) \
	T(t_landpair, SCHEMA_LIST(t_landid)) \
	T(t_landpairs, SCHEMA_LIST(t_landpair)) \
	T(t_group_list, SCHEMA_LIST(t_body_refs)) \
	T(t_gcmds, SCHEMA_LIST(t_str)) \
	T(t_psteps, SCHEMA_LIST(t_pstep)) \
	T(t_res_refs, SCHEMA_LIST(t_ref_res)) \
	T(t_start, SCHEMA_DICT(t_int, "starting amounts")) \
	T(t_faction_values, SCHEMA_DICT(t_int, "values")) \
	T(t_amounts, SCHEMA_DICT(t_int, "amounts by resource")) \
	T(t_by_unit, SCHEMA_DICT(t_int, "amounts by unit")) \
	T(t_by_cmd, SCHEMA_DICT(t_cost, "costs by command")) \
	T(t_res, SCHEMA_STRUCT_D(struct res_def, res_fields, "a resource", \
	    RS_DF_RES)) \
	T(t_resources, SCHEMA_DICT(t_res, "resources")) \
	T(t_role, SCHEMA_STRUCT(struct role_def, role_fields, "a role")) \
	T(t_roles, SCHEMA_DICT(t_role, "roles")) \
	T(t_faction, \
	    SCHEMA_STRUCT(struct faction_def, faction_fields, "a faction")) \
	T(t_factions, SCHEMA_DICT(t_faction, "factions")) \
	T(t_kind_values, SCHEMA_DICT(t_count, "values")) \
	T(t_piece_values, SCHEMA_DICT(t_text, "value names")) \
	T(t_unit, SCHEMA_STRUCT_D(struct unit_def, unit_fields, "a unit", \
	    RS_DF_UNIT)) \
	T(t_units, SCHEMA_DICT(t_unit, "units")) \
	T(t_mod_flags, SCHEMA_LIST(t_id)) \
	T(t_mod_numbers, SCHEMA_DICT(t_int, "numbers by name")) \
	T(t_mod_by_unit, SCHEMA_DICT(t_by_unit, "amounts by unit, by name")) \
	T(t_ability, \
	    SCHEMA_STRUCT(struct ability_def, ability_fields, "an ability")) \
	T(t_chief, SCHEMA_STRUCT_D(struct chief_def, chief_fields, "a chief", \
	    RS_DF_CHIEF)) \
	T(t_chiefs, SCHEMA_DICT(t_chief, "chiefs")) \
	T(t_die, SCHEMA_STRUCT(struct die_def, die_fields, "a die")) \
	T(t_dice_dict, SCHEMA_DICT(t_die, "dice")) \
	T(t_body, SCHEMA_STRUCT(struct body_def, body_fields, "a " KEY_BODY)) \
	T(t_bodies, SCHEMA_DICT(t_body, KEY_BODIES)) \
	T(t_land_sum, \
	    SCHEMA_STRUCT(struct land_sum, land_sum_fields, "a land sum")) \
	T(t_land_sums, SCHEMA_LIST(t_land_sum)) \
	T(t_place, SCHEMA_STRUCT(struct place_def, place_fields, "a place")) \
	T(t_places, SCHEMA_DICT(t_place, "places")) \
	T(t_board, \
	    SCHEMA_STRUCT(struct board_def, board_fields, "the board")) \
	T(t_role_place, \
	    SCHEMA_STRUCT(struct role_place, role_place_fields, \
	    "a starting placement")) \
	T(t_role_places, SCHEMA_DICT(t_role_place, "placements by role")) \
	T(t_seat_counts, SCHEMA_DICT(t_players, "seats by role")) \
	T(t_setup_count, \
	    SCHEMA_STRUCT(struct setup_count, setup_count_fields, \
	    "a setup for one player count")) \
	T(t_setup_counts, SCHEMA_LIST(t_setup_count)) \
	T(t_setup, \
	    SCHEMA_STRUCT(struct setup_def, setup_fields, "the setup")) \
	T(t_phase, SCHEMA_STRUCT(struct phase_def, phase_fields, "a phase")) \
	T(t_phases, SCHEMA_DICT(t_phase, "phases")) \
	T(t_rank, \
	    SCHEMA_STRUCT(struct turn_rank_def, turn_rank_fields, \
	    "a ranking criterion")) \
	T(t_ranks, SCHEMA_LIST(t_rank)) \
	T(t_turns, \
	    SCHEMA_STRUCT(struct turns_def, turns_fields, "the turn order")) \
	T(t_round, SCHEMA_LIST(t_round_step)) \
	T(t_upkeep, \
	    SCHEMA_STRUCT(struct upkeep_def, upkeep_fields, "upkeep")) \
	T(t_supply, \
	    SCHEMA_STRUCT(struct supply_def, supply_fields, "supply")) \
	T(t_band, SCHEMA_STRUCT(struct band_def, band_fields, "a die band")) \
	T(t_bands, SCHEMA_LIST(t_band), .min_n = 1) \
	T(t_attack, \
	    SCHEMA_STRUCT(struct attack_def, attack_fields, \
	    "opposed-roll attacks")) \
	T(t_hire, \
	    SCHEMA_STRUCT(struct hire_def, hire_fields, "hiring units")) \
	T(t_unit_income, \
	    SCHEMA_STRUCT(struct unit_income_def, unit_income_fields, \
	    "the income of units")) \
	T(t_ap, SCHEMA_STRUCT(struct ap_def, ap_fields, "action points")) \
	T(t_claims_count, \
	    SCHEMA_STRUCT(struct claims_count, claims_count_fields, \
	    "a setup for some player counts")) \
	T(t_claims_counts, SCHEMA_LIST(t_claims_count), \
	    .min_n = 1) \
	T(t_claims, \
	    SCHEMA_STRUCT(struct claims_def, claims_fields, "site claims")) \
	T(t_mech, \
	    SCHEMA_STRUCT_D(struct mechanisms_def, mech_fields, \
	    "the mechanisms", RS_DF_MECH)) \
	T(t_lines, SCHEMA_LIST(t_str)) \
	T(t_card_value_names, SCHEMA_LIST(t_id)) \
	T(t_criterion, \
	    SCHEMA_STRUCT(struct ranking_criterion, criterion_fields, \
	    "a criterion")) \
	T(t_criteria, SCHEMA_LIST(t_criterion)) \
	T(t_ranking, \
	    SCHEMA_STRUCT(struct ranking_def, ranking_fields, "a ranking")) \
	T(t_rankings, SCHEMA_DICT(t_ranking, "rankings")) \
	T(t_hold_turns, \
	    SCHEMA_STRUCT(struct hold_turns, hold_turns_fields, \
	    "turns for a player count")) \
	T(t_hold_turns_list, SCHEMA_LIST(t_hold_turns)) \
	T(t_victory, \
	    SCHEMA_STRUCT_D(struct victory_def, victory_fields, "a victory", \
	    RS_DF_VICTORY)) \
	T(t_victories, SCHEMA_LIST(t_victory)) \
	T(t_optval, \
	    SCHEMA_STRUCT(struct option_value, optval_fields, \
	    "an option value")) \
	T(t_optvals, SCHEMA_DICT(t_optval, "option values")) \
	T(t_option, \
	    SCHEMA_STRUCT_D(struct option_def, option_fields, "an option", \
	    RS_DF_OPTION)) \
	T(t_options, SCHEMA_DICT(t_option, "options")) \
	T(t_reading, \
	    SCHEMA_STRUCT(struct reading_def, reading_fields, "a reading")) \
	T(t_readings, SCHEMA_DICT(t_reading, "readings")) \
	T(t_topic, SCHEMA_STRUCT(struct topic_def, topic_fields, "a topic")) \
	T(t_topics, SCHEMA_DICT(t_topic, "topics")) \
	T(t_rules, \
	    SCHEMA_STRUCT(struct rules_def, rules_fields, "the rules text")) \
	T(t_root, SCHEMA_STRUCT_D(struct ruleset, root_fields, "a ruleset", \
	    RS_DF_ROOT))
SCHEMA_TYPE_INDICES(RS_TYPES);

/* the words of the commands that ran these mechanisms before a ruleset
 * declared its own (actions: run): the rules stored with a game saved
 * then still load */
static const char *const gcmd_older[] = { "fly", "travel", KEY_PICK_CMD,
    "pick", "explore", "scout", KEY_GOAL_CMD, "goal", NULL };

const char *
rs_game_cmd_older(enum game_cmd c)
{
	for (int j = 0; gcmd_older[j] != NULL; j += 2)
		if (strcmp(gcmd_older[j + 1], rs_game_cmd_names[c]) == 0)
			return gcmd_older[j];
	return NULL;
}

int
rs_game_cmd_of(const char *word)
{
	/* the first bytes compared before the call: asked as every
	 * ruleset loads, of each word its phases list */
	for (int j = 0; gcmd_older[j] != NULL; j += 2)
		if (gcmd_older[j][0] == word[0] &&
		    strcmp(gcmd_older[j], word) == 0)
			word = gcmd_older[j + 1];
	for (int c = 0; c < GC__N; c++)
		if (rs_game_cmd_names[c][0] == word[0] &&
		    strcmp(rs_game_cmd_names[c], word) == 0)
			return c;
	return -1;
}

#define ROUND_STEP_FIELDS(F) \
	F("phase", t_ref_phase, struct round_step, phase, 0, 0, \
	    "a phase everybody plays at once") \
	F("turns", t_phase_refs, struct round_step, turns, 0, 0, \
	    "phases each player plays in turn order") \
	F("laps", t_pos, struct round_step, laps, 0, 1, \
	    "times round the table: each player plays the turns phases once " \
	    "a lap")

/* --- structures ----------------------------------------------------------- */

#define RANGE_FIELDS(F) \
	F("min", t_count, struct range, min, SF_REQUIRED, 0, \
	    "the fewest") \
	F("max", t_count, struct range, max, SF_REQUIRED, 0, \
	    "the most")
static int
check_range(const void *dest, char *err, size_t n)
{
	const struct range *r = dest;

	if (r->min <= r->max)
		return 0;
	snprintf(err, n, "min %ld is above max %ld", r->min, r->max);
	return -1;
}

/* How many players a game takes: within what a game can hold. */
#define PLAYER_RANGE_FIELDS(F) \
	F("min", t_players, struct range, min, SF_REQUIRED, 0, \
	    "the fewest") \
	F("max", t_players, struct range, max, SF_REQUIRED, 0, \
	    "the most")

#define RES_FIELDS(F) \
	F("name", t_str, struct res_def, name, SF_REQUIRED, 0, \
	    "the name shown to people, for several: coins") \
	F("one", t_str, struct res_def, one, 0, 0, \
	    "the name for one, when it differs: coin") \
	F("min", t_int, struct res_def, min, 0, 0, "the lowest value") \
	F("max", t_int, struct res_def, max, SF_FROM_DEFAULT, \
	    RS_VALUE_MAX, \
	    "the highest value (none when absent)") \
	F("start", t_int, struct res_def, start, SF_UNKNOWN, 0, \
	    "every player's value at the start") \
	F("track", t_bool, struct res_def, track, 0, 0, \
	    "a track such as victory points rather than a stock") \
	F("over-max", t_over, struct res_def, discard, 0, 0, \
	    "refuse: a gain above max is refused; discard: the excess is " \
	    "discarded (a hand limit)")

#define ROLE_FIELDS(F) \
	F("name", t_str, struct role_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("count", t_range, struct role_def, count, SF_REQUIRED, 0, \
	    "how many players take this role") \
	F("seat", t_seat, struct role_def, seat, 0, SEAT_REST, \
	    "'first': the first seat takes it; 'rest': the remaining seats") \
	F("option", t_str, struct role_def, option, 0, 0, \
	    "the --option that names the player taking it") \
	F("start", t_start, struct role_def, start, 0, 0, \
	    "starting resources of this role, overriding the resource's")

#define FACTION_FIELDS(F) \
	F("name", t_str, struct faction_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("start", t_start, struct faction_def, start, 0, 0, \
	    "starting resources of this faction, overriding role and " \
	    "resource") \
	F("text", t_text, struct faction_def, text, 0, 0, \
	    "what sets the faction apart, in the project's own words") \
	F("start-card", t_id, struct faction_def, start_card, SF_UNKNOWN, 0, \
	    "the card it starts with, kept as if picked") \
	F("values", t_faction_values, struct faction_def, values, 0, 0, \
	    "numbers of the faction's that expressions read (faction(ID))")

#define UNIT_FIELDS(F) \
	F("name", t_str, struct unit_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("faction", t_ref_faction, struct unit_def, faction, \
	    SF_UNKNOWN | SF_ABSENT_UNKNOWN, 0, \
	    "the faction whose players have it (none for a token)") \
	F("token", t_bool, struct unit_def, token, 0, 0, \
	    "a token: brought into play by abilities only, from one supply " \
	    "shared by all players") \
	F("tracked", t_bool, struct unit_def, tracked, 0, 0, \
	    "kept one by one: written in 'pieces' (the older table 'units' " \
	    "needs no such key)") \
	F("values", t_kind_values, struct unit_def, values, \
	    SF_UNKNOWN | SF_RULES | SF_LAZY, 0, \
	    "its values by name, which expressions read (unit(KIND, NAME)); " \
	    "supply is how many of it a player has (a token: all players " \
	    "together)") \
	F("text", t_text, struct unit_def, text, 0, 0, \
	    "its abilities, in the project's own words")

#define ABILITY_FIELDS(F) \
	F("cost", t_amounts, struct ability_def, cost, 0, 0, \
	    "what using it costs, by resource") \
	F("ap", t_count, struct ability_def, ap, 0, 0, \
	    "the action points it costs") \
	F("effects", eng_t_effects, struct ability_def, effects, SF_LAZY, 0, \
	    "what it does, run for its player when it is used") \
	F("borrow", t_borrow, struct ability_def, borrow, 0, BORROW_NONE, \
	    "it lends its player, for the turn, the ability of a chief " \
	    "nobody chose (unchosen) or that is not on the board (off-board)")

#define CHIEF_FIELDS(F) \
	F("name", t_str, struct chief_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("faction", t_ref_faction, struct chief_def, faction, SF_REQUIRED, \
	    0, "the faction it leads") \
	F("tracked", t_bool, struct chief_def, tracked, 0, 0, \
	    "kept one by one: written in 'pieces' with 'chief: true' (the " \
	    "older table " KEY_CHIEFS " needs no such key)") \
	F("values", t_kind_values, struct chief_def, values, \
	    SF_UNKNOWN | SF_RULES | SF_LAZY, 0, \
	    "its values, by name, as a unit's (tracked(PIECE, NAME))") \
	F("text", t_text, struct chief_def, text, 0, 0, \
	    "its abilities, in the project's own words") \
	F("start", t_amounts, struct chief_def, mods.start, 0, 0, \
	    "added to its player's starting resources") \
	F("flags", t_mod_flags, struct chief_def, mods.flags, 0, 0, \
	    "what it makes so while it acts, by name: chief_with(NAME, " \
	    "PLAYER) finds it") \
	F("modifiers", t_mod_numbers, struct chief_def, mods.numbers, 0, 0, \
	    "numbers it adds while it acts, by name: chief_sum(NAME, " \
	    "PLAYER)") \
	F("unit-modifiers", t_mod_by_unit, struct chief_def, mods.by_unit, \
	    0, 0, "numbers it adds for its player's units while it acts, " \
	    "by name and unit: chief_sum(NAME, PLAYER, UNIT)") \
	F("ability", t_ability, struct chief_def, ability, SF_PRESENT, 0, \
	    "an ability used with the 'ability' command")

#define DIE_FIELDS(F) \
	F("faces", t_faces, struct die_def, faces, SF_REQUIRED | SF_UNKNOWN, \
	    0, \
	    "the faces, e.g. [0, 1, 1, 2*]; '*' marks a face that explodes")

#define BODY_FIELDS(F) \
	F("name", t_str, struct body_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("orbit", t_pos, struct body_def, orbit, SF_REQUIRED | SF_UNKNOWN, \
	    0, "which orbit it travels on (1 is the first)") \
	F("start", t_dice, struct body_def, start, SF_REQUIRED | SF_UNKNOWN, \
	    0, \
	    "the dice that give its start position, e.g. 1d12+1d8") \
	F("lands", t_pos, struct body_def, lands, SF_REQUIRED | SF_UNKNOWN, \
	    0, "how many lands it has, its {port} not " \
	    "counted") \
	F("supply", t_count, struct body_def, supply, \
	    SF_REQUIRED | SF_UNKNOWN, 0, "units (or {res1}) it supplies when " \
	    "a player holds all of it") \
	F("colour", t_colour, struct body_def, colour, 0, 0, \
	    "the colour its pictures fill it with, #rrggbb")

#define LAND_SUM_FIELDS(F) \
	F(KEY_BODIES, t_body_refs, struct land_sum, bodies, SF_REQUIRED, 0, \
	    "the {bodies}") \
	F("lands", t_pos, struct land_sum, lands, SF_REQUIRED, 0, \
	    "their lands together")

#define PLACE_FIELDS(F) \
	F("name", t_str, struct place_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("capacity", t_pos, struct place_def, capacity, 0, 1, \
	    "how many pieces stand on it") \
	F("extra-ap", t_count, struct place_def, extra_ap, 0, 0, \
	    "action points for a player whose piece stands on it when the " \
	    "player's turn begins")

#define BOARD_FIELDS(F) \
	F("orbits", t_fields_list, struct board_def, orbits, SF_UNKNOWN, 0, \
	    "the number of fields of each orbit, first orbit first") \
	F(KEY_BODIES, t_bodies, struct board_def, bodies, 0, 0, \
	    "the {bodies}") \
	F(KEY_PORTS, t_bool, struct board_def, ports, 0, 0, \
	    "every {body} has a {port}, a land of its own") \
	F("adjacent", t_landpairs, struct board_def, adjacent, SF_UNKNOWN, 0, \
	    "pairs of land ids that border each other, e.g. [red-1, " \
	    "red-port]") \
	F("land-sums", t_land_sums, struct board_def, land_sums, 0, 0, \
	    "land counts the rulebook fixes for groups of {bodies}") \
	F(ZONES_KEY, rs_t_zones, struct board_def, zones, 0, 0, \
	    "numbered {zones} with their counters, in number order") \
	F("distances", rs_t_distances, struct board_def, distances, 0, 0, \
	    "the flight distances between the {zones}") \
	F("places", t_places, struct board_def, places, 0, 0, \
	    "places pieces can hold, such as a bonus field") \
	F("area-fields", t_pos, struct board_def, area_fields, SF_UNKNOWN, \
	    RS_NONE, "fields of each player's play area (absent: no limit)") \
	F("area-name", t_str, struct board_def, area_name, 0, 0, \
	    "what a player's own area is called (default: home area)") \
	F("empty-held-note", t_bool, struct board_def, empty_held_note, 0, \
	    0, "status notes of a place held but empty that its row ends " \
	    "unless a piece of its holder's stands on it when the turn ends " \
	    "(absent: where turns.turn-end lets a place go)") \
	F("regions", eng_t_regions, struct board_def, regions, 0, 0, \
	    "named regions with the regions they border and their groups") \
	F("groups", eng_t_groups, struct board_def, groups, 0, 0, \
	    "groups of regions, such as continents, with values") \
	F("tenure", t_bool, struct board_def, tenure, 0, 0, \
	    "the regions keep the round their holder came and the turns " \
	    "held in a row, as places do (turns_held, set-turns-held)")

#define ROLE_PLACE_FIELDS(F) \
	F("where", t_where, struct role_place, where, SF_REQUIRED, 0, \
	    "where this role's starting units stand") \
	F("units", t_count, struct role_place, units, \
	    SF_REQUIRED | SF_UNKNOWN, \
	    0, "units on each of those places")

#define SETUP_COUNT_FIELDS(F) \
	F("players", t_players, struct setup_count, players, SF_REQUIRED, 0, \
	    "the player count") \
	F("groups", t_group_list, struct setup_count, groups, SF_REQUIRED, 0, \
	    "groups of {bodies} dealt to the group role's players in seat " \
	    "order, round robin") \
	F("seats", t_seat_counts, struct setup_count, seats, 0, 0, \
	    "by role: how many seats each player of it plays, each with its " \
	    "own stock and turn")

#define SETUP_FIELDS(F) \
	F(KEY_PLACE_BODIES, t_bool, struct setup_def, place, 0, 0, \
	    "{bodies} are placed on their orbits by their start dice") \
	F("role-units", t_role_places, struct setup_def, role_units, 0, 0, \
	    "starting units by role") \
	F("by-players", t_setup_counts, struct setup_def, by_players, 0, 0, \
	    "the groups of {bodies} for each player count") \
	F("group-role", t_ref_role, struct setup_def, group_role, 0, 0, \
	    "the role the groups of {bodies} are dealt to") \
	F("group-units", t_count, struct setup_def, group_units, SF_UNKNOWN, \
	    0, \
	    "units on every land of a dealt {body}") \
	F("unassigned-owner", t_owner, struct setup_def, unassigned_owner, \
	    SF_UNKNOWN, 0, "who holds the lands of {bodies} in no group: a " \
	    "role id, or none") \
	F("unassigned-units", t_count, struct setup_def, unassigned_units, \
	    SF_UNKNOWN, 0, "units on each of those lands") \
	F(ZONES_KEY, rs_t_zones_setup, struct setup_def, zones, 0, 0, \
	    "the {zones} each seat holds and the starting {squads}") \
	F("commands", t_gcmds, struct setup_def, words, 0, 0, \
	    "commands players may use before the first round") \
	F("deal-regions", eng_t_deal, struct setup_def, deal, SF_PRESENT, 0, \
	    "the regions are dealt to the players in turn, in an order " \
	    "drawn with the game's generator, with pieces on each") \
	F("says", t_lines, struct setup_def, says, SF_LAZY, 0, \
	    "lines said once, for nobody, as 'new' begins the setup (what " \
	    "to lay and place)") \
	F("end-require", eng_t_requires, struct setup_def, end_require, \
	    SF_LAZY, 0, \
	    "tests that must hold, for nobody, before 'next' ends the setup") \
	F("done-mark", t_mark, struct setup_def, done_mark, 0, 0, \
	    "the mark status shows beside a player done in the setup")

#define PHASE_FIELDS(F) \
	F("name", t_str, struct phase_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("steps", t_psteps, struct phase_def, steps, 0, 0, \
	    "what the phase does by itself when it begins") \
	F("commands", t_gcmds, struct phase_def, words, 0, 0, \
	    "the commands that belong to this phase") \
	F("begin", eng_t_effects, struct phase_def, begin, SF_LAZY, 0, \
	    "effects once when the phase begins, with no actor (each-player " \
	    "gives one)") \
	F("effects", eng_t_effects, struct phase_def, effects, SF_LAZY, 0, \
	    "effects when the phase begins, for its player (for each player " \
	    "in a phase everybody plays)") \
	F("end-require", eng_t_requires, struct phase_def, end_require, 0, 0, \
	    "tests that must hold, for its player (or each), before 'next' " \
	    "ends it") \
	F("dues", eng_t_dues, struct phase_def, dues, 0, 0, \
	    "payments due as the phase ends, for the pieces each player " \
	    "holds") \
	F("leave", eng_t_effects, struct phase_def, leave, SF_LAZY, 0, \
	    "effects once as 'next' would end the phase, before its " \
	    "end-require, with no actor; one that refuses keeps it open") \
	F("done-mark", t_mark, struct phase_def, done_mark, 0, 0, \
	    "the mark status shows beside a player done in this phase")

#define TURN_RANK_FIELDS(F) \
	F("resource", t_ref_res, struct turn_rank_def, resource, SF_REQUIRED, \
	    0, "the resource or track compared") \
	F("prefer", t_prefer, struct turn_rank_def, prefer, 0, PREFER_HIGH, \
	    "high: the highest goes first; low: the lowest")

#define TURNS_FIELDS(F) \
	F("first-round", t_role_refs, struct turns_def, first_round, 0, 0, \
	    "the roles that play the first round, in order") \
	F("order", t_role_refs, struct turns_def, order, 0, 0, \
	    "the roles in turn order; seats in order within a role (a game " \
	    "without roles plays in seat order)") \
	F("round-end", eng_t_effects, struct turns_def, round_end, SF_LAZY, 0, \
	    "effects once when the round ends, with no actor (each-player " \
	    "gives one)") \
	F("out-without-units", t_bool, struct turns_def, out_without_units, 0, \
	    0, "a player with no units left on the board is out of the game") \
	F("start", t_tstart, struct turns_def, start, 0, START_SEATS, \
	    "seats: the first round in seat order; random: in seat order " \
	    "from a player drawn with the game's generator") \
	F("start-option", t_ref_option, struct turns_def, start_option, 0, 0, \
	    "the option of kind player that names the first player") \
	F("rank", t_ranks, struct turns_def, rank, 0, 0, \
	    "the turn-order step orders players by these, ties keeping the " \
	    "previous order") \
	F("order-by", t_order_by, struct turns_def, order_by, 0, \
	    ORDER_BY_ROLES, "roles: by turns.order and seats; chosen: in the " \
	    "places chosen by rank (mechanisms.chosen-order)") \
	F("turn-end", eng_t_effects, struct turns_def, turn_end, SF_LAZY, 0, \
	    "effects when a player's turn ends, for that player")

static int
check_round_step(const void *dest, char *err, size_t n)
{
	const struct round_step *s = dest;

	if ((s->phase.name != NULL) != (s->turns.n > 0))
		return 0;
	snprintf(err, n, "write either 'phase: ID' or 'turns: [ID, ...]'");
	return -1;
}

#define UPKEEP_FIELDS(F) \
	F("resource", t_ref_res, struct upkeep_def, resource, SF_REQUIRED, 0, \
	    "the resource paid") \
	F("free-per-land", t_cost, struct upkeep_def, free_per_land, 0, 0, \
	    "units on a land that cost nothing") \
	F("step", t_pos, struct upkeep_def, step, SF_REQUIRED, 0, \
	    "units per started step") \
	F("cost-per-step", t_cost, struct upkeep_def, cost_per_step, \
	    SF_REQUIRED, 0, "cost of each started step")

#define SUPPLY_FIELDS(F) \
	F("resource", t_ref_res, struct supply_def, resource, SF_REQUIRED, 0, \
	    "the resource a player may take instead of units")

#define BAND_FIELDS(F) \
	F("from", t_pos, struct band_def, from, SF_REQUIRED, 0, \
	    "the fewest units that roll this die") \
	F("die", t_dice, struct band_def, die, SF_REQUIRED, 0, \
	    "the die rolled")

#define ATTACK_FIELDS(F) \
	F("resource", t_ref_res, struct attack_def, resource, SF_REQUIRED, 0, \
	    "the resource paid per roll") \
	F("cost", t_cost, struct attack_def, cost, SF_REQUIRED, 0, \
	    "cost of one roll") \
	F("combat", t_ref_combat, struct attack_def, combat, 0, 0, \
	    "a declared opposed combat that gives the bands, band-by, " \
	    "loss-cap and must-stay") \
	F("bands", t_bands, struct attack_def, bands, 0, 0, \
	    "the die by the number of units, lowest band first (without " \
	    "'combat')") \
	F("band-by", t_band_by, struct attack_def, band_by, 0, BAND_OWN, \
	    "own: each side's die by its own units; total: by both sides'") \
	F("loss-cap", t_cap, struct attack_def, loss_cap, 0, CAP_WINNER_UNITS, \
	    "the loser loses the difference, at most the winner's units") \
	F("must-stay", t_count, struct attack_def, must_stay, 0, 1, \
	    "units that stay behind on every land attacked from")


#define HIRE_FIELDS(F) \
	F(KEY_CHIEF_HOME, t_bool, struct hire_def, chief_home, 0, 0, \
	    "hiring only while the player's chief is in its area")

#define UNIT_INCOME_FIELDS(F) \
	F("resource", t_ref_res, struct unit_income_def, resource, \
	    SF_REQUIRED, 0, "the resource units earn") \
	F("draw-as", t_str, struct unit_income_def, draw_as, 0, 0, \
	    "why the cards units earn are drawn, in messages (default: the " \
	    "income)")

#define AP_FIELDS(F) \
	F("resource", t_ref_res, struct ap_def, resource, SF_REQUIRED, 0, \
	    "the resource that holds a player's action points") \
	F("per-turn", t_count, struct ap_def, per_turn, SF_REQUIRED, 0, \
	    "action points at the start of each turn") \
	F("must-spend", t_bool, struct ap_def, must_spend, 0, 0, \
	    "a turn ends only when every action point is spent") \
	F("costs", t_by_cmd, struct ap_def, costs, 0, 0, \
	    "action points each command costs, by command")

#define CLAIMS_COUNT_FIELDS(F) \
	F("players", t_range, struct claims_count, players, SF_REQUIRED, 0, \
	    "the player counts this line is for") \
	F("per-round", t_pos, struct claims_count, per_round, SF_REQUIRED, 0, \
	    "sites revealed every round")

#define CLAIMS_FIELDS(F) \
	F("rounds", t_pos, struct claims_def, rounds, SF_REQUIRED, 0, \
	    "rounds in a game") \
	F("score", t_ref_res, struct claims_def, score, SF_REQUIRED, 0, \
	    "the track that scoring sub-locations and garrisons add to") \
	F("garrison-score", t_count, struct claims_def, garrison_score, 0, 1, \
	    "what each garrisoned card adds to the score") \
	F("landing", t_ref_ranking, struct claims_def, landing, SF_REQUIRED, \
	    0, \
	    "the ranking that orders the landings at a site") \
	F("final", t_ref_ranking, struct claims_def, final, SF_REQUIRED, 0, \
	    "the ranking of the final standings") \
	F("by-players", t_claims_counts, struct claims_def, by_players, \
	    SF_REQUIRED, 0, "the setup by the number of players")

#define MECH_FIELDS(F) \
	F("upkeep", t_upkeep, struct mechanisms_def, upkeep, SF_PRESENT, 0, \
	    "stepped upkeep per land with a free allowance") \
	F("supply", t_supply, struct mechanisms_def, supply, SF_PRESENT, 0, \
	    "supply for {bodies} held whole") \
	F("attack", t_attack, struct mechanisms_def, attack, SF_PRESENT, 0, \
	    "attacks by opposed rolls with dice bands") \
	F("colonies", rs_t_colonies, struct mechanisms_def, colonies, \
	    SF_PRESENT, 0, "{zones} with {folk}, {militias}, {producers} and " \
	    "{squads} in orbit") \
	F("production", rs_t_production, struct mechanisms_def, production, \
	    SF_PRESENT, 0, "sealed production orders, carried out later") \
	F("chosen-order", rs_t_chosen_order, struct mechanisms_def, \
	    chosen_order, SF_PRESENT, 0, "places in an order chosen by rank") \
	F("flight", rs_t_flight, struct mechanisms_def, flight, SF_PRESENT, 0, \
	    "{squads} flying along the distance track") \
	F("orbit-combat", rs_t_orbit_combat, struct mechanisms_def, \
	    orbit_combat, SF_PRESENT, 0, "one die per {striker}, total / " \
	    "divisor destroys enemy {strikers}") \
	F("landing", rs_t_landing, struct mechanisms_def, landing, SF_PRESENT, \
	    0, "landings, their outcome entered by the GM") \
	F("game-end", rs_t_game_end, struct mechanisms_def, game_end, \
	    SF_PRESENT, 0, "winning by {zones} held, and the dice that end " \
	    "the game") \
	F("cargo", rs_t_cargo, struct mechanisms_def, cargo, SF_PRESENT, 0, \
	    "goods carried by a {squad}'s {carriers} from {zone} to {zone}") \
	F("hire", t_hire, struct mechanisms_def, hire, SF_PRESENT, 0, \
	    "hiring units into one's play area") \
	F("unit-income", t_unit_income, struct mechanisms_def, unit_income, \
	    SF_PRESENT, 0, "what units earn at the start of a turn") \
	F("action-points", t_ap, struct mechanisms_def, ap, SF_PRESENT, 0, \
	    "a budget of action points each turn") \
	F("claims", t_claims, struct mechanisms_def, claims, SF_PRESENT, 0, \
	    "sites revealed each round, committed to and claimed in order") \
	F("territories", rs_territories_type, struct mechanisms_def, \
	    territories, SF_PRESENT, 0, \
	    "pieces on a map of territories with homes") \
	F("dice-pool", rs_dicepool_type, struct mechanisms_def, dicepool, \
	    SF_PRESENT, 0, "combat in steps with dice pools and escalation") \
	F("spawn", rs_spawn_type, struct mechanisms_def, spawn, SF_PRESENT, 0, \
	    "pieces spawned on the map each round and placed in turn order") \
	F("orders", rs_orders_type, struct mechanisms_def, orders, SF_PRESENT, \
	    0, "orders that activate a territory") \
	F("explore", rs_scout_type, struct mechanisms_def, scout, \
	    SF_PRESENT, 0, "exploring territories once each") \
	F(KEY_GOALS, rs_goals_type, struct mechanisms_def, goals, \
	    SF_PRESENT, 0, "a hand of goal cards drawn and claimed, as " \
	    "written before it was a declared action") \
	F(KEY_PICKS, rs_picks_type, struct mechanisms_def, picks, \
	    SF_PRESENT, 0, "cards picked in turn order, as written before " \
	    "they were a declared action") \
	F("build", rs_build_type, struct mechanisms_def, build, SF_PRESENT, 0, \
	    "building units at one's buildings")

#define CRITERION_FIELDS(F) \
	F("by", t_rank_by, struct ranking_criterion, by, SF_REQUIRED, 0, \
	    "what is compared") \
	F("prefer", t_prefer, struct ranking_criterion, prefer, 0, \
	    PREFER_HIGH, \
	    "high or low comes first")

#define RANKING_FIELDS(F) \
	F("name", t_str, struct ranking_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("criteria", t_criteria, struct ranking_def, criteria, SF_REQUIRED, \
	    0, \
	    "the chain: each criterion breaks the ties of those before") \
	F("fallback", t_fallback, struct ranking_def, fallback, 0, \
	    FALLBACK_SEAT, "what breaks a tie the chain leaves: draw-value " \
	    "or seat")

#define HOLD_TURNS_FIELDS(F) \
	F("players", t_players, struct hold_turns, players, SF_REQUIRED, 0, \
	    "the player count") \
	F("turns", t_pos, struct hold_turns, turns, SF_REQUIRED, 0, \
	    "the turns in a row that win")

#define VICTORY_FIELDS(F) \
	F("winner", t_ref_role, struct victory_def, winner, 0, 0, \
	    "no-units: the role that wins") \
	F("when", t_when, struct victory_def, when, SF_REQUIRED, 0, \
	    "the condition: no-units (a role has no units left), " \
	    "last-standing, hold or reach (a player reaches a value of a " \
	    "track, checked by a phase's begin with declare-winner)") \
	F("role", t_ref_role, struct victory_def, role, 0, 0, \
	    "no-units: the role the condition is about") \
	F("place", t_ref_place, struct victory_def, place, 0, 0, \
	    "hold: the place to hold") \
	F("turns", t_hold_turns_list, struct victory_def, turns, 0, 0, \
	    "hold: the turns in a row that win, by player count") \
	F("by", t_hold_by, struct victory_def, by, 0, HOLD_BY_REMAINING, \
	    "hold: count the players still in the game (remaining) or all " \
	    "who sat down (seated)") \
	F("counted", t_counted, struct victory_def, counted, 0, \
	    HOLD_AT_TURN_START, "hold: a turn counts when the holder's turn " \
	    "begins (turn-start) or ends (turn-end) with the place held") \
	F("resource", t_ref_res, struct victory_def, resource, 0, 0, \
	    "reach: the track") \
	F("at", t_int, struct victory_def, at, 0, 0, \
	    "reach: the value that ends the game; the highest wins, ties to " \
	    "the earliest in turn order") \
	F("test", t_expr, struct victory_def, test, 0, 0, \
	    "test: an expression; the first player in turn order for whom " \
	    "it holds after a command wins")

#define OPTVAL_FIELDS(F) \
	F("help", t_text, struct option_value, help, SF_REQUIRED, 0, \
	    "what this value means") \
	F("set", t_raw, struct option_value, set, 0, 0, \
	    "the ruleset keys it changes")

#define OPTION_FIELDS(F) \
	F("help", t_text, struct option_def, help, SF_REQUIRED, 0, \
	    "what the option decides") \
	F("kind", t_optkind, struct option_def, kind, 0, OPT_CHOICE, \
	    "choice: one of the values; player: a player's name; factions: " \
	    "faction ids in seat order, or random; " KEY_CHIEFS ": ids of " \
	    "chiefs in seat order, or random") \
	F("default", t_id, struct option_def, def, 0, 0, \
	    "the value taken when the option is not given") \
	F("values", t_optvals, struct option_def, values, 0, 0, \
	    "the values of a choice") \
	F("key", t_str, struct option_def, key, 0, 0, \
	    "number: the dotted ruleset key it sets, e.g. " \
	    "mechanisms.game-end.roll-start") \
	F("min", t_int, struct option_def, min, 0, 0, \
	    "number: the smallest value") \
	F("max", t_int, struct option_def, max, 0, 1000000, \
	    "number: the largest value")

#define READING_FIELDS(F) \
	F("text", t_text, struct reading_def, text, SF_REQUIRED, 0, \
	    "the reading taken") \
	F("option", t_id, struct reading_def, option, 0, 0, \
	    "the option that offers the other reading")

#define TOPIC_FIELDS(F) \
	F("title", t_str, struct topic_def, title, SF_REQUIRED, 0, \
	    "the heading") \
	F("text", t_text, struct topic_def, text, SF_REQUIRED, 0, \
	    "the text: paragraphs separated by blank lines, '- ' items") \
	F("also", t_str, struct topic_def, also, 0, 0, \
	    "other words the topic answers to, such as the book's own")

#define RULES_FIELDS(F) \
	F("summary", t_text, struct rules_def, summary, SF_REQUIRED, 0, \
	    "the game in a paragraph or two") \
	F("topics", t_topics, struct rules_def, topics, 0, 0, \
	    "the rules, topic by topic")

#define ROOT_FIELDS(F) \
	F("format", t_format, struct ruleset, format, SF_REQUIRED, 0, \
	    "always " RS_FORMAT) \
	F("id", t_id, struct ruleset, id, SF_REQUIRED, 0, \
	    "the ruleset's id, as in the file name") \
	F("title", t_str, struct ruleset, title, SF_REQUIRED, 0, "the title") \
	F("edition", t_str, struct ruleset, edition, 0, 0, \
	    "edition or draft of the rules") \
	F("rulebook", t_str, struct ruleset, rulebook, 0, 0, \
	    "the rulebook the data comes from") \
	F("updated", t_date, struct ruleset, updated, SF_REQUIRED, 0, \
	    "when this file was last changed, YYYY-MM-DD") \
	F("players", t_player_range, struct ruleset, players, SF_REQUIRED, 0, \
	    "player counts") \
	F("resources", t_resources, struct ruleset, resources, 0, 0, \
	    "resources and tracks") \
	F("roles", t_roles, struct ruleset, roles, 0, 0, "roles") \
	F("factions", t_factions, struct ruleset, factions, 0, 0, \
	    "factions, dealt by an option of kind factions") \
	F("units", t_units, struct ruleset, units, 0, 0, \
	    "the units players hire or summon, as pieces") \
	F(KEY_CHIEFS, t_chiefs, struct ruleset, chiefs, 0, 0, \
	    "each faction's chiefs (words.chief), one per player, dealt by " \
	    "an option of kind " KEY_CHIEFS) \
	F("piece-values", t_piece_values, struct ruleset, piece_values, 0, 0, \
	    "the names of the values units and chiefs have (their " \
	    "'values'), each with what it is; given, no other is taken") \
	F("dice", t_dice_dict, struct ruleset, dice, 0, 0, \
	    "named dice with their faces") \
	F("classes", rs_classes_type, struct ruleset, classes, 0, 0, \
	    "classes of pieces: how far they move, when they fire") \
	F("pieces", rs_pieces_type, struct ruleset, pieces, 0, 0, \
	    "the units and buildings on the map") \
	F("tiles", rs_tiles_type, struct ruleset, tiles, 0, 0, \
	    "the kinds of territory tile") \
	F("board", t_board, struct ruleset, board, 0, 0, "the board") \
	F("setup", t_setup, struct ruleset, setup, 0, 0, "the setup") \
	F("phases", t_phases, struct ruleset, phases, 0, 0, "the phases") \
	F("round", t_round, struct ruleset, round, 0, 0, \
	    "the steps of a round, in order: each a phase or turns") \
	F("turns", t_turns, struct ruleset, turns, 0, 0, "turn order") \
	F("mechanisms", t_mech, struct ruleset, mech, 0, 0, \
	    "the mechanisms and their parameters") \
	F("card-values", t_card_value_names, struct ruleset, card_values, 0, \
	    0, "the names of the two values a unit card carries: the first " \
	    "fights, the second pays for sub-locations") \
	F("cards", rs_t_cards, struct ruleset, cards, 0, 0, \
	    "unit cards, for the decks mechanism") \
	F("sites", rs_t_sites, struct ruleset, sites, 0, 0, \
	    "site cards, for the claims mechanism") \
	F("rankings", t_rankings, struct ruleset, rankings, 0, 0, \
	    "named tie-break chains") \
	F("victory", t_victories, struct ruleset, victory, 0, 0, \
	    "how the game is won") \
	F("box", rs_box_type, struct ruleset, box, 0, 0, \
	    "how many of each component the box holds") \
	F("options", t_options, struct ruleset, options, 0, 0, \
	    "game options, --option KEY=VALUE") \
	F("readings", t_readings, struct ruleset, readings, 0, 0, \
	    "readings taken where the rulebook is ambiguous") \
	F("rules", t_rules, struct ruleset, rules, SF_REQUIRED, 0, \
	    "the rules text for `arbiter rules` and the manual") \
	F("combats", eng_t_combats, struct ruleset, combats, 0, 0, \
	    "declared dice combats: how rounds are thrown and settled") \
	F("actions", eng_t_actions, struct ruleset, actions, 0, 0, \
	    "declared commands: words, requirements, cost, effects, limits") \
	F("decks", eng_t_decks, struct ruleset, decks, 0, 0, \
	    "decks, bags and cups drawn without replacement") \
	F("words", rs_words_type, struct ruleset, words, 0, 0, \
	    "the game's words for its concepts: chief, link, port, shelter, " \
	    "store, zone, striker, carrier, producer, folk, militia, squad") \
	F("tallies", eng_t_tallies, struct ruleset, tallies, 0, 0, \
	    "counts the engine keeps, each 0 when a phase begins")

/* The tables and types of this file, one object (schema.h) */
#define RS_TABLES(X) \
	X(round_step_fields, ROUND_STEP_FIELDS) \
	X(range_fields, RANGE_FIELDS) \
	X(player_range_fields, PLAYER_RANGE_FIELDS) \
	X(res_fields, RES_FIELDS) \
	X(role_fields, ROLE_FIELDS) \
	X(faction_fields, FACTION_FIELDS) \
	X(unit_fields, UNIT_FIELDS) \
	X(ability_fields, ABILITY_FIELDS) \
	X(chief_fields, CHIEF_FIELDS) \
	X(die_fields, DIE_FIELDS) \
	X(body_fields, BODY_FIELDS) \
	X(land_sum_fields, LAND_SUM_FIELDS) \
	X(place_fields, PLACE_FIELDS) \
	X(board_fields, BOARD_FIELDS) \
	X(role_place_fields, ROLE_PLACE_FIELDS) \
	X(setup_count_fields, SETUP_COUNT_FIELDS) \
	X(setup_fields, SETUP_FIELDS) \
	X(phase_fields, PHASE_FIELDS) \
	X(turn_rank_fields, TURN_RANK_FIELDS) \
	X(turns_fields, TURNS_FIELDS) \
	X(upkeep_fields, UPKEEP_FIELDS) \
	X(supply_fields, SUPPLY_FIELDS) \
	X(band_fields, BAND_FIELDS) \
	X(attack_fields, ATTACK_FIELDS) \
	X(hire_fields, HIRE_FIELDS) \
	X(unit_income_fields, UNIT_INCOME_FIELDS) \
	X(ap_fields, AP_FIELDS) \
	X(claims_count_fields, CLAIMS_COUNT_FIELDS) \
	X(claims_fields, CLAIMS_FIELDS) \
	X(mech_fields, MECH_FIELDS) \
	X(criterion_fields, CRITERION_FIELDS) \
	X(ranking_fields, RANKING_FIELDS) \
	X(hold_turns_fields, HOLD_TURNS_FIELDS) \
	X(victory_fields, VICTORY_FIELDS) \
	X(optval_fields, OPTVAL_FIELDS) \
	X(option_fields, OPTION_FIELDS) \
	X(reading_fields, READING_FIELDS) \
	X(topic_fields, TOPIC_FIELDS) \
	X(rules_fields, RULES_FIELDS) \
	X(root_fields, ROOT_FIELDS)
SCHEMA_TYPES(rs_types, RS_TYPES, RS_TABLES);

const struct stype *const rs_root_type = &rs_types.t[TI_t_root];
const struct stype *const rs_options_type = &rs_types.t[TI_t_options];
