/* ruleset_schema_action.c: the schema of the declared actions (actions:
 * their words, requirements, price rows and cost; their effects are
 * ruleset_schema_decl.c's), the phases' dues, the tallies and the regions
 * dealt at the setup, read by schema.c through the types exported in
 * decl_proto.h. */
#include <limits.h>
#include <stddef.h>

#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"

const char eng_arg_kind_names[][SCHEMA_NAME_MAX] = {
	"region", "player", "number", "piece", "row", "choice", "unit",
	"deck",
	"card",
	"draws",
	"body",
	"tracked",
	"group",
	"text",
	"values",
	"producer",
	"holding",
	"territory",
	"resource",
	"piece-kind",
	"stats",
	"piece-counts",
	"resolved",
	"cargo",
	"card-id",
	"flag",
	"turn-order",
	"destination",
	"chief",
	"settings",
	"product",
	"refuge",
	"party",
	"away-cargo",
	"parties",
	"modifiers",
	"targets",
	"sources",
	"site",
	"place",
	"tile",
	"items",
	""
};
_Static_assert(sizeof eng_arg_kind_names / sizeof eng_arg_kind_names[0] ==
    ARG__N + 1, "a name for each kind of word, then \"\"");
const char eng_item_kind_names[][SCHEMA_NAME_MAX] = {
	"resource", "card", "sub-kind", ""
};
_Static_assert(sizeof eng_item_kind_names / sizeof eng_item_kind_names[0] ==
    ITEM__N + 1, "a name for each kind of item, then \"\"");
const char eng_item_read_names[][SCHEMA_NAME_MAX] = {
	"with-words", "after-requirements", "by-effect", ""
};
const char eng_item_says_names[][SCHEMA_NAME_MAX] = {
	"quoted", "plain", ""
};
const char eng_tally_per_names[][SCHEMA_NAME_MAX] = {
	"table", "player", "region",
	"group",
	""
};

#define ACTION_TYPES(T, L) \
	L(eng_t_effects, (SCHEMA_OTHER(eng_t_effects))) \
	L(t_deferred_json, (SCHEMA_OTHER(rs_deferred_json_type))) \
	L(t_id, (.check = rs_check_id), .kind = SK_STR, .what = "an id") \
	L(t_arg_kind, (.names = eng_arg_kind_names), .kind = SK_ENUM) \
	L(t_tally_per, (.names = eng_tally_per_names), .kind = SK_ENUM) \
	L(t_item_read, (.names = eng_item_read_names), .kind = SK_ENUM) \
	L(t_item_says, (.names = eng_item_says_names), .kind = SK_ENUM) \
	T(t_count, SCHEMA_INT(0, 1000000)) \
	T(t_bound, SCHEMA_INT(-RS_VALUE_MAX, RS_VALUE_MAX)) \
	T(t_bool, .kind = SK_BOOL) \
	T(t_str, .kind = SK_STR) \
	T(t_text, .kind = SK_STR, .what = "a text") \
	T(t_expr, .kind = SK_EXPR) \
	T(t_ref_phase, RS_REF(phases, "phase")) \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_choice_words, SCHEMA_LIST(t_id)) \
	T(t_flag_texts, SCHEMA_DICT(t_text, "flags")) \
	T(t_amounts, SCHEMA_DICT(t_expr, "amounts")) \
	T(t_piece_counts, SCHEMA_DICT(t_count, "pieces")) \
	T(t_arg, \
	    SCHEMA_STRUCT_D(struct arg_def, arg_fields, \
	    "a word of the command", RS_DF_ARG)) \
	T(t_args, SCHEMA_LIST(t_arg)) \
	T(t_follow, \
	    SCHEMA_STRUCT(struct follow_def, follow_fields, \
	    "a number after a choice's word")) \
	T(t_follows, SCHEMA_DICT(t_follow, "words")) \
	T(t_item_field, \
	    SCHEMA_STRUCT(struct item_field, item_field_fields, \
	    "a field of an item")) \
	T(t_item_fields, SCHEMA_LIST(t_item_field)) \
	T(t_under, \
	    SCHEMA_STRUCT(struct under_def, under_fields, \
	    "the head of a group of items")) \
	T(t_item_written, \
	    SCHEMA_STRUCT(struct item_written, item_written_fields, \
	    "how an item is written")) \
	T(t_require, \
	    SCHEMA_STRUCT(struct require_def, require_fields, \
	    "a requirement")) \
	T(eng_t_requires, SCHEMA_LIST(t_require)) \
	T(t_price_row, \
	    SCHEMA_STRUCT(struct price_row, price_row_fields, \
	    "a row of a price table")) \
	T(t_price_rows, SCHEMA_LIST(t_price_row)) \
	T(t_action, \
	    SCHEMA_STRUCT_D(struct action_def, action_fields, "an action", \
	    RS_DF_ACTION)) \
	T(eng_t_actions, SCHEMA_DICT(t_action, "actions")) \
	T(eng_t_deal, \
	    SCHEMA_STRUCT(struct deal_def, deal_fields, \
	    "regions dealt to the players")) \
	T(t_due, SCHEMA_STRUCT(struct due_def, due_fields, "a payment due")) \
	T(eng_t_dues, SCHEMA_LIST(t_due)) \
	T(t_tally, SCHEMA_STRUCT(struct tally_def, tally_fields, "a tally")) \
	T(eng_t_tallies, SCHEMA_DICT(t_tally, "tallies"))
