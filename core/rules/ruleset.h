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
 * the structures below (SCHEMA_UNKNOWN_INT, a vec with n == -1, ...);
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

#define RS_FORMAT "arbiter-ruleset-1"
#define RS_OVERLAY_FORMAT "arbiter-overlay-1"

struct range {
	long min, max;
};

/* The largest value of a resource or track, and the default max: so that
 * the sum or difference of two values never overflows. */
#define RS_VALUE_MAX 1000000000000000L
/* The commands only the program's hints name (decl_hint.c). */
#define RS_HINT_N 16

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
 * chiefs, each one piece on the table.  RS_NONE marks a value a kind
 * does not have (a unit that is never hired has no cost). */
#define RS_NONE (-1L)

struct unit_def {		/* units: id -> */
	char *name;
	struct sref faction;	/* -> factions; i < 0: a token, or unknown */
	int token;		/* comes from abilities only; one supply */
	long cost;		/* to hire (the action hire says in what) */
	long summon;		/* time counters when summoned */
	long attack, defence, move;
	long income;		/* mechanisms.unit-income.resource a turn */
	long draws;		/* cards drawn from the deck a turn */
	long supply;		/* tiles of it a player has (a token: all) */
	char *text;
};

/* What a chief changes while it lives and has no time counters (its
 * start bonus applies once, at the start). */
struct chief_mods {
	struct vec start;	/* dict resource id -> long, added */
	struct vec attack;	/* dict unit id -> long: its player's units */
	struct vec defence;	/* dict unit id -> long */
	struct vec summon_counters;	/* dict unit id -> long */
	long summons;		/* more summonings a round */
	int immune;		/* its player's pieces take no time counters */
};

/* Which chiefs an ability that borrows another's may borrow from. */
enum ability_borrow { BORROW_NONE, BORROW_UNCHOSEN, BORROW_OFF_BOARD };

/* An ability used with the `ability` command (the effect use-ability):
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
	long attack, defence, move;
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
	struct vec regions;	/* dict of struct region_def */
	struct vec groups;	/* dict of struct group_def */
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

struct setup_def {
	int place;		/* bodies are placed by their start dice */
	struct vec role_units;	/* dict of struct role_place */
	struct vec by_players;	/* list of struct setup_count */
	struct sref group_role;	/* the role the groups are dealt to */
	long group_units;	/* units on each land of a dealt body */
	char *unassigned_owner;	/* role id or "none", for lands of no group */
	long unassigned_units;
	struct zones_setup zones;
	struct vec commands;	/* list of int (enum game_cmd): before round 1 */
	struct deal_def deal;	/* regions dealt at random */
};

struct phase_def {		/* phases: id -> */
	char *name;
	struct vec steps;	/* list of int (enum phase_step) */
	struct vec commands;	/* list of int (enum game_cmd) */
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
};

enum phase_step {
	STEP_UPKEEP,
	STEP_HOLD,
	STEP_ACTION_POINTS, STEP_UNIT_INCOME, STEP_REVEAL_SITES,
	STEP_DRAW_HANDS, STEP_RESOLVE_SITES, STEP__N
};
enum turn_end_step { TSTEP_TIME_COUNTERS, TSTEP__N };

/* Commands that belong to a phase (the rest may be used at any time). */
enum game_cmd {
	GC_ATTACK, GC_MOVE, GC_ORDER, GC_CHOOSE, GC_SEND, GC_HOME, GC_BATTLE,
	GC_LANDING, GC_HIRE, GC_SUMMON, GC_SWAP, GC_PLAY, GC_ABILITY,
	GC_REVEAL, GC_COMMIT, GC_RESOLVE, GC_CLAIM, GC_TURNORDER, GC_SPAWN,
	GC_ACTIVATE, GC_TRAVEL, GC_FIGHT, GC_SCOUT, GC_PURCHASE, GC_PICK,
	GC_BUILD, GC_RELEASE, GC_LOAD, GC_UNLOAD, GC_GOAL,
	/* phase commands of rulesets saved before their games declared
	 * actions (bernard's): read, and run, for a stored game's sake */
	GC_LINK, GC_DISBAND, GC__N
};
extern const char rs_game_cmd_names[][SCHEMA_NAME_MAX];
/* The word a command of a phase was listed by before it took its name
 * ('fly' for travel), or NULL. */
const char *rs_game_cmd_older(enum game_cmd c);
extern const char rs_phase_step_names[][SCHEMA_NAME_MAX];
extern const char rs_turn_step_names[][SCHEMA_NAME_MAX];

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
	struct vec end_of_turn;	/* list of int (enum turn_end_step) */
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
				   (before the steps of end-of-turn) */
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

/* --- pieces on a map of territories (hex tiles) ------------------------- */

struct class_def {		/* classes: id -> */
	char *name;
	long move;		/* territories a unit of it moves */
	long step;		/* the combat step it fires in, from 1 */
	int delay;		/* may be held back to the last step */
};

struct discount_def {
	int present;
	struct sref tile;	/* -> tiles: per territory of it controlled */
	long per;		/* cost less by this much */
	long min;		/* but at least this much */
	struct sref resource;	/* of this resource */
};

struct builds_def {
	int present;
	long units;		/* units built here in one build step */
	struct vec only;	/* list of sref -> pieces (empty: any
				   moving piece) */
};

struct side_def {		/* one side of a unit card */
	long armour;		/* damage that destroys it; may be unknown */
	char *attack;		/* dice one unit throws; may be unknown */
	struct vec cost;	/* dict resource -> long; may be unknown */
};

struct piece_def {		/* pieces: id -> */
	char *name;
	char *one;		/* the name of one, when it differs */
	int building;		/* stationary: never moves, is not stacked */
	struct sref cls;	/* -> classes; may be unknown */
	long count;		/* pieces of one colour in the box */
	struct side_def std;	/* armour, attack, cost */
	struct side_def up;	/* upgraded: the other side of the card */
	struct sref needs;	/* -> pieces: built where one of these is */
	struct sref replaces;	/* -> pieces: built in place of one */
	struct builds_def builds;
	struct discount_def discount;
};

