/* ruleset_victory.h: the rankings and victories of a ruleset, its
 * options, the rules' topics and readings, and the lands derived from
 * the bodies.  One of the parts of ruleset.h, which the program
 * includes. */
#ifndef ARBITER_RULESET_VICTORY_H
#define ARBITER_RULESET_VICTORY_H

#include "core/base/schema.h"

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


#endif
