/* ruleset_dflts.h: the defaults of the ruleset's structure types an image
 * keeps as they differ from them (struct stype's dflt, SCHEMA_STRUCT_D),
 * each type's entry in their table (ruleset_dflts.c). */
#ifndef ARBITER_RULESET_DFLTS_H
#define ARBITER_RULESET_DFLTS_H

#include "core/base/schema.h"

enum {
	RS_DF_NONE,		/* 0: a type not flagged */
	RS_DF_ROOT, RS_DF_MECH, RS_DF_ACTION, RS_DF_ARG, RS_DF_RES,
	RS_DF_ROUND_STEP, RS_DF_CARD, RS_DF_SUB_KIND, RS_DF_VICTORY,
	RS_DF_OPTION, RS_DF_UNIT, RS_DF_CHIEF, RS_DF_DISCOUNT, RS_DF_PIECE,
	RS_DF_TILE, RS_DF_DECK,
	RS_DF_N
};

/* The table a reader of the ruleset's image sets them from. */
void rs_dflts(struct sdflt_table *t);

#endif
