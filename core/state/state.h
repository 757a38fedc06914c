/* state.h: the state of one game, the fold of its log.
 *
 * A state belongs to one ruleset: player resources are indexed like
 * rs->resources, the board's regions like rs->map (an orbit board's: like
 * rs->lands; a map of territories lays its own, state_map), bodies like
 * rs->board.bodies.
 * state_to_json()/state_from_json() make the snapshots the database keeps as
 * checkpoints; the format carries STATE_VERSION and a snapshot of another
 * version is ignored (the log is replayed instead).  A snapshot of
 * STATE_VERSION_READ on is read: version 8 differs from 9 in its decks
 * alone (every slot written, where 9 writes those not zero when fewer),
 * which still read (state_decks.c).
 */
#ifndef ARBITER_STATE_H
#define ARBITER_STATE_H

#include "core/state/cards.h"
#include "core/base/json.h"
#include "core/state/pieces.h"
#include "core/base/rng.h"
#include "core/rules/ruleset.h"

struct terr_state;
struct kept_cards;		/* kept.h */
struct upgrades;		/* upgrades.h */

#define STATE_VERSION 9
#define STATE_VERSION_READ 8	/* the oldest read as of this version */
#define MAX_PLAYERS 16
#define NAME_MAX_LEN 32
#define PHASE_SETUP (-1)	/* before the first round: placing the board */

struct player {
	char name[NAME_MAX_LEN + 1];
	int role;		/* index into rs->roles, or -1 */
	int faction;		/* index into rs->factions, or -1 */
	int out;		/* no longer takes turns */
	unsigned char done;	/* done this phase (mark-done; on a map
				   of territories the arrival placed):
				   done.h */
	int person;		/* the seat of the person who plays this one:
				   itself, or the first seat of a person who
				   plays several (setup.by-players seats) */
	int place;		/* the place chosen in the order ranked
				   (mechanisms.chosen-order), from 1; 0:
				   not yet */
	long *res;		/* rs->resources.n values */
};

struct body_state {
	long position;		/* field on its orbit, from 1; 0 not placed */
};

struct link {
	int a, b;		/* body indexes: built from a's port to b */
	long fields;
	int by;			/* player who built it */
};

struct zones;			/* zones.h */
struct board_state;		/* core/board/board.h */

/* How often a player took a declared action: this turn (a turn being a
 * round, step and turn position), this round, this game. */
struct action_use {
	long round;
	int step, turn;
	long in_turn, in_round, in_game;
};

/* A command queued by an action's deferred, waiting to be carried out
 * (engine_deferred.c): the action, its actor (or -1) and its words. */
struct deferred_cmd {
	int action;
	int who;
	long args[ENG_MAX_ARGS];
};

