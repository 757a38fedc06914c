/* decl_args.h: the words of a declared action (actions.*.args: their
 * kinds, bounds, choices and parts), its price rows and its
 * requirements.  One of the parts of decl.h, which the program
 * includes. */
#ifndef ARBITER_DECL_ARGS_H
#define ARBITER_DECL_ARGS_H

#include <limits.h>

#include "core/base/schema.h"
#include "core/rules/decl_says.h"

#define ENG_MAX_ARGS 8		/* words of a declared action */
#define ENG_GATHER_MAX 64	/* groups of words of an action with gather-by */

enum arg_kind { ARG_REGION, ARG_PLAYER, ARG_NUMBER, ARG_PIECE, ARG_ROW,
	ARG_CHOICE, ARG_UNIT,
	ARG_DECK,
	ARG_CARD,
	ARG_DRAWS,
	ARG_BODY,		/* a body of the orbit board: its index */
	ARG_TRACKED,
	ARG_GROUP,
	ARG_TEXT,		/* the words left, as given: how many */
	ARG_VALUES,		/* a card's values V1/V2, read by set-card:
				   its place in the command, 0 left out */
	ARG_PRODUCER,		/* a kind of producer of the numbered
				   zones' colonies: its index */
	ARG_HOLDING,		/* a numbered zone, or a player (every zone
				   of his), read by equip: its place */
	ARG_TERRITORY,		/* a territory laid on the map of
				   territories: its index, as a region's */
	ARG_RESOURCE,		/* a resource of the ruleset: its index */
	ARG_PIECE_KIND,		/* a unit's or a chief's id: the kind's
				   index (units, then chiefs) */
	ARG_STATS,		/* STAT:N..., every word left, read by
				   enter-stats: its place */
	ARG_PIECE_COUNTS,	/* PIECE:N[,...] (or none), read by
				   set-units: its place */
	ARG_RESOLVED,		/* [SITE] [draw VALUE...], every word
				   left, read by resolve: its place, 0 left
				   out */
	ARG_CARGO,		/* N GOODS [N GOODS]..., every word left,
				   read by load or unload: its place */
	ARG_CARD_ID,		/* a card by its id, as printed: a piece's
				   (its upgrade) or any other: the piece's
				   index, -1 for another card */
	ARG_FLAG,		/* the word its name is, or nothing: 1 when
				   given, 0 left out */
	ARG_TURN_ORDER,		/* PLAYER,PLAYER,...: every player of the game
				   once, read by set-turn-order: its place */
	ARG_DESTINATION,	/* home, field, a place or a player's name,
				   where a tracked piece goes, read by
				   relocate: its place */
	ARG_CHIEF,		/* a chief's id, or nothing, read by
				   lend-ability: its place, 0 left out */
	ARG_SETTINGS,		/* KEY=VALUE..., every word left, read by
				   set-board: its place */
	ARG_PRODUCT,		/* a product of mechanisms.production: its
				   index */
	ARG_REFUGE,		/* a territory a player's units withdraw
				   to, read by retreat after the
				   requirements: its place */
	ARG_PARTY,		/* a player, or neutral: the player's index,
				   NEUTRAL for neutral */
	ARG_AWAY_CARGO,		/* [AWAY] [N GOODS]..., every word left, the
				   number first when an odd count is left:
				   the space, its goods kept for
				   squad-counts */
	ARG_PARTIES,		/* PARTY[,PARTY...]: players, or neutral,
				   one side of a battle, read by
				   orbit-battle: its place */
	ARG_MODIFIERS,		/* [a+N|a-N|d+N|d-N[:NOTE]]...
				   [cards:PLAYER[:N]]..., every word left,
				   read by duel: its place */
	ARG_TARGETS,		/* UNIT[,UNIT...], UNIT a piece or
				   OWNER:PIECE, the units a player's hits
				   go to, read by assign-hits after the
				   requirements: its place, 0 left out */
	ARG_SOURCES,		/* LAND:N[,LAND:N...], every word left, the
				   lands an attack comes from and the units
				   each sends, read by each-source: its
				   place */
	ARG_SITE,		/* a site of the round, by its number or id:
				   the number, from 1; 0 for a word naming
				   none (engine_site_word.c) */
	ARG_PLACE,		/* a place for a new territory of the map,
				   read by lay-tile: its place in the
				   command, -1 for its alone keyword
				   (engine_place_word.c) */
	ARG_TILE,		/* a kind of territory tile (tiles) by its
				   id: its index (engine_place_word.c) */
	ARG_ITEMS,		/* [Nx]NAME[:FLAG]..., every word left, NAME
				   of the kind its 'item' says: the sum of
				   the counts (engine_items.c) */
	ARG__N };
