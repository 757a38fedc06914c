/* ruleset_mech.h: the mechanisms a ruleset names (mechanisms.*): pieces
 * on a map of territories (classes, pieces, tiles, territories, the
 * dice-pool combat, spawning, orders, exploring), goals and picks of
 * before, building, hiring, unit income, action points and card claims,
 * and struct mechanisms_def, which holds them with those of the numbered
 * zones (ruleset_zones.h).  One of the parts of ruleset.h, which the
 * program includes. */
#ifndef ARBITER_RULESET_MECH_H
#define ARBITER_RULESET_MECH_H

#include "core/base/schema.h"
#include "core/rules/ruleset_parts.h"
#include "core/rules/ruleset_zones.h"

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
	struct vec values;	/* dict id -> long (or unknown): its values by
				   name, which a pool combat (its armour) and
				   expressions read (ruleset_piece_values.c) */
	char *attack;		/* dice one unit throws; may be unknown */
	struct vec cost;	/* dict resource -> long; may be unknown */
};

struct piece_def {		/* pieces: id -> */
	char *name;
	char *one;		/* the name of one, when it differs */
	int building;		/* stationary: never moves, is not stacked */
	struct sref cls;	/* -> classes; may be unknown */
	long count;		/* pieces of one colour in the box */
	struct side_def std;	/* values, attack, cost */
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
	struct sref resource;	/* a token per order (what a player who
				   passes gives up is the action 'pass''s:
				   ruleset_pass.c) */
	/* the steps of an order, each taken once and in their order (a
	   text without them is given those of before at load:
	   ruleset_order_steps.c) */
	struct vec steps;	/* list of char *: their names */
	/* texts kept with where they were written (of kind SK_PSTR: the
	   checks point at them); text NULL when absent */
	struct spstr late;	/* the refusal of a step come too late:
				   {player} {region} {step} {what} {steps} */
	struct spstr combat_step;	/* the step start-combat takes */
	struct spstr combat_what;	/* what the refusal calls the combats */
	struct spstr after_combats;	/* the step taken once no combat is
				   due */
	/* compiled (decl_order_steps.c): a step's place from 1, 0 none */
	int combat_at, after_at;
};

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

#endif
