/* ruleset_parts.h: the parts of a ruleset most games have: its format
 * and bounds, resources, roles, factions, units and chiefs with their
 * abilities, places, dice, the bodies and the board, the setup, phases,
 * the commands of a phase and turns, and the mechanisms of before that
 * declarations now make (upkeep, supply, attack).  One of the parts of
 * ruleset.h, which the program includes. */
#ifndef ARBITER_RULESET_PARTS_H
#define ARBITER_RULESET_PARTS_H

#include "core/base/schema.h"
#include "core/rules/decl.h"
#include "core/rules/ruleset_zones.h"

#define RS_FORMAT "arbiter-ruleset-1"
#define RS_OVERLAY_FORMAT "arbiter-overlay-1"

struct range {
	long min, max;
};

/* The largest value of a resource or track, and the default max: so that
 * the sum or difference of two values never overflows. */
#define RS_VALUE_MAX 1000000000000000L
/* The commands only the program's hints name (decl_hint.c). */
#define RS_HINT_N 19

struct res_def {		/* resources: id -> */
	char *name;		/* shown to people: "coins" */
	char *one;		/* the name of one: "coin" (or name) */
	long min, max;		/* bounds, within +-RS_VALUE_MAX */
	long start;
	int track;		/* a track (victory points ...) not a stock */
	int discard;		/* above max: the excess is discarded (a hand
				   limit) rather than refused */
};

struct role_def {		/* roles: id -> */
	char *name;
	struct range count;	/* how many players take it */
	int seat;		/* enum role_seat */
	char *option;		/* --option naming the player, or NULL */
	struct vec start;	/* dict resource id -> long */
};
enum role_seat { SEAT_REST, SEAT_FIRST };


struct faction_def {		/* factions: id -> */
	char *name;
	struct vec start;	/* dict resource id -> long */
	char *text;		/* what sets it apart, for people */
	char *start_card;	/* the card it starts with, as if picked
				   (words.pick), or NULL */
	struct vec values;	/* dict id -> long: what expressions read
				   of the actor's faction (faction(ID)) */
};

/* Pieces: units players hire or summon (or get as tokens) and their
 * chiefs, each one piece on the table.  A kind's values (units.*.values,
 * chiefs' the same) are the game's own, named as it likes and read by
 * unit(KIND, NAME) and tracked(PIECE, NAME); RS_NONE marks a value a kind
 * does not have (a unit that is never hired has no cost).  Every value
 * name of the ruleset has an index (rs->values, ruleset_kind_values.c). */
#define RS_NONE (-1L)

/* The values a kind had before they were open, the first of every
 * ruleset's value names, at these indices (ruleset_kind_values.c). */
enum piece_stat {
	STAT_COST, STAT_SUMMON, STAT_ATTACK, STAT_DEFENCE, STAT_MOVE,
	STAT_INCOME, STAT_DRAWS, STAT_SUPPLY, STAT__N
};

struct unit_def {		/* units: id -> */
	char *name;
	struct sref faction;	/* -> factions; i < 0: a token, or unknown */
	int token;		/* comes from abilities only; one supply */
	int tracked;		/* written in 'pieces' (ruleset_piece_table.c) */
	struct vec values;	/* dict id -> long (or unknown) */
	char *text;
};

/* What a chief changes while it lives and has no counters (its
 * start bonus applies once, at the start): named as its game names them
 * (chiefs.*: start, flags, modifiers, unit-modifiers), read by
 * chief_with(NAME, PLAYER), chief_sum(NAME, PLAYER[, UNIT]) and
 * @modifiers (engine_chiefs.c; ruleset_chief_mods.c). */
struct chief_mods {
	struct vec start;	/* dict resource id -> long, added */
	struct vec flags;	/* list of char *: what it makes so (1) */
	struct vec numbers;	/* dict name -> long */
	struct vec by_unit;	/* dict name -> struct vec (dict unit id ->
				   long): added for its player's units */
};

/* Which chiefs an ability that borrows another's may borrow from. */
enum ability_borrow { BORROW_NONE, BORROW_UNCHOSEN, BORROW_OFF_BOARD };

/* An ability used with the `ability` command (run-ability, lend-ability):
 * what it costs and what of it the engine carries out, its effects; the
 * rest is the chief's text. */
struct ability_def {
	int present;
	struct vec cost;	/* dict resource id -> long */
	long ap;		/* action points */
	struct vec effects;	/* list of struct effect_def: run for its
				   player when it is used */
	int later;		/* effects walked when first used, not at
				   load: rules read from their kept image
				   (eng_ability_ready) */
	int borrow;		/* enum ability_borrow: it lends its player
				   another chief's ability for the turn */
};

