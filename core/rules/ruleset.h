/* ruleset.h: a game's rules as data, read from rulesets/<id>.yaml.
 *
 * ruleset_load() parses the shipped text and any overlays into one YAML
 * tree (overlays merged key by key), applies the chosen --option values
 * (each an overlay fragment declared in the ruleset), checks the result
 * against the schema in ruleset_schema.c, resolves references (second
 * pass) and runs the sanity checks of ruleset_check.c.  arbiter-ruleset(5)
 * documents every key.
 *
 * Values the rulebook does not give are written `unknown` and stay so in
 * the structures of its parts (ruleset_parts.h, ruleset_mech.h, ...:
 * SCHEMA_UNKNOWN_INT, a vec with n == -1, ...);
 * rs_need_*() turn a use of one into an error that says how to supply it.
 */
#ifndef ARBITER_RULESET_H
#define ARBITER_RULESET_H

#include "core/base/diag.h"
#include "core/rules/ruleset_zones.h"
#include "core/base/schema.h"
#include "core/board/board.h"
#include "core/combat/combat.h"
#include "core/rules/decl.h"
#include "core/rules/words.h"

/* Its parts, each including those it needs. */
#include "core/rules/ruleset_parts.h"
#include "core/rules/ruleset_mech.h"
#include "core/rules/ruleset_cards.h"
#include "core/rules/ruleset_victory.h"
#include "core/rules/ruleset_upgrade.h"

struct ruleset {
	char *format;
	char *id;
	char *title;
	char *edition;
	char *rulebook;
	char *updated;		/* YYYY-MM-DD, the manual's date */
	struct range players;
	struct vec resources;	/* dict of struct res_def */
	struct vec roles;	/* dict of struct role_def */
	struct vec factions;	/* dict of struct faction_def */
	struct vec units;	/* dict of struct unit_def */
	struct vec chiefs;	/* dict of struct chief_def */
	struct vec piece_values;	/* dict id -> char *: the names of
					   their values, what each is */
	struct vec dice;	/* dict of struct die_def */
	struct vec classes;	/* dict of struct class_def */
	struct vec pieces;	/* dict of struct piece_def */
	struct vec tiles;	/* dict of struct tile_def */
	struct board_def board;
	struct setup_def setup;
	struct vec phases;	/* dict of struct phase_def */
	struct vec round;	/* list of struct round_step */
	struct turns_def turns;
	struct mechanisms_def mech;
	struct vec card_values;	/* list of char *: the names of a card's
				   CARD_VALUES values */
	struct vec cards;	/* dict of struct card_def */
	struct sites_def sites;
	struct vec rankings;	/* dict of struct ranking_def */
	struct vec victory;	/* list of struct victory_def */
	struct box_def box;
	struct vec options;	/* dict of struct option_def */
	struct vec readings;	/* dict of struct reading_def */
	struct rules_def rules;
	struct vec combats;	/* dict of struct combat_decl */
	struct vec actions;	/* dict of struct action_def */
	struct vec decks;	/* dict of struct deck_def (decl.h) */
	struct vec words;	/* dict of struct word_def (words.h) */
	struct vec tallies;	/* dict of struct tally_def (decl.h) */

