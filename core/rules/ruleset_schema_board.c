/* ruleset_schema_board.c: the schema of a board's regions and groups of
 * regions (board.regions, board.groups), read by schema.c through the
 * types exported in decl_proto.h. */
#include <limits.h>
#include <stddef.h>

#include "core/board/board.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

#define BOARD_TYPES(T, L) \
	T(t_value, SCHEMA_INT(-1000000000L, 1000000000L)) \
	T(t_str, .kind = SK_STR) \
	T(t_ref_region, RS_REF(board.regions, "region")) \
	T(t_ref_group, RS_REF(board.groups, "group")) \
	T(t_values, SCHEMA_DICT(t_value, "values")) \
	T(t_region_refs, SCHEMA_LIST(t_ref_region)) \
	T(t_group_refs, SCHEMA_LIST(t_ref_group)) \
	T(t_region, \
	    SCHEMA_STRUCT(struct region_def, region_fields, "a region")) \
	T(eng_t_regions, SCHEMA_DICT(t_region, "regions")) \
	T(t_group, SCHEMA_STRUCT(struct group_def, group_fields, "a group")) \
	T(eng_t_groups, SCHEMA_DICT(t_group, "groups"))
SCHEMA_TYPE_INDICES(BOARD_TYPES);

/* --- the board ------------------------------------------------------------ */

#define REGION_FIELDS(F) \
	F("name", t_str, struct region_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("adjacent", t_region_refs, struct region_def, adjacent, 0, 0, \
	    "the regions it borders (either side may list the other)") \
	F("groups", t_group_refs, struct region_def, groups, 0, 0, \
	    "the groups it belongs to, such as its continent") \
	F("values", t_values, struct region_def, values, 0, 0, \
	    "numbers of its own, for expressions")

#define GROUP_FIELDS(F) \
	F("name", t_str, struct group_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("values", t_values, struct group_def, values, 0, 0, \
	    "numbers of its own, such as a bonus for holding it whole")

/* The tables and types of this file, one object (schema.h) */
#define BOARD_TABLES(X) \
	X(region_fields, REGION_FIELDS) \
	X(group_fields, GROUP_FIELDS)
SCHEMA_TYPES(board_types, BOARD_TYPES, BOARD_TABLES);
const struct stype *const eng_t_regions = &board_types.t[TI_eng_t_regions];
const struct stype *const eng_t_groups = &board_types.t[TI_eng_t_groups];
