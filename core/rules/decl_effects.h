/* decl_effects.h: the structures of the effects a ruleset declares that
 * the table at large shares: where an effect happens, pieces placed and
 * fought with, rolls, ifs and draws, tracked pieces, the pools and hits
 * of a round, rankings, declared JSON members, payments and tallies (struct
 * effect_def, decl_effect_def.h, holds one of each).  One of the parts of
 * decl.h, which the program includes. */
#ifndef ARBITER_DECL_EFFECTS_H
#define ARBITER_DECL_EFFECTS_H

#include "core/base/schema.h"
#include "core/rules/decl_says.h"

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
	/* read from a kept image (rs->checked), a list walked when first
	 * taken (eng_if_ready), with what the walk of the if knew: */
	int later;		/* 1: then, 2: otherwise, not walked yet */
	int later_roll;		/* its place (in_roll) */
	unsigned later_bound;	/* rs->bound */
	const char *later_nobody;	/* rs->no_actor */
	const struct action_def *later_of;	/* its action, or NULL */
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
	char *card;		/* draw from the deck of site cards: the text
				   word (read after the requirements) laid
				   as the next site */
	int w_card;		/* its place among the words */
};

struct eff_enter {		/* enter */
	int present;
	struct sexpr unit;	/* the kind of tracked piece (units) */
	struct sexpr counters;	/* the counters it enters with (none:
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
	RANK_INTO_STANDINGS,
	RANK_INTO_CLAIM_ORDER };

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
	char *json_order;	/* the --json report's key of the order's
				   names alone, or NULL */
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
	JSON_AS_FLAG, JSON_AS_SITE };
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
	struct sexpr only;	/* the players listed: those for whom it
				   holds, who bound to each; none: all */
	int lines;		/* each text a line of its own (without
				   says), not joined by commas */
};

struct eff_counters {		/* set-counters */
	int present;
	struct sexpr piece;	/* the tracked piece (a word of kind
				   tracked) */
	struct sexpr to;	/* its counters from now on (0 or
				   more) */
};

struct eff_count_down {		/* count-down */
	int present;
	struct sexpr by;	/* the counters taken off each piece that
				   carries any (0 or more; none go below 0) */
};

struct eff_pay {		/* pay-player */
	int present;
	struct sexpr to;	/* the player paid (nobody: none is) */
	struct vec amounts;	/* dict resource -> struct sexpr */
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

#endif
