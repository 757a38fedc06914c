/* state.c: game state, copies and snapshots. */
#include "core/state/state_int.h"

#include "core/base/utf8.h"
#include "core/state/terr.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/board/board.h"
#include "core/state/zones.h"
#include "core/state/state_tally.h"
#include "core/state/zones_board.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

int
state_over(const struct state *st)
{
	return st->winner_role >= 0 || st->winners != 0;
}

int
state_active(const struct state *st)
{
	if (st->phase == PHASE_SETUP || state_over(st) ||
	    st->turn < 0 || st->turn >= st->nturns)
		return -1;
	return st->turns[st->turn];
}

long
state_period(const struct state *st)
{
	return st->phase == PHASE_SETUP ? 0 : st->round;
}

/* A new state of rs, its board made for np players; for a copy of src
 * (src not NULL), without what state_copy takes from src: its board,
 * territories and cards are not made when src has them (a state of
 * albedo's holds some 100 kB of cards played, one of a map of territories
 * its tiles).  The decks are emptied only when empty is set: a copy
 * writes src's counts over them, a snapshot's read its own (state_decks.c
 * writes every slot, or fails). */
struct state *
state_make(const struct ruleset *rs, const struct state *src, int np,
    int empty)
{
	struct state *st = calloc(1, sizeof *st);
	int nres = rs->resources.n > 0 ? rs->resources.n : 0, oom, need;
	long *res;
	int board = src == NULL || src->board == NULL;

	if (st == NULL)
		return NULL;
	st->zones = zones_new(rs, &oom);
	if (oom)
		goto fail;
	st->winner_role = -1;
	st->round = 1;
	st->phase = PHASE_SETUP;
	/* the players' resources in one block (players[0].res's) */
	if ((res = calloc((size_t)MAX_PLAYERS * ((size_t)nres + 1),
	    sizeof *res)) == NULL)
		goto fail;
	for (int i = 0; i < MAX_PLAYERS; i++) {
		st->players[i].role = -1;
		st->players[i].faction = -1;
		st->players[i].person = i;
		st->players[i].res = res + (size_t)i * ((size_t)nres + 1);
	}
	st->room = np;
	st->nlands = rs->nlands;
	st->nbodies = rs->board.bodies.n > 0 ? rs->board.bodies.n : 0;
	st->bodies = calloc((size_t)st->nbodies + 1, sizeof *st->bodies);
	if (st->bodies == NULL || pieces_init(&st->pc, rs) < 0)
		goto fail;
	if (rs->mech.territories.present && (((src == NULL || src->terr ==
	    NULL) && (st->terr = terr_new(rs, np)) == NULL) || (board &&
	    (st->board = terr_board_new(rs, np)) == NULL)))
		goto fail;
	if (board && rs->map.nregions > 0 && (st->board = board_new(
	    rs->map.nregions, np, rs->board.zones.n > 0 ? PIECE__N :
	    rs->pieces.n > 0 ? rs->pieces.n : 1)) == NULL)
		goto fail;
	/* the board holds the pieces tracked one by one: one of no regions
	 * where there is no other; on a board of places its counts are a
	 * tally of them */
	if (board && st->board == NULL && (rs->units.n > 0 ||
	    rs->chiefs.n > 0) && (st->board = board_new(0, np, 1)) == NULL)
		goto fail;
	if (st->board != NULL)
		st->board->tallied = rs->board.places.n > 0;
	st->ndeck = rs_deck_at(rs, rs->decks.n > 0 ? rs->decks.n : 0);
	/* not calloc'd: every slot is written next, emptied below, copied
	 * from src (copy_plain) or read from a snapshot, and calloc cleared
	 * them all once more where the heap gave memory used before (13,000
	 * instructions in albedo) */
	if ((st->decks = malloc(((size_t)st->ndeck + 1) * sizeof *st->decks)) ==
	    NULL)
		goto fail;
	st->decks[st->ndeck] = 0;
	for (int d = 0; empty && d < rs->decks.n; d++)
		deck_empty(rs, st, d);	/* no top seen */
	st->nactions = rs->actions.n > 0 ? rs->actions.n : 0;
	if ((st->uses = calloc((size_t)np * (size_t)st->nactions + 1,
	    sizeof *st->uses)) == NULL)
		goto fail;
	if (src == NULL || src->cards == NULL) {
		st->cards = cards_new(rs, &need, np);
		if (need && st->cards == NULL)
			goto fail;
	}
	if ((st->tally = calloc((size_t)state_tally_slots(rs) + 1,
	    sizeof *st->tally)) == NULL)
		goto fail;
	return st;
fail:
	state_free(st);
	return NULL;
}

