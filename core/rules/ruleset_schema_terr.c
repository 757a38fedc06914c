/* ruleset_schema_terr.c: the schema of pieces on a map of territories:
 * classes, pieces, tiles, faction abilities and the mechanisms that use
 * them (territories, dice-pool combat, spawning, mining, orders, exploring,
 * objectives, discoveries, building).  The tables are read by
 * schema.c through the types exported in ruleset_schema.h.
 */
#include <limits.h>
#include <stddef.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

static const struct vec *
tgt_resources(const void *root)
{
	return &((const struct ruleset *)root)->resources;
}

static const struct vec *
tgt_classes(const void *root)
{
	return &((const struct ruleset *)root)->classes;
}

static const struct vec *
tgt_pieces(const void *root)
{
	return &((const struct ruleset *)root)->pieces;
}

static const struct vec *
tgt_dice(const void *root)
{
	return &((const struct ruleset *)root)->dice;
}

static const struct vec *
tgt_tiles(const void *root)
{
	return &((const struct ruleset *)root)->tiles;
}

static const struct vec *
tgt_phases(const void *root)
{
	return &((const struct ruleset *)root)->phases;
}

#define INT_T(name, lo, hi) \
	static const struct stype name = { .kind = SK_INT, .min = (lo), \
	    .max = (hi) }
#define LIST_T(name, el) \
	static const struct stype name = { .kind = SK_LIST, .elem = &(el) }
#define DICT_T(name, el, w) \
	static const struct stype name = { .kind = SK_DICT, .elem = &(el), \
	    .what = (w) }
#define STRUCT_T(name, type, f, w) \
	static const struct stype name = { .kind = SK_STRUCT, \
	    .size = sizeof(type), .fields = (f), .what = (w) }
/* The types ruleset_schema.c uses, without "static". */
#define XDICT_T(name, el, w) \
	const struct stype name = { .kind = SK_DICT, .elem = &(el), \
	    .what = (w) }
#define XSTRUCT_T(name, type, f, w) \
	const struct stype name = { .kind = SK_STRUCT, \
	    .size = sizeof(type), .fields = (f), .what = (w) }

INT_T(t_count, 0, 1000000);
INT_T(t_pos, 1, 1000000);
INT_T(t_int, LONG_MIN, LONG_MAX);

static const struct stype t_bool = { .kind = SK_BOOL };
static const struct stype t_str = { .kind = SK_STR };
static const struct stype t_dice = { .kind = SK_STR, .check = rs_check_dice,
    .what = "a dice expression" };
static const struct stype t_ref_res = { .kind = SK_REF,
    .target = tgt_resources, .what = "resource" };
static const struct stype t_ref_class = { .kind = SK_REF,
    .target = tgt_classes, .what = "class" };
static const struct stype t_ref_piece = { .kind = SK_REF,
    .target = tgt_pieces, .what = "piece" };
static const struct stype t_ref_die = { .kind = SK_REF,
    .target = tgt_dice, .what = "die" };
static const struct stype t_ref_tile = { .kind = SK_REF,
    .target = tgt_tiles, .what = "tile" };
static const struct stype t_ref_phase = { .kind = SK_REF,
    .target = tgt_phases, .what = "phase" };
DICT_T(t_amounts, t_int, "amounts");
DICT_T(t_counts, t_count, "counts");
LIST_T(t_piece_refs, t_ref_piece);
LIST_T(t_res_refs, t_ref_res);
LIST_T(t_names, t_str);

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
SCHEMA_FIELDS(class_fields, CLASS_FIELDS);
STRUCT_T(t_class, struct class_def, class_fields, "a class");
XDICT_T(rs_classes_type, t_class, "classes");

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
SCHEMA_FIELDS(discount_fields, DISCOUNT_FIELDS);
STRUCT_T(t_discount, struct discount_def, discount_fields, "a discount");

