/* ruleset_schema_combat.c: the schema of the declared combats (combats:
 * their sides, bands and modes, a pool combat's steps and effects), read
 * by schema.c through the types exported in decl_proto.h. */
#include <limits.h>
#include <stddef.h>

#include "core/combat/combat.h"
#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

#define COMBAT_TYPES(T, L) \
	L(eng_t_effects, (SCHEMA_OTHER(eng_t_effects))) \
	L(t_die, (.check = rs_check_dice), .kind = SK_STR, .what = "a die") \
	L(t_mode, (.names = combat_mode_names), .kind = SK_ENUM) \
	L(t_ties, (.names = combat_tie_names), .kind = SK_ENUM) \
	L(t_band_by, (.names = combat_band_by_names), .kind = SK_ENUM) \
	L(t_rounding, (.names = combat_rounding_names), .kind = SK_ENUM) \
	L(t_escalate, (.names = combat_escalate_names), .kind = SK_ENUM) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_str, .kind = SK_STR) \
	T(t_expr, .kind = SK_EXPR) \
	T(t_ref_die, RS_REF(dice, "die")) \
	T(t_step_names, SCHEMA_LIST(t_str)) \
	T(t_band, SCHEMA_STRUCT(struct combat_band, band_fields, "a band")) \
	T(t_bands, SCHEMA_LIST(t_band)) \
	T(t_side, SCHEMA_STRUCT(struct combat_side, side_fields, "a side")) \
	T(t_combat, \
	    SCHEMA_STRUCT(struct combat_decl, combat_fields, "a combat")) \
	T(eng_t_combats, SCHEMA_DICT(t_combat, "combats"))
SCHEMA_TYPE_INDICES(COMBAT_TYPES);

/* --- combats ---------------------------------------------------------------- */

#define BAND_FIELDS(F) \
	F("from", t_count, struct combat_band, from, SF_REQUIRED, 0, \
	    "the fewest units that throw this die") \
	F("die", t_die, struct combat_band, die, SF_REQUIRED, 0, \
	    "the die")

#define SIDE_FIELDS(F) \
	F("dice", t_expr, struct combat_side, dice, SF_UNKNOWN, 0, \
	    "pairwise, sum, contest: the dice thrown, an expression of " \
	    "units and enemy") \
	F("die", t_die, struct combat_side, die, SF_UNKNOWN, 0, \
	    "pairwise, sum, contest: the die each throws") \
	F("bands", t_bands, struct combat_side, bands, 0, 0, \
	    "opposed: the die thrown by bands of units, fewest first")

#define COMBAT_FIELDS(F) \
	F("name", t_str, struct combat_decl, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("mode", t_mode, struct combat_decl, mode, SF_REQUIRED, 0, \
	    "how a round is settled: pairwise, opposed, sum, contest or pool") \
	F("attacker", t_side, struct combat_decl, side[0], 0, 0, \
	    "the attacker's dice (a contest without dice: none)") \
	F("defender", t_side, struct combat_decl, side[1], 0, 0, \
	    "the defender's dice (a contest without dice: none)") \
	F("ties", t_ties, struct combat_decl, ties, 0, TIE_DEFENDER, \
	    "pairwise, contest: who wins a tie (defender, attacker, nobody)") \
	F("band-by", t_band_by, struct combat_decl, band_by, 0, \
	    COMBAT_BAND_OWN, "opposed: the units that set a side's band: " \
	    "own or total") \
	F("loss-cap", t_bool, struct combat_decl, loss_cap, 0, 0, \
	    "opposed: a side loses at most the winner's units in the fight") \
	F("divisor", t_count, struct combat_decl, divisor, 0, 0, \
	    "sum: the total that destroys one enemy unit") \
	F("rounding", t_rounding, struct combat_decl, rounding, 0, \
	    ROUND_DOWN, "sum: how the total divided by the divisor is " \
	    "rounded: down, up or nearest (halves up)") \
	F("rounds", t_count, struct combat_decl, rounds, 0, 0, \
	    "the most rounds a battle of it lasts (0: until a side has no " \
	    "unit left)") \
	F("stay", t_count, struct combat_decl, stay, 0, 0, \
	    "units that stay behind where an attack starts") \
	F("strikes-back", t_bool, struct combat_decl, strikes_back, 0, \
	    0, "contest: a defender who wins takes one of the attacker's") \
	F("steps", t_step_names, struct combat_decl, steps, 0, 0, \
	    "pool: the names of the steps, in order; a piece fires in its " \
	    "class's step") \
	F("escalation", t_ref_die, struct combat_decl, escalation, 0, 0, \
	    "pool: the die that joins the pool after a round in which " \
	    "nothing was destroyed") \
	F("escalate-to", t_escalate, struct combat_decl, escalate_to, 0, \
	    ESCALATE_ALL, "pool: the pool's hits go to every side in every " \
	    "step (all), or to the sides firing in the step (rolling)") \
	F("hit-order", t_step_names, struct combat_decl, hit_order, 0, 0, \
	    "pool: how hits no player gives take units: armour-left, " \
	    "turn-order, piece, in the order named (default all three)") \
	F("armour", t_str, struct combat_decl, armour, 0, 0, \
	    "pool: the name of the pieces' value that is the damage that " \
	    "destroys a unit (pieces.*.values; default armour)") \
	F("destroyed", eng_t_effects, struct combat_decl, destroyed, SF_LAZY, 0, \
	    "pool: effects for each unit its hits destroy, the unit's owner " \
	    "the actor, who the player whose hits, kind its kind") \
	F("over", eng_t_effects, struct combat_decl, over, SF_LAZY, 0, \
	    "pool: effects once a combat of it ends, the attacker the " \
	    "actor, here its territory")

/* The tables and types of this file, one object (schema.h) */
#define COMBAT_TABLES(X) \
	X(band_fields, BAND_FIELDS) \
	X(side_fields, SIDE_FIELDS) \
	X(combat_fields, COMBAT_FIELDS)
SCHEMA_TYPES(combat_types, COMBAT_TYPES, COMBAT_TABLES);
const struct stype *const eng_t_combats = &combat_types.t[TI_eng_t_combats];
