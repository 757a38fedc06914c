/* ruleset_schema_box.c: the schema of box limits, how many of a component
 * the box holds (box: in arbiter-ruleset(5)). */
#include <stddef.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/words_keys.h"

static const char per_names[][SCHEMA_NAME_MAX] = { "player", "table", "" };

#define BOX_TYPES(T, L) \
	L(t_per, (.names = per_names), .kind = SK_ENUM) \
	T(t_name, .kind = SK_STR) \
	T(t_max, .kind = SK_INT, .min = 0, .max = 1000000) \
	T(t_limit, .kind = SK_STRUCT, .size = sizeof(struct box_limit), \
	    SCHEMA_FIELDS(limit_fields), .what = "a box limit") \
	T(rs_box_type, .kind = SK_STRUCT, .size = sizeof(struct box_def), \
	    SCHEMA_FIELDS(box_fields), .what = "the box")
SCHEMA_TYPE_INDICES(BOX_TYPES);

#define LIMIT_FIELDS(F) \
	F("name", t_name, struct box_limit, name, SF_REQUIRED, 0, \
	    "what the pieces are called, for messages") \
	F("max", t_max, struct box_limit, max, SF_REQUIRED | SF_UNKNOWN, 0, \
	    "how many the box holds") \
	F("per", t_per, struct box_limit, per, SF_REQUIRED, 0, \
	    "player: so many for each player (a colour each); table: for " \
	    "everybody together")

#define BOX_FIELDS(F) \
	F("units", t_limit, struct box_def, units, SF_PRESENT, 0, \
	    "the units standing on lands") \
	F(KEY_LINK_FIELDS, t_limit, struct box_def, span_fields, SF_PRESENT, \
	    0, "the fields the {links} on the table span, one piece each")

/* The tables and types of this file, one object (schema.h) */
#define BOX_TABLES(X) \
	X(limit_fields, LIMIT_FIELDS) \
	X(box_fields, BOX_FIELDS)
SCHEMA_TYPES(box_types, BOX_TYPES, BOX_TABLES);
const struct stype *const rs_box_type = &box_types.t[TI_rs_box_type];