	/* derived */
	struct board_map map;	/* board.regions and groups, or the lands
				   and what they are on (adjacency empty
				   while board.adjacent is unknown) */
	struct says_tpl **says;	/* the lines compiled, freed with rs */
	int nsays, capsays;
	int checked;		/* while read from an image of rules checked
				   when it was kept: a line is compiled when
				   first said (eng_says_ready), an expression
				   when first valued (eng_expr_ready), not at
				   load */
	int nvalues;		/* the names of the kinds' values (units.*.values,
				   chiefs' the same; ruleset_kind_values.c) */
	const char **value_names;
	long *kind_values;	/* (units + chiefs) x nvalues: RS_NONE, a
				   value, or SCHEMA_UNKNOWN_INT */
	int values_kept;	/* read from an image: nvalues, value_names,
				   kind_values and the pieces' the same, as it
				   kept them (ruleset_image_values.c) */
	int npvalues;		/* the names of the counted pieces' values
				   (pieces.*.values; ruleset_piece_values.c) */
	const char **pvalue_names;
	long *piece_vals;	/* (pieces x their two sides) x npvalues */
	int nlands;
	struct land *lands;
	int *borders;		/* read from an image: board.adjacent's pairs
				   as their lands' places, nborders of them
				   (ruleset_image_borders.c); NULL: their names
				   are looked up */
	int nborders;
	unsigned char *dist;	/* zones x zones distances, or NULL */
	void *dies;		/* named dice for the dice module */
	int nunknown;
	struct sunknown *unknown;	/* every value left unknown */
	/* while a load checks what it walked: the tree, which a message may
	 * read what was written from; NULL else */
	const struct ynode *tree;
	char **files;		/* names of the texts read, owned */
	int nfiles;
	char *image_texts;	/* read from an image: its texts, in one block */
	size_t image_len;
	struct schema_arena image_arrays;	/* the arrays of its vectors,
					 * read from an image or walked */
	struct simg_lazy *aside;	/* read from an image: the values it
					 * kept aside (rs_ready), naside */
	int naside;
	int *aside_at;		/* they by where they go: index + 1 (0:
				 * none), 1 << aside_bits slots (aside_of) */
	int aside_bits;
	unsigned char *aside_bytes;	/* their bytes */
	/* how a ruleset read from an image gets its values kept aside
	 * again from its texts, when one is found damaged as it is read
	 * (rs_ready): loads the texts' image and gives rs its values with
	 * rs_aside_renew, 0; or -1 (NULL: it cannot) */
	int (*reaside)(void *ctx, struct ruleset *rs);
	void *reaside_ctx;
	int hint_kept;		/* read from an image: hint_at holds, for
				   each command only hints name, its action
				   (rs_hint_action), or -1 */
	int hint_at[RS_HINT_N];
	struct rs_opt *chosen;	/* options as given to ruleset_load */
	int nchosen;
	const char *word[W__N][WF__N];	/* the game's words (rs_word) */
	int zones_old;		/* the text wrote its numbered zones by the
				   keys of before (ruleset_zones_old.c) */
	const char *no_actor;	/* while eng_compile checks parts carried
				   out for nobody (begin, leave, round-end,
				   no-actor): where, for the refusal of an
				   expression or line reading the actor
				   (names.c, says.c); else NULL */
	unsigned bound;		/* while eng_compile checks the effects of
				   an each-region or each-group: what they
				   bind (ENG_BINDS_HERE, ...); else 0 */
	unsigned mods_read;	/* while decl_action checks an action of a
				   text loaded: bit k set once an expression
				   or line reads its word k of kind modifiers
				   (modifier(), @modifierterms) */
	int destroyed_later;	/* the pool combat's destroyed effects
				   walked when first carried out, as an
				   action's (eng_destroyed_ready) */
	int over_later;		/* and its over effects when first carried
				   out (eng_over_ready) */
};

/* A text to read: name for diagnostics (a path or "db:..."). */
struct rs_text {
	const char *name;
	const char *text;
	size_t len;
};

struct rs_opt {
	char *key;
	char *value;
};

/* Load base with overlays (in order) and options (key=value).  On success
 * *out owns everything (ruleset_free).  Every error goes to errs; the
 * return is the worst status seen (ST_USAGE for an unknown option, ST_DATA
 * for bad rules data). */
int ruleset_load(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs);
/* The same, and the ruleset as walked, its image (ruleset_image.c),
 * appended to image (left empty unless the ruleset loads) for
 * ruleset_load_image, which loads it again with the same options without
 * parsing YAML or walking it: ST_DATA, with nothing in errs, when the
 * bytes are damaged. */
struct strbuf;
int ruleset_load_keep(const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs,
    struct strbuf *image);
int ruleset_load_image(const void *buf, size_t len, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs);
/* rs (read from an image) given the values kept aside of from, read
 * from the image of the same texts, when one of rs's was found damaged:
 * the rest of rs's image was whole (its checksum), so from keeps aside
 * the same values in the same order, each with its part of the block of
 * texts as large.  0, or -1 with rs as it was. */
int rs_aside_renew(struct ruleset *rs, struct ruleset *from);
void ruleset_free(struct ruleset *rs);
/* The texts parsed and merged once (ruleset_merge: NULL, with errs, when
 * they do not parse), then loaded as ruleset_load loads them, with
 * options, as often as asked: what is the same each time is done once. */
struct rs_merged;
struct rs_merged *ruleset_merge(const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, struct diag_list *errs);
int ruleset_load_merged(const struct rs_merged *m, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs);
void ruleset_merged_free(struct rs_merged *m);
/* Every option's result checked (ruleset_options_check.c): rs loaded
 * from base and overlays, each value of its options loaded alone with
 * every check of the load and more's (when not NULL: the refusals it
 * adds to errs, counted), and with together the options that rewrite
 * the rules together (all their combinations, or a cover of every three
 * or two); the refusals added to errs named by the options ("option
 * 'KEY=VALUE': ..."); ST_OK or ST_DATA.  With together ('ruleset
 * check'), the checks of a text that no game took yet too, of the rules
 * alone and of each combination's (rs_check_listed_steps,
 * rs_check_start_seats, rs_check_action_names): a game already stored
 * took its text. */
int ruleset_check_options(const struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays,
    int (*more)(const struct ruleset *, struct diag_list *), int together,
    struct diag_list *errs);
/* What ruleset check tried of the options that rewrite the rules taken
 * together: tried of the product's combinations (the row of every
 * default and each option alone counted), every three or two options'
 * values together (every), or all of them (every 0, tried == of). */
struct rs_cover {
	long tried;
	double of;
	int every;
};
/* The same of the texts merged once (m, ruleset_merge; rs loaded from
 * it), what was tried of the options together into cov when not NULL. */
