/* decl.h: what a ruleset declares for the engine: actions, their words,
 * requirements, costs, effects and lines for people, the effects and end
 * requirements of phases, bags and dealt regions (see core/engine/engine.h
 * for what they do at the table, and arbiter-ruleset(5)).  The rules layer
 * reads and checks them (core/rules/decl_check.c); every amount, count and
 * test is an expression compiled there, so a name the state does not have
 * is an error of the file, never of a command. */
#ifndef ARBITER_DECL_H
#define ARBITER_DECL_H

#include <limits.h>

#include "core/base/diag.h"
#include "core/base/schema.h"

struct ruleset;

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
	ARG_COMMITMENT,		/* [SITE CARD...]..., every word left, read
				   by commit: its place, 0 left out */
	ARG_PRODUCER,		/* a kind of producer of the numbered
				   zones' colonies: its index */
	ARG_HOLDING,		/* a numbered zone, or a player (every zone
				   of his), read by equip: its place */
	ARG_TERRITORY,		/* a territory laid on the map of
				   territories: its index, as a region's */
	ARG_REVEALED,		/* [ID | NAME VALUE LOCATION...], every word
				   left, read by reveal: its place, 0 left
				   out */
	ARG_CLAIM,		/* LOCATION [KIND[:COST][:CARD]...], every
				   word left, read by claim: its place */
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
	ARG_LAYOUT,		/* PLACE TYPE [PLACE TYPE...] or random,
				   every word left, read by lay-tiles: its
				   place */
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
				   use-ability: its place, 0 left out */
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
				   number first when an odd count is left,
				   read by set-squad: its place */
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
	ARG__N };
extern const char eng_arg_kind_names[][SCHEMA_NAME_MAX];
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
	int optional;		/* values, commitment, revealed, number,
				   player: the word may be left out (the
				   words after it too); a number is then 0,
				   a player -1 (nobody), not logged */
	int list;		/* card: a word naming no card is refused
				   with the list of them */
	int joined;		/* region, number: a part of the word before,
				   after a ':' (GROUP:REGION:N), that may be
				   left out: then its default, else a number
				   0 and a region -1 (engine_joined.c) */
	int quoted;		/* choice: its refusal quotes each word,
				   "takes 'buy' or 'sell', not 'give'" */
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
};

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

/* A line for people, "{@me} earns {@qty coins, n}": text with parts in
 * braces, each an expression (its value) or a function: @me (the actor's
 * name), @player X, @region X, @piece X (names of indexes), @qty RES X
 * ("3 coins", "1 coin"), @s X ("s" unless X is 1), @cost (an action's cost
 * paid), @modifiers KEY[, UNIT] (the actor's acting chiefs' modifier).  Compiled by eng_compile; n parts. */
