/* ruleset_schema_terr.c: the schema of pieces on a map of territories:
 * classes, pieces, tiles, faction abilities and the mechanisms that use
 * them (territories, dice-pool combat, spawning, mining, orders, exploring,
 * goals and picks as written before, building).  The tables are read by
 * schema.c through the types exported in ruleset_schema.h.
 */
#include <limits.h>
#include <stddef.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"

#define TERR_TYPES(T, L) \
	L(t_dice, (.check = rs_check_dice), .kind = SK_STR, \
	    .what = "a dice expression") \
	L(t_esc_to, (.names = esc_to_names), .kind = SK_ENUM) \
	L(eng_t_effects, (SCHEMA_OTHER(eng_t_effects))) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_pos, SCHEMA_INT(1, 1000000)) \
	T(t_int, SCHEMA_INT(LONG_MIN, LONG_MAX)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_expr, .kind = SK_EXPR) \
	T(t_str, .kind = SK_STR) \
	T(t_pstr, .kind = SK_PSTR) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_ref_class, RS_REF(classes, "class")) \
	T(t_ref_piece, RS_REF(pieces, "piece")) \
	T(t_ref_die, RS_REF(dice, "die")) \
	T(t_ref_tile, RS_REF(tiles, "tile")) \
	T(t_ref_phase, RS_REF(phases, "phase")) \
	T(t_amounts, SCHEMA_DICT(t_int, "amounts")) \
	T(t_values, SCHEMA_DICT(t_count, "values")) \
	T(t_counts, SCHEMA_DICT(t_count, "counts")) \
	T(t_piece_refs, SCHEMA_LIST(t_ref_piece)) \
	T(t_names, SCHEMA_LIST(t_str)) \
	T(t_class, SCHEMA_STRUCT(struct class_def, class_fields, "a class")) \
	T(rs_classes_type, SCHEMA_DICT(t_class, "classes")) \
	T(t_discount, \
	    SCHEMA_STRUCT_D(struct discount_def, discount_fields, \
	    "a discount", RS_DF_DISCOUNT)) \
	T(t_builds, \
	    SCHEMA_STRUCT(struct builds_def, builds_fields, \
	    "what a building builds")) \
	T(t_side, \
	    SCHEMA_STRUCT(struct side_def, side_fields, \
	    "a side of a unit card")) \
	T(t_piece, SCHEMA_STRUCT_D(struct piece_def, piece_fields, "a piece", \
	    RS_DF_PIECE)) \
	T(rs_pieces_type, SCHEMA_DICT(t_piece, "pieces")) \
	T(t_tile, SCHEMA_STRUCT_D(struct tile_def, tile_fields, "a tile", \
	    RS_DF_TILE)) \
	T(rs_tiles_type, SCHEMA_DICT(t_tile, "tiles")) \
	T(t_home, \
	    SCHEMA_STRUCT(struct home_def, home_fields, "a home territory")) \
	T(t_arrival, \
	    SCHEMA_STRUCT(struct arrival_def, arrival_fields, "the arrival")) \
	T(rs_territories_type, \
	    SCHEMA_STRUCT(struct territories_def, territories_fields, \
	    "territories")) \
	T(t_ref_combat, RS_REF(combats, "combat")) \
	T(rs_dicepool_type, \
	    SCHEMA_STRUCT(struct dicepool_def, dicepool_fields, \
	    "dice-pool combat")) \
	T(rs_spawn_type, \
	    SCHEMA_STRUCT(struct spawn_def, spawn_fields, "spawning")) \
	T(rs_orders_type, \
	    SCHEMA_STRUCT(struct orders_def, orders_fields, "orders")) \
	T(rs_scout_type, \
	    SCHEMA_STRUCT(struct scout_def, scout_fields, "exploring")) \
	T(rs_goals_type, \
	    SCHEMA_STRUCT(struct goal_def, goal_fields, \
	    "goals")) \
	T(rs_picks_type, \
	    SCHEMA_STRUCT(struct pick_def, pick_fields, \
	    "picks")) \
	T(rs_build_type, \
	    SCHEMA_STRUCT(struct build_def, build_fields, "building"))
SCHEMA_TYPE_INDICES(TERR_TYPES);