SCHEMA_TYPE_INDICES(ACTION_TYPES);

#define ARG_FIELDS(F) \
	F("name", t_id, struct arg_def, name, SF_REQUIRED, 0, \
	    "the word's name in expressions and effects") \
	F("kind", t_arg_kind, struct arg_def, kind, SF_REQUIRED, 0, \
	    "region, player, number, piece, row (of the action's table) " \
	    "or choice (one word of its choices)") \
	F("min", t_bound, struct arg_def, min, 0, 1, \
	    "number: the least (default 1)") \
	F("max", t_bound, struct arg_def, max, SF_FROM_DEFAULT, \
	    RS_VALUE_MAX, \
	    "number: the most") \
	F("what", t_text, struct arg_def, what, 0, 0, \
	    "number, row, region: what a refusal calls it (absent: its " \
	    "name; a region: the board's own refusal); sources: each " \
	    "land") \
	F("choices", t_choice_words, struct arg_def, choices, 0, 0, \
	    "choice: the words it takes, each a name for its place (1 " \
	    "for the first) in the action's expressions") \
	F("default", t_bound, struct arg_def, dflt, SF_FROM_DEFAULT, \
	    ARG_NO_DEFAULT, \
	    "number: its value when the word is left out (the last words " \
	    "only)") \
	F("turn", t_bool, struct arg_def, turn, 0, 0, \
	    "player: the actor, the player whose turn it is (the last " \
	    "word may be left out for that player)") \
	F("none", t_bool, struct arg_def, none, 0, 0, \
	    "player: the word may also be 'none' (nobody)") \
	F("alone", t_id, struct arg_def, alone, 0, 0, \
	    "place, the first word: a keyword given as the command's only " \
	    "word instead of all of them (the word -1)") \
	F("acting", t_bool, struct arg_def, acting, 0, 0, \
	    "tracked: a piece of the player whose turn it is that may act " \
	    "now (no {counters})") \
	F("most", t_expr, struct arg_def, most, 0, 0, \
	    "number: the most, an expression over the state valued when " \
	    "the word is read (instead of max)") \
	F("optional", t_bool, struct arg_def, optional, 0, 0, \
	    "values, items: the word may be left out (the last words " \
	    "only)") \
	F("left-out", t_expr, struct arg_def, left_out, 0, 0, \
	    "optional player: the player it stands for when left out, an " \
	    "expression valued then (and logged)") \
	F("list", t_bool, struct arg_def, list, 0, 0, \
	    "card: a word naming no card is refused with the list of them") \
	F("joined", t_bool, struct arg_def, joined, 0, 0, \
	    "region, number: a part of the word before, after a ':', " \
	    "that may be left out (GROUP[:REGION[:N]])") \
	F("quoted", t_bool, struct arg_def, quoted, 0, 0, \
	    "choice: its refusal quotes each word ('buy' or 'sell')") \
	F("exact", t_choice_words, struct arg_def, exact, 0, 0, \
	    "choice: those of its words taken in the case written only") \
	F("unnamed", t_bool, struct arg_def, unnamed, 0, 0, \
	    "choice: its words are no names in expressions (they test " \
	    "its place, 1 for the first)") \
	F("given-if", t_expr, struct arg_def, given_if, 0, 0, \
	    "joined: the part may be given only when this holds, over the " \
	    "words before its word") \
	F("given-says", t_text, struct arg_def, given_says, 0, 0, \
	    "joined, with given-if: the refusal, before \": drop ':REST'\"") \
	F("followed", t_follows, struct arg_def, followed, 0, 0, \
	    "choice: its words after which a number is given (the next " \
	    "word), each with how it is shown and what a refusal calls it") \
	F("refused", t_text, struct arg_def, refused, 0, 0, \
	    "choice: the refusal of a word none of its choices, before " \
	    "\", not 'WORD'\"") \
	F("read-first", t_bool, struct arg_def, read_first, 0, 0, \
	    "joined: read, and refused, before the word it is joined to") \
	F("item", t_id, struct arg_def, item, SF_LAZY, 0, \
	    "items: what each item's NAME is, a resource or a card") \
	F("flags", t_flag_texts, struct arg_def, flags, SF_LIST_IDS | \
	    SF_LAZY, 0, \
	    "items: the words an item may take after a ':' (NAME:FLAG), " \
	    "a list, or a mapping of each to what it does") \
	F("under", t_under, struct arg_def, under, SF_PRESENT | \
	    SF_ABSENT_ZERO | SF_LAZY, 0, "items: the word heading each group of " \
	    "items, [HEAD ITEM...]...") \
	F("fields", t_item_fields, struct arg_def, fields, SF_LAZY, 0, \
	    "items: the ':'-parts of an item after its NAME, in order") \
	F("written", t_item_written, struct arg_def, written, SF_PRESENT | \
	    SF_ABSENT_ZERO | SF_LAZY, 0, "items: how an item is written: " \
	    "uncounted, any-order, refusal") \
	F("read", t_item_read, struct arg_def, read, 0, 0, \
	    "items: with-words (the default), after-requirements: read, " \
	    "refused and logged after them, before the effects; or " \
	    "by-effect: by the effect that names it; text: " \
	    "after-requirements, read and logged by a site card's draw") \
	F("refusals", t_item_says, struct arg_def, refusals, 0, 0, \
	    "items: quoted (the default: \"'WORD': ...\"), or plain: each " \
	    "word refused as met, in the refusal's own words") \
	F("shown", t_text, struct arg_def, shown, SF_LAZY, 0, \
	    "how the usage made from the action's words shows the word " \
	    "(one line, printable), instead of by its kind")