extern const char eng_arg_kind_names[][SCHEMA_NAME_MAX];
/* what an items word's NAME is (actions.*.args.*.item, by these names;
 * none: a resource) */
enum item_kind { ITEM_RESOURCE, ITEM_CARD, ITEM_SUB_KIND, ITEM__N };
extern const char eng_item_kind_names[][SCHEMA_NAME_MAX];
/* when an items word is read (actions.*.args.*.read): with the action's
 * words, before the requirements; or after them, before the effects,
 * logged in its own order (engine_items_late.c); or by the effect that
 * names it, one item at a time, where it reads them (by-effect,
 * engine_items_written.c) */
enum item_read { ITEM_READ_WORDS, ITEM_READ_LATE, ITEM_READ_EFFECT };
extern const char eng_item_read_names[][SCHEMA_NAME_MAX];
/* how an items word's refusals name the word refused
 * (actions.*.args.*.refusals): each after "'WORD': "; or plain, each
 * word refused as met (an item, then whether a head came before it),
 * a refusal that names the word in its text not preceded by it, an item
 * before any head refused with an example of the command
 * (engine_items.c) */
enum item_says { ITEM_SAYS_QUOTED, ITEM_SAYS_PLAIN };
extern const char eng_item_says_names[][SCHEMA_NAME_MAX];
#define ITEMS_COUNT_MAX 99	/* the most an item's Nx counts */
#define ITEM_FIELDS_MAX 4	/* the most fields an item has */
struct under_def {		/* actions.*.args.*.under: an items word's
				   head, before each group of its items */
	int present;
	int kind;		/* enum arg_kind: number, player or site */
	long min, max;		/* number: its bounds */
	char *what;		/* what a refusal calls it, or NULL: the
				   items word's name */
};
struct item_field {		/* actions.*.args.*.fields: list of, the
				   ':'-parts of an items word's item after
				   its NAME, in order */
	int kind;		/* enum arg_kind: number, card or flag (one
				   of the word's flags) */
	int optional;		/* may be left out: a part is tried on the
				   next field then */
	long min, max;		/* number: its bounds */
	char *what;		/* number: what its refusal calls it ("the
				   weight"), or NULL: the part alone */
};
struct item_written {		/* actions.*.args.*.written: how an items
				   word's items are written
				   (engine_items_written.c) */
	int present;
	int uncounted;		/* no Nx before the NAME: the word is its
				   NAME whole (each item taken once) */
	int any_order;		/* each ':'-part read as the first field it
				   can be, whatever its place, the last of
				   each kept, empty parts passed over */
	char *refusal;		/* the refusal of a NAME none of its kind,
				   "'WORD': REFUSAL, e.g. EXAMPLE", or NULL:
				   the general one */
};
#define SETTINGS_MAX 15		/* most KEY=VALUE words of a settings word */
enum move_in { MOVE_IN_DICE, MOVE_IN_ALL, MOVE_IN_NONE };
extern const char eng_move_in_names[][SCHEMA_NAME_MAX];