int ruleset_check_options_merged(const struct ruleset *rs,
    const struct rs_merged *m,
    int (*more)(const struct ruleset *, struct diag_list *), int together,
    struct rs_cover *cov, struct diag_list *errs);

/* Start positions (setup.zones.holdings) for another player count than
 * players allows ('new' refuses such a game): refused into errs, at the
 * holdings, naming both numbers; 1, else 0.  Not a check of the load
 * (ruleset_check_options runs it): a game stored with a text of before
 * took a count the seats fit, and an amendment changes neither. */
/* Does the board keep how long each region is held: a board of places,
 * or declared regions with board.tenure (ruleset_places.c)? */
int rs_tenure(const struct ruleset *rs);
/* What a message that rs keeps no tenure says, and what to do. */
const char *rs_tenure_missing(const struct ruleset *rs);
int rs_check_start_seats(const struct ruleset *rs, struct diag_list *errs);
/* An action named as one of the program's own commands (status, undo,
 * ...: not a game's), which could never be taken, refused into errs at
 * the action, naming the command; the count.  Not a check of the load
 * (ruleset_check_options runs it): a game stored with such a text still
 * loads, the command being the program's. */
int rs_check_action_names(const struct ruleset *rs, struct diag_list *errs);

/* Just the merged YAML tree of base and overlays, unchecked: *out owned
 * (ynode_free), and the file names its nodes point to in *names (free each
 * and the array after the tree). */
int ruleset_tree(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, struct ynode **out, char ***names, int *nnames,
    struct diag_list *errs);

/* May an amendment add the key at this dotted path, which the game's rules
 * lack?  A new entry of a mapping of ids (a unit, a zone ...), which no
 * command can have used, or a field whose absence means unknown; any other
 * missing field stands for its default, a rule in force.  Returns
 * RS_ADD_ENTRY, RS_ADD_FILLS (the unknown field) or 0.  (ctx unused: the
 * shape of ynode_fills_or_adds.) */
enum { RS_ADD_ENTRY = 1, RS_ADD_FILLS = 2 };
int ruleset_may_add(void *ctx, const char *path);

/* Read just the header of a text: is it an overlay, and for which ruleset
 * (*id owned by the caller)?  Returns 1 overlay, 0 ruleset, -1 unreadable. */
int ruleset_peek(const struct rs_text *t, char **id);

/* Errors for a needed value that is unknown: "bernard: 'board.orbits' is
 * unknown ...".  Return ST_DATA (and fill d) when v is unknown, else 0. */
int rs_need_int(const struct ruleset *rs, long v, const char *path,
    struct diag *d);
/* rs_need_int with the path made by fmt and its arguments (an id has
 * any length: made whole, and only when v is unknown). */
int rs_need_intf(const struct ruleset *rs, long v, struct diag *d,
    const char *fmt, ...) ATTR_PRINTF(4, 5);
int rs_need_vec(const struct ruleset *rs, const struct vec *v,
    const char *path, struct diag *d);
int rs_need_str(const struct ruleset *rs, const char *s, const char *path,
    struct diag *d);
/* A value the rulebook does not give, of the thing id (its name name),
 * unknown: "ID: the [upgraded ]WHAT of NAME is unknown (...): enter it
 * at the table with 'TILE ID [upgraded.]WHAT:FORM', or supply 'PATH' in
 * an overlay (...)", into buf; tile: the game's action entering it (its
 * word for 'tile', rs_hint_action), or NULL: only the overlay is said
 * (ruleset_enter_msg.c). */
struct rs_enter {
	const char *tile, *id, *name, *what, *form, *path;
	int up;
};
void rs_enter_msg(const struct ruleset *rs, const struct rs_enter *e,
    char *buf, size_t n);

/* The text of a plain scalar under key of map, or NULL; every node of t
 * at the position of at (ruleset_purchase.c). */
const char *rs_ytext(const struct ynode *map, const char *key);
/* Does the text declare pieces tracked one by one, units or chiefs
 * (ruleset_purchase.c)?  A duel is fought between them (without them the
 * upgrade refuses mechanisms.duel), and their counters set. */
int rs_ytracked(const struct ynode *root);
/* Is key a key of a map anywhere under n (n itself too)? */
int rs_yhas(const struct ynode *n, const char *key);
/* Is n the effect 'KEY: true' (a map whose key is the plain scalar
 * true)? */
int rs_yflag(const struct ynode *n, const char *key);
/* Is one of action's effects (not nested) the effect key ('mark-done')? */
int rs_yeffect(const struct ynode *action, const char *key);
/* Is name a word of action's args, of kind kind ('region')? */
int rs_yarg_kind(const struct ynode *action, const char *name,
    const char *kind);
/* The kind of action's word name ('region'), or NULL: no word of
 * action's. */
const char *rs_yarg_kindof(const struct ynode *action, const char *name);
/* Item k of seq replaced by the items of t, a sequence made to take its
 * place (t freed): 0, or -1 when t is no sequence or out of memory. */
int rs_yput_item(struct ynode *seq, int k, struct ynode *t);
/* Can an expression name id (letters, digits and _, not first a digit)?
 * (ruleset_purchase.c) */
