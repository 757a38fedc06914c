/* ruleset_schema_deck.c: the schema of the decks, bags and cups a
 * ruleset declares (decks), read by schema.c through the type exported in
 * decl_proto.h. */
#include <limits.h>
#include <stddef.h>

#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"

static const char deck_discard_names[][SCHEMA_NAME_MAX] = {
	"back", "out", "pile", ""
};
static const char deck_per_names[][SCHEMA_NAME_MAX] = { "table", "player", "" };
static const char deck_kinds_names[][SCHEMA_NAME_MAX] = {
	"items", "cards", "sites", ""
};

#define DECK_TYPES(T, L) \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	L(t_discard, (.names = deck_discard_names), .kind = SK_ENUM) \
	L(t_deck_per, (.names = deck_per_names), .kind = SK_ENUM) \
	L(t_deck_kinds, (.names = deck_kinds_names), .kind = SK_ENUM) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_str, .kind = SK_STR) \
	T(t_expr, .kind = SK_EXPR) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_pile_names, SCHEMA_LIST(t_id)) \
	T(t_piece_counts, SCHEMA_DICT(t_count, "pieces")) \
	T(t_deck, SCHEMA_STRUCT_D(struct deck_def, deck_fields, "a deck", \
	    RS_DF_DECK)) \
	T(eng_t_decks, SCHEMA_DICT(t_deck, "decks"))
SCHEMA_TYPE_INDICES(DECK_TYPES);

#define DECK_FIELDS(F) \
	F("name", t_str, struct deck_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("size", t_count, struct deck_def, size, SF_UNKNOWN, \
	    DECK_TRACKED, "a counted deck: the cards in it at the start") \
	F("hand", t_ref_res, struct deck_def, hand, 0, 0, \
	    "a counted deck: the resource its drawn cards go to") \
	F("items", t_piece_counts, struct deck_def, items, 0, 0, \
	    "a tracked deck: what it holds at the start, item by item") \
	F("discard", t_discard, struct deck_def, discard, 0, DECK_BACK, \
	    "where items played or put back go: back into it, out of the " \
	    "game, or onto its pile 'discard'") \
	F("per", t_deck_per, struct deck_def, per, 0, DECK_PER_TABLE, \
	    "one deck for the table, or one for each player") \
	F("piles", t_pile_names, struct deck_def, piles, 0, 0, \
	    "a tracked deck: the piles its items lie in, the first drawn " \
	    "from") \
	F("hand-size", t_count, struct deck_def, hand_size, 0, 0, \
	    "items a hand is drawn to, into its pile 'hand'") \
	F("unseen-hand", t_bool, struct deck_def, unseen_hand, 0, 0, \
	    "a hand drawn is not known until its items are named") \
	F("copies", t_expr, struct deck_def, copies, 0, 0, \
	    "its items are this many times 'items' at the start") \
	F("kinds", t_deck_kinds, struct deck_def, kinds, 0, \
	    DECK_KINDS_ITEMS, "what its items may be: those of 'items', " \
	    "every card of 'cards', or the site cards") \
	F("face-up", t_bool, struct deck_def, face_up, 0, 0, \
	    "the top item of its draw pile is seen: the GM enters it") \
	F("shuffled", t_bool, struct deck_def, shuffled, 0, 0, \
	    "its kinds are mixed: its top is not known until entered") \
	F("deal", t_expr, struct deck_def, deal, 0, 0, \
	    "a counted deck: the cards dealt into it at the start") \
	F("final", t_bool, struct deck_def, final, 0, 0, \
	    "a dealt deck: a final card lies under the others, drawn last") \
	F("left-over", t_expr, struct deck_def, left_over, 0, 0, \
	    "a dealt deck: the cards set aside unseen at the deal")

/* The tables and types of this file, one object (schema.h) */
#define DECK_TABLES(X) \
	X(deck_fields, DECK_FIELDS)
SCHEMA_TYPES(deck_types, DECK_TYPES, DECK_TABLES);
const struct stype *const eng_t_decks = &deck_types.t[TI_eng_t_decks];