#define BUILDS_FIELDS(F) \
	F("units", t_count, struct builds_def, units, SF_REQUIRED, 0, \
	    "units built here in one build step") \
	F("only", t_piece_refs, struct builds_def, only, 0, 0, \
	    "only these pieces (all moving pieces when absent)")
SCHEMA_FIELDS(builds_fields, BUILDS_FIELDS);
STRUCT_T(t_builds, struct builds_def, builds_fields, "what a building builds");

#define SIDE_FIELDS(F) \
	F("armour", t_pos, struct side_def, armour, SF_UNKNOWN, 0, \
	    "the damage that destroys a unit") \
	F("attack", t_dice, struct side_def, attack, SF_UNKNOWN, 0, \
	    "the dice one unit throws in combat, e.g. 2blue") \
	F("cost", t_amounts, struct side_def, cost, SF_UNKNOWN, 0, \
	    "the cost of one unit, e.g. {{res1}: 3, {res2}: 1}")
SCHEMA_FIELDS(side_fields, SIDE_FIELDS);
STRUCT_T(t_side, struct side_def, side_fields, "a side of a unit card");

#define PIECE_FIELDS(F) \
	F("name", t_str, struct piece_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("building", t_bool, struct piece_def, building, 0, 0, \
	    "a building: it never moves and is not stacked") \
	F("class", t_ref_class, struct piece_def, cls, SF_UNKNOWN, \
	    0, "its class, which sets its move and combat step") \
	F("count", t_count, struct piece_def, count, 0, RS_NONE, \
	    "pieces of one colour in the box (absent: no limit)") \
	F("armour", t_pos, struct piece_def, std.armour, SF_UNKNOWN, RS_NONE, \
	    "the damage that destroys a unit") \
	F("attack", t_dice, struct piece_def, std.attack, SF_UNKNOWN, 0, \
	    "the dice one unit throws in combat, e.g. 2blue") \
	F("cost", t_amounts, struct piece_def, std.cost, SF_UNKNOWN, 0, \
	    "the cost of one unit, e.g. {{res1}: 3, {res2}: 1}") \
	F("upgraded", t_side, struct piece_def, up, 0, 0, \
	    "the upgraded side of the card: armour, attack, cost") \
	F("needs", t_ref_piece, struct piece_def, needs, 0, 0, \
	    "built only where its builder has one of these") \
	F("replaces", t_ref_piece, struct piece_def, replaces, 0, 0, \
	    "built in place of one of these") \
	F("builds", t_builds, struct piece_def, builds, SF_PRESENT, 0, \
	    "a building that builds units") \
	F("discount", t_discount, struct piece_def, discount, SF_PRESENT, 0, \
	    "a cost lowered by territories controlled")
SCHEMA_FIELDS(piece_fields, PIECE_FIELDS);
STRUCT_T(t_piece, struct piece_def, piece_fields, "a piece");
XDICT_T(rs_pieces_type, t_piece, "pieces");

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
SCHEMA_FIELDS(tile_fields, TILE_FIELDS);
STRUCT_T(t_tile, struct tile_def, tile_fields, "a tile");
XDICT_T(rs_tiles_type, t_tile, "tiles");

/* --- faction abilities ------------------------------------------------------ */

#define EXCHANGE_FIELDS(F) \
	F("price", t_pos, struct exchange_def, price, SF_REQUIRED, 0, \
	    "the mined resource one spawned piece is worth, both ways")
SCHEMA_FIELDS(exchange_fields, EXCHANGE_FIELDS);
STRUCT_T(t_exchange, struct exchange_def, exchange_fields, "an exchange");

#define HOSTAGE_FIELDS(F) \
	F("ransom", t_count, struct hostage_def, ransom, SF_REQUIRED, 0, \
	    "what another player pays to have all its units back")
SCHEMA_FIELDS(hostage_fields, HOSTAGE_FIELDS);
STRUCT_T(t_hostages, struct hostage_def, hostage_fields, "hostage taking");

#define ABILITY_FIELDS(F) \
	F("unstacked-home", t_bool, struct powers_def, unstacked_home, 0, 0, \
	    "no stacking limit on its home territory") \
	F("unlimited-home", t_bool, struct powers_def, unlimited_home, 0, 0, \
	    "builds any number of units at its home") \
	F("discovery-search", t_bool, struct powers_def, discovery_search, \
	    0, 0, "may search the deck for a unit upgrade instead of picking") \
	F("objective-draw", t_count, struct powers_def, objective_draw, 0, 0, \
	    "draws this many objectives and keeps one") \
	F("free-arrival", t_bool, struct powers_def, free_arrival, 0, 0, \
	    "at the end of building, a free arrival building wherever it " \
	    "has the builder it needs and no building") \
	F("exchange", t_exchange, struct powers_def, exchange, SF_PRESENT, 0, \
	    "trades the mined resource and spawned pieces at any time") \
	F("hostages", t_hostages, struct powers_def, hostages, SF_PRESENT, 0, \
	    "units it destroys in a combat it started are held hostage")
SCHEMA_FIELDS(ability_fields, ABILITY_FIELDS);
const struct stype rs_abilities_type = { .kind = SK_STRUCT,
    .size = sizeof(struct powers_def), .fields = ability_fields,
    .what = "abilities" };

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
SCHEMA_FIELDS(home_fields, HOME_FIELDS);
STRUCT_T(t_home, struct home_def, home_fields, "a home territory");

#define ARRIVAL_FIELDS(F) \
	F("piece", t_ref_piece, struct arrival_def, piece, SF_REQUIRED, 0, \
	    "the building each player places after the homes") \
	F("units", t_counts, struct arrival_def, units, 0, 0, \
	    "units placed with it: {piece: count}")
SCHEMA_FIELDS(arrival_fields, ARRIVAL_FIELDS);
STRUCT_T(t_arrival, struct arrival_def, arrival_fields, "the arrival");

#define TERRITORIES_FIELDS(F) \
	F("stack-limit", t_count, struct territories_def, stack_limit, 0, 0, \
	    "moving units of one player on a territory (0: no limit)") \
	F("buildings", t_count, struct territories_def, buildings, 0, 1, \
	    "buildings on a territory, all players together") \
	F("home", t_home, struct territories_def, home, SF_REQUIRED, 0, \
	    "each player's home territory") \
	F("arrival", t_arrival, struct territories_def, arrival, SF_PRESENT, \
	    0, \
	    "the building placed after the homes, in reverse order")
SCHEMA_FIELDS(territories_fields, TERRITORIES_FIELDS);
XSTRUCT_T(rs_territories_type, struct territories_def, territories_fields,
    "territories");

static const char esc_to_names[][SCHEMA_NAME_MAX] = { "all", "rolling", "" };
static const struct stype t_esc_to = { .kind = SK_ENUM,
    .names = esc_to_names };

static const struct vec *
tgt_combats(const void *root)
{
	return &((const struct ruleset *)root)->combats;
}

static const struct stype t_ref_combat = { .kind = SK_REF,
    .target = tgt_combats, .what = "combat" };

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
	F("coin", t_ref_res, struct dicepool_def, coin, SF_REQUIRED, 0, \
	    "paid to the owner of every unit destroyed") \
	F("per-unit", t_count, struct dicepool_def, per_unit, 0, 1, \
	    "paid per unit destroyed") \
	F("vp", t_ref_res, struct dicepool_def, vp, SF_REQUIRED, 0, \
	    "scored by the attacker when it holds the territory") \
	F("hold", t_count, struct dicepool_def, hold_vp, 0, 1, \
	    "scored by the attacker when it holds the territory")
SCHEMA_FIELDS(dicepool_fields, DICEPOOL_FIELDS);
XSTRUCT_T(rs_dicepool_type, struct dicepool_def, dicepool_fields,
    "dice-pool combat");

#define SPAWN_FIELDS(F) \
	F("resource", t_ref_res, struct spawn_def, resource, SF_REQUIRED, 0, \
	    "what a player collects of the pieces spawned") \
	F("dice", t_dice, struct spawn_def, dice, SF_REQUIRED, 0, \
	    "the dice that give the extra pieces each round (never " \
	    "exploding)") \
	F("supply", t_count, struct spawn_def, supply, 0, 0, \
	    "pieces in the box (0: no limit)")
SCHEMA_FIELDS(spawn_fields, SPAWN_FIELDS);
XSTRUCT_T(rs_spawn_type, struct spawn_def, spawn_fields, "spawning");

#define MINE_FIELDS(F) \
	F("resource", t_ref_res, struct mine_def, resource, SF_REQUIRED, 0, \
	    "what territories yield") \
	F("collect", t_ref_res, struct mine_def, collect, 0, 0, \
	    "spawned pieces collected where the player has units")
SCHEMA_FIELDS(mine_fields, MINE_FIELDS);
XSTRUCT_T(rs_mine_type, struct mine_def, mine_fields, "mining");

#define REFILL_FIELDS(F) \
	F("resources", t_res_refs, struct refill_def, resources, \
	    SF_REQUIRED, 0, \
	    "resources set back to their start by the refill step")
SCHEMA_FIELDS(refill_fields, REFILL_FIELDS);
XSTRUCT_T(rs_refill_type, struct refill_def, refill_fields, "refilling");

static const char pass_names[][SCHEMA_NAME_MAX] = { "one", "all", "" };
static const struct stype t_pass = { .kind = SK_ENUM, .names = pass_names };

#define ORDERS_FIELDS(F) \
	F("resource", t_ref_res, struct orders_def, resource, SF_REQUIRED, 0, \
	    "the token an order uses") \
	F("pass", t_pass, struct orders_def, pass, 0, PASS_ONE, \
	    "what a player who passes a turn gives up: one order token, or " \
	    "all that are left in the phase")
SCHEMA_FIELDS(orders_fields, ORDERS_FIELDS);
XSTRUCT_T(rs_orders_type, struct orders_def, orders_fields, "orders");

#define SCOUT_FIELDS(F) \
	F("resource", t_ref_res, struct scout_def, resource, SF_REQUIRED, 0, \
	    "the hand that kept cards go to")
SCHEMA_FIELDS(scout_fields, SCOUT_FIELDS);
XSTRUCT_T(rs_scout_type, struct scout_def, scout_fields,
    "exploring");


#define OBJECTIVE_FIELDS(F) \
	F("resource", t_ref_res, struct objective_def, resource, SF_REQUIRED, \
	    0, "the hand of objective cards") \
	F("vp", t_ref_res, struct objective_def, vp, SF_REQUIRED, 0, \
	    "what a claimed objective scores") \
	F("phase", t_ref_phase, struct objective_def, phase, 0, 0, \
	    "the phase cards are drawn and swapped in (absent: any)")
SCHEMA_FIELDS(objective_fields, OBJECTIVE_FIELDS);
XSTRUCT_T(rs_objectives_type, struct objective_def, objective_fields,
    "objectives");

#define DISCOVERY_FIELDS(F) \
	F("extra", t_count, struct discovery_def, extra, 0, 1, \
	    "cards revealed beyond one per player")
SCHEMA_FIELDS(discovery_fields, DISCOVERY_FIELDS);
XSTRUCT_T(rs_discovery_type, struct discovery_def, discovery_fields,
    "discoveries");

/* no fields yet: the end alone */
static const struct sfield build_fields[] = { { "", NULL, 0, 0, 0, NULL } };
XSTRUCT_T(rs_build_type, struct build_def, build_fields, "building");