int rs_plain_id(const char *id);
/* Is w a name a declaration may hold as written (letters, digits, '-'
 * and '_', not empty)? (ruleset_purchase.c) */
int rs_plain_name(const char *w);
/* s when a declaration may hold it between double quotes as written (no
 * brace, quote, backslash or control character, not empty), else NULL
 * (ruleset_purchase.c). */
const char *rs_plain_text(const char *s);
/* Item k of seq replaced by the items of the YAML sequence text, parsed
 * at the item's place (ruleset_purchase.c): 0, or -1 out of memory. */
int rs_yreplace_item(struct ynode *seq, int k, const char *text);
/* The same for the text in b (released), as the rewrites at load fill
 * their templates (ruleset_fx_rewrite.c). */
int rs_yput_text(struct ynode *seq, int k, struct strbuf *b);
void rs_yplace_at(struct ynode *t, const struct ynode *at);
/* The YAML written in b (released), parsed as of file, every node at the
 * position of at; NULL when out of memory (ruleset_purchase.c): how the
 * rewrites of old keys make the declarations that replace them. */
struct strbuf;
struct ynode *rs_yparse_at(struct strbuf *b, const char *file,
    const struct ynode *at);
/* The declaration t keeps what the old action old (NULL: none) said of its
 * help, phase, setup and program-style; t, or NULL (t freed) when out of
 * memory.  The phase whose 'commands' list command, which is taken off
 * the list (*at, when not NULL: the phase's node); NULL when none lists
 * it (ruleset_purchase.c). */
struct ynode *rs_ykeep(struct ynode *t, const struct ynode *old);
/* The items of seq put before those of the sequence under key of map, set
 * there: how an old step becomes the first of a phase's begin, effects or
 * end-require; 0, or -1 out of memory or seq NULL (seq is consumed;
 * ruleset_purchase.c). */
int rs_yseq_first(struct ynode *map, const char *key, struct ynode *seq);
const char *rs_ylisting_take(struct ynode *root, const char *command,
    const struct ynode **at);
/* The place among root's phases of the first whose 'commands' list
 * command, or -1 (ruleset_purchase.c). */
int rs_ylisting(const struct ynode *root, const char *command);
/* The id of the first phase whose 'commands' list command or its old
 * name alias, or NULL (ruleset_purchase.c). */
const char *rs_ylisting_name(const struct ynode *root, const char *command,
    const char *alias);
/* Every action of actions that runs verb replaced by make(old, ctx); 1 if
 * one was, 0 if none, -1 out of memory (ruleset_purchase.c). */
int rs_yreplace_runs(struct ynode *actions, const char *verb,
    struct ynode *(*make)(const struct ynode *old, const void *ctx),
    const void *ctx);
/* The same for the starting squads of old (the mechanism 'deploy': an
 * action running it, or the command by its name in a text without it): a
 * declared action with the effect place-starting (ruleset_start.c). */
int rs_start_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for the producers of numbered zones (the mechanism 'equip': an
 * action running it, or the command by its names in a text without it): a
 * declared action with the effect equip (ruleset_equip.c). */
int rs_equip_upgrade(struct ynode *root);
/* What the text of tree root calls concept w, in form f (WF_ONE or
 * WF_MANY): its words, else the word its keys gave before words, else the
 * general word; never one a quoted line cannot carry (ruleset_yword.c).
 * A word w as the name of an action's word in expressions: w itself when
 * it is one (lower case letters, digits, '_'; not a name expressions
 * know), else fallback. */
const char *rs_yword(const struct ynode *root, enum rs_word w,
    enum word_form f);
/* The words of before that the entry of words_old.c for w and key gives,
 * set as root's words for w unless it names some (the keys that gave
 * them are gone once an upgrade rewrote them; ruleset_yword.c); at: the
 * place a words mapping made is said to be.  0, or -1 out of memory. */
int rs_yword_keep(struct ynode *root, enum rs_word w, const char *key,
    const struct ynode *at);
/* The same word (WF_ONE) in upper case, into buf (of n), for a usage
 * line ("FROM-BODY"). */
const char *rs_yword_upper(const struct ynode *root, enum rs_word w,
    char *buf, size_t n);
const char *rs_yword_name(const char *w, const char *fallback);
/* Word k (from 0) after the command's name in a usage line, in lower case,
 * into buf (of n): the name the line gave the command's word; NULL when
 * the line (may be NULL) has none. */
const char *rs_yusage_word(const char *usage, int k, char *buf, size_t n);
/* The same for the places chosen of old (the mechanism 'choose': an
 * action running it, or the command by its name in a text without it): a
 * declared action with the effect take-place (ruleset_choose.c). */
int rs_choose_upgrade(struct ynode *root, struct diag_list *errs);
/* The help the upgrade gives such an action whose text wrote none, in the
 * game's words: the place taken in the order its ranking names (the help
 * of mechanisms.chosen-order's ranking NAME).  Into buf (of n): 0, or -1
 * without a ranking named (the help is the program's words then). */