struct says_part {
	char *text;		/* literal text, or NULL */
	int fn;			/* enum says_fn, for an expression part */
	int res;		/* @qty: the resource */
	struct sexpr x;		/* the expression */
	int word;		/* @word: enum rs_word (words.h) */
	int form;		/* @word: enum word_form */
	int arg;		/* @text: the place of its text word among
				   the action's words */
	int mod;		/* @modifiers: the chiefs' modifier (enum
				   chief_sum_key, names.h) */
	struct sexpr y;		/* @modifiers: the player whose chiefs
				   (none: the actor's) */
	char *words;		/* @term: the words after the number */
};
struct says_tpl {
	int n;
	struct says_part *v;
	/* a line of rules kept checked (ruleset.checked): compiled when
	 * first said (eng_says_ready), from these */
	const char *text;	/* the line, or NULL: compiled (or none) */
	struct spos pos;
	const struct action_def *act;
	int in_roll;
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

/* Where an effect happens: a region word of the action or a region id. */
struct eng_where {
	char *text;
	int arg;		/* index into args, or -1 */
	int region;		/* a region named outright, or -1 */
};

struct eff_pieces {		/* place, remove, move */
	int present;
	struct sref piece;	/* -> pieces */
	struct sexpr count;
	struct sexpr in;	/* place: where: a region word, a region's id
				   or an expression giving a region */
	char *from, *to;	/* remove, move */
	struct eng_where w_in, w_from, w_to;
	int in_expr;		/* place: in is an expression (compiled),
				   not a word or an id (w_in) */
};

struct eff_fight {
	int present;
	struct sref combat;	/* -> combats */
	char *from, *to;
	int move_in;		/* enum move_in */
	struct eng_where w_from, w_to;
};


struct roll_dice {		/* roll.dice: list of */
	struct sexpr count;	/* how many */
	char *die;		/* of which die (one die's expression) */
};

struct roll_row {		/* roll.table: list of */
	struct sexpr when;	/* absent: always */
	struct vec effects;	/* list of struct effect_def */
};

struct eff_roll {
	int present;
	struct vec dice;	/* list of struct roll_dice */
	struct vec table;	/* list of struct roll_row: the first that
				   holds is carried out */
	char *json;		/* the key under which the command's --json
				   report gives the total, instead of an
				   entry of rolls, or NULL */
	struct sexpr target;	/* the total needed, valued before the
				   throw and bound as target, or none */
	char *json_target;	/* the key of the report giving it, or
				   NULL */
	int calm;		/* the dice of dice thrown without their
				   explosions, their faces as written */
	int keep_rolls;		/* with json, its entries of rolls kept */
};

struct eff_if {
	int present;
	struct sexpr test;
	struct vec then, otherwise;	/* lists of struct effect_def */
};

struct eff_bag {		/* draw, return */
	int present;
	struct sref deck;	/* -> decks */
	struct sref bag;	/* the older spelling of deck */
	struct sexpr count;	/* draw: how many, at random */
	struct vec items;	/* return: dict item -> struct sexpr */
	char *reason;		/* draw: what for, in its line (NULL: "the
				   draw"), a line with {expressions} and
				   {@functions} */
	struct says_tpl treason;	/* compiled */
	int refuse_empty;	/* draw: refused when the deck is empty */
	int unseen;		/* draw: true: a hand drawn unseen from a deck
				   with unseen-hand (engine_hand.c) */
	int from_table;		/* return: true: the items come back from
				   the table, none taken from the actor's
				   resources */
};

struct eff_enter {		/* enter */
	int present;
	struct sexpr unit;	/* the kind of tracked piece (units) */
	struct sexpr counters;	/* the time counters it enters with (none:
				   0; never below 0) */
};

struct eff_leave {		/* leave */
	int present;
	struct sexpr piece;	/* the tracked piece (a word of kind
				   tracked) */
};

struct eff_swap {		/* swap */
	int present;
	struct sexpr piece, with;	/* the two tracked pieces (words of
					   kind tracked) */
};

struct eff_relocate {		/* relocate */
	int present;
	struct sexpr piece;	/* the tracked piece (a word of kind
				   tracked) */
	char *to;		/* a word of the action of kind destination */
	int w_to;		/* its place among the words */
};

struct eff_set_morale {		/* set-morale */
	int present;
	struct sexpr player;	/* whose counter (nobody: none set) */
	char *force;		/* the force: strikers, carriers or militia,
				   by the names of eng_morale_forces */
	int fi;			/* its place (enum force), found by the check */
	struct sexpr up;	/* not 0: the counter up; 0: off */
};

struct eff_take_hits {		/* take-hits */
	int present;
	char *side;		/* a word of the action of kind parties */
	int w;			/* its place among the words */
	struct sexpr at;	/* the numbered zone */
	struct sexpr hits;	/* the strikers lost, over the parties */
};

struct eff_each_party {		/* each-party */
	int present;
	struct sexpr side;	/* attacker or defender of the round bound */
	struct vec then;	/* list of struct effect_def: carried out for
				   each of its parties, party bound */
};

struct eff_flee_home {		/* flee-home */
	int present;
	struct sexpr party;	/* who flees: a player, or nobody for the
				   neutral guard */
	struct sexpr from;	/* the numbered zone whose orbit it leaves */
};

struct eff_throw_pools {	/* throw-pools */
	int present;
	struct sexpr fires;	/* with who (a player) and kind (a kind of
				   piece) bound: not 0 when those units of
				   his fire now */
	int escalation;		/* the escalation pool thrown once a round,
				   its hits added to each player's */
	char *heading;		/* a line said before the throws, or NULL */
	struct says_tpl theading;	/* compiled */
};

/* The order settle-hits asks the players who assign hits in. */
enum settle_order { SETTLE_TURN_ORDER, SETTLE_SEATS };
extern const char eng_settle_order_names[][SCHEMA_NAME_MAX];

struct eff_settle_hits {	/* settle-hits */
	int present;
	struct sexpr wait;	/* not 0: the players who assign after the
				   first who has a choice wait their turn */
	int order;		/* enum settle_order: the players' order */
};

struct eff_turns_held {		/* set-turns-held */
	int present;
	struct sexpr place;	/* the place (a region of the board) */
	struct sexpr turns;	/* the turns in a row its holder has held
				   it from now on (0 or more) */
};

/* One criterion of rank-players: a value, who bound to each player, and
 * whether the highest or the lowest comes first. */
struct rank_value {
	struct sexpr value;
	int prefer;		/* enum rank_prefer */
	char *word;		/* what it measures, in @decided (a line:
				   {@word ...}), or NULL */
	struct says_tpl tword;
	char *json;		/* its name in the json's decided_by, or
				   NULL */
	struct sexpr none;	/* true (not 0) for a player: he has no
				   value, said "none" and ranked last */
};

/* Where rank-players puts its order. */
enum rank_into { RANK_INTO_TURN_ORDER,
	RANK_INTO_CHOOSERS,
	RANK_INTO_STANDINGS };

/* The most criteria rank-players takes. */
#define RANK_BY_MAX 8

struct eff_rank_players {	/* rank-players */
	int present;
	struct vec by;		/* list of struct rank_value: the chain of
				   criteria, the first deciding first */
	int into;		/* enum rank_into */
	char *tied_says;	/* said after the ranking when the criteria
				   left players tied, or NULL */
	struct says_tpl ttied;
	char *pair_says;	/* said for each pair of neighbours a
				   criterion told apart (@before, @decided),
				   or NULL */
	struct says_tpl tpair;
	char *tied_pair_says;	/* said for each pair of neighbours left
				   tied, or NULL */
	struct says_tpl ttiedpair;
	char *json_pairs;	/* the --json report's key of the pairs of
				   neighbours, each with the criterion that
				   told them apart and its values, or NULL */
	char *draws;		/* players the criteria leave tied draw: a
				   word of kind draws of the action (the
				   values the GM gives), or NULL */
	int w_draws;		/* its place among the words */
	char *later;		/* or: arbiter draws from the left-over pool
				   when it knows it, else the ranking waits
				   for the draws of this action, or NULL */
};

/* One member of each player's object in the json of list-players: its
 * key (a '-' given as '_') and its value, who bound to the player. */
struct list_column {
	char *key;
	struct sexpr value;
};

/* A member of a declared JSON object: its key and value, the value an
 * expression given as a number, a player's name, a product's id or true
 * and false (core/engine/engine_members.c). */
enum json_as { JSON_AS_NUMBER, JSON_AS_PLAYER, JSON_AS_PRODUCT,
	JSON_AS_FLAG };
struct json_member {
	char *key;
	struct sexpr value;
	int as;			/* enum json_as */
};

/* deferred-json: the shape of a queued command's entry in the --json
 * report of the carry-out-deferred that carries it out: the list it
 * goes in, its members, the key of true or false (carried out or
 * refused) (core/engine/engine_deferred.c). */
struct deferred_json {
	int present;
	char *list;		/* the report's list (none: "deferred") */
	struct vec members;	/* list of struct json_member */
	char *carried;		/* none: "carried" */
};

struct eff_list_players {	/* list-players */
	int present;
	char *each;		/* each player's text, who bound to him */
	struct says_tpl teach;
	struct vec json_each;	/* list of struct list_column: the members
				   of each player's object in the json
				   (after "player"), or none */
};

struct eff_counters {		/* set-counters */
	int present;
	struct sexpr piece;	/* the tracked piece (a word of kind
				   tracked) */
	struct sexpr to;	/* its time counters from now on (0 or
				   more) */
};

struct eff_pay {		/* pay-player */
	int present;
	struct sexpr to;	/* the player paid (nobody: none is) */
	struct vec amounts;	/* dict resource -> struct sexpr */
};

struct eff_hand {		/* hand-over */
	int present;
	char *region;		/* the region handed over */
	struct sexpr count;	/* the actor's pieces on it after */
	struct eng_where w;
};

/* A count the engine keeps (tallies: id ->; core/engine/engine_tally.c):
 * one for the table, one per player, one per region or one per group of
 * regions, each 0 when a phase begins; expressions read it (tally(ID),
 * tally(ID, REGION), tally(ID, GROUP)) and the effect tally adds to it. */
enum tally_per { TALLY_TABLE, TALLY_PLAYER, TALLY_REGION,
	TALLY_GROUP };
extern const char eng_tally_per_names[][SCHEMA_NAME_MAX];
/* The tally in which the supply of groups held whole (mechanisms.supply)
 * counts the supply taken this phase: one per group, 1 once taken. */
#define TALLY_SUPPLIED "supplied"
struct tally_def {
	char *name;		/* what people call it */
	int per;		/* enum tally_per */
	int pieces;		/* per region: it counts some of the pieces
				   there, never more than the region's
				   holder has, 0 when it changes hands */
};

struct eff_tally {		/* tally: a tally added to */
	int present;
	struct sref id;		/* -> tallies */
	struct sexpr add;	/* how much (negative: taken off) */
	char *in;		/* per region: which region; per group:
				   which group */
	struct eng_where w_in;	/* per group: region is the group's
				   index (eng_group) */
};

struct eff_hold {		/* hold: a region's holder and pieces set */
	int present;
	char *region;		/* the region word, or a region's id */
	struct sexpr player;	/* who holds it (nobody: -1) */
	struct sexpr count;	/* the holder's pieces there */
	struct sref piece;	/* of which kind (none: the first) */
	struct eng_where w;
};

/* set-top: the card seen on top of a face-up supply deck, both words of
 * the action (engine_top.c). */
struct eff_top {
	int present;
	char *deck;		/* a word of kind deck */
	char *card;		/* a word of kind card */
	int w_deck, w_card;	/* their places among the words */
};

/* move-cards: every card of a pile of a deck's, or of those played at
 * the round's sites, put on another pile, each player's onto his own
 * (engine_round_cards.c). */
struct eff_move_cards {
	int present;
	struct sref deck;	/* -> decks: a deck in piles */
	char *from, *to;	/* a pile of it, or from "played" */
	int from_pile, to_pile;	/* their places among its piles; from
				   MOVE_PLAYED for the cards played */
	struct sexpr player;	/* whose cards (none: every player's) */
};
#define MOVE_PLAYED (-2)

/* remove-sites: the round's sites off the table, a line for each one
 * nobody scored at, site bound to its number (engine_round_cards.c). */
struct eff_remove_sites {
	int present;
	char *unscored_says;	/* NULL: none */
	struct says_tpl tunscored;
};

/* set-card: a card's values the ruleset leaves unknown, given by words
 * of the action (core/engine/engine_card.c). */
struct eff_card {
	int present;
	char *card;		/* a word of kind card */
	char *values;		/* a word of kind values */
	char *turned;		/* a word of kind values: turned round, or
				   NULL */
	int w_card, w_values, w_turned;	/* their places among the words
				   (-1: no turned) */
};

/* commit: a player's hand committed to the sites of the round, words of
 * the action (core/engine/engine_commit.c). */
struct eff_commit {
	int present;
	char *player;		/* a word of kind player */
	char *cards;		/* a word of kind commitment */
	int w_player, w_cards;	/* their places among the words */
};

/* equip: a producer on a numbered zone, or on every zone of a player's,
 * waiting for one (core/engine/engine_equip.c). */
struct eff_equip {
	int present;
	char *at;		/* a word of kind holding */
	char *kind;		/* a word of kind producer */
	int w_at, w_kind;	/* their places among the words */
};

/* reveal: the next site of the round put on the table, a word of the
 * action (core/engine/engine_reveal.c). */
struct eff_reveal {
	int present;
	char *site;		/* a word of kind revealed */
	int w_site;		/* its place among the words */
};

/* claim: a player landing at a location of the site being resolved and
 * taking sub-locations there, words of the action
 * (core/engine/engine_claim.c). */
struct eff_claim {
	int present;
	char *player;		/* a word of kind player */
	char *claim;		/* a word of kind claim */
	int w_player, w_claim;	/* their places among the words */
};

/* give: one player gives another an amount of a resource, within its
 * bounds (core/engine/engine_give.c). */
struct eff_give {
	int present;
	struct sexpr from, to;	/* the players */
	struct sexpr amount;	/* how much (0 or more) */
	char *resource;		/* a word of kind resource or a resource's
				   id */
	char *name;		/* what a refusal calls it ("the trade") */
	int w_resource;		/* the word's place among the words, or
				   -1 */
	int res;		/* the resource named outright, or -1 */
};

/* enter-stats: values printed for a kind of piece that the ruleset leaves
 * unknown, both words of the action (core/engine/engine_stats.c). */
struct eff_stats {
	int present;
	char *kind;		/* a word of kind piece-kind */
	char *stats;		/* a word of kind stats */
	int w_kind, w_stats;	/* their places among the words */
};

/* lay-tiles: territory tiles laid on the map, from a word of kind
 * layout (engine_lay.c). */
struct eff_lay {
	int present;
	char *tiles;		/* a word of the action of kind layout */
	int w_tiles;		/* its place among the words */
};

/* set-units: a player's units on a territory of the map set to a word of
 * kind piece-counts (engine_units.c). */
struct eff_units {
	int present;
	struct sexpr player;	/* the player whose units they are */
	char *at;		/* a word of the action of kind territory */
	char *units;		/* a word of the action of kind piece-counts */
	int w_at, w_units;	/* their places among the words */
};

/* build: a word of kind piece-counts built on a territory of the map for
 * a player, as the pieces' own rules say (builds, needs, replaces,
 * discount), paid for (engine_build.c). */
struct eff_build {
	int present;
	struct sexpr player;	/* the player who builds */
	char *at;		/* a word of the action of kind territory */
	char *pieces;		/* a word of the action of kind piece-counts */
	struct sexpr unlimited;	/* true: any number at the player's home
				   (absent: its home's builds) */
	int w_at, w_pieces;	/* their places among the words */
};

/* load, unload: goods taken on or put off by the actor's squad in the
 * orbit of a numbered zone, both words of the action
 * (core/engine/engine_cargo.c). */
struct eff_cargo {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *goods;		/* a word of kind cargo */
	int w_at, w_goods;	/* their places among the words */
};

/* set-board: a numbered zone's board set as it stands on the table, each
 * KEY=VALUE of a word of kind settings in turn (its owner, folk,
 * militia, shelters, producers of a kind), and said
 * (core/engine/engine_set_board.c). */
struct eff_set_board {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *settings;		/* a word of kind settings */
	int w_at, w_settings;	/* their places among the words */
};

/* landing: the outcome of the actor's landing on a numbered zone (a word
 * of kind region), fought at the table: captured or repelled (an
 * expression), the carriers lost and the militia on the zone after it
 * (words of kind number); the carriers must be in its orbit
 * (core/engine/engine_landing.c). */
struct eff_landing {
	int present;
	char *at;		/* a word of kind region: the zone */
	struct sexpr captured;	/* true: captured; false: repelled */
	char *lost;		/* a word of kind number: carriers lost */
	char *militia;		/* a word of kind number: militia after */
	int w_at, w_lost, w_militia;	/* their places among the words */
};

/* seal-order, in a text of before: a sealed production order of the
 * actor's (a product of mechanisms.production, so many, on a numbered
 * zone, all words of the action), declared at load as a deferred command
 * (ruleset_orders_deferred.c). */
struct eff_seal_order {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *n;		/* a word of kind number: how many */
	char *product;		/* a word of kind product */
};

/* orbit-battle: one exchange of fire in the orbit of a numbered zone (a
 * word of kind region) between two sides (words of kind parties), fought
 * as mechanisms.orbit-combat and its combat say; the beaten side flees
 * home.  A text of before's: declared at load (combat-round with sides of
 * parties, ruleset_orbit_round.c), refused by the check where it could
 * not be. */
struct eff_orbit_battle {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *first;		/* a word of kind parties: the first side */
	char *second;		/* a word of kind parties: the second */
	int w_at, w_first, w_second;	/* their places among the words */
};

/* send-squad: some of the actor's squad in the orbit of a numbered zone
 * sent along the distance table (board.distances) to another, with goods
 * of its cargo (core/engine/engine_send.c). */
struct eff_send {
	int present;
	char *from;		/* a word of kind region: the zone left */
	char *to;		/* a word of kind region: the zone flown to */
	char *strikers;		/* a word of kind number */
	char *carriers;		/* a word of kind number */
	char *goods;		/* a word of kind cargo, or NULL: none */
	int w_from, w_to, w_strikers, w_carriers, w_goods;	/* their
				   places among the words */
};

/* hold-back and remain: a player's word in the combat on the map of
 * territories (a dice-pool combat): his light units held back to the last
 * step before the first step's dice are thrown, or his staying in for
 * another round when his turn comes to retreat or remain (the next asked,
 * the round or the combat ended: core/engine/engine_combat_side.c). */
struct eff_combat_side {
	int present;
	char *player;		/* a word of the action of kind player */
	int w_player;		/* its place among the words */
};

/* retreat: the player whose turn it is to retreat or remain in that
 * combat withdraws his units that move to a territory next to it (a word
 * of kind refuge, read after the requirements), and the next is asked
 * (core/engine/engine_combat_side.c). */
struct eff_retreat {
	int present;
	char *player;		/* a word of the action of kind player */
	char *to;		/* a word of the action of kind refuge */
	int w_player, w_to;	/* their places among the words */
};

/* set-squad: a party's squad (a player's, or the neutral guard) at a
 * numbered zone set as it stands on the table, its strikers and carriers,
 * and from a word of kind away-cargo the distance space it is on and the
 * cargo it carries (core/engine/engine_set_squad.c). */
struct eff_set_squad {
	int present;
	char *party;		/* a word of kind party: whose */
	char *at;		/* a word of kind region: the zone */
	char *strikers;		/* a word of kind number */
	char *carriers;		/* a word of kind number */
	char *rest;		/* a word of kind away-cargo */
	int w_party, w_at, w_strikers, w_carriers, w_rest;	/* their
				   places among the words */
};

/* reinforce: a player's squad in a numbered zone's orbit gains strikers
 * and carriers, and the zone militia, each by an expression
 * (core/engine/engine_reinforce.c). */
struct eff_reinforce {
	int present;
	struct sexpr at;	/* the numbered zone */
	struct sexpr player;	/* whose squad (no text: the actor) */
	struct sexpr strikers;	/* added to the squad (no text: 0) */
	struct sexpr carriers;
	struct sexpr militia;	/* added to the zone (no text: 0) */
};

/* start-combat: the dice-pool combat on a territory (a word of kind
 * territory) begins, its attacker a word of kind player, or when it is
 * left out (optional) the player whose turn it is
 * (core/engine/engine_combat_start.c). */
struct eff_start_combat {
	int present;
	char *at;		/* a word of the action of kind territory */
	char *attacker;		/* a word of the action of kind player */
	int w_at, w_attacker;	/* their places among the words */
};

/* duel: one tracked piece attacks another (words of kind tracked), its
 * attack against the other's defence with the kinds' values, the acting
 * chiefs' modifiers and a word of kind modifiers (what the GM rules, the
 * cards played), settled by the combat the text's mechanisms.duel named
 * (read and taken out at load); the loser leaves, a slain chief pays the
 * slayer.  An effect of texts written before, declared at load
 * (core/rules/ruleset_duel.c), refused by the check where it cannot be. */
struct eff_duel {
	int present;
	char *attacker;		/* a word of the action of kind tracked */
	char *target;		/* a word of the action of kind tracked */
	char *modifiers;	/* a word of kind modifiers, or NULL: none */
	int w_attacker, w_target, w_modifiers;	/* their places among the
				   words (-1: none) */
};

/* assign-hits: the hits of a player (a word of kind player) in the step
 * of the dice-pool combat go to the enemy units a word of kind targets
 * names, in order, or, when it is left out (optional), to the units that
 * fall quickest (core/engine/engine_assign_hits.c); settle-hits ends the
 * step. */
struct eff_assign_hits {
	int present;
	char *player;		/* a word of the action of kind player */
	char *targets;		/* a word of the action of kind targets */
	int w_player, w_targets;	/* their places among the words */
};

/* seize, in a text of before: a land (a word of kind region) attacked by
 * the actor with the units of a word of kind sources, settled by one
 * opposed roll of the combat of mechanisms.attack; declared at load as
 * each-source and combat-round (ruleset_seize.c), refused by the check
 * where it could not be (decl_seize.c). */
struct eff_seize {
	int present;
	char *target;		/* a word of the action of kind region */
	char *from;		/* a word of the action of kind sources */
	int w_target, w_from;	/* their places among the words */
};

/* combat-round: one round of a declared combat between the actor and
 * another player, thrown (or its faces read from '= ...'), its outcome
 * bound for its then-effects: attacker, defender, units(), losses(),
 * thrown(), dice(), side_player() and @die (core/engine/
 * engine_combat_round.c). */
struct eff_combat_round {
	int present;
	char *combat;		/* a combat's id: not a pool; found by the
				   check, after the combats a text of
				   before's mechanisms make (ruleset_combats.c) */
	int ci;			/* its place among the combats, or -1 */
	struct sexpr attacker;	/* the actor's units in the round (a
				   contest: its value) */
	struct sexpr defender;	/* the other side's */
	struct sexpr against;	/* the player of the other side, or
				   nobody */
	struct vec cost;	/* dict resource -> struct sexpr: paid by
				   the actor once the dice are known, before
				   they are thrown */
	char *cost_name;	/* what a refusal of the cost calls the
				   round ("a roll"), or NULL */
	struct vec then;	/* list of struct effect_def: carried out
				   with the round bound */
	struct sexpr attacker_extra;	/* dice the attacker throws beyond
					   its units' (absent: none) */
	struct sexpr defender_extra;	/* the defender's */
	char *attacker_piece;	/* a pool: the kind of piece of the
				   attacker's units, their attack and armour */
	char *defender_piece;	/* a pool: the defender's */
	int piece[2];		/* their places among the pieces, or -1 */
	char *attacker_parties;	/* a sum: a word of the action of kind
				   parties, the attacker's side, each of its
				   parties throwing its own dice; or NULL */
	char *defender_parties;	/* the defender's */
	int w_parties[2];	/* their places among the words, or -1 */
	char *party_says;	/* said after each party's throw, or NULL */
	struct says_tpl tparty;
	char *json_sides;	/* a round with a side of parties: the
				   member of the --json report listing the
				   two sides and their parties' throws, or
				   NULL */
	char *json_units;	/* the member of a side's and a party's
				   units there ("units" when NULL) */
	char *json_extra;	/* the member of a party's extra dice
				   ("extra" when NULL) */
	char *combat_of;	/* instead of combat: a mechanism whose
				   combat the round fights (attack, dice-pool,
				   orbit-combat), or NULL */
	struct vec before_throw;	/* list of struct effect_def: a round
				   with a side of parties, carried out once
				   its sides are read, before they are
				   counted, paid for and thrown (refusals) */
	struct vec party_check;	/* list of struct effect_def: carried out
				   for each party as it is read, party bound
				   (refusals) */
};

/* each-source: effects carried out for every land a word of kind sources
 * names, in the order named, here bound to it; take-sources: units taken
 * off those lands in that order, each giving at most the units it names
 * (core/engine/engine_sources.c). */
struct eff_each_source {
	int present;
	char *word;		/* a word of the action of kind sources */
	int w;			/* its place among the words */
	struct vec then;	/* list of struct effect_def */
};
struct eff_take_sources {
	int present;
	char *word;		/* a word of the action of kind sources */
	int w;			/* its place among the words */
	struct sexpr count;	/* how many units, all lands together */
};
/* reward: a player takes what the bank pays, cards drawn and, whole,
 * resources of another player (engine_reward.c). */
struct eff_reward {
	int present;
	struct sexpr to;	/* the player rewarded */
	struct sexpr from;	/* the player whose takes are taken */
	struct vec bank;	/* dict resource id -> struct sexpr */
	long draw;		/* cards drawn from the drawing deck */
	struct vec takes;	/* list of sref -> resources: all of from's */
};

/* play-cards: the words of a word of kind modifiers read in order (a
 * refusal at the first wrong one), each logged as read, and the cards of
 * the drawing deck's hand they name played by the players of by and
 * against, the fight's sides (engine_play_cards.c). */
struct eff_play_cards {
	int present;
	char *word;		/* a word of the action of kind modifiers */
	struct sexpr by;	/* a player who may play cards */
	struct sexpr against;	/* the other one */
	int w;			/* the word's place among the words */
};

/* final-standings: the final standings of the card mechanisms, an
 * effect of before: a text written before has it replaced at load by its
 * declaration (say, list-players, rank-players into standings, the
 * winners' lines: ruleset_standings.c); one left is refused by the
 * check. */
struct eff_final {
	int present;
	char *draws;		/* a word of kind draws, or NULL */
	int w_draws;		/* its place among the words */
	char *later;		/* or: no draws now, a tie waits for those
				   of this action (its id), or NULL */
};

/* resolve: the next site of the round resolved, its players ordered by
 * the landing ranking, a word of the action (core/engine/
 * engine_resolve.c). */
struct eff_resolve {
	int present;
	char *site;		/* a word of kind resolved */
	int w_site;		/* its place among the words */
};

/* keep-card: a card a player keeps for the game, by the id its word
 * gives; a piece's turns its unit card (the piece upgraded for him), on a
 * map of territories (core/engine/engine_keep.c). */
struct eff_keep {
	int present;
	struct sexpr player;	/* who keeps it */
	char *card;		/* a word of the action of kind card-id */
	int w_card;		/* its place among the words */
	char *twice_says;	/* the refusal of a card kept already, or
				   NULL: the effect's own */
	struct says_tpl ttwice;
};

struct eff_release {		/* release: captives go back */
	int present;
	struct sexpr captor;	/* the player who holds them */
	struct sexpr owner;	/* the player whose pieces they are */
};

/* Where a link effect ends: a body word of the action or a body's id. */
struct eng_body {
	int arg;		/* index into args, or -1 */
	int body;		/* a body named outright, or -1 */
};

struct eff_link {		/* link: the actor links two bodies' ports */
	int present;
	char *from, *to;	/* body words of the action or bodies' ids */
	struct sexpr fields;	/* the fields it spans (1 or more) */
	struct eng_body w_from, w_to;
};

struct eff_roll_position {	/* roll-position: a body rolls its start */
	int present;
	char *of;		/* a body word of the action or a body's id */
	struct eng_body w;
};

/* place-home, place-arrival: a player's home, or the building the
 * arrival places, on a territory of the map with the units that come with
 * it (mechanisms.territories.home and .arrival; engine_arrival.c). */
struct eff_arrive {
	int present;
	struct sexpr player;	/* the player who places it */
	char *at;		/* a word of the action of kind territory */
	struct eng_where w;
};

/* order-step: the order of the player whose turn it is takes a step
 * (movement, combat or explore; each once, never back), refused as the
 * program's commands refuse one (core/act/act_orders.c). */
struct eff_order_step {
	int present;
	char *step;		/* movement, combat or explore */
	char *what;		/* what its refusals call the command's part
				   ("exploring"), or NULL: the step's name */
	int code;		/* compiled: 1 movement, 2 combat, 3
				   explore (engine_orders.c takes them to
				   core/state/terr.h's steps) */
};

/* set-explored: a territory of the map marked explored (engine_orders.c). */
struct eff_explored {
	int present;
	char *at;		/* a word of the action of kind territory */
	struct eng_where w;
};

/* use-ability: the actor's chief uses its ability (chiefs.*.ability),
 * or the one it borrowed for the turn; with the word borrow given, an
 * ability that borrows takes that chief's (engine_ability.c). */
struct eff_ability {
	int present;
	char *borrow;		/* a word of the action of kind chief, or
				   NULL */
	int at;			/* its index among the words, or -1 */
};

/* place-spawned: a piece of the spawn (mechanisms.spawn) placed by a
 * player on a territory, or not placed (a word of kind territory that
 * took 'none'), the next placer's turn (engine_spawn.c). */
struct eff_spawned {
	int present;
	struct sexpr player;	/* the player who places it */
	char *at;		/* a word of the action of kind territory */
	struct eng_where w;
};

/* order-move: the units of a word of kind piece-counts moved by the
 * player whose turn it is from one territory word to another, a move of
 * his order (mechanisms.orders), checked as the order, the units and the
 * way allow, its direction kept; verb and verbs name the move in its
 * refusals and its line ("fly", "flies"; engine_order_move.c). */
struct eff_order_move {
	int present;
	char *from, *to;	/* words of the action of kind territory */
	char *units;		/* a word of the action of kind piece-counts */
	char *verb, *verbs;	/* the move: "fly", "flies" */
	int w_from, w_to, w_units;	/* their places among the words */
};

struct effect_def {		/* a list of effects: one key each */
	struct vec gain;	/* dict resource -> struct sexpr */
	struct vec set;		/* dict resource -> struct sexpr */
	struct eff_pieces place, remove, move;
	struct eff_fight fight;
	struct eff_roll roll;
	struct eff_if cond;
	struct vec each;	/* each-player: list of struct effect_def */
	struct eff_bag draw, back;
	int next;		/* the phase ends, as with 'next' */
	char *say;		/* say: a line for people (an effect alone) */
	char *says;		/* the line(s) of this effect, instead of its
				   own; "" for none */
	struct says_tpl tsay, tsays;
	char *json;		/* gain: the key under which the command's
				   --json report gives the amount, or NULL;
				   enter: the key of the new piece's id;
				   pay-player: "transfer" */
	char *set_home;		/* set-home: the region that becomes the
				   actor's home (a word of the action or a
				   region's id), or NULL */
	struct eng_where w_home;
	struct eff_enter enter;	/* a new tracked piece of the actor's comes
				   into its own area (core/engine/
				   engine_enter.c) */
	struct vec data;	/* dict key -> struct sexpr: members of the
				   command's --json report (an effect alone) */
	struct vec data_members;	/* list of struct json_member:
				   members of the command's --json report,
				   each a number, a player, a product or a
				   flag (engine_members.c) */
	struct eff_pay pay;	/* another player is paid */
	struct eff_hand hand;	/* a region changes hands */
	struct eff_tally tally;	/* a tally added to */
	struct eff_hold hold;	/* a region's holder and pieces set
				   (engine_hold.c) */
	struct eff_top set_top;	/* a face-up deck's top card entered
				   (engine_top.c) */
	struct eff_final final_standings;	/* the final standings,
				   of before (ruleset_standings.c) */
	struct eff_release release;	/* the pieces one player holds
				   captive of another's go back to their
				   owner's supply (engine_release.c) */
	struct eff_link link;	/* two bodies linked for the round
				   (engine_link.c) */
	struct eff_leave leave;	/* a tracked piece leaves the game; its
				   owner's chief: the owner falls
				   (core/engine/engine_tracked.c) */
	struct eff_swap swap;	/* two tracked pieces exchange places */
	struct vec each_group;	/* each-group: list of struct effect_def,
				   carried out for every group of regions
				   in turn, bound to 'group' */
	char *place_starting;	/* place-starting: the region where the
				   actor's next starting squad due goes (a
				   word of the action or a region's id;
				   engine_starting.c), or NULL */
	struct eng_where w_starting;
	struct sexpr take_place;	/* take-place: the place in the order
				   ranked the actor takes (engine_place.c),
				   or none */
	char *deal_start;	/* deal-start: the region the actor holds
				   from the start (engine_deal.c), or NULL */
	struct eng_where w_deal;
	struct eff_roll_position roll_position;	/* a body put on its
				   orbit at the field its start dice show
				   (engine_position.c) */
	struct eff_counters set_counters;	/* a tracked piece's time
				   counters set (engine_tracked.c) */
	struct eff_card set_card;	/* a card's unknown values given
				   (engine_card.c) */
	struct eff_commit commit;	/* a hand committed to the sites
				   (engine_commit.c) */
	struct eff_move_cards move_cards;	/* cards moved between
				   piles (engine_round_cards.c) */
	struct eff_remove_sites remove_sites;	/* the round's sites off
				   the table (engine_round_cards.c) */
	struct eff_equip equip;	/* a producer put on a zone waiting for
				   one (engine_equip.c) */
	struct eff_arrive place_home;	/* a player's home placed */
	struct eff_arrive place_arrival;	/* a player's arrival
				   building placed */
	struct eff_reveal reveal;	/* the next site of the round
				   revealed (engine_reveal.c) */
	struct eff_claim claim;		/* a landing at the site being
				   resolved (engine_claim.c) */
	struct eff_give give;	/* a player gives another a resource
				   (engine_give.c) */
	struct eff_stats enter_stats;	/* a kind's unknown values entered
				   (engine_stats.c) */
	struct eff_units set_units;	/* a player's units on a territory
				   set (engine_units.c) */
	struct eff_resolve resolve;	/* the next site of the round
				   resolved: its landing order
				   (engine_resolve.c) */
	struct eff_lay lay_tiles;	/* territory tiles laid on the map
				   (engine_lay.c) */
	struct eff_cargo load;	/* goods loaded onto a squad
				   (engine_cargo.c) */
	struct eff_cargo unload;	/* goods unloaded from a squad
				   (engine_cargo.c) */
	struct eff_keep keep_card;	/* a card a player keeps
				   (engine_keep.c) */
	struct sexpr mark_done;	/* mark-done: the player who is done
				   this phase (engine_keep.c), or none */
	struct eff_order_step order_step;	/* the order takes a step
				   (engine_orders.c) */
	struct eff_explored set_explored;	/* a territory explored
				   (engine_orders.c) */
	struct eff_spawned place_spawned;	/* a spawned piece placed
				   (engine_spawn.c) */
	struct eff_explored start_order;	/* an order placed on a
				   territory: its steps begin
				   (engine_orders.c) */
	char *carry_deferred;	/* carry-out-deferred: the line said when
				   no command waits: the queued commands'
				   deferred effects carried out in the order
				   given (engine_deferred.c), or NULL */
	char *set_turn_order;	/* set-turn-order: a word of kind
				   turn-order, the new order (engine_orders.c),
				   or NULL */
	int w_turn_order;	/* its place among the words */
	struct eff_relocate relocate;	/* a tracked piece moved to its
				   owner's area, another's, a place or the
				   board (engine_tracked.c) */
	struct eff_build build;	/* pieces built on a territory and paid
				   for (engine_build.c) */
	struct eff_ability use_ability;	/* a chief's ability used
				   (engine_ability.c) */
	struct eff_order_move order_move;	/* units moved in an order
				   (engine_order_move.c) */
	struct eff_set_board set_board;	/* a zone's board set
				   (engine_set_board.c) */
	struct eff_seal_order seal_order;	/* a sealed production order,
				   in a text of before */
	struct eff_landing landing;	/* a landing's outcome
				   (engine_landing.c) */
	struct eff_send send_squad;	/* a squad sent to another zone
				   (engine_send.c) */
	struct eff_combat_side hold_back;	/* light units held back in
				   the combat (engine_combat_side.c) */
	struct eff_combat_side remain;	/* a player stays in the combat
				   (engine_combat_side.c) */
	struct eff_retreat retreat;	/* a player leaves the combat
				   (engine_combat_side.c) */
	struct eff_set_squad set_squad;	/* a squad set
				   (engine_set_squad.c) */
	struct eff_reinforce reinforce;	/* a squad or a zone's militia
				   added to (engine_reinforce.c) */
	struct eff_start_combat start_combat;	/* the combat begins
				   (engine_combat_start.c) */
	struct eff_orbit_battle orbit_battle;	/* a battle in a zone's
				   orbit, of a text of before
				   (ruleset_orbit_round.c) */
	struct eff_duel duel;	/* one piece attacks another (of
				   before: ruleset_duel.c) */
	int fire_step;		/* fire-step: true, of before: the dice of
				   the dice-pool combat's current step
				   thrown; declared at load as throw-pools
				   and settle-hits (ruleset_fire_step.c) */
	struct eff_assign_hits assign_hits;	/* a player's hits given
				   to units (engine_assign_hits.c) */
	struct eff_seize seize;	/* a land attacked from the lands of a
				   word of kind sources, in a text of
				   before: declared at load
				   (ruleset_seize.c) */
	int draw_hand;		/* draw-hand: true, in a text of before: a
				   draw unseen of a hand of the deck drawn
				   into hands, declared at load
				   (ruleset_cards.c); refused where left */
	int action_points;	/* action-points: true: the actor's action
				   points of the turn, by mechanisms.action-
				   points; declared now (ruleset_ap_decl.c) */
	int unit_income;	/* unit-income: true: the actor's units
				   earned their income, by mechanisms.unit-
				   income; declared now (sum_pieces, a gain
				   and a draw), refused by the check when
				   ruleset_unit_income.c does not read it
				   so */
	int count_held;		/* count-held: true, in a text of before:
				   each place the actor holds counted one
				   more turn; declared now (each-region,
				   set-turns-held, declare-winner:
				   ruleset_held.c), refused by the check
				   where that could not be done */
	int produce;		/* produce: true, in a text of before: every
				   producer on a zone held makes its output
				   for the zone's owner, declared at load
				   (ruleset_produce.c); refused where that
				   could not be done */
	int replenish_neutrals;	/* replenish-neutrals: true, in a text of
				   before, declared at load (each-region,
				   replenish_due, replenish:
				   ruleset_produce.c): the neutral
				   zones marked to replenish take their
				   militia and guard back up
				   (engine_replenish.c) */
	int open_orders;	/* open-orders: true, in a text of before:
				   the sealed production orders carried out,
				   declared at load as carry-out-deferred */
	int advance_squads;	/* advance-squads: true, in a text of
				   before: every squad in flight one space
				   nearer, declared at load with
				   each-squad-in-flight and fly-on
				   (ruleset_flight.c); refused where that
				   could not be done */
	struct vec each_squad_in_flight;	/* each-squad-in-flight: list
				   of struct effect_def, carried out for
				   every squad in flight, in order, here its
				   zone, who its owner (engine_advance.c) */
	int fly_on;		/* fly-on: true: the squad bound one space
				   nearer its zone; arrived, it joins the
				   owner's squad there and rests */
	int rank_choosers;	/* rank-choosers: true, in a text of
				   before: declared at load (rank-players
				   into choosers, ruleset_choosers.c);
				   refused where it is left */
	int list_battles;	/* list-battles: true, in a text of before:
				   declared at load (ruleset_battles_due.c);
				   the battles due said
				   (engine_battles_due.c) */
	int battles_fought;	/* battles-fought: true, in a text of
				   before, declared likewise: refused while a
				   battle is due (engine_battles_due.c) */
	int advance_bodies;	/* advance-bodies: true: every placed body
				   of the orbit board one field on along its
				   orbit (engine_link.c) */
	int dissolve_links;	/* dissolve-links: true: every link taken
				   off the table (engine_link.c) */
	int discard_played;	/* discard-played: true, in a text of
				   before: the cards played and the hands
				   to the discard piles, declared at load
				   (move-cards: ruleset_cards.c) */
	int clear_sites;	/* clear-sites: true, in a text of before:
				   the round's sites off the table, declared
				   at load (remove-sites) */
	int end_roll;		/* end-roll: true, in a text of before: the
				   end-of-game dice of mechanisms.game-end,
				   declared at load (ruleset_end_roll.c);
				   refused where that could not be done */
	int hold_win;		/* hold-win: true, in a text of before: the
				   players left with nothing out and the win
				   by zones held, declared at load
				   (ruleset_hold_out.c, ruleset_hold_win.c);
				   refused where that could not be done */
	int revolts;		/* revolts: true, in a text of before: zones
				   with less militia than folk turn neutral,
				   declared at load (ruleset_revolts.c);
				   refused where that could not be done */
	int squads_rest;	/* squads-rest: true, in a text of before:
				   the squads that arrived may move again,
				   declared at load with clear-marks
				   (ruleset_flight.c); refused where that
				   could not be done */
	struct vec clear_marks;	/* clear-marks: list of char *, the marks
				   of the numbered zones' board cleared:
				   rest, fought (engine_zones_round.c) */
	int reach_win;		/* reach-win: true: a text of before's check
				   of the 'reach' victories, replaced at
				   load (ruleset_winner.c); refused where
				   it could not be */
	int rank_turns;		/* rank-turns: true: the table's turn
				   order ranked by turns.rank
				   (engine_turn_rank.c) */
	struct vec refill;	/* refill: list of sref -> resources set
				   back to their start for every player
				   (engine_refill.c) */
	int spawn_pieces;	/* spawn-pieces: true: the round's spawn of
				   mechanisms.spawn (engine_spawn_pieces.c) */
	struct sexpr clear_spawned;	/* clear-spawned: the test, here
				   bound to each territory, of the
				   territories whose spawned pieces are
				   taken off (engine_clear_spawned.c) */
	struct sexpr declare_winner;	/* declare-winner: the player who
				   wins, the game over (nobody, -1: the
				   game goes on; engine_declare_winner.c) */
	struct vec each_in_turn;	/* each-player-in-turn: list of struct
				   effect_def, carried out for every player
				   in the turn order, each the actor */
	struct sexpr winner_where;	/* where, with declare-winner: the test,
				   who bound to each player, of the players
				   who win together (engine_declare_winner.c) */
	int put_out;		/* put-out: true: the actor out of the game
				   (engine_put_out.c) */
	struct vec each_region;	/* each-region: list of struct effect_def,
				   carried out for every region of the
				   board, here bound to it */
	struct sexpr make_neutral;	/* make-neutral: the numbered zone
				   that leaves its holder and is neutral,
				   its neutrals to be replenished
				   (engine_make_neutral.c) */
	struct eff_turns_held set_turns_held;	/* set-turns-held: the
				   turns in a row a place's holder has held
				   it (engine_turns_held.c) */
	struct sexpr let_go;	/* let-go: the place nobody holds any
				   longer, its round and turns counted
				   cleared (engine_turns_held.c) */
	char *refuse;		/* refuse: the command is refused with this
				   line for people (nothing it did stands;
				   engine_report.c), or NULL */
	struct says_tpl trefuse;
	int usage;		/* with refuse: as a usage error, the words
				   being wrong (exit 2) */
	struct sexpr replenish;	/* replenish: the numbered zone
				   whose neutrals take their militia and
				   guard back up, its mark taken off
				   (engine_replenish.c) */
	struct eff_combat_round combat_round;	/* combat-round: one round
				   of a declared combat, its outcome bound
				   for its then (engine_combat_round.c) */
	struct eff_each_source each_source;	/* each-source: effects
				   for every land of a sources word */
	struct eff_take_sources take_sources;	/* take-sources: units
				   taken off a sources word's lands */
	struct vec data_flag;	/* dict key -> struct sexpr: members of the
				   command's --json report, true or false
				   (an effect alone; engine_report.c) */
	struct eff_rank_players rank_players;	/* rank-players: the
				   players ranked by a chain of criteria
				   (engine_rank_players.c) */
	char *unknown;		/* unknown: MECHANISM.KEY, beside refuse:
				   while that number is unknown the command
				   stops as for any value the ruleset leaves
				   unknown (exit 3), not refused */
	long unknown_g, unknown_k;	/* its places (rs_mech_int) */
	struct sexpr fall;	/* fall: the player out of the game with
				   every piece of its own (engine_fall.c) */
	struct eff_reward reward;	/* reward: what a player takes
				   (engine_reward.c) */
	struct eff_play_cards play_cards;	/* play-cards: a word of
				   kind modifiers read, its cards played
				   (engine_play_cards.c) */
	struct eff_set_morale set_morale;	/* set-morale: a player's
				   morale counter of a force put up or off
				   (engine_morale.c) */
	struct eff_flee_home flee_home;	/* flee-home: a beaten squad
				   flies home, a neutral guard leaves
				   (engine_flee_home.c) */
	struct eff_take_hits take_hits;	/* take-hits: a side's losses
				   taken off its parties in the order named
				   (engine_take_hits.c) */
	struct eff_list_players list_players;	/* list-players: one text
				   per player joined into a line
				   (engine_list_players.c) */
	struct eff_throw_pools throw_pools;	/* throw-pools: each player
				   in the dice-pool combat throws the dice of
				   his units that fire (engine_throw_pools.c) */
	struct eff_settle_hits settle_hits;	/* settle-hits: the hits
				   whose order cannot matter assigned, the
				   others asked for in the order declared, the
				   step ended once none are left
				   (engine_throw_pools.c) */
	struct vec data_or_null;	/* dict key -> struct sexpr: members
				   of the command's --json report, the
				   number, or null where it is 0
				   (engine_report.c) */
	struct eff_each_party each_party;	/* each-party: effects for
				   each party of a side of the round bound
				   (engine_effects.c) */
	struct sexpr set_fought;	/* set-fought: the numbered zone
				   whose orbit's battle is fought this round
				   (engine_take_hits.c) */
	struct sexpr add_spawned;	/* add-spawned: the spawned pieces
				   added to each territory, here bound
				   (engine_add_spawned.c) */
	struct sexpr start_placing;	/* start-placing: the spawned
				   pieces the players then place
				   (engine_add_spawned.c) */
	struct sexpr capture;	/* capture: the player who holds
				   the unit just destroyed captive,
				   among a pool combat's destroyed effects
				   (engine_destroyed.c) */
};

/* A deck, bag or cup drawn without replacement (see man/arbiter-ruleset.5,
 * "decks").  A counted deck knows only how many cards it holds (its faces
 * are not told apart); a tracked one holds items by kind.  The state keeps,
 * for each, how many of each kind are out of it (drawn and not put back):
 * one count for a counted deck, one per item for a tracked one.
 *
 * A tracked deck with 'piles' keeps instead where each item lies: for each
 * owner (one for the table, or every seat with 'per: player'), a count per
 * pile and item, then the count of items drawn into the hand and not yet
 * named (a hand drawn unseen).  Its items start in its first pile, the draw
 * pile, 'copies' times over.  A piled deck whose top item lies face up
 * ('face-up') keeps after that count the item known to be on top, or -1. */
enum deck_discard { DECK_BACK, DECK_OUT, DECK_PILE };
enum deck_per { DECK_PER_TABLE, DECK_PER_PLAYER };
enum deck_kinds { DECK_KINDS_ITEMS, DECK_KINDS_CARDS, DECK_KINDS_SITES };

/* A dealt deck ('deal': a counted deck whose size is valued when the game
 * starts) keeps these slots: the cards left in it, whether its final card
 * is still to come ('final'), the size of the left-over pool set aside at
 * the deal ('left-over'), then for each item (with 'kinds: sites', the
 * cards of the site catalogue) what is known of it (enum deck_known). */
enum deck_dealt { DEALT_LEFT, DEALT_FINAL, DEALT_LEFT_OVER, DEALT_KNOWN };
enum deck_known { KNOWN_NOT, KNOWN_DRAWN, KNOWN_LEFT_OVER };

#define DECK_TRACKED (-1L)	/* size of a deck that is not counted */
#define DECK_OWNERS_MAX 16	/* = MAX_PLAYERS of state.h */

struct deck_def {		/* decks: id -> */
	char *name;
	long size;		/* counted: cards at the start (may be
				   unknown); DECK_TRACKED: tracked */
	struct sref hand;	/* counted: the resource drawn cards go to */
	struct vec items;	/* tracked: dict item -> long: what it holds
				   at the start; an item that is a resource's
				   id goes to that resource of the player who
				   draws it */
	int discard;		/* enum deck_discard: where played or
				   returned items go */
	int per;		/* enum deck_per: whose deck it is */
	struct vec piles;	/* list of char *: where its items lie; the
				   first is drawn from (none: not piled) */
	long hand_size;		/* items a hand is drawn to (0: none) */
	int unseen_hand;	/* a hand drawn is not known until its items
				   are named */
	struct sexpr copies;	/* items at the start are this many times
				   'items' (none: once) */
	int kinds;		/* enum deck_kinds: DECK_KINDS_CARDS: its
				   items are every card of 'cards', in that
				   order (those 'items' does not give start
				   at 0; rs_decks_kinds) */
	int face_up;		/* piled: the top item of its draw pile is
				   seen by all: the GM enters it as it is
				   turned over, and a take takes it */
	int shuffled;		/* piled: its kinds are mixed, so the top
				   is not known until entered; else each
				   kind lies in a pile of its own */
	struct sexpr deal;	/* dealt: the cards in it at the start,
				   valued then (none: not dealt) */
	int final;		/* dealt: a final card lies under them,
				   drawn last */
	struct sexpr left_over;	/* dealt: the cards set aside unseen at
				   the deal, drawn for tie-breaks */
};

struct action_def {		/* actions: id -> */
	char *help;
	struct sref phase;	/* -> phases; none: at any time */
	struct vec args;	/* list of struct arg_def */
	struct vec require;	/* list of struct require_def */
	struct vec cost;	/* dict resource -> struct sexpr */
	struct vec effects;	/* list of struct effect_def */
	int effects_later;	/* its effects (and after-groups) walked when
				   it is first taken, not at load: a ruleset
				   read from its kept image (eng_action_ready) */
	long per_turn, per_round, per_game;	/* 0: no limit */
	char *limit_says;	/* the refusal of a limit reached, instead of
				   its own, or NULL */
	struct says_tpl tlimit;
	char *cost_name;	/* what the refusal of a cost calls the action
				   ("this purchase"), or NULL: its id quoted */
	struct vec table;	/* list of struct price_row: the action's
				   word of kind row picks one (may be
				   unknown) */
	struct sref gains;	/* -> resources: what a row's gain is of */
	int setup;		/* may also be taken during the setup */
	int no_turn_named;	/* program-style: a refusal in another
				   phase names nobody's turn */
	int program_style;	/* reads as a command of the program: a
				   refusal in another phase names whose
				   turn it is */
	char *says;		/* the line of the cost paid, instead of its
				   own; "" for none */
	struct says_tpl tsays;
	char *run;		/* a mechanism of the program, by its verb:
				   it reads the words itself */
	char *usage;		/* run: the usage line */
	char *complete;		/* run: what completion offers, word by
				   word (see cli/complete.c) */
	char *when;		/* run: when it is used, for people ("during
				   a combat"); NULL: by its phase */
	char *words;		/* run: how many words it takes after its
				   name, "N", "N-M" or "N-" (NULL: any) */
	int min_words, max_words;	/* words, parsed (max -1: any) */
	char *no_turn_says;	/* the refusal when it is nobody's turn (the
				   actor is whose turn it is), instead of its
				   own, or NULL */
	struct says_tpl tcost_name;	/* cost_name, compiled: it may name
				   the action's words ({@unit unit}) */
	long repeat;		/* the last repeat words are a group that
				   may be given again, the requirements and
				   effects carried out for each group
				   (engine_repeat.c); 0: none */
	int no_actor;		/* the GM's: no player acts (me is nobody),
				   so it may be taken on nobody's turn */
	struct vec after_groups;	/* list of struct effect_def: with
				   repeat, carried out once after every
				   group's effects */
	int words_first;	/* with repeat: every group's words are read
				   before the first group's requirements */
	int round_secret;	/* given by every player at once, face
				   down: the players' view shows its words
				   sealed until the round is over */
	long most_groups;	/* with repeat: the most groups of words
				   it takes, more a usage error; 0: any */
	char *most_groups_says;	/* that usage error's line, or NULL: its
				   own */
	char *round_count;	/* the engine counts each player's takings
				   a round (the setup a round of its own):
				   round_taken() reads the actor's, status
				   --json gives each player's under this key;
				   NULL: not counted */
	int sealed;		/* its words past the player it names first
				   stay hidden from the log's public view
				   until a step carries out what it left
				   waiting (state.sealed counts them) */
	struct vec deferred;	/* list of struct effect_def: queued with
				   the command's words and carried out later,
				   by carry-out-deferred (engine_deferred.c) */
	int deferred_aside;	/* its deferred list was kept aside by the
				   kept image it was read from (read since or
				   not): it queues, eng_has_deferred says
				   without a search (ruleset_image.c) */
	struct deferred_json deferred_json;	/* the shape of its entry
				   in carry-out-deferred's --json report */
	struct vec deferred_require;	/* list of struct require_def:
				   checked again as a queued command is
				   carried out; failing, its refusal said as
				   a line and the command dropped */
	char *gather_by;	/* with repeat: the groups naming the same
				   value of this word, that give gather_with,
				   are taken together at the first's place
				   (engine_gather.c); NULL: in order */
	char *gather_with;	/* the joined region word those groups give,
				   none named twice in them */
	int groups_optional;	/* with repeat: no group at all may be
				   given, the requirements and effects then
				   carried out once, its words left out */
	char *no_faces_says;	/* faces given ('= FACE...') are refused
				   with this usage line once its phase is
				   checked, before its words are read;
				   NULL: as the engine refuses them (when
				   its effects throw no dice, at once) */
};

/* A payment due when a phase ends, for the pieces a player holds
 * (phases.*.dues; core/engine/engine_dues.c).  Each region the player
 * holds owes per-region, an expression over count, the player's pieces
 * there (the cost must not fall as count grows).  What the player cannot
 * pay for leaves the game: with choose, the player picks which pieces
 * where more than one region owes and some can be paid for; else the
 * regions keep, in the board's order, as many as what is left pays. */
struct due_def {		/* phases.*.dues: list of */
	char *name;		/* the rule's name in its lines ("upkeep") */
	struct sref resource;	/* -> resources: what it is paid with */
	struct sexpr per_region;	/* what a region owes, over count */
	char *choose;		/* the command (its usage line) with which
				   the player takes pieces off; NULL: none */
	char *piece, *pieces;	/* what people call one piece and several
				   (NULL: unit, units) */
	char *says_bill, *says_none, *says_region;	/* lines for people:
				   the bill, no bill, one region's share */
	struct says_tpl tbill, tnone, tregion;
};

struct deal_def {		/* setup.deal-regions */
	int present;
	struct vec pieces;	/* dict piece -> long: on each region dealt */
};

/* Free a compiled line (rs_derived_free does, for a ruleset's). */
void eng_says_free(struct says_tpl *t);
/* The job @command names by its place (says_part word): a command of the
 * program (rs_game_cmd_names), or from GC__N one an effect does that is
 * none, such as station (says.c). */
const char *eng_says_command(int word);

/* Compile and check every expression and effect of rs's actions, phase
 * effects and victory tests; errors go to errs with their positions.
 * Returns the number of errors added. */
int eng_compile(struct ruleset *rs, struct diag_list *errs);
/* Action i's effects walked (their words, combats and lines found, their
 * expressions readied) when it is first taken, on a ruleset read from its
 * kept image, which walks no action's effects at load (decl_check.c):
 * ST_OK, or ST_DATA in d when they do not compile (the image is wrong). */
int eng_action_ready(const struct ruleset *rs, int i, struct diag *d);
/* Action i's effects only read from its kept image, with the checks of
 * its words, not walked (what a look at them needs: rs_hint_action); the
 * walk is left to eng_action_ready: ST_OK, or ST_DATA in d. */
int eng_action_read(const struct ruleset *rs, int i, struct diag *d);
/* Phase i's begin, effects and leave walked, as eng_action_ready walks an
 * action's, when the phase is first entered or left. */
int eng_phase_ready(const struct ruleset *rs, int i, struct diag *d);
/* Chief i's ability's effects, checked (decl_compile at load), or walked
 * when first used where the rules were read from their kept image. */
int decl_ability_effects(struct ruleset *rs, int i, struct diag_list *errs);
int eng_ability_ready(const struct ruleset *rs, int i, struct diag *d);
/* turns.round-end walked, as eng_phase_ready walks a phase's, when the
 * round first ends on a ruleset whose image kept it aside. */
int eng_round_ready(const struct ruleset *rs, struct diag *d);
/* turns.turn-end walked the same way when a turn first ends. */
int eng_turn_ready(const struct ruleset *rs, struct diag *d);
/* The destroyed effects of the pool combat walked, as eng_action_ready
 * walks an action's (decl_check.c). */
int eng_destroyed_ready(const struct ruleset *rs, struct diag *d);
/* Effects of a pool combat's destroyed (v, at path) that are none of
 * say, gain, set, if and capture, at any depth, refused
 * (decl_destroyed.c).  The number of errors. */
int eng_check_destroyed_kinds(const struct vec *v, const char *path,
    struct diag_list *errs);
/* The over effects of the pool combat walked, as eng_destroyed_ready
 * walks its destroyed (decl_check.c). */
int eng_over_ready(const struct ruleset *rs, struct diag *d);
/* Effects of a pool combat's over (v, at path) that are none of say,
 * gain, set and if, at any depth, refused (decl_destroyed.c; a
 * capture is left to the walk of the effects).  The number of
 * errors. */
int eng_check_over_kinds(const struct vec *v, const char *path,
    struct diag_list *errs);
/* The decks' declarations (ruleset_decks.c); the number of errors. */
int rs_check_decks(const struct ruleset *rs, struct diag_list *errs);
/* A dealt deck's keys, deck i of rs (ruleset_decks_sites.c): the number of
 * errors. */
int rs_check_dealt(const struct ruleset *rs, int i, struct diag_list *errs);
/* Word k of action a (called id) with a 'default' (decl_args.c): a
 * number within its bounds, and the words after it have one too.  The
 * number of errors. */
int rs_check_arg_default(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* How many words action a takes at least: those before the first with a
 * default (or after a choice with 'followed'). */
int rs_args_needed(const struct action_def *a);
/* Does word k of action a come after a choice with 'followed' (given
 * after some of its words only)? */
int rs_arg_follows(const struct action_def *a, int k);
/* A choice's 'followed', word k of action a: its words, and a number
 * after it that may be left out (decl_args.c).  The number of errors. */
int rs_check_arg_followed(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Word k of action a (called id) marked 'joined' (decl_args.c): a region
 * or a number after another word, in no action with a turn word, not the
 * first of a repeated group.  The number of errors. */
int rs_check_arg_joined(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* A joined part's given-if and given-says, word k of action a: a joined
 * part's, over the words before its word (decl_args.c).  The number of
 * errors. */
int rs_check_arg_given(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);

/* The schema types of the engine's keys (engine_schema.c). */
extern const struct stype *const eng_t_actions, *const eng_t_effects,
    *const eng_t_regions, *const eng_t_groups, *const eng_t_combats,
    *const eng_t_deal, *const eng_t_decks, *const eng_t_requires,
    *const eng_t_dues, *const eng_t_tallies;
/* Compile and check the dues of every phase (ruleset_dues.c); the number
 * of errors. */
int rs_check_dues(struct ruleset *rs, struct diag_list *errs);

/* An action's repeat and no-actor, action i of rs (decl_repeat.c): the
 * number of errors. */
int eng_check_repeat(const struct ruleset *rs, int i,
    struct diag_list *errs);
/* The effects of action i of no actor: none that acts for an actor
 * (actor 1), or for the player whose turn it is (actor 0); checked by
 * eng_check_repeat, or when they are read on a ruleset whose image kept
 * them aside.  The number of errors. */
int eng_check_no_actor_effects(const struct ruleset *rs, int i, int actor,
    struct diag_list *errs);

/* The word called name of action act (NULL: a phase's effect, which has
 * none), of kind, that effect reads as its what (decl_word.c): its place
 * in *at (-1: none); the number of errors, each at pos naming path. */
/* The place among act's words of the one called name, of kind kind; -1
 * when it has none (act NULL: a phase's effects; decl_word.c). */
int decl_arg_of_kind(const struct action_def *act, const char *name,
    int kind);
int decl_effect_word(const struct action_def *act, const char *effect,
    const char *name, int kind, const char *what, int *at, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* Does an effect of action a name the word called name in the member (a
 * char *) at offset off of struct effect_def (offsetof(struct effect_def,
 * lay_tiles.tiles)), as a word of a kind one effect reads must be
 * (decl_word.c)? */
int decl_word_read(const struct action_def *a, const char *name, size_t off);
/* The effects keep-card and mark-done (decl_keep.c): on a map of
 * territories, keep-card's card a word of kind card-id of an action
 * without repeat; the number of errors. */
int eng_check_keep_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_keep *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_mark_done(const struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);

/* The key of the first of effects (and of those of if, each-group and a
 * roll's table within them, not of each-player, whose players act) that
 * acts for the actor: gains, pays, places or draws for it (decl_repeat.c);
 * NULL when none does. */
const char *decl_actor_effect(const struct ruleset *rs,
    const struct vec *effects);
/* The key of the first of effects (and of those within them, each-player's
 * too) that acts for the player whose turn it is, whoever the actor is:
 * takes a step of, places or moves in that player's order (decl_repeat.c);
 * NULL when none does. */
const char *decl_turn_effect(const struct vec *effects);

/* Does rs have a supply deck (rs_supply_deck), what a word of kind deck
 * names (decl_top.c)? */
int rs_has_supply(const struct ruleset *rs);
/* The effect set-top of action act (NULL: a phase's) at path: its words
 * found, of their kinds (decl_top.c); the number of errors. */
int eng_check_set_top(const struct action_def *act, struct eff_top *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effects of decl_cards.c at path, in action act (NULL: a phase's):
 * move-cards (its piles found), remove-sites (its line compiled, site
 * known), a draw unseen from deck d, and the flags of a text of before
 * left (draw-hand, discard-played, clear-sites), each refused with what
 * to write; the number of errors. */
int eng_check_move_cards(const struct ruleset *rs, const struct action_def *act,
    struct eff_move_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_remove_sites(const struct ruleset *rs,
    const struct action_def *act, struct eff_remove_sites *x,
    const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);
int eng_check_draw_unseen(const struct ruleset *rs, int d, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_cards_before(const struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect set-card of action act (NULL: a phase's) at path: its words
 * found, of their kinds, and the card state it fills kept by the game
 * (decl_card.c); the number of errors. */
int eng_check_set_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_card *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* Word k of action a (id), of kind values or optional: the card values it
 * names, left out only as the last words, not in words given again; the
 * number of errors. */
int eng_check_values_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect commit of action act at path: its words, of their kinds,
 * and the sites and the deck of hands it needs (decl_commit.c); word k of
 * a, of kind commitment: the last, read by a commit; the number of
 * errors. */
int eng_check_commit(const struct ruleset *rs, const struct action_def *act,
    struct eff_commit *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_commitment_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* The effect equip of action act at path: its words, of their kinds,
 * and the numbered zones with producers it needs (decl_equip.c); word k
 * of a, of kind holding: read by an equip. */
int eng_check_equip(const struct ruleset *rs, const struct action_def *act,
    struct eff_equip *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_holding_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* Does effect e do what the program's command verb did before it was
 * declared (the effect equip: the verb equip; resolve: resolve; mark-done:
 * pick, the players done in turn; set-board: tally; set-squad:
 * station)? */
int eng_effect_runs(const struct effect_def *e, const char *verb);
/* Check the effects of list v at path (decl_effects.c): act the action
 * they belong to or NULL, in_roll the names bound there (a roll's total
 * and faces: 1; the ENG_IN_* bits).  The number of errors. */
int eng_check_effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);
/* Check the amounts of list v at path (gain, set, a cost), the same way. */
int eng_check_amounts(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);
/* What effect e does (decl_kind.c): the number of its keys that say what
 * an effect does, read off the schema of an effect; when it is not one,
 * *first and *second the first two of them in the schema's order (NULL
 * when fewer). */
int eng_effect_kinds(const struct effect_def *e, const char **first,
    const char **second);
/* The keys an effect may say what it does with, joined by ", " into b
 * (the texts of before left out). */
struct strbuf;
void eng_effect_kind_list(struct strbuf *b);
/* The keys of an effect whose written-or-not cannot be read off their
 * kind (0: every effect is told by eng_effect_kinds). */
int eng_effect_kinds_untold(void);
/* The keys that say what an effect does, numbered 0 to
 * eng_effect_key_count() - 1 in the order read off the schema (the
 * engine's table of what runs each is held to them: eng_effect_unrun);
 * key k's name, NULL for a number out of range. */
int eng_effect_key_count(void);
const char *eng_effect_key_name(int k);
/* How key k tells it was written, -1 for a number out of range: an int
 * not 0 (a flag, a structure's present) at *off in struct effect_def, a
 * pointer not NULL (a text, an expression's text), a list's count above
 * 0. */
enum { EFFECT_FLAG, EFFECT_PTR, EFFECT_LIST };
int eng_effect_key_where(int k, size_t *off);
/* Do effects v declare a winner (declare-winner, reach-win) at any depth
 * (ruleset_check_terr.c)? */
int eng_declares_winner(const struct vec *v);
/* The verb e does what it did (as eng_effect_runs), or NULL. */
const char *eng_effect_verb(const struct effect_def *e);
/* The command of the program that only its hints name, whose job e does
 * ("delay", "fire", "assign", "retreat", "remain", "lay", "arrive",
 * "settle", "allot", "deploy", "home", "commit", "top", "card",
 * "place"), or NULL; not a verb of eng_effect_verb,
 * so that an image keeps the action aside (rs_hint_action reads it). */
const char *eng_effect_hint(const struct effect_def *e);
/* The id of the first action that does the job of the program's command
 * verb: rs_verb_action's, else the first whose effects do what
 * eng_effect_hint says verb did, its effects read if an image kept them
 * aside (decl_hint.c); NULL where none does.  For hints only: it may
 * read and walk every action's effects. */
const char *rs_hint_action(const struct ruleset *rs, const char *verb);
/* For each of the RS_HINT_N commands only hints name, the index of the
 * first action whose effects do its job, or -1 (decl_hint.c): kept with
 * an image (ruleset_image.c) as the rules read whole give it. */
void rs_hint_table(const struct ruleset *rs, int *at);
/* The effect reveal of action act at path: its word, of kind revealed,
 * and the sites it needs (decl_reveal.c); word k of a, of kind revealed:
 * the last, read by a reveal; the number of errors. */
int eng_check_reveal(const struct ruleset *rs, const struct action_def *act,
    struct eff_reveal *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_revealed_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* The effect claim of action act at path: its words, of their kinds, and
 * the claims it needs (decl_claim.c); word k of a, of kind claim: the
 * last, read by a claim; the number of errors. */
int eng_check_claim(const struct ruleset *rs, const struct action_def *act,
    struct eff_claim *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_claim_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect give of action act (NULL: a phase's) at path: its resource
 * found (a word of kind resource or an id) and its expressions compiled;
 * and word k of a (called id), of kind resource: the ruleset has
 * resources (decl_give.c).  The number of errors. */
int eng_check_give(const struct ruleset *rs, const struct action_def *act,
    struct eff_give *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_resource_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect enter-stats of action act at path: its words, of their
 * kinds; and word k of a (called id), of kind piece-kind or stats: the
 * ruleset has pieces tracked one by one, and a stats word is the last,
 * read by an enter-stats (decl_stats.c).  The number of errors. */
int eng_check_enter_stats(const struct ruleset *rs,
    const struct action_def *act, struct eff_stats *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_stats_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect set-units and the words of kind piece-counts it reads
 * (decl_units.c). */
int eng_check_set_units(const struct ruleset *rs,
    const struct action_def *act, struct eff_units *x, const char *path,
    const struct spos *pos, int in_roll, struct diag_list *errs);
int eng_check_counts_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect build and its words (decl_build.c). */
int eng_check_build(const struct ruleset *rs, const struct action_def *act,
    struct eff_build *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect lay-tiles and the words of kind layout it reads
 * (decl_lay.c). */
int eng_check_lay_tiles(const struct ruleset *rs,
    const struct action_def *act, struct eff_lay *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_layout_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect load or unload (effect) of action act at path: its words, of
 * their kinds, and the numbered zones whose squads carry cargo that it
 * needs; and word k of a (called id), of kind cargo: such zones, the last
 * word, read by a load or an unload (decl_cargo.c).  The number of
 * errors. */
int eng_check_cargo(const struct ruleset *rs, const struct action_def *act,
    struct eff_cargo *x, const char *effect, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_cargo_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect set-board of action act at path: its words, of their kinds,
 * and the numbered zones with colonies it needs; and word k of a (called
 * id), of kind settings: such zones, the last word, read by a set-board
 * (decl_set_board.c).  The number of errors. */
int eng_check_set_board(const struct ruleset *rs,
    const struct action_def *act, struct eff_set_board *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_settings_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect seal-order (x) of action act at path: its words, of their
 * kinds, and the numbered zones and products it needs; word k of a (called
 * id), of kind product: mechanisms.production's products; and the key
 * sealed of action a: a first word naming a player, and a step that
 * carries the sealed commands out (decl_seal.c).  The number of errors. */
int eng_check_seal_order(const struct ruleset *rs,
    const struct action_def *act, struct eff_seal_order *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_product_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect hold-back or remain (name) at path: a map of territories with
 * a dice-pool combat, and its word of kind player (decl_combat_side.c).
 * The number of errors. */
int eng_check_combat_side(const struct ruleset *rs,
    const struct action_def *act, struct eff_combat_side *x,
    const char *name, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect retreat at path: the same, and its word of kind refuge; a
 * word of kind refuge (k of action a, called id) is read by a retreat of
 * its action, which has no repeat (decl_combat_side.c). */
int eng_check_retreat(const struct ruleset *rs, const struct action_def *act,
    struct eff_retreat *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_refuge_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect start-combat at path: the combat on a map of territories,
 * its territory word (no 'none') and its player word (decl_combat_side.c). */
int eng_check_start_combat(const struct ruleset *rs,
    const struct action_def *act, struct eff_start_combat *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effect fire-step at path, of before: refused, its text declared at
 * load where it could be (ruleset_fire_step.c), and without the dice-pool
 * combat on a map of territories (decl_combat_side.c). */
int eng_check_fire_step(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect assign-hits at path: the combat, its player word as
 * hold-back's and its word of kind targets; a word of kind targets (k of
 * action a, called id) is read by an assign-hits of its action, which has
 * no repeat (decl_combat_side.c). */
int eng_check_assign_hits(const struct ruleset *rs,
    const struct action_def *act, struct eff_assign_hits *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
int eng_check_targets_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
int eng_check_sealed(const struct ruleset *rs, const struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
/* The effect duel (x) of action act at path, one the upgrade could not
 * declare: its words, of their kinds, what stopped it; word k of a
 * (called id), of kind modifiers: the last word, read by a duel
 * (decl_duel.c).  The number of errors. */
int eng_check_duel(const struct ruleset *rs, const struct action_def *act,
    struct eff_duel *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_modifiers_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect landing (x) of action act at path: its words, of their
 * kinds, the expression captured, an actor, and the numbered zones with
 * mechanisms.landing it needs (decl_landing.c).  The number of errors. */
int eng_check_landing(const struct ruleset *rs, const struct action_def *act,
    struct eff_landing *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect send-squad (x) of action act at path: its words, of their
 * kinds, an actor, and the numbered zones with flights it needs
 * (decl_send.c).  The number of errors. */
int eng_check_send(const struct ruleset *rs, const struct action_def *act,
    struct eff_send *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect set-squad (x) of action act at path: its words, of their
 * kinds, and the numbered zones with colonies it needs; word k of a
 * (called id), of kind away-cargo: such zones, the last word, read by a
 * set-squad (decl_set_squad.c).  The number of errors. */
/* Declared members of a JSON object (decl_json.c): those of the effect
 * data-members (v), item i of the list at path; an action's
 * deferred-json; a requirement's reason (item k of the list at path,
 * given only in a deferred-require).  The number of errors. */
int eng_check_data_members(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int i, int in_roll,
    struct diag_list *errs);
int eng_check_deferred_json(struct ruleset *rs, struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
int eng_check_reason(struct ruleset *rs, const struct action_def *act,
    struct require_def *q, const char *path, int k, const struct spos *pos,
    struct diag_list *errs);
/* Does action a queue its commands (deferred), its list read or kept
 * aside in a kept image until the action is ready (decl_deferred.c)? */
int eng_has_deferred(const struct ruleset *rs, const struct action_def *a);
/* The effect reinforce (x), item i of the list at path: numbered zones,
 * and its expressions compile (decl_reinforce.c).  The number of errors. */
int eng_check_reinforce(struct ruleset *rs, const struct action_def *act,
    struct eff_reinforce *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_set_squad(const struct ruleset *rs,
    const struct action_def *act, struct eff_set_squad *x, const char *path,
    const struct spos *pos, struct diag_list *errs);
int eng_check_away_cargo_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect seize (x) of action act at path, left by a text of before:
 * its words, of their kinds, an actor, the lands and mechanisms.attack it
 * needs; word k of a (called id), of kind sources: the last word, read by
 * an each-source (or a seize) (decl_seize.c).  The number of errors. */
int eng_check_seize(const struct ruleset *rs, const struct action_def *act,
    struct eff_seize *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effects action-points, unit-income and count-held (e) at path, of
 * action act (NULL: a phase's): the mechanism or places each reads, an
 * actor, and for unit-income units on a board (decl_income.c).  The
 * number of errors. */
int eng_check_turn_income(const struct ruleset *rs,
    const struct action_def *act, const struct effect_def *e,
    const char *path, const struct spos *pos, struct diag_list *errs);
int eng_check_sources_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effects each-source and take-sources (e) at path, of action act
 * (NULL: a phase's, which has no words): a word of the action of kind
 * sources (decl_seize.c).  The number of errors. */
int eng_check_sources_effect(const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect combat-round (x) at path, of action act (NULL: a phase's):
 * a combat of units or values, or a pool whose sides' pieces have an
 * attack and an armour (x->piece set), its expressions (compiled as in_roll, the
 * bits of the place it stands in, says), its cost's resources and an
 * actor (decl_combat_round.c); its then is decl_check.c's, with the round
 * bound (ENG_IN_ROUND).  The number of errors. */
int eng_check_combat_round(struct ruleset *rs,
    const struct action_def *act, struct eff_combat_round *x,
    const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);
/* A piece's attack atk thrown by a pool round: one kind of die, counted
 * ("2blue", "d6"): its count (1 to 100) and the die (pointing into
 * atk).  0, or -1 when atk is not of that form (decl_combat_round.c). */
int eng_pool_attack(const struct ruleset *rs, const char *atk, long *count,
    const char **die);
/* The effects fall and reward (e) at path: players named by expressions,
 * pieces tracked one by one for a player who falls, a counted deck for a
 * reward that draws, a player to take from for one that takes
 * (decl_reward.c).  The number of errors. */
int eng_check_fall(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_reward(struct ruleset *rs, const struct action_def *act,
    struct eff_reward *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect play-cards at path: a word of kind modifiers of the action,
 * two players, a counted deck with a hand (decl_play_cards.c).  The
 * number of errors. */
int eng_check_play_cards(struct ruleset *rs, const struct action_def *act,
    struct eff_play_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect set-morale at path: a board of numbered zones, a force of
 * eng_morale_forces (x->fi set), the player and up expressions
 * (decl_morale.c).  The number of errors. */
int eng_check_set_morale(struct ruleset *rs, const struct action_def *act,
    struct eff_set_morale *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* A force's place among eng_morale_forces, or -1 (names.c). */
int eng_morale_force(const char *name);
/* The effect flee-home at path: numbered zones whose squads fly home
 * (mechanisms.flight), the party and the zone expressions
 * (decl_morale.c).  The number of errors. */
int eng_check_flee_home(struct ruleset *rs, const struct action_def *act,
    struct eff_flee_home *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect take-hits at path: a word of the action of kind parties, the
 * zone and the hits expressions, numbered zones whose orbits see battles
 * (decl_orbit_battle.c).  The number of errors. */
/* The effect set-fought at path: numbered zones whose orbits see battles,
 * the zone's expression (decl_orbit_battle.c).  The number of errors. */
int eng_check_set_fought(struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs);
int eng_check_take_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_take_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect throw-pools at path: its fires, with who and kind bound,
 * and its heading, on a map of territories with a dice-pool combat
 * (decl_throw_pools.c).  The number of errors. */
int eng_check_throw_pools(struct ruleset *rs, const struct action_def *act,
    struct eff_throw_pools *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect settle-hits at path: the same map and combat; wait an
 * expression of the action's words. */
int eng_check_settle_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_settle_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* Action a's word k of kind modifiers (id the action's): read by one
 * effect play-cards (or duel, 1 when one reads it) carried out whenever
 * the command goes through (decl_play_cards.c).  The number of errors. */
int eng_check_modifiers_reader(const struct action_def *a, const char *id,
    int k, int duel, struct diag_list *errs);
/* The effect produce or replenish-neutrals (its name, eff) at path: the
 * numbered zones with producers (mechanisms.colonies) it works on are
 * there (decl_produce.c).  The number of errors. */
int eng_check_zones_effect(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The effect open-orders at path, of a text of before, declared at load
 * where an action's seal-order was: refused here (decl_seal.c). */
int eng_check_open_orders(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The first phase whose begin carries out the deferred commands
 * (carry-out-deferred), or -1 (decl_seal.c). */
int eng_deferred_phase(const struct ruleset *rs);
/* The ruleset check of an action's deferred and deferred-require (id, at
 * pos), of the effect carry-out-deferred at path (act: the action whose
 * effects have it, or NULL) (decl_deferred.c). */
int eng_check_deferred(struct ruleset *rs, struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs);
/* Of those, what deferred-require's tests say when they fail (its
 * expressions and lines compiled by decl_requires) (decl_deferred.c). */
int eng_check_deferred_require(const struct action_def *a, const char *id,
    struct diag_list *errs);
int eng_check_carry_deferred(const struct ruleset *rs,
    const struct action_def *act, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The effect advance-squads at path: numbered zones whose squads fly
 * (mechanisms.flight) are there (decl_send.c). */
int eng_check_advance_squads(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect rank-choosers at path, of a text of before: refused, naming
 * what its declaration at load needs (decl_produce.c). */
int eng_check_rank_choosers(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* The effect list-battles or battles-fought (its name, eff) at path, of
 * a text of before: refused, naming what its declaration at load needs
 * (decl_orbit_battle.c). */
int eng_check_battles_due(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* The key unknown of effect e at path: beside refuse, a number of a
 * mechanism, its places into e->unknown_g and e->unknown_k
 * (decl_refuse.c). */
int eng_check_refuse_unknown(struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs);
/* Does a game of rs keep the state of cards (a deck of hands, or
 * mechanisms.claims)? */
int rs_cards_kept(const struct ruleset *rs);

/* A word of kind draws, word k of action a (called id): the last word, of
 * an action without repeat, read by a rank-players of the action
 * (decl_standings.c).  The number of errors. */
int eng_check_draws_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs);
/* The effect resolve of action act (NULL: a phase's) at path: its word,
 * of kind resolved, and the claims it needs; and a word of kind
 * resolved, word k of action a (called id): the last, read by a resolve
 * (decl_resolve.c).  The number of errors. */
int eng_check_resolve(const struct ruleset *rs, const struct action_def *act,
    struct eff_resolve *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_resolved_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);

/* An action's round-count, action i of rs (decl_round.c): a player's
 * action, not one that runs a mechanism, counted under a key status
 * --json gives no other; the number of errors. */
int eng_check_round_count(const struct ruleset *rs, int i,
    struct diag_list *errs);

/* A word of kind turn-order (decl_orders.c): read by a set-turn-order
 * of its action, which has no repeat. */
int eng_check_turn_order_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* The effects order-step, set-explored, start-order and set-turn-order,
 * effect i of the list at path of action act (NULL: a phase's): the
 * orders of a map of territories (mechanisms.orders), a step by its name,
 * a territory word, a turn-order word (decl_orders.c).  The number of
 * errors. */
int eng_check_orders(const struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, int i, const struct spos *pos,
    struct diag_list *errs);
/* The effect place-spawned, at path: a map of territories with a spawn
 * (mechanisms.spawn), its player compiled and its territory word found
 * (decl_orders.c).  The number of errors. */
int eng_check_spawned(const struct ruleset *rs, const struct action_def *act,
    struct eff_spawned *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The id of the first action with the effect place-spawned among its
 * effects, which places the pieces spawn-pieces spawns, or NULL
 * (decl_orders.c). */
const char *rs_spawn_placer(const struct ruleset *rs);
/* The effect spawn-pieces, effect i of the list at path: a map of
 * territories with a spawn (mechanisms.spawn), and an action that places
 * the pieces (decl_orders.c).  The number of errors. */
int eng_check_spawn_pieces(const struct ruleset *rs, const char *path, int i,
    const struct spos *pos, struct diag_list *errs);
/* The effect use-ability, at path: chiefs with abilities, its word one of
 * kind chief (decl_ability.c).  The number of errors. */
int eng_check_ability(const struct ruleset *rs, const struct action_def *act,
    struct eff_ability *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
/* The word k of kind chief of action a (id): chiefs declared, the last
 * word, read by a use-ability of the action (decl_ability.c).  The number
 * of errors. */
int eng_check_chief_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);
/* The effect order-move, at path: a map of territories with orders, its
 * words found (two territories, the units) and its verbs given, no repeat
 * (decl_orders.c).  The number of errors. */
int eng_check_order_move(const struct ruleset *rs,
    const struct action_def *act, struct eff_order_move *x, const char *path,
    const struct spos *pos, struct diag_list *errs);

/* The effect orbit-battle (x) of action act at path: its words, of their
 * kinds (the zone a word of its own, the sides the last two words, in
 * their order), an action without repeat, and the
 * numbered zones with colonies and mechanisms.orbit-combat it needs; a
 * word k of kind parties of a (called id) is read by an orbit-battle of
 * its action (decl_orbit_battle.c).  The number of errors. */
int eng_check_orbit_battle(const struct ruleset *rs,
    const struct action_def *act, struct eff_orbit_battle *x,
    const char *path, const struct spos *pos, struct diag_list *errs);
/* A word k of kind parties of a (called id) read by a combat-round's
 * attacker-parties or defender-parties: no word of an action with repeat
 * (decl_combat_parties.c).  The number of errors. */
int eng_check_round_parties_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs);
/* combat-round's sides of parties at path: words of kind parties of the
 * action, two different ones, on a sum; the expressions of its sides
 * (compiled here, with party known on a side of parties) and its
 * party-says (decl_combat_parties.c).  The number of errors. */
int eng_check_round_parties(struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
int eng_check_parties_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs);

/* The effects set-turns-held and let-go (e) at path, of action act (NULL:
 * a phase's or a turn's), in a roll's table when in_roll: the places of
 * the board (board.places) whose holders they change are there, and
 * their expressions compile (decl_held.c).  The number of errors. */
/* The effect rank-players at path: its criteria compile, who bound to
 * each player, and its lines (decl_rank.c); 1 or more on error. */
int eng_check_rank_players(struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* rank-players' draws or later (decl_standings.c). */
int eng_check_rank_draws(const struct ruleset *rs,
    const struct action_def *act, struct eff_rank_players *x, const char *path, const struct spos *pos,
    struct diag_list *errs);
int eng_check_held(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);
/* The effect list-players (e) at path: its each line compiles, who bound
 * to each player, its json-each values too and only with the effect's
 * json, their keys each once and none "player"; its says compiles with
 * @list known (decl_list_players.c).  The number of errors. */
int eng_check_list_players(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs);

/* The functions of a line (says_tpl parts). */
enum says_fn { FN_VALUE, FN_ME, FN_PLAYER, FN_REGION, FN_PIECE, FN_QTY,
	FN_S, FN_COST, FN_NAME, FN_UNIT, FN_FACTION, FN_ENTERED, FN_ROLE,
	FN_RELEASED,
	FN_BODY,
	FN_WORD,
	FN_TRACKED,
	FN_GROUP,
	FN_CHIEF,
	FN_TEXT,
	FN_RESOURCE,
	FN_MODIFIERS,
	FN_TERRITORY,
	FN_GROUPID,
	FN_SITE,
	FN_PLAYERS,
	FN_COMMAND,
	FN_REGIONS,
	FN_REGIONVALUES,
	FN_WINNERS,
	FN_VERB,
	FN_WORDS,
	FN_REGIONTERMS,
	FN_FACES,
	FN_PIECEVALUES,
	FN_MECHANISM,
	FN_CHANGED,
	FN_DIE,
	FN_RANKING,
	FN_TIES,
	FN_PARTIES,
	FN_UNKNOWN,
	FN_KINDOF,
	FN_BEFORE,
	FN_DECIDED,
	FN_COMPARED,
	FN_PAIR,
	FN_MODIFIERTERMS,
	FN_LIST,
	FN_TERM,
	FN_STEP,
	FN_SQUAD,
	FN_PRODUCT,
	FN_TURNPLAYERS };

#endif