#define ITEM_FIELD_FIELDS(F) \
	F("kind", t_arg_kind, struct item_field, kind, SF_REQUIRED, 0, \
	    "number, card or flag (one of the word's flags)") \
	F("optional", t_bool, struct item_field, optional, 0, 0, \
	    "true: the part may be left out") \
	F("min", t_bound, struct item_field, min, 0, 0, \
	    "number: the least (default 0)") \
	F("max", t_bound, struct item_field, max, 0, RS_VALUE_MAX, \
	    "number: the most") \
	F("what", t_text, struct item_field, what, 0, 0, \
	    "number: what its refusal calls it (\"the weight\")")

#define UNDER_FIELDS(F) \
	F("kind", t_arg_kind, struct under_def, kind, SF_REQUIRED, 0, \
	    "number, player or site, read as a word of that kind") \
	F("min", t_bound, struct under_def, min, 0, 1, \
	    "number: the least (default 1)") \
	F("max", t_bound, struct under_def, max, 0, RS_VALUE_MAX, \
	    "number: the most") \
	F("what", t_text, struct under_def, what, 0, 0, \
	    "number: what a refusal calls it (absent: the word's name)")

#define ITEM_WRITTEN_FIELDS(F) \
	F("uncounted", t_bool, struct item_written, uncounted, 0, 0, \
	    "true: no Nx before the NAME, each item taken once") \
	F("any-order", t_bool, struct item_written, any_order, 0, 0, \
	    "true: each ':'-part read as the first field it can be, " \
	    "whatever its place, the last of each kept") \
	F("refusal", t_text, struct item_written, refusal, 0, 0, \
	    "the refusal of a NAME none of its kind, before \", e.g. " \
	    "EXAMPLE\"")