#define RS_CHOOSE_HELP "take a place in the %s, in the order ranked"
int rs_choose_help(const struct ruleset *rs, char *buf, size_t n);
/* The older key of mechanisms.orbit-combat (ruleset_combats.c) in tree t
 * becomes today's.  0, or -1 out of memory. */
int rs_combats_upgrade(struct ynode *t);
/* The merged tree's decks of 'kinds: cards' get every card as an item, in
 * the order of 'cards' (0, or -1 out of memory). */
int rs_decks_kinds(struct ynode *root);

/* Card values (ruleset_card_values.c): the game's name of value i; the
 * name of ranking measure by (from the names for a card value's), in buf
 * when built; tree t's cards and rankings read under the schema's general
 * keys (0, or -1 out of memory), and back after the walk for the paths of
 * what was written unknown. */
const char *rs_card_value(const struct ruleset *rs, int i);
const char *rs_rank_by_name(const struct ruleset *rs, int by, char *buf,
    size_t n);
int rs_card_values_upgrade(struct ynode *t, struct diag_list *errs);
/* Every use of a routine (an effect '- routine: NAME') replaced by a copy
 * of the effects routines.NAME declares, and the key routines taken
 * away; refusals (a name no routine has, a routine using itself, a
 * malformed declaration, in a routine used nowhere too) added to errs
 * (ruleset_routines.c).  0, or -1 out of memory.  spans, when not NULL,
 * is given where each routine's effects are written (free it with
 * rs_routines_spans_free); rs_routines_name then names the routine in
 * each refusal from errs->v[from] on that is about one of its lines. */
struct rs_routine_span {
	char file[DIAG_FILE_MAX];
	char name[64];
	int first, last;	/* the lines of the routine's effects */
};
struct rs_routine_spans {
	struct rs_routine_span *v;
	int n, cap;
};
int rs_routines_expand(struct ynode *root, struct diag_list *errs,
    struct rs_routine_spans *spans);
void rs_routines_name(const struct rs_routine_spans *spans,
    struct diag_list *errs, int from);
void rs_routines_spans_free(struct rs_routine_spans *spans);
int rs_card_values_paths(struct ruleset *rs);

/* Numbered zones written by the keys of before (ruleset_zones_old.c):
 * tree t's board., setup. and options' KEY_ZONES_OLD and their keys read
 * as today's, both given an error in errs, *form 2 when t wrote the keys
 * of before, 1 today's, 0 neither (0, or -1 out of memory); the words
 * those keys gave set in the merged root's words, unless it names one
 * of them (0, or -1 out of memory); what was written unknown said by the
 * keys of before again when rs->zones_old (0, or -1 out of memory); a
 * path written by the keys of before, by today's, in buf, or NULL when it
 * has none; zone's folk unknown refused as rs_need_int refuses it, the
 * path as the text wrote it, whole (ST_DATA, d filled). */
int rs_zones_upgrade(struct ynode *t, int *form, struct diag_list *errs);
int rs_zones_keep_words(struct ynode *root);
int rs_zones_paths(struct ruleset *rs);
const char *rs_zones_path_now(const char *p, char *buf, size_t n);
int rs_need_zone_folk(const struct ruleset *rs, int zone, struct diag *d);
/* (ruleset_rename.c) Key old of map m (NULL: none) read as now; both given is an error in
 * errs naming both (where: the path of m), and the older is dropped.  0,
 * or -1 out of memory. */
int rs_yrename_old(struct ynode *m, const char *old, const char *now,
    const char *where, struct diag_list *errs);

/* The mechanisms of numbered zones by the keys and values of before
 * (ruleset_colonies_old.c): tree t's read as today's, both keys given an
 * error in errs (0, or -1 out of memory; rs_zones_upgrade calls it); the
 * keys of before of t that gave words, as bits for rs_colonies_keep_words,
 * which sets those words in the merged root unless it names them (0, or
 * -1 out of memory); today's key of mechanisms.GROUP.KEY of before, or
 * NULL; the JSON key of a measure by today's name; a path of
 * mechanisms.GROUP.KEY by the other keys' name (old: by the keys of
 * before) in buf, or NULL when it has none; a path as the text wrote it
 * (rs->zones_old: by the keys of before), in buf or path itself. */
int rs_colonies_upgrade(struct ynode *t, struct diag_list *errs);
unsigned rs_colonies_worded(struct ynode *t);
int rs_colonies_keep_words(struct ynode *root, unsigned seen);
const char *rs_mech_key_now(const char *group, const char *key);
const char *rs_measure_json(const char *by);
const char *rs_colonies_path(const char *p, int old, char *buf, size_t n);
const char *rs_path_said(const struct ruleset *rs, const char *path,
    char *buf, size_t n);

/* The longest id of a kind of piece tracked one by one (units, chiefs):
 * a piece is named KIND-N in 96 bytes (core/state/pieces.c's piece_id),
 * in the log, the commands and status; a longer id is refused
 * (ruleset_pieces.c). */