/* --- classes, pieces, tiles ------------------------------------------------ */

#define CLASS_FIELDS(F) \
	F("name", t_str, struct class_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("move", t_count, struct class_def, move, SF_REQUIRED, 0, \
	    "territories a unit of this class moves") \
	F("step", t_pos, struct class_def, step, SF_REQUIRED, 0, \
	    "the combat step its units fire in, 1 for the first") \
	F("delay", t_bool, struct class_def, delay, 0, 0, \
	    "its units may be held back to fire in the last step")

#define DISCOUNT_FIELDS(F) \
	F("tile", t_ref_tile, struct discount_def, tile, SF_REQUIRED, 0, \
	    "for every territory of this tile the builder controls") \
	F("per", t_count, struct discount_def, per, SF_REQUIRED, 0, \
	    "the cost is this much less") \
	F("min", t_count, struct discount_def, min, 0, 0, \
	    "but never below this") \
	F("resource", t_ref_res, struct discount_def, resource, SF_REQUIRED, \
	    0, \
	    "the resource of the cost that is lowered")

#define BUILDS_FIELDS(F) \
	F("units", t_count, struct builds_def, units, SF_REQUIRED, 0, \
	    "units built here in one build step") \
	F("only", t_piece_refs, struct builds_def, only, 0, 0, \
	    "only these pieces (all moving pieces when absent)")

#define SIDE_FIELDS(F) \
	F("values", t_values, struct side_def, values, \
	    SF_UNKNOWN | SF_RULES | SF_LAZY, 0, \
	    "its values by name on this side, as the piece's") \
	F("attack", t_dice, struct side_def, attack, SF_UNKNOWN, 0, \
	    "the dice one unit throws in combat, e.g. 2blue") \
	F("cost", t_amounts, struct side_def, cost, SF_UNKNOWN, 0, \
	    "the cost of one unit, e.g. {{res1}: 3, {res2}: 1}")

#define PIECE_FIELDS(F) \
	F("name", t_str, struct piece_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("one", t_str, struct piece_def, one, 0, 0, \
	    "the name of one piece, when it differs from name") \
	F("building", t_bool, struct piece_def, building, 0, 0, \
	    "a building: it never moves and is not stacked") \
	F("class", t_ref_class, struct piece_def, cls, SF_UNKNOWN, \
	    0, "its class, which sets its move and combat step") \
	F("count", t_count, struct piece_def, count, 0, RS_NONE, \
	    "pieces of one colour in the box (absent: no limit)") \
	F("values", t_values, struct piece_def, std.values, \
	    SF_UNKNOWN | SF_RULES | SF_LAZY, 0, \
	    "its values by name, which expressions read (unit(PIECE, " \
	    "NAME)); armour, or the name a pool combat gives, is the " \
	    "damage that destroys a unit") \
	F("attack", t_dice, struct piece_def, std.attack, SF_UNKNOWN, 0, \
	    "the dice one unit throws in combat, e.g. 2blue") \
	F("cost", t_amounts, struct piece_def, std.cost, SF_UNKNOWN, 0, \
	    "the cost of one unit, e.g. {{res1}: 3, {res2}: 1}") \
	F("upgraded", t_side, struct piece_def, up, 0, 0, \
	    "the upgraded side of the card: values, attack, cost") \
	F("needs", t_ref_piece, struct piece_def, needs, 0, 0, \
	    "built only where its builder has one of these") \
	F("replaces", t_ref_piece, struct piece_def, replaces, 0, 0, \
	    "built in place of one of these") \
	F("builds", t_builds, struct piece_def, builds, SF_PRESENT, 0, \
	    "a building that builds units") \
	F("discount", t_discount, struct piece_def, discount, SF_PRESENT, 0, \
	    "a cost lowered by territories controlled")

#define TILE_FIELDS(F) \
	F("name", t_str, struct tile_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("code", t_str, struct tile_def, code, SF_REQUIRED, 0, \
	    "one or two letters that stand for it on the map") \
	F("count", t_counts, struct tile_def, count, SF_REQUIRED, 0, \
	    "tiles of it in the mix, by player count: {3: 4, 4: 6}") \
	F("mine", t_count, struct tile_def, mine, 0, 0, \
	    "what its controller mines from it") \
	F("spawn", t_count, struct tile_def, spawn, 0, 0, \
	    "pieces spawned on it every round") \
	F("halts", t_bool, struct tile_def, halts, 0, 0, \
	    "a move that enters it ends there") \
	F("bonus", t_count, struct tile_def, bonus, 0, 0, \
	    "moves added for a unit starting its move here") \
	F("draws", t_pos, struct tile_def, draws, 0, 1, \
	    "cards drawn when it is explored") \
	F("no-arrival", t_bool, struct tile_def, no_arrival, 0, 0, \
	    "no home and no arrival building may be placed on it")

/* --- mechanisms ------------------------------------------------------------- */

#define HOME_FIELDS(F) \
	F("name", t_str, struct home_def, name, SF_REQUIRED, 0, \
	    "what a player's home territory is called") \
	F("code", t_str, struct home_def, code, SF_REQUIRED, 0, \
	    "one or two letters that stand for it on the map") \
	F("mine", t_count, struct home_def, mine, 0, 0, \
	    "what it yields its owner when mining") \
	F("distance", t_pos, struct home_def, distance, 0, 1, \
	    "the fewest steps between two homes") \
	F("units", t_counts, struct home_def, units, 0, 0, \
	    "units placed with it: {piece: count}") \
	F("builds", t_count, struct home_def, builds, 0, 0, \
	    "units built there in one build step") \
	F("draws", t_pos, struct home_def, draws, 0, 1, \
	    "cards drawn when it is explored (it replaced the tile's " \
	    "terrain)")

#define ARRIVAL_FIELDS(F) \
	F("piece", t_ref_piece, struct arrival_def, piece, SF_REQUIRED, 0, \
	    "the building each player places after the homes") \
	F("units", t_counts, struct arrival_def, units, 0, 0, \
	    "units placed with it: {piece: count}")

#define TERRITORIES_FIELDS(F) \
	F("stack-limit", t_count, struct territories_def, stack_limit, 0, 0, \
	    "moving units of one player on a territory (0: no limit)") \
	F("no-stack-limit", t_expr, struct territories_def, no_stack_limit, \
	    0, 0, "where the stacking limit does not hold: a test of the " \
	    "player (me) and the territory (here)") \
	F("buildings", t_count, struct territories_def, buildings, 0, 1, \
	    "buildings on a territory, all players together") \
	F("home", t_home, struct territories_def, home, SF_REQUIRED, 0, \
	    "each player's home territory") \
	F("arrival", t_arrival, struct territories_def, arrival, SF_PRESENT, \
	    0, \
	    "the building placed after the homes, in reverse order")

static const char esc_to_names[][SCHEMA_NAME_MAX] = { "all", "rolling", "" };

#define DICEPOOL_FIELDS(F) \
	F("combat", t_ref_combat, struct dicepool_def, combat, 0, 0, \
	    "the declared pool combat fought (combats.ID): its steps and " \
	    "escalation") \
	F("steps", t_names, struct dicepool_def, steps, 0, 0, \
	    "without combat (a ruleset written before): the names of the " \
	    "combat steps, in order") \
	F("escalation", t_ref_die, struct dicepool_def, escalation, 0, 0, \
	    "without combat: the die added to the pool after a round in " \
	    "which no unit was destroyed") \
	F("escalation-to", t_esc_to, struct dicepool_def, escalation_to, 0, \
	    ESC_ALL, "without combat: all: the pool's hits go to every " \
	    "player in every step; rolling: only to players whose units " \
	    "fire in the step") \
	F("destroyed", eng_t_effects, struct dicepool_def, destroyed, 0, 0, \
	    "without combat: effects for each unit destroyed, as a pool " \
	    "combat's destroyed") \
	F("over", eng_t_effects, struct dicepool_def, over, 0, 0, \
	    "without combat: effects once a combat ends, as a pool " \
	    "combat's over")

#define SPAWN_FIELDS(F) \
	F("resource", t_ref_res, struct spawn_def, resource, SF_REQUIRED, 0, \
	    "what a player collects of the pieces spawned") \
	F("dice", t_dice, struct spawn_def, dice, SF_REQUIRED, 0, \
	    "the dice that give the extra pieces each round (never " \
	    "exploding)") \
	F("supply", t_count, struct spawn_def, supply, 0, 0, \
	    "pieces in the box (0: no limit)")



#define ORDERS_FIELDS(F) \
	F("resource", t_ref_res, struct orders_def, resource, SF_REQUIRED, 0, \
	    "the token an order uses") \
	F("steps", t_names, struct orders_def, steps, SF_REQUIRED, 0, \
	    "the steps of an order, in their order, each taken once") \
	F("late", t_pstr, struct orders_def, late, SF_REQUIRED, 0, \
	    "the refusal of a step after a later one: {player}, {region}, " \
	    "{step}, {what} and {steps} in it") \
	F("combat-step", t_pstr, struct orders_def, combat_step, 0, 0, \
	    "the step a combat begun (start-combat) takes") \
	F("combat-what", t_pstr, struct orders_def, combat_what, 0, 0, \
	    "what the refusal calls the combats (absent: the step's name)") \
	F("after-combats", t_pstr, struct orders_def, after_combats, 0, 0, \
	    "the step taken only once no territory holds units of more " \
	    "than one player")

#define SCOUT_FIELDS(F) \
	F("resource", t_ref_res, struct scout_def, resource, SF_REQUIRED, 0, \
	    "the hand that kept cards go to")

#define GOAL_FIELDS(F) \
	F("resource", t_ref_res, struct goal_def, resource, SF_REQUIRED, \
	    0, "the hand of goal cards") \
	F("vp", t_ref_res, struct goal_def, vp, SF_REQUIRED, 0, \
	    "what a claimed goal scores") \
	F("phase", t_ref_phase, struct goal_def, phase, 0, 0, \
	    "the phase cards are drawn and swapped in (absent: any)")

#define PICK_FIELDS(F) \
	F("extra", t_count, struct pick_def, extra, 0, 1, \
	    "cards revealed beyond one per player")

/* no fields yet: the end alone */
#define BUILD_FIELDS(F)

/* The tables and types of this file, one object (schema.h) */
#define TERR_TABLES(X) \
	X(class_fields, CLASS_FIELDS) \
	X(discount_fields, DISCOUNT_FIELDS) \
	X(builds_fields, BUILDS_FIELDS) \
	X(side_fields, SIDE_FIELDS) \
	X(piece_fields, PIECE_FIELDS) \
	X(tile_fields, TILE_FIELDS) \
	X(home_fields, HOME_FIELDS) \
	X(arrival_fields, ARRIVAL_FIELDS) \
	X(territories_fields, TERRITORIES_FIELDS) \
	X(dicepool_fields, DICEPOOL_FIELDS) \
	X(spawn_fields, SPAWN_FIELDS) \
	X(orders_fields, ORDERS_FIELDS) \
	X(scout_fields, SCOUT_FIELDS) \
	X(goal_fields, GOAL_FIELDS) \
	X(pick_fields, PICK_FIELDS) \
	X(build_fields, BUILD_FIELDS)
SCHEMA_TYPES(terr_types, TERR_TYPES, TERR_TABLES);
const struct stype *const rs_classes_type = &terr_types.t[TI_rs_classes_type];
const struct stype *const rs_pieces_type = &terr_types.t[TI_rs_pieces_type];
const struct stype *const rs_tiles_type = &terr_types.t[TI_rs_tiles_type];
const struct stype *const rs_territories_type =
    &terr_types.t[TI_rs_territories_type];
const struct stype *const rs_dicepool_type = &terr_types.t[TI_rs_dicepool_type];
const struct stype *const rs_spawn_type = &terr_types.t[TI_rs_spawn_type];
const struct stype *const rs_orders_type = &terr_types.t[TI_rs_orders_type];
const struct stype *const rs_scout_type = &terr_types.t[TI_rs_scout_type];
const struct stype *const rs_goals_type =
    &terr_types.t[TI_rs_goals_type];
const struct stype *const rs_picks_type =
    &terr_types.t[TI_rs_picks_type];
const struct stype *const rs_build_type = &terr_types.t[TI_rs_build_type];

