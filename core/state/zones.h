/* zones.h: the state of numbered zones with zone boards and the squads
 * around them (the mechanisms of ruleset_zones.h).
 *
 * One struct zones hangs off struct state when the ruleset declares
 * board.KEY_ZONES (words_keys.h).  The zones are the regions of the
 * state's board (st->board, rs->map: ruleset_zones.c), which keeps who
 * holds each (NEUTRAL: nobody) and counts the pieces on it by kind (enum
 * force: zones_board.h) and each player's home zone (board_home.h); what
 * a zone has besides (folk, militia known or not, producers, shelters)
 * stays here.  A squad is a player's (or a
 * neutral zone's guard) at one
 * zone: in its orbit (space 0) or on a distance space bound for it.
 * (Production orders are queued commands, state.deferred.)
 * zones_to_json()/zones_from_json() make its part of a
 * snapshot, with the homes on the board as it always held them; reading
 * one back checks every value.
 */
#ifndef ARBITER_ZONES_H
#define ARBITER_ZONES_H

#include "core/base/json.h"
#include "core/board/board.h"
#include "core/board/board_home.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

#define NEUTRAL (-1)		/* the owner of neutral zones and guards */
#define UNKNOWN_COUNT (-1)	/* a count the ruleset leaves unknown */
#define MAX_START_SQUADS 8	/* setup.zones.squads entries */

struct squad {
	int owner;		/* player, or NEUTRAL */
	int zone;		/* the zone it is at or bound for */
	int away;		/* 0 in orbit, else the distance space it
				   is on: the spaces left to fly */
	long strikers, carriers;
	/* of them, arrived in orbit this round: they fly no more this
	 * round */
	long rest_strikers, rest_carriers;
	/* goods its carriers carry (mechanisms.cargo): folk,
	 * then each producer kind, then each store resource */
	long cargo[CARGO_MAX];
};

struct zone_state {		/* its owner: the board's (board.h) */
	long folk;	/* UNKNOWN_COUNT when the ruleset lacks it */
	long militia;		/* UNKNOWN_COUNT likewise */
	long shelters;
	unsigned char held;	/* has been a player's */
	unsigned char producer_due;	/* its owner chooses a producer */
	unsigned char replenish;	/* neutral: replenish at production */
	unsigned char fought;	/* a space battle was fought here this round */
	unsigned char guard_unknown;	/* neutral guard: number unknown */
};

struct zones {
	int n;			/* rs->board.zones.n */
	int nkinds;		/* producer kinds */
	int ncargo;		/* kinds of cargo, 0 without mechanisms.cargo */
	struct zone_state *w;
	long *producers;	/* n * nkinds */
	int nsquads, capsquads;
	struct squad *f;
	unsigned char morale[MAX_PLAYERS][3];	/* per enum force: up */
	long due[MAX_PLAYERS][MAX_START_SQUADS];	/* squads to deploy */
	unsigned char counted;	/* the board's counts are these squads'
				   (zones_board.h) */
};

/* NULL when the ruleset has no zones (or out of memory: *oom set). */
struct zones *zones_new(const struct ruleset *rs, int *oom);
void zones_free(struct zones *w);
struct zones *zones_copy(const struct zones *src, int *oom);
/* The zones' part of a snapshot, each zone's owner read from st's board
 * (the zones' regions) as it always was written, with its zone, and the
 * places chosen (places.h) with the players' rows. */
struct json *zones_to_json(const struct zones *w, const struct state *st);
/* The text json_write writes of zones_to_json's tree, written without
 * the tree (for state_write). */
struct strbuf;
void zones_write(struct strbuf *sb, const struct zones *w,
    const struct state *st);
/* Fill w (new from rs), the owners on st's board and the places chosen
 * (places.h) from j: 0, or -1 when j does not fit rs and st's players. */
int zones_from_json(struct zones *w, struct state *st, const struct json *j,
    const struct ruleset *rs);

/* Counting. */
long *zones_producer(struct zones *w, int zone, int kind);
long zones_producers_at(const struct zones *w, int zone);
/* The squad of owner at zone, away spaces from it (0: in its orbit), or
 * NULL. */
struct squad *zones_squad(struct zones *w, int owner, int zone,
    int away);
/* Add to (or create) that squad; NULL when out of memory. */
struct squad *zones_squad_add(struct zones *w, int owner, int zone,
    int away, long strikers, long carriers);
/* Cargo: the total a squad carries; move all of from's into to. */
/* A count as people read it: the number, or "?" when UNKNOWN_COUNT;
 * returns buf. */
const char *zones_count_text(char *buf, size_t n, long v);
long squad_cargo(const struct squad *f);
void squad_cargo_join(struct squad *to, struct squad *from);
/* The id of cargo kind k: the folk and "KIND-producer" by the game's
 * words (rs_word_key: "folk", "KIND-producer" without words), or the store
 * resource's id; written whole into sb (emptied first: ids have any
 * length), whose text is returned. */
const char *cargo_id(const struct ruleset *rs, const struct zones *w, int k,
    struct strbuf *sb);
/* Drop squads left with nothing in them. */
void zones_squads_tidy(struct zones *w);
/* What the state holds as unknown, filled from rs where it now knows it
 * (an amendment): starting populations, neutral militia and guards, as the
 * setup and the replenishing would have set them.  -1 out of memory. */
int zones_fill(struct zones *w, const struct board_state *b,
    const struct ruleset *rs);
/* Does zone concern the players: held by one on b, or a player's squad
 * at it or bound for it?  (Status and pictures leave the others out.) */
int zones_in_play(const struct zones *w, const struct board_state *b,
    int zone);
/* The lowest-numbered zone player holds on b, or -1. */
int zones_lowest(const struct board_state *b, int player);
/* The starting squads player p has still to place (zones_start.c), and
 * the entry of setup.ZONES_KEY squads the next of them is (-1: none). */
long zones_starting_left(const struct zones *w, int p);
int zones_starting_next(const struct zones *w, int p);

#endif
