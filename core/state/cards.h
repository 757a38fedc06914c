/* cards.h: the state of the card mechanisms (player decks and claims on
 * revealed sites), and the pure functions they use.
 *
 * Decks: every player's cards are counted by kind (index into rs->cards) in
 * piles of the ruleset's deck of hands (rs_hand_deck; its counts are in
 * struct state's decks): the draw pile, the discard pile, the garrisons and
 * the known part of the hand.  A hand drawn from the draw pile is not known
 * until the player commits it; cards_unseen counts its cards still to be
 * named.  All
 * played cards are public, so the draw pile is always known as a multiset
 * (never its order).  Supply decks are the decks of cards for the table
 * (cards_is_supply), in a draw pile counted the same way.
 *
 * Sites: the site cards revealed this round, each with its locations and
 * sub-locations (copied from the catalogue or entered inline), the players'
 * cards committed to it, the landing order once resolved and what each
 * player took.  Site cards kept by players are listed for the end.  The
 * site deck is a dealt deck of the ruleset's (rs_site_deck; its slots,
 * cards_sites, are in struct state's decks): the cards left, the final
 * one, the left-over pool and, with a catalogue, which cards were revealed
 * or are known to lie in the pool.  A supply deck that lies face up
 * ('face-up') has its top card known once the GM enters it (deck_top),
 * until a card is taken from it.
 *
 * The state is one allocation per array; cards_copy() copies it whole.
 */
#ifndef ARBITER_CARDS_H
#define ARBITER_CARDS_H

#include <stdint.h>

#include "core/base/json.h"
#include "core/rules/ruleset.h"

#define CARDS_MAX_SITES 8	/* sites revealed in one round */
#define CARDS_MAX_LOC 6		/* locations of a site */
#define CARDS_MAX_SUB 8		/* sub-locations of a location */
#define CARDS_MAX_KEPT 64	/* site cards kept over a game */
#define CARDS_MAX_PLAYERS 16	/* = MAX_PLAYERS of state.h */
#define SITE_ID_MAX 40
#define SITE_NAME_MAX 48

enum cards_pile { PILE_DRAW, PILE_DISCARD, PILE_GARRISON, PILE_HAND,
	PILE__N };

struct site_sub {
	int kind;		/* index into rs->sites.sub_kinds */
	long cost;
};

struct site {
	char id[SITE_ID_MAX + 1];
	char name[SITE_NAME_MAX + 1];
	long value;		/* tie-break value */
	int card;		/* index into the catalogue, or -1 (inline) */
	int final;
	int nloc;
	int nsub[CARDS_MAX_LOC];
	struct site_sub sub[CARDS_MAX_LOC][CARDS_MAX_SUB];
	int resolved;		/* the landing order is set */
	int norder;		/* players present, in landing order */
	int order[CARDS_MAX_PLAYERS];
	int landed;		/* of order[], how many have landed */
	int where[CARDS_MAX_PLAYERS];	/* per player: location or -1 */
	uint64_t taken[CARDS_MAX_PLAYERS];	/* bit loc * MAX_SUB + i */
	int keeper;		/* the player who keeps the card, or -1 */
};

struct kept_site {
	int player;
	char name[SITE_NAME_MAX + 1];
	long value;
	long score;		/* points its victory flags gave the player */
	long round;
};

/* Values of a card the ruleset leaves unknown, given inline (`card`). */
struct card_fill {
	long v[CARD_VALUES];	/* SCHEMA_UNKNOWN_INT: not given */
	int rot;		/* -1 not given, 0 cannot turn, 1 can */
	long rv[CARD_VALUES];	/* turned round */
};

struct cards_state {
	int ncards;		/* kinds of card: rs->cards.n */
	int ncat;		/* catalogue cards (0 when unknown) */
	int nplayers;
	int room;		/* players played has room for: the game's
				   (MAX_PLAYERS' made it 110 kB in albedo,
				   cleared at every state read) */
	int sroom;		/* sites played has room for: the most a
				   round reveals for any player count
				   (mechanisms.claims.by-players) */
	long *played;		/* [sroom][room][ncards][2]: 1 turned round */
	struct card_fill *fill;	/* [ncards] */
	int committed[CARDS_MAX_PLAYERS];
	long site_score[CARDS_MAX_PLAYERS];	/* points from victory flags */
	long garrisons[CARDS_MAX_PLAYERS];
	int per_round;		/* by the player count */
	int inline_sites;	/* sites entered inline, not from the catalogue */
	int named_sites;	/* sites of the catalogue named by the
				   GM (counted where the left-over cards
				   lie on the table) */
	int scoring;		/* the last round is over; the final standings
				   wait for a tie-break draw */
	int nrank;		/* the final standings: 0, or every player
				   (whose first are struct state's winners) */
	int rank[CARDS_MAX_PLAYERS];
	int rank_tied[CARDS_MAX_PLAYERS];	/* rank[i] shares with i + 1 */
	int nsites;
	int nkept;
	unsigned long gen;	/* raised (from a count of the process, so
				   never the same for two contents) by every
				   write of played and fill: what a reader
				   counted of them holds while it stays; a
				   copy keeps it */
	/* Last, the two arrays (14 kB of the 15): an element past nsites
	 * or nkept holds nothing, and is written whole when counted in
	 * (engine_reveal.c, engine_sub_take.c, read_site and read_kept of
	 * cards_json.c).  cards_new leaves them unset and cards_copy copies
	 * the counted only: a calloc of them all cost 15,000 instructions
	 * where the heap gave memory used before, which calloc must clear,
	 * and a copy of them all as much. */
	struct site sites[CARDS_MAX_SITES];
	struct kept_site kept[CARDS_MAX_KEPT];
};