struct tile_def {		/* tiles: id -> */
	char *name;
	char *code;		/* one or two letters for the map */
	struct vec count;	/* dict player count -> tiles in the mix */
	long mine;		/* mined by whoever controls it */
	long spawn;		/* spawned pieces it makes each round */
	int halts;		/* a move ends on it */
	long bonus;		/* moves added to a move starting on it */
	long draws;		/* cards drawn when it is scouted */
	int no_arrival;		/* no home and no arrival building on it */
};

struct home_def {		/* territories.home */
	char *name;
	char *code;
	long mine;
	long distance;		/* at least this far from another home */
	struct vec units;	/* dict piece -> long: units placed with it */
	long builds;		/* units it builds in one build step */
	long draws;		/* cards drawn when it is scouted */
};

struct arrival_def {		/* territories.arrival */
	int present;
	struct sref piece;	/* -> pieces: the building placed */
	struct vec units;	/* dict piece -> long: units placed with it */
	struct sexpr free;	/* who gets one free when building ends: a
				   test of me and here, or NULL text */
};

struct territories_def {	/* mechanisms.territories */
	int present;
	long stack_limit;	/* moving units of one player per territory */
	struct sexpr no_stack_limit;	/* where it does not hold: a test
					   of me and here, or NULL text */
	long buildings;		/* buildings per territory, all players */
	struct home_def home;
	struct arrival_def arrival;
};

struct dicepool_def {		/* mechanisms.dice-pool */
	int present;
	struct sref combat;	/* -> combats: the pool combat fought, which
				   gives the steps and the escalation
				   (rs_pool_combat) */
	/* written before combats were declared: the combat is made from
	   these at load; nothing else reads them */
	struct vec steps;	/* list of char *: the steps' names */
	struct sref escalation;	/* -> dice: the die added to the pool after
				   a round without losses (i -1: none) */
	int escalation_to;	/* enum esc_to */
	struct vec destroyed;	/* without combat: list of struct effect_def,
				   moved into the combat made (its
				   destroyed) */
	struct vec over;	/* without combat: the same, moved into the
				   combat made (its over) */
};
enum esc_to { ESC_ALL, ESC_ROLLING };

struct spawn_def {		/* mechanisms.spawn */
	int present;
	struct sref resource;	/* what a player collects of them */
	char *dice;		/* the extra pieces spawned each round */
	long supply;		/* pieces in the box (0: no limit) */
};

struct orders_def {		/* mechanisms.orders */
	int present;
	struct sref resource;	/* a token per order */
	int pass;		/* enum pass_gives: what passing a turn gives up */
};
enum pass_gives { PASS_ONE, PASS_ALL };

struct scout_def {		/* mechanisms.explore */
	int present;
	struct sref resource;	/* the hand kept cards go to */
};

/* A hand of goal cards drawn and claimed, and cards picked in turn, as
 * texts written before they were declared actions gave them (read into
 * the declarations: ruleset_goal.c, ruleset_pick.c) */
struct goal_def {		/* mechanisms.KEY_GOALS */
	int present;
	struct sref resource;	/* the hand */
	struct sref vp;		/* scored when one is claimed */
	struct sref phase;	/* -> phases: drawn and swapped in it (i -1:
				   at any time) */
};

struct pick_def {		/* mechanisms.KEY_PICKS */
	int present;
	long extra;		/* revealed: players + extra */
};

struct build_def {		/* mechanisms.build */
	int present;
};

struct hire_def {		/* the price: the action's (hire) */
	int present;
	int chief_home;	/* only while the chief is in its play area */
};

struct unit_income_def {
	int present;
	struct sref resource;	/* what a unit's income is paid in */
	char *draw_as;		/* why its cards are drawn, for people;
				   NULL: "the income" */
};

struct ap_def {
	int present;
	struct sref resource;	/* the action points, a resource */
	long per_turn;
	int must_spend;		/* a turn ends only with none left */
	struct vec costs;	/* dict command name -> long */
};

/* Card play (decks and site claims): see core/cards.h. */
struct claims_count {		/* mechanisms.claims.by-players: list of */
	struct range players;
	long per_round;		/* sites revealed each round (the site deck:
				   rs_site_deck) */
};

struct claims_def {
	int present;
	long rounds;
	struct sref score;	/* -> resources: what sites and garrisons add to */
	long garrison_score;
	struct sref landing;	/* -> rankings: the order of landing at a site */
	struct sref final;	/* -> rankings: the final standings */
	struct vec by_players;	/* list of struct claims_count */
};

struct mechanisms_def {
	struct upkeep_def upkeep;
	struct supply_def supply;
	struct attack_def attack;
	struct territories_def territories;
	struct dicepool_def dicepool;
	struct spawn_def spawn;
	struct orders_def orders;
	struct scout_def scout;
	struct goal_def goals;		/* KEY_GOALS, written before */
	struct pick_def picks;		/* KEY_PICKS, written before */
	struct build_def build;
	struct colonies_def colonies;
	struct production_def production;
	struct chosen_order_def chosen_order;
	struct flight_def flight;
	struct orbit_combat_def orbit_combat;
	struct landing_def landing;
	struct game_end_def game_end;
	struct cargo_def cargo;
	struct hire_def hire;
	struct unit_income_def unit_income;
	struct ap_def ap;
	struct claims_def claims;
};

/* What the box holds: a command that would put more of a component on the
 * table than the box has is refused (box.*). */
struct box_limit {
	int present;
	char *name;		/* what people call them: "units of one colour" */
	long max;		/* may be unknown */
	int per;		/* enum box_per */
};
enum box_per { BOX_PER_PLAYER, BOX_PER_TABLE };

struct box_def {
	struct box_limit units;		/* units on the lands */
	struct box_limit span_fields;	/* fields the links between ports
					   span (the effect link) */
};

/* A unit card carries CARD_VALUES values the game names (card-values;
 * ruleset_card_values.c): the first fights, the second pays for
 * sub-locations. */
#define CARD_VALUES 2
#define CARD_VALUE_MISSING (-2L)	/* not given: the check says so */

