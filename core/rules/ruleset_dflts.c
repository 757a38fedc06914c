/* ruleset_dflts.c: the defaults other than 0 of the structure types of
 * which a ruleset holds many values, or that every command reads (the
 * ruleset's and its mechanisms', most of them absent), as the schema's
 * walker sets them (schema_defaults): an image keeps such a value's
 * fields that differ from them, and its reading sets them first, a few
 * stores, where it read and checked each from its bytes (schema_image.c).
 * A default added to one of these types is added here too:
 * tests/check_rsimage.c holds each entry to the walker's. */
#include "core/rules/ruleset_dflts.h"

#include <stddef.h>

#include "core/rules/decl.h"
#include "core/rules/ruleset.h"

#define D(st, member, v) SCHEMA_DFLT(st, member, v)

/* The mechanisms' (pre: where they lie in st). */
#define MECH_DFLTS(st, pre) \
    D(st, pre upkeep.resource.i, -1), \
    D(st, pre supply.resource.i, -1), \
    D(st, pre attack.resource.i, -1), \
    D(st, pre attack.must_stay, 1), \
    D(st, pre attack.combat.i, -1), \
    D(st, pre territories.buildings, 1), \
    D(st, pre territories.home.distance, 1), \
    D(st, pre territories.home.draws, 1), \
    D(st, pre territories.arrival.piece.i, -1), \
    D(st, pre dicepool.combat.i, -1), \
    D(st, pre dicepool.escalation.i, -1), \
    D(st, pre spawn.resource.i, -1), \
    D(st, pre orders.resource.i, -1), \
    D(st, pre scout.resource.i, -1), \
    D(st, pre goals.resource.i, -1), \
    D(st, pre goals.vp.i, -1), \
    D(st, pre goals.phase.i, -1), \
    D(st, pre picks.extra, 1), \
    D(st, pre colonies.producers_max, 1), \
    D(st, pre chosen_order.ranking.i, -1), \
    D(st, pre orbit_combat.combat.i, -1), \
    D(st, pre game_end.points.i, -1), \
    D(st, pre unit_income.resource.i, -1), \
    D(st, pre ap.resource.i, -1), \
    D(st, pre claims.score.i, -1), \
    D(st, pre claims.garrison_score, 1), \
    D(st, pre claims.landing.i, -1), \
    D(st, pre claims.final.i, -1)

/* Every type's in one object, an array each, found by offset. */
static const struct {
	struct sdflt root[31], mech[28], action[2], arg[3], res[1];
	struct sdflt round_step[2], card[2], sub_kind[1], victory[4];
	struct sdflt option[1], unit[1], chief[1], discount[2], piece[6];
	struct sdflt tile[1], deck[2];
} dflts = {
	.root = {
		D(struct ruleset, board.area_fields, -1),
		D(struct ruleset, setup.group_role.i, -1),
		D(struct ruleset, turns.start_option.i, -1),
		MECH_DFLTS(struct ruleset, mech.)
	},
	.mech = { MECH_DFLTS(struct mechanisms_def, ) },
	.action = {
		D(struct action_def, phase.i, -1),
		D(struct action_def, gains.i, -1)
	},
	.arg = {
		D(struct arg_def, min, 1),
		D(struct arg_def, max, RS_VALUE_MAX),
		D(struct arg_def, dflt, ARG_NO_DEFAULT)
	},
	.res = { D(struct res_def, max, RS_VALUE_MAX) },
	.round_step = {
		D(struct round_step, phase.i, -1),
		D(struct round_step, laps, 1)
	},
	.card = {
		D(struct card_def, value[0], CARD_VALUE_MISSING),
		D(struct card_def, value[1], CARD_VALUE_MISSING)
	},
	.sub_kind = { D(struct sub_kind_def, deck.i, -1) },
	.victory = {
		D(struct victory_def, winner.i, -1),
		D(struct victory_def, role.i, -1),
		D(struct victory_def, place.i, -1),
		D(struct victory_def, resource.i, -1)
	},
	.option = { D(struct option_def, max, 1000000) },
	.unit = { D(struct unit_def, faction.i, -1) },
	.chief = { D(struct chief_def, faction.i, -1) },
	.discount = {
		D(struct discount_def, tile.i, -1),
		D(struct discount_def, resource.i, -1)
	},
	.piece = {
		D(struct piece_def, cls.i, -1),
		D(struct piece_def, count, RS_NONE),
		D(struct piece_def, needs.i, -1),
		D(struct piece_def, replaces.i, -1),
		D(struct piece_def, discount.tile.i, -1),
		D(struct piece_def, discount.resource.i, -1)
	},
	.tile = { D(struct tile_def, draws, 1) },
	.deck = {
		D(struct deck_def, size, DECK_TRACKED),
		D(struct deck_def, hand.i, -1)
	},
};

#define AT(m) { offsetof(__typeof__(dflts), m) / sizeof(struct sdflt), \
	sizeof dflts.m / sizeof(struct sdflt) }

static const struct sdflts types[RS_DF_N] = {
	[RS_DF_ROOT] = AT(root), [RS_DF_MECH] = AT(mech),
	[RS_DF_ACTION] = AT(action), [RS_DF_ARG] = AT(arg),
	[RS_DF_RES] = AT(res), [RS_DF_ROUND_STEP] = AT(round_step),
	[RS_DF_CARD] = AT(card), [RS_DF_SUB_KIND] = AT(sub_kind),
	[RS_DF_VICTORY] = AT(victory), [RS_DF_OPTION] = AT(option),
	[RS_DF_UNIT] = AT(unit), [RS_DF_CHIEF] = AT(chief),
	[RS_DF_DISCOUNT] = AT(discount), [RS_DF_PIECE] = AT(piece),
	[RS_DF_TILE] = AT(tile), [RS_DF_DECK] = AT(deck),
};

void
rs_dflts(struct sdflt_table *t)
{
	t->items = (const struct sdflt *)(const void *)&dflts;
	t->types = types;
	t->ntypes = RS_DF_N;
}