#define RS_KIND_ID_MAX 80

/* The longest id of a die: a roll writes COUNTID and a calm throw reads
 * the id back in buffers of 96 and 64 bytes (engine_basic.c,
 * act_throw.c); a longer id is refused (ruleset_check.c). */
#define RS_DIE_ID_MAX 60

/* One table of pieces (ruleset_piece_table.c): the table kind (a unit's
 * index, or units.n + a chief's) was written in: "pieces" for one written
 * there with 'tracked: true', else the older table's key; a path of
 * 'pieces' as the engine keeps it ("units.ID..."), and a path of the
 * engine's as the text wrote it ("pieces.ID..."), in buf or path itself. */
const char *rs_kind_table(const struct ruleset *rs, int kind);
const char *rs_path_kept(const struct ruleset *rs, const char *path,
    char *buf, size_t n);
const char *rs_path_written(const struct ruleset *rs, const char *path,
    char *buf, size_t n);

/* Was the value at this dotted path written `unknown`? */
int rs_is_unknown(const struct ruleset *rs, const char *path);
/* known(KEY.PATH) (ruleset_known.c): 1 when the value at the dotted path
 * (an option's `key`, the keys of before read as today's) is given, 0
 * when it is unknown; -1 with err when the ruleset has no value there
 * (an id it does not declare, a mechanism not written) or one it may not
 * leave unknown. */
int rs_known_path(const struct ruleset *rs, const char *path, char *err,
    size_t n);

/* Lookups (case-insensitive ids); -1 when absent. */
int rs_resource(const struct ruleset *rs, const char *id);
int rs_role(const struct ruleset *rs, const char *id);
int rs_phase(const struct ruleset *rs, const char *id);
int rs_body(const struct ruleset *rs, const char *id);
int rs_land(const struct ruleset *rs, const char *id);
/* A sub-location kind or a card named by its id or one of its aliases, in
 * any case; -1. */
int rs_sub_kind_find(const struct ruleset *rs, const char *word);
int rs_card_find(const struct ruleset *rs, const char *word);
int rs_phase_allows(const struct ruleset *rs, int phase, enum game_cmd c);
/* Does phase ph (the setup when ph < 0) list the declared action k among
 * its commands?  The first phase that lists it, or -1; does any phase, or
 * the setup, list it?  (ruleset_lookup.c, of the lists built by
 * ruleset_phase_cmds.c) */
int rs_lists_action(const struct ruleset *rs, int ph, int k);
int rs_action_listed_phase(const struct ruleset *rs, int k);
int rs_action_listed(const struct ruleset *rs, int k);
/* The first victory of kind reach (index into rs->victory), or -1. */
int rs_reach_victory(const struct ruleset *rs);
/* The phase (index into rs->phases) that allows c, or -1. */
int rs_phase_of_cmd(const struct ruleset *rs, enum game_cmd c);
/* The id of the action that runs the program's command verb
 * (actions.*.run), or of the first whose effects do what verb did
 * (eng_effect_runs), or NULL: the game's word for a command a hint
 * names. */
const char *rs_verb_action(const struct ruleset *rs, const char *verb);
/* Does one of the first upto actions run the program's command verb, or
 * do what it did, under a word other than verb? */
int rs_verb_other(const struct ruleset *rs, const char *verb, int upto);
/* How the game gets from phase FROM to phase TO ("'next' moves on to it"),
 * in buf; NULL when the round's order does not say. */
const char *rs_phase_way(const struct ruleset *rs, int from, int to,
    char *buf, size_t n);
/* Does phase PH play the command ARG stands for (rs_lists_action of an
 * action, rs_phase_plays_cmd of a command of the program, rs_phase_is of
 * an action's own phase)? */
typedef int (*rs_phase_has)(const struct ruleset *rs, int ph, int arg);
int rs_phase_is(const struct ruleset *rs, int ph, int want);
int rs_phase_plays_cmd(const struct ruleset *rs, int ph, int c);
/* For the refusal of a command given in phase FROM: the phases that play
 * it (HAS) named into names ("the sow phase", "the sow and the thresh
 * phases"; none: "the setup phase"), and the way to the one the game
 * comes to first (rs_phase_way's words; of several, "the thresh phase
 * comes later this turn (...)") in buf, or NULL. */
const char *rs_phases_way(const struct ruleset *rs, int from,
    rs_phase_has has, int arg, char *names, size_t nn, char *buf, size_t n);
/* The phase that follows PH within the same turn, or -1 (the turn, or the
 * round's step, ends with PH). */
int rs_phase_after(const struct ruleset *rs, int ph);
/* Is a game command enabled by any phase of the ruleset? */
int rs_cmd_enabled(const struct ruleset *rs, enum game_cmd c);
/* Do the ruleset's mechanisms set up what command c works on, or does
 * the ruleset declare c with effects of its own (running no mechanism)? */