struct card_def {		/* cards: id -> (unit cards of the decks) */
	char *name;
	long value[CARD_VALUES];	/* may be unknown */
	struct vec rotated;	/* list of long: the values when turned
				   round; n 0: cannot turn; n -1: unknown */
	long mines;		/* mine symbols: each lowers every other
				   player's cards at the site by 1 in the
				   first value */
	struct vec aliases;	/* list of char *: other spellings of
				   its id */
};

enum sub_effect { SUB_SCORE, SUB_GARRISON, SUB_PRODUCE };

struct sub_kind_def {		/* sites.sub-locations: id -> */
	char *name;
	int effect;		/* enum sub_effect */
	struct sref deck;	/* -> decks: a supply deck (produce) */
	struct vec aliases;	/* list of char *: other spellings of
				   its id */
};

struct sub_def {		/* a sub-location printed on a site card */
	struct sref kind;	/* -> sites.sub-locations */
	long cost;		/* second card value it takes */
};

struct site_card_def {		/* sites.catalogue: id -> */
	char *name;
	long value;		/* the tie-break value drawn cards compare */
	struct vec locations;	/* list of list of struct sub_def */
	int final;		/* the final site, revealed last */
};

struct location_def {		/* sites.locations: list of */
	long limit;		/* players who may land there; 0: any number */
};

struct sites_def {
	char *name;		/* what the sites are called: cities */
	char *one;		/* ... one of them: city */
	char *value_name;	/* what the tie-break value is called */
	struct vec locations;	/* list of struct location_def */
	struct vec sub_kinds;	/* dict of struct sub_kind_def */
	struct vec catalogue;	/* dict of struct site_card_def; may be
				   unknown */
	int left_over;		/* enum left_over: who draws the left-over
				   cards for a tie-break */
};

/* LEFT_OVER_CATALOGUE: arbiter draws them from the catalogue cards it has
 * not seen, whenever the catalogue lists every card; LEFT_OVER_TABLE: they
 * lie unseen on the table, and arbiter draws them only in a game whose
 * every site it drew itself. */
enum left_over { LEFT_OVER_CATALOGUE, LEFT_OVER_TABLE };

/* What a ranking criterion measures: below BY__N computed by the card
 * mechanisms; from BY__N on, BY__N + an enum measure (ruleset_zones.h),
 * the measures of an order chosen by rank. */
enum rank_by { BY_FIRST_TOTAL, BY_FIRST_BEST, BY_SECOND_TOTAL,
	BY_SECOND_BEST, BY_CARD_VALUES_N = BY_SECOND_BEST + 1, BY_SCORE =
	BY_CARD_VALUES_N, BY_SITE_SCORE, BY_BEST_VALUE, BY__N };
extern const char rs_rank_by_names[][SCHEMA_NAME_MAX];
enum rank_prefer { PREFER_HIGH, PREFER_LOW };
enum rank_fallback { FALLBACK_DRAW_VALUE, FALLBACK_SEAT };

struct ranking_criterion {	/* rankings.*.criteria: list of */
	int by;			/* enum rank_by */
	int prefer;		/* enum rank_prefer */
};

struct ranking_def {		/* rankings: id -> */
	char *name;
	struct vec criteria;	/* list of struct ranking_criterion */
	int fallback;		/* enum rank_fallback: still tied after all */
};

struct hold_turns {
	long players, turns;
};

struct victory_def {		/* victory: list of */
	struct sref winner;	/* no-units: the role that wins */
	int when;		/* enum victory_when */
	struct sref role;	/* no-units: ... when this role has none */
	struct sref place;	/* hold: -> board.places */
	struct vec turns;	/* hold: list of struct hold_turns */
	int by;			/* hold: enum hold_by */
	int counted;		/* hold: enum hold_counted */
	struct sref resource;	/* reach: the track */
	long at;		/* reach: the threshold */
	struct sexpr test;	/* test: wins when it holds for a player */
};
enum victory_when { WHEN_NO_UNITS, WHEN_LAST_STANDING, WHEN_HOLD,
	WHEN_REACH, WHEN_TEST };
enum hold_by { HOLD_BY_REMAINING, HOLD_BY_SEATED };
enum hold_counted { HOLD_AT_TURN_START, HOLD_AT_TURN_END };

struct option_value {		/* options.*.values: id -> */
	char *help;
	struct ynode *set;	/* overlay fragment applied when chosen */
};

struct option_def {		/* options: id -> */
	char *help;
	int kind;		/* enum option_kind */
	char *def;		/* default value (choice) */
	struct vec values;	/* dict of struct option_value */
	char *key;		/* number: the dotted key it sets */
	long min, max;		/* number: its bounds */
};
enum option_kind { OPT_CHOICE, OPT_PLAYER, OPT_FACTIONS, OPT_NUMBER,
	OPT_CHIEFS };

struct topic_def {		/* rules.topics: id -> */
	char *title;
	char *text;
	char *also;		/* other words it answers to, ' ' between
				   (the book's own), or NULL */
};

struct reading_def {		/* readings: id -> */
	char *text;
	char *option;		/* the option offering the other reading */
};

struct rules_def {
	char *summary;
	struct vec topics;	/* dict of struct topic_def */
};