struct state *
state_new(const struct ruleset *rs)
{
	return state_make(rs, NULL, MAX_PLAYERS, 1);
}

/* st's uses made with room for np players (the others', if fewer,
 * gone): 0, or -1 out of memory (st unchanged). */
static int
uses_room(struct state *st, int np)
{
	size_t row = (size_t)st->nactions;
	struct action_use *u;

	if (np == st->room)
		return 0;
	if ((u = calloc((size_t)np * row + 1, sizeof *u)) == NULL)
		return -1;
	memcpy(u, st->uses, (size_t)(np < st->room ? np : st->room) * row *
	    sizeof *u);
	free(st->uses);
	st->uses = u;
	st->room = np;
	return 0;
}

int
state_fit(struct state *st)
{
	int np = st->nplayers > 0 ? st->nplayers : 1;

	return uses_room(st, np) < 0 || (st->board != NULL && board_players(st->board, np) < 0) ||
	    (st->cards != NULL && cards_room(st->cards, np) < 0) ||
	    (st->terr != NULL && terr_room(st->terr, np) < 0) ? -1 : 0;
}

void
state_free(struct state *st)
{
	if (st == NULL)
		return;
	free(st->players[0].res);	/* all of theirs (state_make) */
	free(st->bodies);
	free(st->links);
	free(st->deferred);
	terr_free(st->terr);
	kept_free(st->kept);
	upgrades_free(st->upgrades);
	board_free(st->board);
	free(st->uses);
	free(st->decks);
	free(st->tally);
	zones_free(st->zones);
	pieces_release(&st->pc);
	cards_free(st->cards);
	free(st);
}

/* What state_copy and state_assign copy alike: all but the parts that
 * are allocated apart (zones, links, territories, board, pieces,
 * cards); st is a state of rs. */
static void
copy_plain(struct state *st, const struct state *src,
    const struct ruleset *rs)
{
	size_t nres = rs->resources.n > 0 ? (size_t)rs->resources.n : 0;

	st->sealed = src->sealed;
	st->winners = src->winners;
	st->round = src->round;
	st->phase = src->phase;
	st->step = src->step;
	st->turn = src->turn;
	st->tphase = src->tphase;
	st->nturns = src->nturns;
	memcpy(st->turns, src->turns, sizeof st->turns);
	st->winner_role = src->winner_role;
	st->norder = src->norder;
	memcpy(st->order, src->order, sizeof st->order);
	st->lap = src->lap;
	st->nplayers = src->nplayers;
	st->nchoosers = src->nchoosers;
	memcpy(st->choosers, src->choosers, sizeof st->choosers);
	for (int i = 0; i < MAX_PLAYERS; i++) {
		long *res = st->players[i].res;
		st->players[i] = src->players[i];
		st->players[i].res = res;
		memcpy(res, src->players[i].res, nres * sizeof(long));
	}
	memcpy(st->bodies, src->bodies,
	    (size_t)st->nbodies * sizeof *st->bodies);
	st->paid = src->paid;
	st->rng = src->rng;
	memcpy(st->uses, src->uses, (size_t)src->room *
	    (size_t)st->nactions * sizeof *st->uses);
	memcpy(st->decks, src->decks, (size_t)st->ndeck * sizeof *st->decks);
	memcpy(st->tally, src->tally, (size_t)state_tally_slots(rs) *
	    sizeof *st->tally);
}

long
state_sealed_of(const struct state *st, const struct ruleset *rs, int p)
{
	long n = 0;

	for (int i = 0; i < st->ndeferred; i++)
		n += st->deferred[i].who == p && VEC_AT(rs->actions,
		    struct action_def, st->deferred[i].action)->sealed;
	return n;
}