int rs_cmd_set_up(const struct ruleset *rs, enum game_cmd c);
/* May c be used during the setup, before the first round? */
int rs_setup_allows(const struct ruleset *rs, enum game_cmd c);
/* Does the ruleset have pieces (units or chiefs)? */
int rs_has_pieces(const struct ruleset *rs);

/* A zone by number, id or name (case-insensitive); -1 when absent. */
int rs_zone(const struct ruleset *rs, const char *s);
/* The distance from zone to zone (0: straight into orbit), or -1 when
 * the ruleset has no distance table. */
int rs_distance(const struct ruleset *rs, int from, int to);
/* The pool combat mechanisms.dice-pool fights (its steps, its escalation
 * die and whom the die's hits go to), or NULL: no dice pool, or a
 * ruleset refused before its combat was made. */
const struct combat_decl *rs_pool_combat(const struct ruleset *rs);
/* The steps of an order (mechanisms.orders.steps; decl_order_steps.c;
 * of a ruleset without orders, rs_order_steps_before, those a text of
 * before is given): the place from 1 of the step name, or 0; the name of
 * the step at place at ("no" for 0); their list in words ("a, b" then
 * last then "c") into buf (-1 when it is cut short).
 * rs_check_order_steps checks the declaration and finds the steps
 * combat-step and after-combats name. */
extern const char rs_order_steps_before[][16];
int rs_order_step_at(const struct ruleset *rs, const char *name);
const char *rs_order_step_name(const struct ruleset *rs, int at);
int rs_order_steps_text(const struct ruleset *rs, const char *last,
    char *buf, size_t n);
/* The step of before the program's command c takes (travel: movement,
 * scout: explore) where the order's steps lack it, else NULL. */
const char *rs_order_step_lacking(const struct ruleset *rs,
    enum game_cmd c);
/* A phase listing such a command (travel, scout) where the order lacks
 * its step: refused into errs at the list, saying what to write; the
 * refusals' count.  Not a check of the load: a game stored with such a
 * text of before (the command unknown in play) still loads. */
int rs_check_listed_steps(const struct ruleset *rs, struct diag_list *errs);
int rs_check_order_steps(struct ruleset *rs, struct diag_list *errs);

/* Symbol faces: the code a face showing symbol id has (-1: none), the
 * symbol of a code (NULL: none), and whether die id has symbol faces.
 * A die of symbols X also gives, for each symbol S it shows, the die X-S
 * counting it (faces 1 and 0): '3green-brain' counts brains. */
int rs_symbol(const struct ruleset *rs, const char *id);
const char *rs_symbol_name(const struct ruleset *rs, long code);
int rs_die_symbols(const struct ruleset *rs, const char *id);

/* The die named id as faces for the dice module (NULL if absent/unknown). */
struct die_faces;
const struct die_faces *rs_die(const struct ruleset *rs, const char *id);
/* The named dice of rs for dice_parse (its lookup is rs_die). */
struct dice_env rs_dice_env(const struct ruleset *rs);

/* mechanism(GROUP, KEY) (ruleset_mech_number.c): the places of the number
 * mechanisms.GROUP.KEY among the schema's fields into *g and *k, 0; -1
 * when the schema has no integer there.  Its value in rs (unknown:
 * SCHEMA_UNKNOWN_INT), its path written into path (may be NULL). */
int rs_mech_int(const char *group, const char *key, long *g, long *k);
long rs_mech_int_value(const struct ruleset *rs, long g, long k, char *path,
    size_t n);
/* @mechanism GROUP, KEY: the same for the text mechanisms.GROUP.KEY;
 * its value in rs, NULL when the ruleset does not give it. */
int rs_mech_text(const char *group, const char *key, long *g, long *k);
const char *rs_mech_text_value(const struct ruleset *rs, long g, long k);

#define RS_RES(rs, i) VEC_AT((rs)->resources, struct res_def, i)
#define RS_ROLE(rs, i) VEC_AT((rs)->roles, struct role_def, i)
#define RS_FACTION(rs, i) VEC_AT((rs)->factions, struct faction_def, i)
#define RS_PHASE(rs, i) VEC_AT((rs)->phases, struct phase_def, i)
#define RS_BODY(rs, i) VEC_AT((rs)->board.bodies, struct body_def, i)
#define RS_PIECE(rs, i) VEC_AT((rs)->pieces, struct piece_def, i)
#define RS_CLASS(rs, i) VEC_AT((rs)->classes, struct class_def, i)
#define RS_TILE(rs, i) VEC_AT((rs)->tiles, struct tile_def, i)
#define RS_ZONE(rs, i) VEC_AT((rs)->board.zones, struct zone_def, i)
#define RS_UNIT(rs, i) VEC_AT((rs)->units, struct unit_def, i)
#define RS_CHIEF(rs, i) VEC_AT((rs)->chiefs, struct chief_def, i)
/* The chiefs' modifiers by name (ruleset_chief_mods.c): the key of a
 * name (a flag or a number; with by_unit, one given by unit; '_' stands
 * for '-'), or -1 when no chief gives it (but for the fixed names of
 * before, which a text of before reads as 0); the name again; a chief's
 * value of it (0 when it gives none; a flag is 1; unit: a unit's id);
 * is it a flag, one by unit? */