/* A land of the board, derived from the bodies. */
struct land {
	char id[48];
	int body;		/* index into board.bodies */
	int port;		/* the body's port */
};

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
	int nlands;
	struct land *lands;
	unsigned char *dist;	/* zones x zones distances, or NULL */
	void *dies;		/* named dice for the dice module */
	int nunknown;
	struct sunknown *unknown;	/* every value left unknown */
	char **files;		/* names of the texts read, owned */
	int nfiles;
	char *image_texts;	/* read from an image: its texts, in one block */
	size_t image_len;
	struct schema_arena image_arrays;	/* read from an image: its
					 * arrays of large elements */
	struct simg_lazy *aside;	/* read from an image: the values it
					 * kept aside (rs_ready), naside */
	int naside;
	int *aside_at;		/* they by where they go: index + 1 (0:
				 * none), 1 << aside_bits slots (aside_of) */
	int aside_bits;
	unsigned char *aside_bytes;	/* their bytes */
	int hint_kept;		/* read from an image: hint_at holds, for
				   each command only hints name, its action
				   (rs_hint_action), or -1 */
	int hint_at[RS_HINT_N];
	struct rs_opt *chosen;	/* options as given to ruleset_load */
	int nchosen;
	const char *word[W__N][WF__N];	/* the game's words (rs_word) */
	const char *no_actor;	/* while eng_compile checks parts carried
				   out for nobody (begin, leave, round-end,
				   no-actor): where, for the refusal of an
				   expression or line reading the actor
				   (names.c, says.c); else NULL */
	unsigned bound;		/* while eng_compile checks the effects of
				   an each-region or each-group: what they
				   bind (ENG_BINDS_HERE, ...); else 0 */
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
void ruleset_free(struct ruleset *rs);

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
int rs_need_vec(const struct ruleset *rs, const struct vec *v,
    const char *path, struct diag *d);
int rs_need_str(const struct ruleset *rs, const char *s, const char *path,
    struct diag *d);

/* Decks (decl.h; ruleset_decks.c): the state's counts of deck d start at
 * rs_deck_at(rs, d), rs_deck_slots of them; the mechanisms that draw cards
 * draw from rs_draw_deck (the first counted deck, or -1).  The older keys
 * ('bags', 'mechanisms.deck') of tree t become 'decks'; base is the tree
 * an overlay t goes over, or NULL.  0, or -1 out of memory. */
struct ynode;
int rs_deck_slots(const struct deck_def *d);
/* A piled deck's slots for each owner: its piles' counts, the items drawn
 * unseen, then with 'face-up' the item known on top (or -1). */
int rs_deck_owner_slots(const struct deck_def *d);
/* A piled deck's owners (one, or DECK_OWNERS_MAX with 'per: player') and
 * the index of its pile id, or -1. */
int rs_deck_owners(const struct deck_def *d);
int rs_deck_pile(const struct deck_def *d, const char *id);
int rs_deck_at(const struct ruleset *rs, int d);
int rs_draw_deck(const struct ruleset *rs);
/* The players' decks of cards whose hands are drawn unseen (the first deck
 * 'per: player', 'kinds: cards', with 'unseen-hand'), or -1. */
int rs_hand_deck(const struct ruleset *rs);
/* Is deck d a supply deck: one of cards for the table, in piles (a
 * production sub-location takes its top card)? */
int rs_supply_deck(const struct ruleset *rs, int d);
/* Does deck d give a dealt deck's keys ('deal', 'final', 'left-over',
 * 'kinds: sites'; ruleset_decks_sites.c checks them)?  The deck of site
 * cards ('kinds: sites', dealt), or -1. */
int rs_deck_dealt(const struct deck_def *d);
int rs_site_deck(const struct ruleset *rs);
/* The value of x for a count of players, when x is written with nothing
 * but 'players' and numbers: 0, or -1 (x says something else, or is
 * wrong: its own check says so; ruleset_decks_sites.c). */
int rs_players_value(const struct sexpr *x, long players, long *out);
int rs_decks_upgrade(struct ynode *t, const struct ynode *base);
/* Then the supply decks of 'mechanisms.decks.supply' and the copies of
 * 'mechanisms.claims.by-players' (ruleset_decks_supply.c). */
int rs_decks_old_supply(struct ynode *t, const struct ynode *base);
/* Then the site deck of the rows of 'mechanisms.claims.by-players'
 * ('deck', 'aside'; ruleset_decks_sites.c). */
int rs_decks_old_sites(struct ynode *t, const struct ynode *base);
/* The income of old ('mechanisms.income' and the step 'income') of the
 * merged tree root becomes an effect of the phases that paid it
 * (ruleset_economy.c); one it cannot read is an error in errs.  0, or -1
 * out of memory. */
int rs_economy_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.purchase': actions with a price table
 * (ruleset_purchase.c). */
int rs_purchase_upgrade(struct ynode *root, struct diag_list *errs);
/* An amendment written so, for a game whose text declares the action: its
 * rows fill the action's table instead (base: the game's tree as written).
 * 0, or -1 out of memory. */
int rs_purchase_amend(struct ynode *over, const struct ynode *base);
/* The same for the exchange of old (a faction's 'abilities.exchange'
 * {price} and the command 'exchange' or an action running it): the
 * faction's value 'exchange' and a declared action (ruleset_exchange.c). */
int rs_exchange_upgrade(struct ynode *root, struct diag_list *errs);
/* Each faction's 'abilities.ABILITY' written {KEY: N} before declared
 * actions: N becomes its value ABILITY, and the ability is taken off; or,
 * with flag, its value KEY, and the ability is true (a flag written true
 * or false is today's).  *at: the first faction so written, NULL: none;
 * one written otherwise is an error in errs.  0, or -1 out of memory
 * (ruleset_exchange.c). */
int rs_yability_value(struct ynode *root, const char *ability,
    const char *key, int flag, struct diag_list *errs,
    const struct ynode **at);
/* The same for the command 'draw' of old (an action running the mechanism
 * 'draw', or the command by its name in a text without 'actions'): a
 * declared action drawing from the first counted deck (ruleset_draw.c).
 * 0, or -1 out of memory. */
int rs_draw_upgrade(struct ynode *root);
/* The same for the home of old (the mechanism 'home': an action running
 * it, or the command a phase listed): a declared action with the effect
 * set-home (ruleset_home.c). */
int rs_home_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for the hiring of old ('mechanisms.hire.resource' and the
 * command 'hire' or an action running it): a declared action
 * (ruleset_hire.c). */
int rs_hire_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.buy', 'buyout' and 'grant' and the commands
 * that ran them: declared actions (ruleset_ledger.c). */
int rs_ledger_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for 'mechanisms.move' (an action running 'march', or the
 * command 'move'): tallies and a declared action (ruleset_move.c). */
int rs_move_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for adjust and disband (an action running them, a phase's
 * commands listing disband, adjust on a board of lands): declared actions
 * (ruleset_correct.c).  0, or -1 out of memory. */