struct state {
	long round;		/* from 1 */
	int phase;		/* index into rs->phases, or PHASE_SETUP */
	int step;		/* index into rs->round */
	int turn;		/* position in turns[] (a turns step) */
	int tphase;		/* position in the step's phases */
	int nturns;
	int turns[MAX_PLAYERS];	/* this round's players in order */
	int winner_role;	/* the role that won, or -1 */
	unsigned winners;	/* players who won (bit p): one alone, or
				   several jointly; 0 when none or a role won */
	int norder;		/* the table's turn order, kept from round to
				   round (0: seat order within each role) */
	int order[MAX_PLAYERS];
	long lap;		/* times round the table in a turns step */
	int nplayers;
	struct player players[MAX_PLAYERS];
	int nlands;		/* of an orbit board: rs->nlands */
	int nbodies;
	struct body_state *bodies;
	int nlinks, caplinks;
	struct link *links;
	/* reset when a phase begins */
	int paid;		/* the phase's bill is settled */
	struct zones *zones;	/* numbered zones and squads, or NULL */
	/* who chooses a place (players[].place), first first: the order
	   rank-players ranked into choosers (state_places.c) */
	int nchoosers, choosers[MAX_PLAYERS];
	long sealed;		/* sealed commands not yet carried out: the
				   last this many sealed commands of the log */
	int ndeferred, capdeferred;
	struct deferred_cmd *deferred;	/* queued, in the order given */
	struct pieces pc;	/* what goes with the units and chiefs
				   (the pieces themselves: board's track) */
	struct cards_state *cards;	/* decks and site claims, or NULL */
	struct terr_state *terr;	/* pieces on a map of territories, or
					   NULL (terr.h) */
	struct kept_cards *kept;	/* the cards players keep (keep-card),
					   NULL while none is (kept.h) */
	struct upgrades *upgrades;	/* the pieces players have turned
					   to their upgraded side, NULL
					   while none is (upgrades.h) */
	struct board_state *board;	/* pieces on the board's regions
					   (rs->map: declared, an orbit
					   board's lands or the zones; or
					   the territories laid in play), or
					   NULL; of the places, their
					   holders; and the pieces tracked
					   one by one (a board of no
					   regions if need be: pieces.h) */
	int nactions;
	int room;		/* players the parts sized by them (uses,
				   board, cards, territories) have room
				   for: the game's, or MAX_PLAYERS in a new
				   state until state_fit */
	struct action_use *uses;	/* [player][action]: room rows */
	int ndeck;
	long *decks;		/* items out of each deck (drawn and not put
				   back): rs_deck_slots per deck, in order */
	struct rng rng;
	long *tally;		/* the tallies' counts (state_tally.h) */
};

/* The decks' counts of a saved state j (state_decks.c), in the form of
 * today or of before; 0, or -1 when they do not fit rs.  Their value
 * under "decks" now, as a tree and as its text: the slots not zero, or
 * every slot when that is fewer numbers. */
struct json;
struct strbuf;
int state_decks_from_json(struct state *st, const struct json *j,
    const struct ruleset *rs);
struct json *state_decks_json(const struct state *st);
void state_decks_write(struct strbuf *b, const struct state *st);
long *state_uses_longs(const struct state *st, const struct ruleset *rs);

/* Piled decks (decl.h; state_decks.c).  The owner of player p's deck d
 * (0 for a deck of the table); the counts by item of owner o's pile, and
 * how many items of its hand are drawn unseen (in the draw pile's counts
 * until they are named); how many a vector of n counts holds. */
int deck_owner(const struct ruleset *rs, int d, int p);
long *deck_pile_at(const struct ruleset *rs, const struct state *st, int d,
    int o, int pile);
long *deck_unseen(const struct ruleset *rs, const struct state *st, int d,
    int o);
long deck_count(const long *v, int n);
/* A dealt deck's slots (decl.h, enum deck_dealt): the cards left, the final
 * one to come, the left-over pool, then what is known of each item. */
long *deck_dealt(const struct ruleset *rs, const struct state *st, int d);
/* The item known on top of owner o's draw pile of a deck with 'face-up'
 * (or -1); deck d's counts all none, its tops -1. */
long *deck_top(const struct ruleset *rs, const struct state *st, int d,
    int o);
void deck_empty(const struct ruleset *rs, struct state *st, int d);
/* The items left in deck d (a piled deck's: in every owner's draw pile,
 * less its unseen hands), or -1 when its size is unknown
 * (state_decks.c). */
long deck_left(const struct ruleset *rs, const struct state *st, int d);
/* The items of item i left in deck d, a deck of items drawn at random
 * (neither piled nor dealt). */
long deck_item_left(const struct ruleset *rs, const struct state *st, int d,
    int i);

/* Is the game over (a role, one player or players jointly won)? */
int state_over(const struct state *st);

/* The player whose turn it is, or -1 (setup, game over). */
int state_active(const struct state *st);
/* The round that per-round counts go by: the setup is a round of its own,
 * 0; then the round. */