struct chief_def {		/* chiefs: id -> */
	char *name;
	struct sref faction;	/* -> factions */
	int tracked;		/* written in 'pieces' (ruleset_piece_table.c) */
	struct vec values;	/* dict id -> long (or unknown) */
	char *text;		/* its abilities, for people */
	struct chief_mods mods;
	struct ability_def ability;
};

struct place_def {		/* board.places: id -> */
	char *name;
	long capacity;		/* pieces it holds */
	long extra_ap;		/* for its holder at the start of a turn */
};

struct die_def {		/* dice: id -> */
	struct vec faces;	/* list of char * ("2", "3*") */
};

struct body_def {		/* board.KEY_BODIES: id -> */
	char *name;
	long orbit;		/* 1-based index into board.orbits */
	char *start;		/* dice expression for the start position */
	long lands;		/* number of lands, the port excluded */
	long supply;		/* supply when the whole body is held */
	char *colour;		/* "#rrggbb" its pictures fill it with, or NULL */
};

struct land_sum {
	struct vec bodies;	/* list of sref -> bodies */
	long lands;
};

struct board_def {
	struct vec orbits;	/* list of long: fields of each orbit */
	struct vec bodies;	/* dict of struct body_def */
	int ports;		/* every body has a port */
	struct vec adjacent;	/* list of list of char *: land id pairs */
	struct vec land_sums;	/* list of struct land_sum */
	struct vec zones;	/* dict of struct zone_def, in number order */
	struct distance_def distances;
	struct vec places;	/* dict of struct place_def */
	long area_fields;	/* fields of a play area; RS_NONE: no limit */
	char *area_name;	/* a player's area, for people; NULL: "home
				   area" */
	int empty_held_note;	/* status notes that a place held but
				   empty is let go at the turn's end
				   (ruleset_empty_held.c) */
	struct vec regions;	/* dict of struct region_def */
	struct vec groups;	/* dict of struct group_def */
	int tenure;		/* board.regions keep how long each is held,
				   as board.places always do (rs_tenure) */
};

struct role_place {		/* setup.role-units: role id -> */
	int where;		/* enum place_where */
	long units;
};
enum place_where { WHERE_PORTS, WHERE_LANDS };

struct setup_count {
	long players;
	struct vec groups;	/* list of list of sref -> bodies */
	struct vec seats;	/* dict role id -> long: the seats each player
				   of that role plays (a person who plays
				   several seats, each with its own stock
				   and turn) */
};

/* The longest done-mark (a phase's, the setup's), in bytes. */
#define RS_DONE_MARK_MAX 20

struct setup_def {
	int place;		/* bodies are placed by their start dice */
	struct vec role_units;	/* dict of struct role_place */
	struct vec by_players;	/* list of struct setup_count */
	struct sref group_role;	/* the role the groups are dealt to */
	long group_units;	/* units on each land of a dealt body */
	char *unassigned_owner;	/* role id or "none", for lands of no group */
	long unassigned_units;
	struct zones_setup zones;
	struct vec words;	/* list of char *: commands, as written: the
				   ids of declared actions or the program's
				   commands of before */
	struct vec commands;	/* list of int, one a word: the program's
				   command (enum game_cmd) it names, or -1;
				   built from words (ruleset_phase_cmds.c) */
	struct vec acts;	/* list of int, one a word: the declared
				   action it names, or -1 */
	struct deal_def deal;	/* regions dealt at random */
	struct vec says;	/* list of char *: lines said once as 'new'
				   begins the setup, for nobody */
	struct says_tpl *tsays;	/* says, compiled (as many) */
	struct vec end_require;	/* list of struct require_def: what must
				   hold, for nobody, before 'next' ends it */
	int later[2];		/* says, end_require compiled when first
				   said or tried, as turns'
				   round_end_later */
	char *done_mark;	/* status's mark beside a player done in
				   the setup (NULL: none shown) */
};

struct phase_def {		/* phases: id -> */
	char *name;
	struct vec steps;	/* list of int (enum phase_step) */
	struct vec words;	/* list of char *, as setup_def's */
	struct vec commands;	/* list of int, as setup_def's */
	struct vec acts;	/* list of int, as setup_def's */
	struct vec begin;	/* list of struct effect_def: once when it
				   begins, after its steps, with no actor */
	struct vec effects;	/* list of struct effect_def: when it begins,
				   for its player (or each player) */
	struct vec end_require;	/* list of struct require_def: what must
				   hold, for its player (or each), to end it */
	struct vec dues;	/* list of struct due_def: paid as it ends */
	struct vec leave;	/* list of struct effect_def: once as 'next'
				   would end it, after its dues, before its
				   end-require, with no actor; one that
				   refuses keeps the phase open */
	int later;		/* begin, effects and leave walked when the
				   phase is first entered or left, not at
				   load: rules read from their kept image
				   (eng_phase_ready) */
	char *done_mark;	/* status's mark beside a player done in
				   this phase (NULL: none shown) */
};

