/* worlds.h: the state of numbered worlds with planet boards and the fleets
 * around them (the mechanisms of ruleset_worlds.h).
 *
 * One struct worlds hangs off struct state when the ruleset declares
 * board.worlds.  A fleet is a player's (or a neutral world's guard) at one
 * world: in its orbit (space 0) or on a distance space bound for it.
 * Production orders wait here, sealed, until the building step carries
 * them out.  worlds_to_json()/worlds_from_json() make its part of a
 * snapshot; reading one back checks every value.
 */
#ifndef ARBITER_WORLDS_H
#define ARBITER_WORLDS_H

#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

#define NEUTRAL (-1)		/* the owner of neutral worlds and guards */
#define UNKNOWN_COUNT (-1)	/* a count the ruleset leaves unknown */
#define MAX_START_FLEETS 8	/* setup.worlds.fleets entries */

struct fleet {
	int owner;		/* player, or NEUTRAL */
	int world;		/* the world it is at or bound for */
	int space;		/* 0 in orbit, else its distance space */
	long fighters, transporters;
	/* of them, arrived in orbit this round: they fly no more this
	 * round */
	long rest_fighters, rest_transporters;
	/* goods its transporters carry (mechanisms.cargo): population,
	 * then each factory kind, then each store resource */
	long cargo[CARGO_MAX];
};

struct world_state {
	int owner;		/* player, or NEUTRAL */
	long population;	/* UNKNOWN_COUNT when the ruleset lacks it */
	long troops;		/* UNKNOWN_COUNT likewise */
	long shelters;
	unsigned char held;	/* has been a player's */
	unsigned char factory_due;	/* its owner chooses a factory */
	unsigned char replenish;	/* neutral: replenish at production */
	unsigned char fought;	/* a space battle was fought here this round */
	unsigned char guard_unknown;	/* neutral guard: number unknown */
};

struct order {			/* a sealed production order */
	int player, world, product;
	long n;
};

struct worlds {
	int n;			/* rs->board.worlds.n */
	int nkinds;		/* factory kinds */
	int ncargo;		/* kinds of cargo, 0 without mechanisms.cargo */
	struct world_state *w;
	long *factories;	/* n * nkinds */
	int nfleets, capfleets;
	struct fleet *f;
	int norders, caporders;
	struct order *o;
	int home[MAX_PLAYERS];		/* world, or -1 */
	unsigned char morale[MAX_PLAYERS][3];	/* per enum force: up */
	int place[MAX_PLAYERS];		/* chosen place from 1; 0: not yet */
	int nrank, rank[MAX_PLAYERS];	/* who chooses, first first */
	long due[MAX_PLAYERS][MAX_START_FLEETS];	/* fleets to deploy */
};

/* NULL when the ruleset has no worlds (or out of memory: *oom set). */
struct worlds *worlds_new(const struct ruleset *rs, int *oom);
void worlds_free(struct worlds *w);
struct worlds *worlds_copy(const struct worlds *src, int *oom);
struct json *worlds_to_json(const struct worlds *w);
/* Fill w (new from rs) from j: 0, or -1 when j does not fit rs and
 * nplayers. */
int worlds_from_json(struct worlds *w, const struct json *j,
    const struct ruleset *rs, int nplayers);

/* Counting. */
long *worlds_factory(struct worlds *w, int world, int kind);
long worlds_factories_at(const struct worlds *w, int world);
int worlds_held(const struct worlds *w, int player);
/* The fleet of owner at world on space, or NULL. */
struct fleet *worlds_fleet(struct worlds *w, int owner, int world,
    int space);
/* Add to (or create) that fleet; NULL when out of memory. */
struct fleet *worlds_fleet_add(struct worlds *w, int owner, int world,
    int space, long fighters, long transporters);
/* Cargo: the total a fleet carries; move all of from's into to. */
long fleet_cargo(const struct fleet *f);
void fleet_cargo_join(struct fleet *to, struct fleet *from);
/* The id of cargo kind k: "population", "KIND-factory", or the store
 * resource's id; written into buf, which is returned. */
const char *cargo_id(const struct ruleset *rs, const struct worlds *w, int k,
    char *buf, size_t n);
/* Drop fleets left with nothing in them. */
void worlds_fleets_tidy(struct worlds *w);
/* What the state holds as unknown, filled from rs where it now knows it
 * (an amendment): starting populations, neutral troops and guards, as the
 * setup and the replenishing would have set them.  -1 out of memory. */
int worlds_fill(struct worlds *w, const struct ruleset *rs);
/* The lowest-numbered world player holds, or -1. */
int worlds_lowest(const struct worlds *w, int player);

#endif
