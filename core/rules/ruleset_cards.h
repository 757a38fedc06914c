/* ruleset_cards.h: what the box holds (box.*), the unit cards of the
 * decks (cards) and the sites of the card mechanisms (sites), with where
 * the left-over pool lies.  One of the parts of ruleset.h, which the
 * program includes. */
#ifndef ARBITER_RULESET_CARDS_H
#define ARBITER_RULESET_CARDS_H

#include "core/base/schema.h"

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

#endif