/* A new state for rs with room for the cards of room players, or NULL
 * when rs uses no card mechanism (*need 0) or memory ran out (*need 1). */
struct cards_state *cards_new(const struct ruleset *rs, int *need,
    int room);
/* c made with room for room players (the cards of the others, if fewer,
 * gone): 0, or -1 out of memory (c unchanged). */
int cards_room(struct cards_state *c, int room);
void cards_free(struct cards_state *c);
struct cards_state *cards_copy(const struct cards_state *c);
struct json *cards_to_json(const struct cards_state *c);
/* The text json_write writes of cards_to_json's tree, its big arrays
 * written without the tree (for state_write). */
struct strbuf;
void cards_write(struct strbuf *sb, const struct cards_state *c);
/* 0, or -1 when j does not fit rs and nplayers or is damaged. */
struct state;
int cards_from_json(struct state *st, const struct json *j,
    const struct ruleset *rs);

/* The players who share the first place of the final standings, as a
 * bit set (bit p for player p, like struct state's winners); 0 before the
 * standings are made. */
unsigned cards_top(const struct cards_state *c);

/* Piles. */
/* A player's pile (enum cards_pile) of the deck of hands, NULL where the
 * deck has none (a discard or garrison pile its game does not use), and
 * how many of the hand are drawn unseen. */
long *cards_pile(const struct ruleset *rs, const struct state *st,
    int player, int pile);
long *cards_unseen(const struct ruleset *rs, const struct state *st,
    int player);
/* The cards player put under site (2 counts a kind: 1 turned round), to
 * read; cards_played_w gives them to write and raises c->gen, as
 * cards_fill_w does for card k's values given inline (every writer goes
 * through them). */
const long *cards_played(const struct cards_state *c, int site, int player);
long *cards_played_w(struct cards_state *c, int site, int player);
struct card_fill *cards_fill_w(struct cards_state *c, int k);
long cards_count(const long *v, int n);

/* The site deck's slots (enum deck_dealt of decl.h): the cards left in
 * it, the final one to come, the left-over pool, then what is known of
 * each card of the catalogue (enum deck_known). */
long *cards_sites(const struct ruleset *rs, const struct state *st);

/* Whether the site deck was dealt with a final card under it (decks'
 * final: true): the lines saying what is left name it only then. */
int cards_sites_final(const struct ruleset *rs);

/* Supply decks: is deck d one (a deck of cards for the table, in piles),
 * how many the ruleset has, and the counts by card of deck d's draw
 * pile. */
int cards_is_supply(const struct ruleset *rs, int d);
int cards_nsupply(const struct ruleset *rs);
long *cards_supply(const struct ruleset *rs, const struct state *st, int d);
/* The card the GM saw face up on top of supply deck d and entered, or -1;
 * the card known to be on top: that one, or else the only kind the deck
 * holds; -1 when neither (or the deck is empty). */
int cards_face_up_seen(const struct ruleset *rs, const struct state *st,
    int d);
int cards_face_up(const struct ruleset *rs, const struct state *st, int d);
/* "2 Striker, 1 Infantry" (or "none") into b: n counts by card. */
struct strbuf;
void cards_list(const struct ruleset *rs, const long *counts, int n,
    struct strbuf *b);

/* --- hands and odds --------------------------------------------------------- */

/* Where a player's next hand comes from: the cards certain to be in it
 * (fixed, ncards counts) and n more drawn from pool (ncards counts). */
struct hand_source {
	long *fixed, *pool;
	long n;
};

/* Where player p's next hand comes from: the hand drawn and not yet
 * committed, or else the hand of the next draw as the piles stand now
 * (cards at the sites counted in the discard pile, where they go at the
 * end of the round).  fixed and pool get ncards counts each; *n how many
 * cards are drawn from pool. */
void cards_next_hand(const struct ruleset *rs, const struct state *st,
    int p, long *fixed, long *pool, long *n);

/* Binomial coefficient, exact; -1 when it would overflow. */
long cards_choose(long n, long k);

/* Enumerate every composition of n cards drawn from pool (k kinds):
 * fn(counts, ways, ctx) for each, where ways is the number of draws giving
 * it; the draws number cards_choose(total, n).  Returns 0, or -1 when a
 * count overflows. */
int cards_compositions(const long *pool, int k, long n,
    void (*fn)(const long *counts, long ways, void *ctx), void *ctx);

/* Ways to draw n cards from pool (total cards) with exactly x of a kind
 * holding m: C(m, x) * C(total - m, n - x). */
long cards_ways_exactly(long total, long m, long n, long x);

#endif