int rs_correct_upgrade(struct ynode *root);
/* The actions of tree root that run verb (run: VERB) become the declared
 * action text, keeping their help, phase and set-up; with by_name, when
 * none does and no action is called verb, the action verb is added
 * (ruleset_declare.c).  0, or -1 out of memory. */
int rs_run_declare(struct ynode *root, const char *verb, const char *text,
    int by_name);
/* The same, keeping the usage line of an action that ran verb too (the
 * mechanism refused a count of words with it; ruleset_declare.c). */
int rs_run_declare_usage(struct ynode *root, const char *verb,
    const char *text, int by_name);
/* The same for top: a declared action (ruleset_top.c). */
int rs_top_upgrade(struct ynode *root);
/* The same for score: a declared action (ruleset_score.c). */
int rs_score_upgrade(struct ynode *root);
/* The same for captives and their release of old: the effect
 * KEY_CAPTURE_OLD renamed capture, and words.captive the words of before
 * where the text used a name of before; a faction's 'abilities.
 * KEY_CAPTURES' {KEY_RELEASE_PRICE}, and the command KEY_RELEASE_CMD or an
 * action running it: the flag KEY_CAPTURES, the faction's value
 * KEY_RELEASE_PRICE and a declared action with the effect release
 * (ruleset_release.c). */
int rs_release_upgrade(struct ynode *root, struct diag_list *errs);
/* Goal cards drawn by the mechanism 'goal' (run: goal, or the command
 * KEY_GOAL_CMD by its name) and a faction's ability KEY_GOAL_DRAW: the
 * declared action, its tally and the faction's value
 * (ruleset_goal.c); 0, or -1 out of memory. */
int rs_goal_upgrade(struct ynode *root);
/* Cards picked by the mechanism 'pick' (run: pick, or the command
 * KEY_PICK_CMD by its name where a phase lists it), a faction's ability
 * KEY_PICK_SEARCH and its card KEY_PICKS: the declared action, the
 * faction's value and its start-card
 * (ruleset_pick.c); 0, or -1 out of memory. */
int rs_pick_upgrade(struct ynode *root);
/* Each faction's 'abilities.ABILITY: true' of old becomes its value
 * ABILITY (1), and the ability is taken off; *any: a faction has the
 * value now (ruleset_pick.c).  0, or -1 out of memory. */
int rs_ytrue_value(struct ynode *root, const char *ability, int *any);
/* Building by the mechanism 'build' (run: build, or the command by its
 * name where a phase lists it) and a faction's ability 'unlimited-home':
 * the declared action and the faction's value (ruleset_build.c); 0, or -1
 * out of memory. */
int rs_build_upgrade(struct ynode *root);
/* A faction's abilities of old, the last upgrade that reads them:
 * 'unstacked-home', 'free-arrival' and KEY_CAPTURES become its values (and
 * the territories' no-stack-limit and arrival.free that read the first
 * two), the mapping is taken out, and a name no upgrade read, or one of
 * these neither true nor false, is an error in errs (ruleset_powers.c);
 * 0, or -1 out of memory. */
int rs_powers_upgrade(struct ynode *root, struct diag_list *errs);
/* Has faction f the value id, other than 0 (ruleset_powers.c)? */
int rs_faction_flag(const struct faction_def *f, const char *id);
/* The same for 'mechanisms.KEY_LINK' (an action running 'link', or the
 * command of that name a phase lists): a declared action on a body word,
 * port(), linked() and the effect link (ruleset_link.c).  0, or -1 out of
 * memory; a mechanism not as it was read before is an error in errs. */
int rs_link_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for remove, swap and counters (an action running them, or the
 * command by its name in a ruleset with units or chiefs, swap where a
 * phase lists it, counters in a text that declared no actions: bare, as
 * it was before the upgrades added any): declared actions
 * (ruleset_tracked.c).  0, or -1 out of memory. */
int rs_tracked_upgrade(struct ynode *root, int bare);
/* The same for 'mechanisms.supply' without the tally of the supply taken,
 * TALLY_SUPPLIED: the tally, added; and for the command that took the
 * supply (an action running collect or supply or, in a text of no
 * actions, the command by its name) and the phase step 'supply': the
 * declared action and the phase's effects and end-require
 * (ruleset_supply.c).  0, or -1 out of memory. */
int rs_supply_upgrade(struct ynode *root, struct diag_list *errs, int bare);
/* The same for place (an action running it, or the command by its name in
 * a ruleset whose setup places the bodies): a declared action on a body
 * word, setup, field() and the effect roll-position (ruleset_place.c).  0,
 * or -1 out of memory. */
int rs_place_upgrade(struct ynode *root);
/* The same for play (an action running it, or the command by its name in
 * a text without actions, with a counted deck that has a hand): a
 * declared action over the hand's resource (ruleset_play.c).  0, or -1
 * out of memory. */
int rs_play_upgrade(struct ynode *root, int bare);
/* The same for card (an action running it, or the command by its name
 * in a ruleset whose game keeps its cards): a declared action
 * (ruleset_card_set.c).  0, or -1 out of memory. */
int rs_card_set_upgrade(struct ynode *root);
/* The same for commit (an action running it, or the command by its name
 * in a ruleset of the card mechanisms' claims): a declared action
 * (ruleset_commit.c).  0, or -1 out of memory. */
int rs_commit_upgrade(struct ynode *root);
/* The same for arrive and settle (an action running them, or the commands
 * by their names on a map of territories): declared actions with the
 * effects place-home and place-arrival (ruleset_arrival.c).  0, or -1 out
 * of memory. */
int rs_arrival_upgrade(struct ynode *root);
/* The same for 'units' (run: units, or the program's command by its name
 * on a map of territories): a declared action with the effect set-units
 * (ruleset_units.c).  0, or -1 out of memory. */
int rs_units_upgrade(struct ynode *root);
/* Declare verb (text) in root, an action that runs its mechanism or, on a
 * map of territories, the program's command by its name; without a map,
 * an action (head: its program-style, help, usage lines) that every use
 * misuses, as the command was (ruleset_declare.c).  0, or -1 out of
 * memory. */