struct arg_def {		/* actions.*.args: list of */
	char *name;		/* how expressions and effects name it */
	int kind;		/* enum arg_kind */
	long min, max;		/* number: its bounds */
	char *what;		/* number, row: what a refusal calls it ("the
				   price"), or NULL: its name */
	struct vec choices;	/* choice: list of char *, the words it
				   takes; its value is the word's place (1
				   for the first), and each word is a name
				   for its place in the action's expressions */
	long dflt;		/* number: its value when left out (the
				   words after it may be too), or
				   ARG_NO_DEFAULT: it must be given */
	int turn;		/* player: the actor, who must be the player
				   whose turn it is while it is someone's; the
				   last word may then be left out for that
				   player (in the setup it must be named) */
	int none;		/* player, territory: the word may also be
				   'none' (no player: nobody, -1; no
				   territory: -1) */
	int acting;		/* tracked: a piece of the player whose turn
				   it is that may act now (no time
				   counters) */
	struct sexpr most;	/* number: the most it may be, valued when
				   the word is read (over the state and the
				   words before it), instead of max; or
				   none */
	int optional;		/* values, items, number,
				   player: the word may be left out (the
				   words after it too); a number is then 0,
				   a player -1 (nobody), not logged */
	struct sexpr left_out;	/* optional player: the player it stands
				   for when left out, valued then over the
				   state and the words before it, and logged
				   (nobody: none, unlogged); or none */
	int list;		/* card: a word naming no card is refused
				   with the list of them */
	int joined;		/* region, number: a part of the word before,
				   after a ':' (GROUP:REGION:N), that may be
				   left out: then its default, else a number
				   0 and a region -1 (engine_joined.c) */
	int quoted;		/* choice: its refusal quotes each word,
				   "takes 'buy' or 'sell', not 'give'" */
	int refusals;		/* items: enum item_says, how its refusals
				   name the word (in the hole after quoted:
				   the struct's size unchanged) */
	struct vec exact;	/* choice: list of char *, those of its
				   choices taken in the case written only
				   (the others in any case) */
	int unnamed;		/* choice: its words are no names in the
				   expressions, which test its place */
	struct sexpr given_if;	/* joined: the part may be given only when
				   this holds, over the words before its
				   word (checked before that word is read);
				   or none */
	char *given_says;	/* joined, with given_if: the refusal's
				   line, before ": drop ':REST'", or NULL */
	struct vec followed;	/* choice: dict word -> struct follow_def,
				   those of its words after which the next
				   word (a number) is given; after the
				   others it is left out */
	char *refused;		/* choice: the refusal of a word none of
				   its choices, before ", not 'WORD'"; NULL:
				   the refusal names them all */
	int read_first;		/* joined: read (and refused) before the
				   word it is joined to */
	int read;		/* items: enum item_read, when its words are
				   read (in the hole after read_first: the
				   struct's size, and so the heap's layout,
				   unchanged) */
	char *alone;		/* place, the first word: a keyword that,
				   given as the command's only word, stands
				   for the whole of it: the word is -1, the
				   words after it left out; or NULL */
	char *item;		/* items: what each item's NAME is, a name
				   of eng_item_kind_names, or NULL: a
				   resource (eng_item_kind) */
	struct vec flags;	/* items: list of char *, the words an item
				   may take after a ':' (none: no flag) */
	struct under_def under;	/* items: the word before each group of
				   items (engine_items.c), or not present */
	struct vec fields;	/* items: list of struct item_field, the
				   parts after NAME; none: one optional
				   flag when it has flags */
	struct item_written written;	/* items: how its items are
				   written, or not present */
	char *shown;		/* how a usage made from the words shows
				   the word (one line), or NULL: by its
				   kind; kept aside with the action's
				   effects, read when a usage is shown */
};

/* What the items of word x are (enum item_kind): its 'item' by name,
 * a resource without one (decl_items.c). */
int eng_item_kind(const struct arg_def *x);

/* actions.*.args.*.followed.*: the number that comes after a word of a
 * choice (engine_follow.c). */
struct follow_def {
	char *shows;		/* how usages and refusals show it: "N" */
	char *what;		/* what a refusal of it calls it, or NULL:
				   the number's own */
};
#define ARG_NO_DEFAULT LONG_MIN

struct price_row {		/* actions.*.table: list of */
	struct vec cost;	/* dict resource -> struct sexpr: paid with
				   the action's cost */
	struct sexpr gain;	/* how many of the action's 'gains' */
};

struct require_def {		/* actions.*.require: list of */
	struct sexpr test;
	char *says;		/* the refusal, for people */
	char *refusal;		/* or the whole refusal, a line with
				   {expressions} */
	struct says_tpl trefusal;
	char *reason;		/* deferred-require: the why of the refusal
				   the --json report gives (none: the
				   line) */
	struct says_tpl treason;
	int usage;		/* the test checks the words: failing, the
				   command is misused (exit 2, as a usage
				   error) */
};

#endif