#define FOLLOW_FIELDS(F) \
	F("shows", t_text, struct follow_def, shows, SF_REQUIRED, 0, \
	    "how usages and refusals show the number: N") \
	F("what", t_text, struct follow_def, what, 0, 0, \
	    "what a refusal of the number calls it (absent: its own)")

#define REQUIRE_FIELDS(F) \
	F("test", t_expr, struct require_def, test, SF_REQUIRED, 0, \
	    "an expression that must hold") \
	F("says", t_text, struct require_def, says, 0, 0, \
	    "what the refusal says when it does not") \
	F("refusal", t_text, struct require_def, refusal, 0, 0, \
	    "or the whole refusal, a line with {expressions}") \
	F("usage", t_bool, struct require_def, usage, 0, 0, \
	    "true: the test checks the words: failing, the command is " \
	    "misused (exit 2, as a usage error)") \
	F("reason", t_text, struct require_def, reason, 0, 0, \
	    "deferred-require: why it is refused, a line with " \
	    "{expressions}, given as refused in the --json report")

#define PRICE_ROW_FIELDS(F) \
	F("cost", t_amounts, struct price_row, cost, SF_REQUIRED, 0, \
	    "what is paid, with the action's cost") \
	F("gain", t_expr, struct price_row, gain, SF_REQUIRED, 0, \
	    "how many of the action's 'gains' the actor gains")

