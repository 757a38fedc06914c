/* ruleset_zones.h: the rules data of numbered zones with zone boards
 * (folk, militia, producers, shelters, squads in orbit), flights along
 * a distance track, sealed production orders, an order chosen by rank,
 * sum-of-dice combat in orbit with morale dice, and the end of the game by
 * zones held or by a falling dice target.  Included by ruleset.h;
 * arbiter-ruleset(5) documents every key.
 */
#ifndef ARBITER_RULESET_ZONES_H
#define ARBITER_RULESET_ZONES_H

#include "core/base/schema.h"

/* The keys of a board of numbered zones: board.ZONES_KEY (each zone's
 * ZONE_FOLK_KEY) and setup.ZONES_KEY (its SQUADS_KEY, each with its
 * STRIKERS_KEY and CARRIERS_KEY).  A text of before wrote them by the
 * keys of words_keys.h (ruleset_zones_old.c). */
#define ZONES_KEY "zones"
#define ZONE_FOLK_KEY "folk"
#define SQUADS_KEY "squads"
#define STRIKERS_KEY "strikers"
#define CARRIERS_KEY "carriers"

/* The keys and values of the mechanisms of numbered zones, each named by
 * the concept of words.h it counts (W_STORE store, W_FOLK folk,
 * W_PRODUCER producer, W_SHELTER shelter, W_STRIKER striker, W_MILITIA
 * militia, W_CARRIER carrier, W_ZONE zone).  A text of before wrote them
 * by the keys of words_keys.h (ruleset_colonies_old.c). */
#define STORE_KEY "store"		/* colonies; a kind of cargo's goods */
#define FOLK_MAX_KEY "folk-max"		/* colonies */
#define PRODUCERS_KEY "producers"	/* colonies; a measure; goods */
#define PRODUCERS_MAX_KEY "producers-max"	/* colonies */
#define SHELTERS_KEY "shelters"		/* a measure */
#define SHELTERS_MAX_KEY "shelters-max"	/* colonies */
#define NEUTRAL_STRIKERS_KEY "neutral-strikers"	/* colonies */
#define NEUTRAL_MILITIA_KEY "neutral-militia"	/* colonies */
#define MILITIA_KEY "militia"		/* what a product makes */
#define CARRIERS_MORALE_KEY "morale-carriers-per"	/* landing */
#define MILITIA_MORALE_KEY "morale-militia-per"	/* landing */

struct zone_def {		/* board.ZONES_KEY: id -> */
	long number;		/* from 1, the position in the list */
	char *name;
	long folk;	/* at the start; SCHEMA_UNKNOWN_INT unknown */
};

struct distance_def {		/* board.distances */
	char *source;		/* where the table comes from */
	struct vec rows;	/* list of char *: row i, digits per zone */
};

/* Where a starting squad goes: the home zone, one of the other zones
 * held (a colony), or any zone held. */
enum squad_at { AT_HOME, AT_COLONY, AT_ANY };

struct start_squad {		/* setup.ZONES_KEY.squads: list of */
	int at;			/* enum squad_at */
	long count;		/* how many zones get one (chosen ones) */
	long strikers, carriers;
};

struct zones_setup {		/* setup.ZONES_KEY */
	struct vec holdings;	/* list (per seat) of list of long numbers */
	struct vec squads;	/* list of struct start_squad */
};

/* What a product adds to the board, and the kinds of piece a zones'
 * board counts (zones_board.h). */
enum force { PIECE_STRIKERS, PIECE_CARRIERS, PIECE_MILITIA, PIECE__N };
/* The kind of piece by the name an expression gives it (STRIKERS_KEY,
 * CARRIERS_KEY, MILITIA_KEY, as a product's 'makes'; or as texts of
 * before wrote it, words_keys.h's KEY_STRIKERS, ...), or -1. */
int rs_force(const char *id);

struct producer_kind {		/* colonies.PRODUCERS_KEY: id -> */
	char *name;
	struct sref makes;	/* -> resources */
};

struct output_band {		/* mechanisms.colonies.output: list of */
	long from;		/* the lowest folk of the band */
	long each;		/* made by each producer */
};

enum neutral_militia { NEUTRAL_MILITIA_FOLK };

struct colonies_def {		/* mechanisms.colonies */
	int present;
	struct vec store;	/* list of sref -> resources */
	long folk_max;
	struct vec producers;	/* dict of struct producer_kind */
	long producers_max;	/* per zone */
	long shelters_max;	/* per zone */
	struct vec output;	/* list of struct output_band, ascending */
	long neutral_strikers;	/* a neutral zone's strikers at the start */
	int neutral_militia;	/* enum neutral_militia, -1 unknown */
};

struct product_def {		/* mechanisms.production.products: id -> */
	char *name;
	char *one;
	int makes;		/* enum force, in a text of before: what the
				   order declared at load adds */
	struct vec cost;	/* dict resource id -> long */
};

struct production_def {		/* mechanisms.production */
	int present;
	struct vec products;	/* dict of struct product_def */
};

/* What a criterion of a chosen order measures, per player. */
enum measure {
	M_FOLK, M_STOCKPILE, M_ZONES, M_STRIKERS, M_CARRIERS,
	M_PRODUCERS, M_SHELTERS, M_HOME, M__N
};
/* Their names: rs_rank_by_names from BY__N (ruleset.h), in this order. */
#define rs_measure_names (rs_rank_by_names + BY__N)

struct criterion_def {		/* mechanisms.chosen-order.chain: list of */
	int by;			/* enum measure */
	int first;		/* enum first_of */
};
enum first_of { FIRST_LOWEST, FIRST_HIGHEST };

struct chosen_order_def {	/* mechanisms.chosen-order */
	int present;
	struct vec chain;	/* list of struct criterion_def: written, or
				 * made from the ranking */
	struct sref ranking;	/* -> rankings: the chain, as every ranking
				 * is written (name NULL: the chain above) */
};

enum retreat_how { RETREAT_FLY, RETREAT_INSTANT };

struct flight_def {		/* mechanisms.flight */
	int present;
	int retreat;		/* enum retreat_how */
};

struct orbit_combat_def {	/* mechanisms.orbit-combat */
	int present;
	struct sref combat;	/* -> combats: the sum combat fought (a
				   ruleset written before: made from die and
				   divisor) */
	char *die;		/* before combat: the die each striker rolls */
	long divisor;		/* before combat: total / divisor = kills */
	long morale_per;	/* one extra die per so many strikers */
};

struct landing_def {		/* mechanisms.landing */
	int present;
	char *combat;		/* the ground combat rule, usually unknown */
	long morale_carriers_per;
	long morale_militia_per;
};

/* What a squad's carriers may carry (mechanisms.cargo.goods). */
enum goods { GOODS_FOLK, GOODS_PRODUCERS, GOODS_STORE, GOODS__N };
#define CARGO_MAX 16		/* kinds of cargo: folk, producer kinds,
				   store resources */

struct cargo_def {		/* mechanisms.cargo */
	int present;
	long per_carrier;	/* units one carrier holds; may be unknown */
	struct vec goods;	/* list of enum goods */
};

struct hold_count {
	long players;
	long zones;
};

struct game_end_def {		/* mechanisms.game-end */
	int present;
	long hold_to_win;	/* zones held at the end of a round */
	struct vec hold_by_players;	/* list of struct hold_count */
	long roll_from_round;
	char *roll;		/* the dice thrown */
	long roll_start;	/* the total needed in the first round */
	long roll_fall;		/* less needed each later round */
	struct sref points;	/* -> resources: most wins when dice end it */
};

#endif