int rs_terr_declare(struct ynode *root, const char *verb, const char *text,
    const char *head);
/* The same for 'lay' (ruleset_lay.c): the effect lay-tiles. */
int rs_lay_upgrade(struct ynode *root);
/* The same for turnorder and activate (ruleset_order_start.c): the
 * effects set-turn-order and start-order.  0, or -1 out of memory. */
int rs_order_start_upgrade(struct ynode *root);
/* Old texts' 'run: reveal', or the command by name in a game of the
 * claims, rewritten into the declared reveal (ruleset_reveal.c). */
int rs_reveal_upgrade(struct ynode *root);
/* Old texts' 'run: claim' (or 'run: land'), or the command 'land' by name
 * in a game of the claims, rewritten into the declared land
 * (ruleset_claim.c). */
int rs_claim_upgrade(struct ynode *root);
/* The same for trade (mechanisms.trade, and an action running it or, in
 * a text of no actions (bare: it declared none, before the upgrades
 * added any), the command by its name): a declared action
 * (ruleset_trade.c).  0, or -1 out of memory. */
int rs_trade_upgrade(struct ynode *root, int bare);
/* The same for tile (an action running it or, in a text of no actions
 * with pieces tracked one by one, the command by its name): a declared
 * action (ruleset_tile.c).  0, or -1 out of memory. */
int rs_tile_upgrade(struct ynode *root, int bare);
/* Old texts' 'run: resolve', or the command by name in a game of the
 * claims, rewritten into the declared resolve (ruleset_resolve.c). */
int rs_resolve_upgrade(struct ynode *root);
/* The same for load and unload (numbered zones whose squads carry cargo,
 * and an action running one or, in a text of no actions, the command by
 * its name): a declared action with the effect load or unload
 * (ruleset_cargo.c).  0, or -1 out of memory. */
int rs_cargo_upgrade(struct ynode *root, int bare);
/* The same for the correction of a zone's board (numbered zones with
 * colonies, the mechanism 'tally' or the command by its name when bare):
 * a declared action with a word of kind settings and the effect set-board
 * (ruleset_zone_board.c).  0, or -1 out of memory. */
int rs_zone_board_upgrade(struct ynode *root, int bare);
/* The same for summon ('mechanisms.summon' {per-round}, and an action
 * running it or the command by its name): a declared action with
 * round-count, the count its limit (ruleset_summon.c).  0, or -1 out of
 * memory. */
int rs_summon_upgrade(struct ynode *root);
/* A chief's ability of old that drew cards ('draw: N') or brought a token
 * ('token: UNIT'): its effects (ruleset_chief_ability.c); 0, or -1 out
 * of memory. */
int rs_chief_ability_upgrade(struct ynode *root);
/* The same for explore (an action running scout or, in a text of no
 * actions with mechanisms.explore, the command by its name): a declared
 * action with the effects order-step and set-explored
 * (ruleset_explore.c).  0, or -1 out of memory. */
int rs_explore_upgrade(struct ynode *root, int bare);
/* The same for spawn (an action running it or, in a text of no actions
 * with mechanisms.spawn, the command by its name): a declared action with
 * the effect place-spawned (ruleset_spawn.c).  0, or -1 out of memory. */
int rs_spawn_upgrade(struct ynode *root, int bare);
/* The same for ability (an action running it or, in a text of no actions
 * with chiefs, the command by its name): a declared action with a word of
 * kind chief and the effect use-ability (ruleset_ability.c).  0, or -1 out
 * of memory. */
int rs_ability_upgrade(struct ynode *root, int bare);
/* The same for the moves of an order (run: travel, or the program's
 * commands fly and travel by name in a text without actions on a map of
 * territories): a declared action with the effects order-step and
 * order-move (ruleset_travel.c).  0, or -1 out of memory. */
int rs_travel_upgrade(struct ynode *root, int bare);
/* The steps of turns.end-of-round that are declared now, taken off the
 * list and put first in turns.round-end as the effects that say their
 * lines (ruleset_round_end.c).  0, or -1 out of memory. */
int rs_round_end_upgrade(struct ynode *root);
/* The same for a player's words in the dice-pool combat (run: delay, run:
 * remain, run: retreat, or the program's commands by those names in a
 * text without actions with the combat): declared actions with the
 * effects hold-back, remain and retreat (ruleset_combat_side.c).  0, or
 * -1 out of memory. */
int rs_combat_side_upgrade(struct ynode *root, int bare);
/* The same for order (numbered zones with mechanisms.production, and an
 * action running it or, in a text of no actions, the command by its
 * name): a sealed declared action with the effect seal-order
 * (ruleset_order.c).  0, or -1 out of memory. */
int rs_order_upgrade(struct ynode *root, int bare);
/* The same for landing (numbered zones with mechanisms.landing, and an
 * action running assault or, in a text of no actions, the command
 * 'landing' by its name): a declared action with the effect landing
 * (ruleset_landing.c).  0, or -1 out of memory. */
int rs_landing_upgrade(struct ynode *root, int bare);
/* The same for send (numbered zones with mechanisms.flight, and an
 * action running it or, in a text of no actions, the command by its
 * name): a declared action with the effect send-squad (ruleset_send.c).
 * 0, or -1 out of memory. */
int rs_send_upgrade(struct ynode *root, int bare);
/* The same for the correction of a squad (numbered zones with colonies,
 * the mechanism 'station' or, in a text of no actions, the command by its
 * name): a declared action with the effect set-squad (ruleset_squad.c).
 * 0, or -1 out of memory. */
int rs_squad_upgrade(struct ynode *root, int bare);
/* The same for a battle in a zone's orbit (numbered zones with colonies
 * and mechanisms.orbit-combat, the mechanism 'battle' or, in a text of no
 * actions, the command by its name): a declared action with the effect
 * orbit-battle (ruleset_orbit_battle.c).  0, or -1 out of memory. */
int rs_orbit_battle_upgrade(struct ynode *root, int bare);
/* Every orbit-battle of an action's effects, its words plain names, on a
 * tree with mechanisms.orbit-combat, replaced by its declaration
 * (combat-round with sides of parties: ruleset_orbit_round.c): 0, or -1
 * out of memory. */