/* The deferred commands of src into st: 0, or -1 out of memory. */
static int
copy_deferred(struct state *st, const struct state *src)
{
	if (src->ndeferred > st->capdeferred) {
		struct deferred_cmd *v = realloc(st->deferred,
		    (size_t)src->ndeferred * sizeof *v);
		if (v == NULL)
			return -1;
		st->deferred = v;
		st->capdeferred = src->ndeferred;
	}
	if (src->ndeferred > 0)
		memcpy(st->deferred, src->deferred,
		    (size_t)src->ndeferred * sizeof *st->deferred);
	st->ndeferred = src->ndeferred;
	return 0;
}

struct state *
state_copy(const struct state *src, const struct ruleset *rs)
{
	struct state *st = state_make(rs, src, src->room, 0);
	int oom;

	if (st == NULL)
		return NULL;
	zones_free(st->zones);
	st->zones = zones_copy(src->zones, &oom);
	if (oom) {
		state_free(st);
		return NULL;
	}
	copy_plain(st, src, rs);
	if (copy_deferred(st, src) < 0) {
		state_free(st);
		return NULL;
	}
	if (src->nlinks > 0) {
		st->links = malloc((size_t)src->nlinks * sizeof *st->links);
		if (st->links == NULL) {
			state_free(st);
			return NULL;
		}
		memcpy(st->links, src->links,
		    (size_t)src->nlinks * sizeof *st->links);
		st->nlinks = st->caplinks = src->nlinks;
	}
	if (src->terr != NULL) {
		terr_free(st->terr);
		if ((st->terr = terr_copy(src->terr)) == NULL) {
			state_free(st);
			return NULL;
		}
	}
	if ((src->kept != NULL && (st->kept = kept_copy(src->kept)) ==
	    NULL) || (src->upgrades != NULL && (st->upgrades =
	    upgrades_copy(src->upgrades)) == NULL)) {
		state_free(st);
		return NULL;
	}
	if (src->board != NULL) {
		board_free(st->board);
		if ((st->board = board_copy(src->board)) == NULL) {
			state_free(st);
			return NULL;
		}
	}
	if (pieces_copy(&st->pc, &src->pc) < 0) {
		state_free(st);
		return NULL;
	}
	if (src->cards != NULL) {
		cards_free(st->cards);
		if ((st->cards = cards_copy(src->cards)) == NULL) {
			state_free(st);
			return NULL;
		}
	}
	return st;
}

int
state_assign(struct state *st, const struct state *src,
    const struct ruleset *rs)
{
	int oom;

	if (uses_room(st, src->room) < 0)
		return -1;
	copy_plain(st, src, rs);
	if (copy_deferred(st, src) < 0)
		return -1;
	if (src->nlinks > st->caplinks) {
		struct link *v = realloc(st->links,
		    (size_t)src->nlinks * sizeof *v);
		if (v == NULL)
			return -1;
		st->links = v;
		st->caplinks = src->nlinks;
	}
	if (src->nlinks > 0)
		memcpy(st->links, src->links,
		    (size_t)src->nlinks * sizeof *st->links);
	st->nlinks = src->nlinks;
	zones_free(st->zones);
	st->zones = zones_copy(src->zones, &oom);
	if (oom)
		return -1;
	/* the board, of the ruleset's sizes in both, copied in place (a
	 * replay assigns at every command); the parts a ruleset may lack:
	 * copied whole when there */
	if (st->board != NULL && src->board != NULL &&
	    st->board->nplayers == src->board->nplayers) {
		if (board_assign(st->board, src->board) < 0)
			return -1;
	} else {
		board_free(st->board);
		st->board = NULL;
		if (src->board != NULL &&
		    (st->board = board_copy(src->board)) == NULL)
			return -1;
	}
	terr_free(st->terr);
	cards_free(st->cards);
	st->terr = NULL;
	st->cards = NULL;
	if (src->kept == NULL) {
		kept_free(st->kept);
		st->kept = NULL;
	} else if (st->kept != NULL)
		memcpy(st->kept, src->kept, sizeof *st->kept);
	else if ((st->kept = kept_copy(src->kept)) == NULL)
		return -1;
	if (upgrades_assign(&st->upgrades, src->upgrades) < 0)
		return -1;
	if ((src->terr != NULL && (st->terr = terr_copy(src->terr)) == NULL) ||
	    (src->cards != NULL && (st->cards = cards_copy(src->cards)) ==
	    NULL))
		return -1;
	return pieces_copy(&st->pc, &src->pc) < 0 ? -1 : 0;
}