#define ACTION_FIELDS(F) \
	F("help", t_text, struct action_def, help, SF_REQUIRED, 0, \
	    "what the command does, in a line") \
	F("phase", t_ref_phase, struct action_def, phase, 0, 0, \
	    "the phase it belongs to (absent: any time)") \
	F("setup", t_bool, struct action_def, setup, 0, 0, \
	    "it may also be taken during the setup") \
	F("program-style", t_bool, struct action_def, program_style, \
	    0, 0, "it reads as a command of the program (arbiter(1))") \
	F("args", t_args, struct action_def, args, 0, 0, \
	    "the words it takes, in order") \
	F("require", eng_t_requires, struct action_def, require, SF_LAZY, 0, \
	    "tests that must hold, in order") \
	F("cost", t_amounts, struct action_def, cost, 0, 0, \
	    "what the actor pays, all or nothing") \
	F("effects", eng_t_effects, struct action_def, effects, SF_LAZY, 0, \
	    "what it does, in order") \
	F("per-turn", t_count, struct action_def, per_turn, 0, 0, \
	    "at most this many times a turn (0: no limit)") \
	F("per-round", t_count, struct action_def, per_round, 0, 0, \
	    "at most this many times a round (0: no limit)") \
	F("per-game", t_count, struct action_def, per_game, 0, 0, \
	    "at most this many times a game (0: no limit)") \
	F("says", t_text, struct action_def, says, 0, 0, \
	    "the line of the cost paid, instead of its own (\"\": none)") \
	F("limit-says", t_text, struct action_def, limit_says, 0, 0, \
	    "the refusal of a limit reached, instead of its own") \
	F("cost-name", t_text, struct action_def, cost_name, 0, 0, \
	    "what the refusal of a cost calls the action (\"this purchase\")") \
	F("table", t_price_rows, struct action_def, table, SF_UNKNOWN, 0, \
	    "the prices, one row of which the action's row word picks") \
	F("gains", t_ref_res, struct action_def, gains, 0, 0, \
	    "table: the resource a row's gain is of") \
	F("run", t_id, struct action_def, run, 0, 0, \
	    "a mechanism of the program, by its verb, that reads the words " \
	    "itself") \
	F("does", t_id, struct action_def, does, 0, 0, \
	    "the program's command of before whose job it does, which a " \
	    "phase may list (written at load for a text of before)") \
	F("usage", t_text, struct action_def, usage, 0, 0, \
	    "run or program-style: the usage line") \
	F("complete", t_text, struct action_def, complete, 0, 0, \
	    "run: what completion offers for each word") \
	F("when", t_text, struct action_def, when, 0, 0, \
	    "run or program-style: when it is used, for the rules' list " \
	    "of commands") \
	F("words", t_text, struct action_def, words, 0, 0, \
	    "run: how many words it takes, N, N-M or N- (absent: any)") \
	F("no-turn-says", t_text, struct action_def, no_turn_says, 0, 0, \
	    "the refusal when it is nobody's turn, instead of its own") \
	F("repeat", t_count, struct action_def, repeat, 0, 0, \
	    "the last N words are a group that may be given again") \
	F("no-actor", t_bool, struct action_def, no_actor, 0, 0, \
	    "true: the GM's, taken for no player (me is nobody)") \
	F("after-groups", eng_t_effects, struct action_def, after_groups, \
	    0, 0, "with repeat: effects carried out once, after every " \
	    "group's") \
	F("words-first", t_bool, struct action_def, words_first, 0, 0, \
	    "with repeat: every group's words are read before the first " \
	    "group's requirements") \
	F("round-secret", t_bool, struct action_def, round_secret, 0, 0, \
	    "true: given face down, sealed in the players' view until the " \
	    "round is over") \
	F("most-groups", t_count, struct action_def, most_groups, 0, 0, \
	    "with repeat: the most groups of words it takes (more: a " \
	    "usage error)") \
	F("most-groups-says", t_text, struct action_def, most_groups_says, \
	    0, 0, "with most-groups: the usage error when more are given") \
	F("round-count", t_id, struct action_def, round_count, 0, 0, \
	    "each player's takings a round are counted: round_taken(), and " \
	    "status --json under this key") \
	F("turn-unsaid", t_bool, struct action_def, no_turn_named, 0, 0, \
	    "program-style: refused in another phase, it does not say " \
	    "whose turn it is") \
	F("sealed", t_bool, struct action_def, sealed, 0, 0, \
	    "true: the log shows only its first two words, (sealed), until " \
	    "a step carries out what it left waiting") \
	F("deferred", eng_t_effects, struct action_def, deferred, SF_LAZY, 0, \
	    "effects queued with the command's words, carried out later " \
	    "by a phase's carry-out-deferred") \
	F("deferred-json", t_deferred_json, struct action_def, \
	    deferred_json, SF_PRESENT | SF_LAZY, 0, "with deferred: the shape of its " \
	    "entry in the --json report of the carry-out-deferred that " \
	    "carries it out") \
	F("deferred-require", eng_t_requires, struct action_def, \
	    deferred_require, SF_LAZY, 0, "with deferred: tests checked again " \
	    "as the command is carried out; failing, its refusal is said " \
	    "and the command dropped") \
	F("gather-by", t_text, struct action_def, gather_by, 0, 0, \
	    "with repeat: groups naming the same value of this word are " \
	    "taken together, at the first one's place") \
	F("gather-with", t_text, struct action_def, gather_with, 0, 0, \
	    "with gather-by: the joined region word that the groups taken " \
	    "together give, none named twice") \
	F("groups-optional", t_bool, struct action_def, groups_optional, \
	    0, 0, "with repeat: the group may be left out altogether, the " \
	    "action then carried out once without its words") \
	F("no-faces-says", t_text, struct action_def, no_faces_says, 0, 0, \
	    "the usage error for faces given ('= FACE...'), once its " \
	    "phase is checked and before its words are read")