int rs_orbit_round_upgrade(struct ynode *root);
/* The same for the attack of a piece on another (mechanisms.duel, and an
 * action running attack or the command by its name, or the effect duel):
 * a declared action with the effect combat-round, mechanisms.duel taken
 * out, refused into errs without pieces, beside mechanisms.attack or
 * with a combat that is no contest without dice (ruleset_duel.c).  0, or
 * -1 out of memory. */
int rs_duel_upgrade(struct ynode *root, struct diag_list *errs);
/* The same for an attack on a land of an orbit board (an action running
 * the mechanism 'seize', or 'attack' without mechanisms.duel, or where a
 * phase lists it the command 'attack' by its name): a declared action
 * with a word of kind sources, each-source and combat-round; the effect
 * seize of such an action declared so (ruleset_seize.c).  0, or -1 out of
 * memory. */
int rs_seize_upgrade(struct ynode *root);
/* A phase on a map whose 'steps' list KEY_REVEAL_PICKS (a text
 * written before): the step's line first in the phase's 'begin'
 * (ruleset_map_steps.c).  0, or -1 out of memory. */
int rs_map_steps_upgrade(struct ynode *root);
/* A text written before whose phases list the steps of the sites
 * (reveal-sites, draw-hands, resolve-sites) with mechanisms.claims: each
 * the phase's begin, effects and end-require that say and check the same
 * (ruleset_site_steps.c).  0, or -1 out of memory. */
int rs_site_steps_upgrade(struct ynode *root);
/* The same for the phase steps 'action-points' and 'unit-income' of a
 * player's turn: the phase's effects, with the value holds() and the
 * effects set and unit-income (ruleset_income.c).  0, or -1 out of
 * memory. */
int rs_income_upgrade(struct ynode *root);
/* The phase steps raw-materials, neutrals-replenish, orders-open, the
 * squads' advance, order-rank and battles-due of a text of before: the
 * effects produce, replenish-neutrals, open-orders, advance-squads,
 * rank-choosers and list-battles first in the phase's begin, order-rank's
 * check first in its end-require, battles-due's (battles-fought) first in
 * its leave (ruleset_zone_steps.c).  0, or -1 out of memory. */
int rs_zone_steps_upgrade(struct ynode *root);
/* The check of root's 'reach' victories as a phase's begin declares it
 * (declare-winner, each-player-in-turn), every node at the position of
 * at; NULL when root declares none an expression can name, or out of
 * memory.  Every effect 'reach-win: true' of a text of before replaced by
 * it (ruleset_winner.c): 0, or -1 out of memory. */
struct ynode *rs_win_check(const struct ynode *root, const struct ynode *at);
int rs_winner_upgrade(struct ynode *root);
/* The win by zones held (mechanisms.game-end hold-to-win) declared after
 * every 'hold-win: true' of a text of before, which it was part of
 * (ruleset_hold_win.c): 0, or -1 out of memory. */
int rs_hold_win_upgrade(struct ynode *root);
/* Every effect 'action-points: true' of a text of before with
 * mechanisms.action-points read as the declaration of the turn's action
 * points (ruleset_ap_decl.c): 0, or -1 out of memory. */
int rs_ap_decl_upgrade(struct ynode *root);
/* The players left with no zone and no squad put out in a text of
 * before's round-end: the declaration (each-player, squad_pieces,
 * put-out) put before its hold-win, which did it (ruleset_hold_out.c).
 * 0, or -1 out of memory. */
int rs_hold_out_upgrade(struct ynode *root);
/* The effect fire-step of an action's effects, in a text with the
 * dice-pool combat on a map of territories, declared: the refusals as
 * requirements last, throw-pools and settle-hits in its place
 * (ruleset_fire_step.c).  0, or -1 out of memory. */
int rs_fire_step_upgrade(struct ynode *root);
/* Every effect 'settle-hits: true' of a text of before replaced by the
 * declaration of its rule, wait and order (ruleset_settle_hits.c): 0, or
 * -1 out of memory. */
int rs_settle_hits_upgrade(struct ynode *root);
/* mechanisms.dice-pool's 'coin' and 'per-unit' of a text written before,
 * and the captives a faction's ability took, declared as the pool
 * combat's destroyed effects (ruleset_destroyed.c), those that cannot be
 * refused into errs: 0, or -1 out of memory. */
int rs_destroyed_upgrade(struct ynode *root, struct diag_list *errs);
/* mechanisms.dice-pool's 'vp' and 'hold' of a text written before (the
 * attacker left alone on the territory scored hold of vp, each end of a
 * combat with a line of the program's) declared as the pool combat's
 * over effects (ruleset_over.c), those that cannot be refused into errs:
 * 0, or -1 out of memory. */
int rs_over_upgrade(struct ynode *root, struct diag_list *errs);
/* The keys of mechanisms.dice-pool a text written before gave (key, with
 * count, "1" when absent) for the pool combat's list of effects list
 * (ruleset_destroyed.c): 1 when they are to be declared in o->into, 0
 * when there is nothing to write (none given; a combat of another mode,
 * both keys then taken out; what cannot be written so, left for the
 * schema to refuse). */
struct rs_pool_old {
	struct ynode *dp, *at, *into;
	const char *value, *n;
};
int rs_pool_old_keys(struct ynode *root, const char *key, const char *count,
    const char *list, struct rs_pool_old *o);
/* The declaration written into b parsed as list of o->into, the two keys
 * taken out: 0, or -1 out of memory (b released). */
int rs_pool_old_write(struct rs_pool_old *o, struct strbuf *b,
    const char *key, const char *count, const char *list);
/* The keys of before (key, count) still under mechanisms.dice-pool once
 * the upgrade is done (the pool combat declares its list already, or they
 * could not be written so: a key given in an overlay over a ruleset of
 * now) refused into errs, each naming the list of effects that replaced
 * it and an effect doing the same (scores: the attacker's score of over,
 * else the owner's pay of destroyed), and taken out. */