int
state_player(const struct state *st, const char *name)
{
	/* the spelling itself first: a game from before names were folded
	 * beyond ASCII may hold two that fold alike */
	for (int i = 0; i < st->nplayers; i++)
		if (strcmp(st->players[i].name, name) == 0)
			return i;
	for (int i = 0; i < st->nplayers; i++)
		if (utf8_name_eq(st->players[i].name, name))
			return i;
	return -1;
}

int
state_persons(const struct state *st)
{
	int n = 0;

	for (int i = 0; i < st->nplayers; i++)
		n += st->players[i].person == i;
	return n;
}

long
state_units_of(const struct state *st, int player)
{
	long n = 0;

	zones_board_fresh(st);
	for (int r = 0; st->board != NULL && r < st->board->nregions; r++)
		n += board_count(st->board, r, player, -1);
	return n;
}

int
state_lands_of(const struct state *st, int player)
{
	/* an orbit board's lands (a board of regions counts them by
	 * expressions) */
	return st->nlands > 0 ? board_owned(st->board, player) : 0;
}

int
state_holds_group(const struct state *st, const struct ruleset *rs,
    int player, int g)
{
	return st->board != NULL && board_holds(st->board, state_map(st, rs),
	    player, g);
}

int
state_regions(const struct state *st)
{
	return st->board != NULL ? board_regions(st->board) : 0;
}

const struct board_map *
state_map(const struct state *st, const struct ruleset *rs)
{
	return st->board != NULL && st->board->name != NULL ?
	    &st->board->map : &rs->map;
}

const char *
state_region_id(const struct state *st, const struct ruleset *rs, int r)
{
	if (r < 0 || r >= state_regions(st))
		return "?";
	if (st->board->name != NULL)
		return board_name(st->board, r);
	if (rs->board.places.n > 0)	/* a board of places */
		return rs->board.places.ids[r];
	if (rs->board.zones.n > 0)
		return rs->board.zones.ids[r];
	return rs->board.regions.n > 0 ? rs->board.regions.ids[r] :
	    rs->lands[r].id;
}

int
state_bodies_linked(const struct state *st, int p, int q)
{
	for (int i = 0; i < st->nlinks; i++)
		if ((st->links[i].a == p && st->links[i].b == q) ||
		    (st->links[i].a == q && st->links[i].b == p))
			return 1;
	return 0;
}

int
state_lands_connected(const struct state *st, const struct ruleset *rs,
    int x, int y)
{
	if (board_map_adjacent(state_map(st, rs), x, y))
		return 1;
	return rs->lands[x].port && rs->lands[y].port &&
	    state_bodies_linked(st, rs->lands[x].body, rs->lands[y].body);
}

int
state_check_name(const char *name, struct diag *d)
{
	size_t n = strlen(name);

	if (n == 0 || n > NAME_MAX_LEN)
		return diag_set(d, ST_USAGE, "player name '%.40s' must have 1 "
		    "to %d characters", name, NAME_MAX_LEN);
	if (name[0] == '-')
		return diag_set(d, ST_USAGE, "player name '%s' cannot start "
		    "with '-'", name);
	if (strcasecmp(name, "none") == 0)
		return diag_set(d, ST_USAGE, "'none' cannot be a player name: "
		    "it means no owner");
	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		if (*p < 0x21 || *p == 0x7f || strchr("\"'\\,:=#", *p))
			return diag_set(d, ST_USAGE, "player name '%s' has a "
			    "character names cannot have (spaces, quotes, "
			    "'\\', ',', ':', '=', '#' and control characters)",
			    name);
	if (!utf8_valid(name))
		return diag_set(d, ST_USAGE, "player name '%s' is not UTF-8 "
		    "text", name);
	return ST_OK;
}