enum phase_step {
	STEP_UPKEEP,
	STEP_HOLD,
	STEP_ACTION_POINTS, STEP_UNIT_INCOME, STEP_REVEAL_SITES,
	STEP_DRAW_HANDS, STEP_RESOLVE_SITES, STEP__N
};

/* Commands that belong to a phase (the rest may be used at any time). */
enum game_cmd {
	GC_ATTACK, GC_MOVE, GC_ORDER, GC_CHOOSE, GC_SEND, GC_HOME, GC_BATTLE,
	GC_LANDING, GC_HIRE, GC_SUMMON, GC_SWAP, GC_PLAY, GC_ABILITY,
	GC_REVEAL, GC_COMMIT, GC_RESOLVE, GC_CLAIM, GC_TURNORDER, GC_SPAWN,
	GC_ACTIVATE, GC_TRAVEL, GC_FIGHT, GC_SCOUT, GC_PURCHASE, GC_PICK,
	GC_BUILD, GC_RELEASE, GC_LOAD, GC_UNLOAD, GC_GOAL,
	/* phase commands of rulesets saved before their games declared
	 * actions (a shipped game's): read, and run, for a stored game's
	 * sake */
	GC_LINK, GC_DISBAND, GC__N
};
extern const char rs_game_cmd_names[][SCHEMA_NAME_MAX];
/* The word a command of a phase was listed by before it took its name
 * ('fly' for travel), or NULL. */
const char *rs_game_cmd_older(enum game_cmd c);
/* The program's command a word of a phase's commands names (by its name
 * or its older word), or -1. */
int rs_game_cmd_of(const char *word);
extern const char rs_phase_step_names[][SCHEMA_NAME_MAX];

/* One step of a round: a phase everybody plays at once, or phases each
 * player plays in turn order (a turn). */
struct round_step {
	struct sref phase;	/* -> phases, or name NULL */
	struct vec turns;	/* list of sref -> phases, or n == 0 */
	long laps;		/* turns: times round the table (default 1) */
};

/* One criterion of the turn-order ranking (turns.rank). */
struct turn_rank_def {
	struct sref resource;	/* -> resources */
	int prefer;		/* enum rank_prefer */
};
enum turn_start { START_SEATS, START_RANDOM };

struct turns_def {
	struct vec first_round;	/* list of sref -> roles */
	struct vec order;	/* list of sref -> roles */
	int out_without_units;	/* a player left without units is out */
	int start;		/* enum turn_start: the first round's order */
	struct sref start_option;	/* -> options: a player option naming
					   the first player */
	struct vec rank;	/* list of struct turn_rank_def */
	int order_by;		/* enum order_by */
	struct vec round_end;	/* list of struct effect_def: once when the
				   round ends, with no actor (the steps of
				   end-of-round, written before, become
				   them: ruleset_round_end.c) */
	int round_end_later;	/* round_end walked when the round first
				   ends, not at load: a ruleset read from its
				   kept image, which kept them aside
				   (eng_round_ready) */
	struct vec turn_end;	/* list of struct effect_def: when a
				   player's turn ends, that player the actor
				   (the step time-counters of before among
				   them: ruleset_counters_fx.c) */
	int turn_end_later;	/* turn_end walked when a turn first ends
				   (eng_turn_ready), as round_end_later */
};
/* Who plays first in a turns step: by roles in seat order, or in the
 * places chosen in a chosen-order phase. */
enum order_by { ORDER_BY_ROLES, ORDER_BY_CHOSEN };

/* mechanisms.upkeep, written before phase dues: a whole one becomes the
 * due of the phases whose steps list 'upkeep' (ruleset_economy.c); read
 * here only so that the check refuses one that is not. */
struct upkeep_def {
	int present;
	struct sref resource;
	long free_per_land, step, cost_per_step;
};

struct supply_def {
	int present;
	struct sref resource;
};

struct band_def {
	long from;		/* fewest units for this die */
	char *die;		/* dice expression */
};

struct attack_def {
	int present;
	struct sref resource;
	long cost;		/* per roll */
	struct vec bands;	/* list of struct band_def, ascending */
	int band_by;		/* enum band_by */
	int loss_cap;		/* enum loss_cap */
	long must_stay;		/* units that stay on every land attacked from */
	struct sref combat;	/* -> combats: an opposed combat that gives
				   the bands, band-by, loss-cap, must-stay */
};
enum band_by { BAND_OWN, BAND_TOTAL };
enum loss_cap { CAP_WINNER_UNITS, CAP_NONE };

#endif