void rs_pool_old_refuse(struct ynode *root, const char *key,
    const char *count, const char *list, int scores,
    struct diag_list *errs);
/* A text whose effects say 'spawn-pieces: true' (the spawn of
 * mechanisms.spawn in the program) has each replaced by the spawn's
 * declaration: add-spawned, a calm roll, start-placing and the first
 * placer's line (ruleset_spawn_pieces.c).  0, or -1 out of memory. */
int rs_spawn_pieces_upgrade(struct ynode *root);
/* The end-of-game dice of mechanisms.game-end declared (a roll with a
 * target, declare-winner) in place of every 'end-roll: true' of a text of
 * before whose game-end gives a count of a die to throw
 * (ruleset_end_roll.c): 0, or -1 out of memory. */
int rs_end_roll_upgrade(struct ynode *root);
/* The revolts of a round's end declared (each-region, folk, militia,
 * say, make-neutral) in place of every 'revolts: true' of a text of
 * before on a board of numbered zones (ruleset_revolts.c): 0, or -1 out
 * of memory. */
int rs_revolts_upgrade(struct ynode *root);
/* The marks of a round's end cleared as declared (clear-marks: [rest,
 * fought]) in place of every 'squads-rest: true' of a text of before on a
 * board of numbered zones, and the squads' flight (each-squad-in-flight,
 * fly-on) in place of every 'advance-squads: true' (ruleset_flight.c): 0,
 * or -1 out of memory. */
int rs_flight_upgrade(struct ynode *root);
/* Every effect 'unit-income: true' of a text of before with
 * mechanisms.unit-income and a counted deck read as the declaration of
 * what the actor's units bring (sum_pieces, @piecevalues, a gain and a
 * draw; ruleset_unit_income.c): 0, or -1 out of memory. */
int rs_unit_income_upgrade(struct ynode *root);
/* Every effect 'count-held: true' of a text of before with places of
 * the board read as the declaration of the turns they are held
 * (each-region, set-turns-held, declare-winner), and the end of a turn
 * (turns.turn-end: let-go, the places counted then) declared when the
 * round is played in turns and the text has none (ruleset_held.c): 0, or
 * -1 out of memory. */
int rs_held_upgrade(struct ynode *root);
/* The output of the producers on a board of numbered zones declared
 * (each-region, producer_due, refuse; each-player, producers, output,
 * gain, @changed) in place of every 'produce: true' of a text of before
 * (ruleset_produce.c): 0, or -1 out of memory. */
int rs_produce_upgrade(struct ynode *root);
/* The neutrals replenished (each-region, replenish_due, replenish)
 * in place of every 'replenish-neutrals: true' of a text of before on a
 * board of numbered zones with producers (ruleset_produce.c): 0, or -1
 * out of memory. */
int rs_replenish_upgrade(struct ynode *root);
/* The turn order ranked by declarations (rank-players, @ranking, @ties)
 * in place of every 'rank-turns: true' of a text of before, its criteria
 * from turns.rank (ruleset_rank.c): 0, or -1 out of memory. */
int rs_rank_turns_upgrade(struct ynode *root);
/* Every 'KEY: true' of a list under n replaced by every item of the list
 * text (YAML) (ruleset_produce.c): 0, or -1 out of memory. */
int rs_yreplace_flags(struct ynode *n, const char *key, const char *text);
/* The battles due in the orbits of numbered zones declared (each-region,
 * parties, fought, guard_unknown, strikers, @parties, refuse with
 * unknown) in place of every 'list-battles: true' and 'battles-fought:
 * true' of a text of before on a board of numbered zones with colonies
 * and mechanisms.orbit-combat (ruleset_battles_due.c): 0, or -1 out of
 * memory. */
int rs_battles_due_upgrade(struct ynode *root);
/* Every effect 'rank-choosers: true' of a text written before is the
 * effect rank-players into choosers, its criteria from
 * mechanisms.chosen-order (ruleset_choosers.c): 0, or -1 out of memory. */
int rs_rank_choosers_upgrade(struct ynode *root);
/* Every effect final-standings of a text written before is declared: the
 * game's end said, the final scores (list-players), the standings
 * (rank-players into standings) and the winners said
 * (ruleset_standings.c): 0, or -1 out of memory. */
int rs_standings_upgrade(struct ynode *root);
/* Every 'draw-hand: true', 'discard-played: true' and 'clear-sites:
 * true' of a text written before declared (a draw unseen, move-cards,
 * remove-sites) where the text has the deck drawn into hands (and for
 * the last two mechanisms.claims) (ruleset_cards.c): 0, or -1 out of
 * memory. */
int rs_cards_upgrade(struct ynode *root);
/* Every action of a text written before that queued a sealed production
 * order with seal-order declared as a deferred command (deferred,
 * deferred-require, deferred-json, reinforce) and every 'open-orders:
 * true' as carry-out-deferred, mechanisms.production.stock-check read and
 * dropped (ruleset_orders_deferred.c): 0, or -1 out of memory. */
int rs_orders_deferred_upgrade(struct ynode *root);
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

/* Was the value at this dotted path written `unknown`? */
int rs_is_unknown(const struct ruleset *rs, const char *path);

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
/* The first victory of kind reach (index into rs->victory), or -1. */
int rs_reach_victory(const struct ruleset *rs);
/* The phase (index into rs->phases) that allows c, or -1. */
int rs_phase_of_cmd(const struct ruleset *rs, enum game_cmd c);
/* The id of the action that runs the program's command verb
 * (actions.*.run), or of the first whose effects do what verb did
 * (eng_effect_runs), or NULL: the game's word for a command a hint
 * names. */
const char *rs_verb_action(const struct ruleset *rs, const char *verb);
/* How the game gets from phase FROM to phase TO ("'next' moves on to it"),
 * in buf; NULL when the round's order does not say. */
const char *rs_phase_way(const struct ruleset *rs, int from, int to,
    char *buf, size_t n);
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
#define RS_PLACE(rs, i) VEC_AT((rs)->board.places, struct place_def, i)
#define RS_CARD(rs, i) VEC_AT((rs)->cards, struct card_def, i)

#endif
