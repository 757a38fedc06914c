/* ruleset_schema_cards.c: the schema of unit cards and site cards, the
 * cards a game of claims plays (cards: and sites: in
 * arbiter-ruleset(5)). */
#include <stddef.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"

static const char effect_names[][SCHEMA_NAME_MAX] = {
	"score", "garrison", "produce", ""
};
static const char left_over_names[][SCHEMA_NAME_MAX] = {
	"catalogue", "table", ""
};

static int
alias_sub_kind(const void *root, const char *name)
{
	return rs_sub_kind_find(root, name);
}

#define CARDS_TYPES(T, L) \
	L(t_ref_sub_kind, (.alias = alias_sub_kind), \
	    RS_REF(sites.sub_kinds, "sub-location kind")) \
	L(t_effect, (.names = effect_names), .kind = SK_ENUM) \
	L(t_left_over, (.names = left_over_names), .kind = SK_ENUM) \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	T(t_str, .kind = SK_STR) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_ref_supply_deck, RS_REF(decks, "supply deck")) \
	T(t_loadout, SCHEMA_LIST(t_count)) \
	T(t_aliases, SCHEMA_LIST(t_id)) \
	T(t_card, SCHEMA_STRUCT_D(struct card_def, card_fields, "a card", \
	    RS_DF_CARD)) \
	T(rs_t_cards, SCHEMA_DICT(t_card, "cards")) \
	T(t_sub_kind, \
	    SCHEMA_STRUCT_D(struct sub_kind_def, sub_kind_fields, \
	    "a sub-location kind", RS_DF_SUB_KIND)) \
	T(t_sub_kinds, SCHEMA_DICT(t_sub_kind, "sub-location kinds")) \
	T(t_sub, SCHEMA_STRUCT(struct sub_def, sub_fields, "a sub-location")) \
	T(t_subs, SCHEMA_LIST(t_sub)) \
	T(t_site_locations, SCHEMA_LIST(t_subs)) \
	T(t_site_card, \
	    SCHEMA_STRUCT(struct site_card_def, site_card_fields, \
	    "a site card")) \
	T(t_catalogue, SCHEMA_DICT(t_site_card, "site cards")) \
	T(t_location, \
	    SCHEMA_STRUCT(struct location_def, location_fields, \
	    "a location")) \
	T(t_locations, SCHEMA_LIST(t_location), .min_n = 1) \
	T(rs_t_sites, \
	    SCHEMA_STRUCT(struct sites_def, sites_fields, "the site cards"))
SCHEMA_TYPE_INDICES(CARDS_TYPES);

#define CARD_FIELDS(F) \
	F("name", t_str, struct card_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	/* written under the names card-values gives them */ \
	F("first", t_count, struct card_def, value[0], SF_UNKNOWN, \
	    CARD_VALUE_MISSING, "its {val1} combat value") \
	F("second", t_count, struct card_def, value[1], SF_UNKNOWN, \
	    CARD_VALUE_MISSING, "its {val2} combat value") \
	F("rotated", t_loadout, struct card_def, rotated, SF_UNKNOWN, 0, \
	    "[{val1}, {val2}] when turned round; [] when it cannot turn") \
	F("mines", t_count, struct card_def, mines, SF_UNKNOWN, 0, \
	    "mine symbols on it") \
	F("aliases", t_aliases, struct card_def, aliases, 0, 0, \
	    "other spellings of its id that commands take")

#define SUB_KIND_FIELDS(F) \
	F("name", t_str, struct sub_kind_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("effect", t_effect, struct sub_kind_def, effect, SF_REQUIRED, 0, \
	    "score: its cost in points; garrison: a card stays there; " \
	    "produce: the top card of a supply deck") \
	F("deck", t_ref_supply_deck, struct sub_kind_def, deck, 0, 0, \
	    "the supply deck it produces from (a deck of cards for the " \
	    "table, under 'decks')") \
	F("aliases", t_aliases, struct sub_kind_def, aliases, 0, 0, \
	    "other spellings of its id that commands take")

#define SUB_FIELDS(F) \
	F("kind", t_ref_sub_kind, struct sub_def, kind, SF_REQUIRED, 0, \
	    "the kind of sub-location") \
	F("cost", t_count, struct sub_def, cost, SF_REQUIRED, 0, \
	    "the {val2} value it takes")

#define SITE_CARD_FIELDS(F) \
	F("name", t_str, struct site_card_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("value", t_count, struct site_card_def, value, \
	    SF_REQUIRED | SF_UNKNOWN, 0, "the value compared in tie-break " \
	    "draws") \
	F("locations", t_site_locations, struct site_card_def, locations, \
	    SF_REQUIRED, 0, "its locations in order, each a list of " \
	    "sub-locations") \
	F("final", t_bool, struct site_card_def, final, 0, 0, \
	    "the final site, revealed last")

#define LOCATION_FIELDS(F) \
	F("limit", t_count, struct location_def, limit, SF_REQUIRED, 0, \
	    "players who may land there; 0 for any number")

#define SITES_FIELDS(F) \
	F("name", t_str, struct sites_def, name, 0, 0, \
	    "what the sites are called, for several: cities") \
	F("one", t_str, struct sites_def, one, 0, 0, \
	    "what one site is called: city") \
	F("value-name", t_str, struct sites_def, value_name, 0, 0, \
	    "what the tie-break value of a site card is called") \
	F("locations", t_locations, struct sites_def, locations, \
	    SF_REQUIRED, 0, \
	    "the locations of every site card, in order") \
	F("sub-locations", t_sub_kinds, struct sites_def, sub_kinds, \
	    SF_REQUIRED, 0, "the kinds of sub-location") \
	F("catalogue", t_catalogue, struct sites_def, catalogue, SF_UNKNOWN, \
	    0, \
	    "the site cards, when they are known") \
	F("left-over", t_left_over, struct sites_def, left_over, 0, \
	    LEFT_OVER_CATALOGUE, "who draws the left-over site cards for a " \
	    "tie-break: catalogue (arbiter, from the cards it has not seen) " \
	    "or table (the players, unless arbiter drew every site)")

/* The tables and types of this file, one object (schema.h) */
#define CARDS_TABLES(X) \
	X(card_fields, CARD_FIELDS) \
	X(sub_kind_fields, SUB_KIND_FIELDS) \
	X(sub_fields, SUB_FIELDS) \
	X(site_card_fields, SITE_CARD_FIELDS) \
	X(location_fields, LOCATION_FIELDS) \
	X(sites_fields, SITES_FIELDS)
SCHEMA_TYPES(cards_types, CARDS_TYPES, CARDS_TABLES);

const struct stype *const rs_t_cards = &cards_types.t[TI_rs_t_cards];
const struct stype *const rs_t_sites = &cards_types.t[TI_rs_t_sites];