#define RS_MOD_FLAG 0x1000
#define RS_MOD_BY_UNIT 0x2000
#define RS_MOD_NONE 0x4000	/* a name of before no chief gives */
int rs_chief_mod_key(const struct ruleset *rs, const char *name,
    int by_unit);
const char *rs_chief_mod_name(const struct ruleset *rs, int key);
long rs_chief_mod(const struct ruleset *rs, int l, int key,
    const char *unit);
int rs_chief_mod_flag(int key);
int rs_chief_mod_by_unit(int key);

/* The kinds' values (ruleset_kind_values.c): the index of a value's name
 * (rs->value_names), or -1; does any kind give value v; kind's value v
 * (a unit's index, or units.n + a chief's): SCHEMA_UNKNOWN_INT, or
 * RS_NONE for one the kind lacks (a unit never hired has no cost).  The
 * first of them are enum piece_stat's (pieces.h), in every ruleset. */
int rs_value_index(const struct ruleset *rs, const char *name);
/* The same for a name an expression gives: where 'piece-values' declares
 * the names, one of them, else -1. */
int rs_value_named(const struct ruleset *rs, const char *name);
int rs_value_given(const struct ruleset *rs, int v);
/* The names some kind gives, "cost, attack, ...", added to b (whole: a
 * name has any length). */
void rs_value_list(const struct ruleset *rs, struct strbuf *b);
long rs_kind_stat(const struct ruleset *rs, int kind, int v);
int rs_kind_values_build(struct ruleset *rs, struct diag_list *errs);
/* What a value written unknown is, for people: its field's help, or for
 * a kind's value the text 'piece-values' gives it (NULL: no field). */
const char *rs_unknown_help(const struct ruleset *rs,
    const struct sunknown *u);
/* Its type: its field's, or the entry's of a mapping it is one of. */
const struct stype *rs_unknown_type(const struct sunknown *u);
void rs_kind_values_free(struct ruleset *rs);

/* The index of open values (ruleset_values_index.c): the names of nk
 * lists of values (the first nfirst of them first, then each other once,
 * in the order met; pointing into the lists) and the values by them, nk
 * x n, RS_NONE where a list has none; made by rs_values_index (0, or -1
 * out of memory), the kinds' by rs_kind_values_ix, the pieces' (their
 * sides) by rs_piece_values_ix. */
struct rs_values_ix {
	int n;
	const char **names;
	long *vals;
};
int rs_values_index(const struct vec *const *lists, int nk,
    const char *const *first, int nfirst, struct rs_values_ix *ix);
int rs_kind_values_ix(const struct ruleset *rs, struct rs_values_ix *ix);
int rs_piece_values_ix(const struct ruleset *rs, struct rs_values_ix *ix);

/* The counted pieces' values (ruleset_piece_values.c), as the kinds':
 * the index of a value's name (rs->pvalue_names), or -1; the same for a
 * name an expression gives ('piece-values' declares it, where given);
 * the names, "armour, ...", added to b (whole); piece k's value v on its side or
 * its upgraded side (up): SCHEMA_UNKNOWN_INT, or RS_NONE for one it
 * lacks. */
int rs_piece_value_index(const struct ruleset *rs, const char *name);
int rs_piece_value_named(const struct ruleset *rs, const char *name);
void rs_piece_value_list(const struct ruleset *rs, struct strbuf *b);
long rs_piece_stat(const struct ruleset *rs, int k, int up, int v);
/* Does some piece leave a part of its card unknown beyond its standard
 * values: part "attack" or "cost" on either side, or (NULL) those or a
 * value of its upgraded side?  What enter-stats enters besides values. */
int rs_piece_card_unknown(const struct ruleset *rs, const char *part);
int rs_piece_values_build(struct ruleset *rs, struct diag_list *errs);
/* What the piece's value at path (pieces.*.values.NAME) is, for people:
 * the text 'piece-values' gives it, what a pool combat's armour is, or
 * help. */
const char *rs_piece_value_help(const struct ruleset *rs, const char *path,
    const char *help);
void rs_piece_values_free(struct ruleset *rs);
/* Piece k's damage that destroys one in pool combat c, on its upgraded
 * side (up) or not: the value c names (COMBAT_ARMOUR_OF, combat.h), into
 * *out; or an error in d naming its path (unknown: how to supply it; not
 * given, or 0: so).  entered: the values entered at the table for the
 * pieces (struct pieces' pentered: the standard sides', rs->npvalues a
 * piece, then the upgraded sides'), read for a side the ruleset leaves
 * unknown; or NULL. */
int rs_piece_armour(const struct ruleset *rs, const struct combat_decl *c,
    int k, int up, const long *entered, long *out, struct diag *d);

#define RS_PLACE(rs, i) VEC_AT((rs)->board.places, struct place_def, i)
#define RS_CARD(rs, i) VEC_AT((rs)->cards, struct card_def, i)

#endif