long state_period(const struct state *st);

/* A new empty state for rs with no players: the caller fills it. */
struct state *state_new(const struct ruleset *rs);
/* st's board, cards and territories made for its players, once they are
 * known (a new state's have room for MAX_PLAYERS): 0, or -1 out of
 * memory. */
int state_fit(struct state *st);
void state_free(struct state *st);
struct state *state_copy(const struct state *st, const struct ruleset *rs);
/* How many sealed commands of player p wait to be carried out: his
 * queued commands of sealed actions (what they give stays secret: only
 * how many). */
long state_sealed_of(const struct state *st, const struct ruleset *rs,
    int p);
/* Make st, a state of rs, a copy of src, reusing its memory (a replay
 * alternates two states): 0, or -1 out of memory (st is only to be freed
 * then). */
int state_assign(struct state *st, const struct state *src,
    const struct ruleset *rs);

/* Check a player name: 1-32 printable characters, none of them space,
 * quote, ',', ':', '=' or '#', not starting with '-'. */
int state_check_name(const char *name, struct diag *d);

/* Player by name (case-insensitive) or -1. */
int state_player(const struct state *st, const char *name);

/* The people at the table: seats that are their own person. */
int state_persons(const struct state *st);

/* Counting over the board. */
long state_units_of(const struct state *st, int player);
int state_lands_of(const struct state *st, int player);
/* Does player hold every region of group g (rs->map: an orbit board's
 * body)? */
int state_holds_group(const struct state *st, const struct ruleset *rs,
    int player, int g);
/* Does a link join bodies p and q?  Are lands x and y of an orbit board
 * connected: bordering (rs->map), or both ports of bodies a link joins? */
int state_bodies_linked(const struct state *st, int p, int q);
int state_lands_connected(const struct state *st, const struct ruleset *rs,
    int x, int y);

/* The board's regions, whether the ruleset declares them (board.regions),
 * derives them (an orbit board's lands, numbered zones) or the game lays
 * them in play (a map of territories): how many there are (0: no board),
 * the map of their borders and groups, and region r's id.  (A board of
 * places: board.places declared, a region each.) */
int state_regions(const struct state *st);
const struct board_map *state_map(const struct state *st,
    const struct ruleset *rs);
const char *state_region_id(const struct state *st, const struct ruleset *rs,
    int r);

/* Snapshots. */
struct json *state_to_json(const struct state *st, const struct ruleset *rs);
/* The text of state_to_json's tree (json_write, not pretty) appended to
 * b, written as it goes (state_write.c). */
void state_write(struct strbuf *b, const struct state *st,
    const struct ruleset *rs);
/* Has action k of rs a limit or a round-count, which its uses are
 * counted for (a snapshot gives the others' as 0)? */
int state_action_counted(const struct ruleset *rs, int k);
/* Is a snapshot's text of this version of the format?  (0: an older
 * or a newer one, which is ignored and replayed from the log, so compared
 * with nothing; damaged text counts as current, to be found different.) */
int state_snapshot_current(const char *text);
/* Is a snapshot's text of a version past STATE_VERSION (written by a
 * later arbiter)?  0 for one of this version, an older one or damaged
 * text. */
int state_snapshot_newer(const char *text);

/* NULL (and a message) when the snapshot does not fit rs or is damaged. */
struct state *state_from_json(const struct json *j, const struct ruleset *rs,
    char *err, size_t n);

/* st (a state for from) as a state for to, an amended version of from:
 * entries matched by id, and values from left unknown filled as to would
 * have set them (zones_fill).  NULL when st does not fit to (or out of
 * memory).  The caller frees it. */
struct state *state_rebase(const struct state *st, const struct ruleset *from,
    const struct ruleset *to);
/* Are x and y the same game (for rs), whatever order their squads were
 * made in? */
int state_same(const struct state *x, const struct state *y,
    const struct ruleset *rs);

#endif