#define DEAL_FIELDS(F) \
	F("pieces", t_piece_counts, struct deal_def, pieces, SF_REQUIRED, \
	    0, "the pieces put on each region dealt")

#define DUE_FIELDS(F) \
	F("name", t_str, struct due_def, name, SF_REQUIRED, 0, \
	    "the rule's name in its lines (upkeep)") \
	F("resource", t_ref_res, struct due_def, resource, SF_REQUIRED, 0, \
	    "the resource it is paid with") \
	F("per-region", t_expr, struct due_def, per_region, SF_REQUIRED, 0, \
	    "what each region the player holds owes, over count (the " \
	    "player's pieces there)") \
	F("choose", t_text, struct due_def, choose, 0, 0, \
	    "the command, as its usage line, with which the player picks " \
	    "the pieces not paid for") \
	F("piece", t_text, struct due_def, piece, 0, 0, \
	    "what people call one of the pieces paid for (unit)") \
	F("pieces", t_text, struct due_def, pieces, 0, 0, \
	    "what people call several of them (units)") \
	F("says-bill", t_text, struct due_def, says_bill, 0, 0, \
	    "the line of the bill when the phase begins (due: the bill)") \
	F("says-none", t_text, struct due_def, says_none, 0, 0, \
	    "the line when nothing is owed") \
	F("says-region", t_text, struct due_def, says_region, 0, 0, \
	    "one region's share of the bill (here, count, due)")

#define TALLY_FIELDS(F) \
	F("name", t_str, struct tally_def, name, SF_REQUIRED, 0, \
	    "what people call it") \
	F("per", t_tally_per, struct tally_def, per, 0, TALLY_TABLE, \
	    "whose count it is: table (one), player (one each), region " \
	    "(one each region of the board) or group (one each group of " \
	    "regions)") \
	F("pieces", t_bool, struct tally_def, pieces, 0, 0, \
	    "per region: it counts pieces there, never more than the " \
	    "region's holder has, and 0 when it changes hands")

/* The tables and types of this file, one object (schema.h) */
#define ACTION_TABLES(X) \
	X(arg_fields, ARG_FIELDS) \
	X(require_fields, REQUIRE_FIELDS) \
	X(price_row_fields, PRICE_ROW_FIELDS) \
	X(action_fields, ACTION_FIELDS) \
	X(deal_fields, DEAL_FIELDS) \
	X(due_fields, DUE_FIELDS) \
	X(tally_fields, TALLY_FIELDS) \
	X(follow_fields, FOLLOW_FIELDS) \
	X(under_fields, UNDER_FIELDS) \
	X(item_written_fields, ITEM_WRITTEN_FIELDS) \
	X(item_field_fields, ITEM_FIELD_FIELDS)
SCHEMA_TYPES(action_types, ACTION_TYPES, ACTION_TABLES);
const struct stype *const eng_t_actions = &action_types.t[TI_eng_t_actions];
const struct stype *const eng_t_requires = &action_types.t[TI_eng_t_requires];
const struct stype *const eng_t_deal = &action_types.t[TI_eng_t_deal];
const struct stype *const eng_t_dues = &action_types.t[TI_eng_t_dues];
const struct stype *const eng_t_tallies = &action_types.t[TI_eng_t_tallies];
