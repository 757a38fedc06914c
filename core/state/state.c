/* state.c: game state, copies and snapshots. */
#include "core/state/state.h"

#include "core/base/utf8.h"
#include "core/state/terr.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/state/done.h"
#include "core/board/board.h"
#include "core/state/zones.h"
#include "core/state/state_tally.h"
#include "core/state/zones_board.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
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
 * territories and cards are not made when src has them, nor are the decks
 * emptied, src's counts copied over them (a state of albedo's holds some
 * 100 kB of cards played, one of a map of territories its tiles). */
static struct state *
state_make(const struct ruleset *rs, const struct state *src, int np)
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
	/* not calloc'd: every slot is written next, emptied below or copied
	 * from src (copy_plain), and calloc cleared them all once more where
	 * the heap gave memory used before (13,000 instructions in albedo) */
	if ((st->decks = malloc(((size_t)st->ndeck + 1) * sizeof *st->decks)) ==
	    NULL)
		goto fail;
	st->decks[st->ndeck] = 0;
	for (int d = 0; src == NULL && d < rs->decks.n; d++)
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
	return state_make(rs, NULL, MAX_PLAYERS);
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

/* The queued commands of a snapshot (none when absent): 0, or -1 when
 * they do not fit rs and the game read (its players, its regions) or
 * out of memory. */
static int
deferred_from_json(struct state *st, const struct json *a,
    const struct ruleset *rs)
{
	if (a == NULL)
		return 0;
	if (a->type != J_ARR || a->n > 1000000 || (a->n > 0 &&
	    (st->deferred = calloc((size_t)a->n, sizeof *st->deferred)) ==
	    NULL))
		return -1;
	st->capdeferred = a->n;
	for (int i = 0; i < a->n; i++) {
		const struct json *c = a->v[i];
		struct deferred_cmd *q = &st->deferred[i];
		if (c->type != J_ARR || c->n != 2 + ENG_MAX_ARGS)
			return -1;
		for (int k = 0; k < c->n; k++)
			if (c->v[k]->type != J_INT)
				return -1;
		q->action = (int)c->v[0]->i;
		q->who = (int)c->v[1]->i;
		if (c->v[0]->i < 0 || c->v[0]->i >= rs->actions.n ||
		    !eng_has_deferred(rs, VEC_AT(rs->actions,
		    struct action_def, q->action)) || c->v[1]->i < -1 ||
		    c->v[1]->i >= st->nplayers)
			return -1;
		for (int k = 0; k < ENG_MAX_ARGS; k++) {
			const struct action_def *x = VEC_AT(rs->actions,
			    struct action_def, q->action);
			int kind = k < x->args.n ? VEC_AT(x->args,
			    struct arg_def, k)->kind : -1;
			q->args[k] = c->v[2 + k]->i;
			/* a player or a region the game has, or none; a
			 * product it has */
			if ((kind == ARG_PLAYER && (q->args[k] < -1 ||
			    q->args[k] >= st->nplayers)) || (kind ==
			    ARG_REGION && (q->args[k] < -1 || q->args[k] >=
			    state_regions(st))) || (kind == ARG_PRODUCT &&
			    (q->args[k] < 0 || q->args[k] >=
			    rs->mech.production.products.n)))
				return -1;
		}
		st->ndeferred = i + 1;
	}
	return 0;
}

struct state *
state_copy(const struct state *src, const struct ruleset *rs)
{
	struct state *st = state_make(rs, src, src->room);
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

/* --- snapshots ------------------------------------------------------------ */

static struct json *
int_arr(const long *v, int n)
{
	struct json *a = json_arr();

	for (int i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
	return a;
}

int
state_action_counted(const struct ruleset *rs, int k)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);

	return x->per_turn > 0 || x->per_round > 0 || x->per_game > 0 ||
	    x->round_count != NULL;
}

/* The snapshot as a tree.  Its text is written without the tree by
 * state_write (state_write.c): a key or value added here is added there,
 * in its place (tests/check_state_write.c compares the two). */
struct json *
state_to_json(const struct state *st, const struct ruleset *rs)
{
	struct json *j = json_obj(), *a;
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;
	char rng[80];

	json_set(j, "v", json_int(STATE_VERSION));
	json_set(j, "round", json_int(st->round));
	json_set(j, "phase", json_int(st->phase));
	json_set(j, "step", json_int(st->step));
	json_set(j, "turn", json_int(st->turn));
	json_set(j, "tphase", json_int(st->tphase));
	a = json_arr();
	for (int i = 0; i < st->nturns; i++)
		json_push(a, json_int(st->turns[i]));
	json_set(j, "turns", a);
	json_set(j, "winner_role", json_int(st->winner_role));
	a = json_arr();
	for (int i = 0; i < st->norder; i++)
		json_push(a, json_int(st->order[i]));
	json_set(j, "order", a);
	json_set(j, "lap", json_int(st->lap));
	json_set(j, "winners", json_int((long)st->winners));
	json_set(j, "sealed", json_int(st->sealed));
	if (st->ndeferred > 0) {
		/* each queued command: its action, actor and words */
		a = json_arr();
		for (int i = 0; i < st->ndeferred; i++) {
			const struct deferred_cmd *q = &st->deferred[i];
			struct json *c = json_arr();
			json_push(c, json_int(q->action));
			json_push(c, json_int(q->who));
			for (int k = 0; k < ENG_MAX_ARGS; k++)
				json_push(c, json_int(q->args[k]));
			json_push(a, c);
		}
		json_set(j, "deferred", a);
	}
	if (st->zones != NULL)
		json_set(j, KEY_ZONES, zones_to_json(st->zones, st->board));
	a = json_arr();
	for (int i = 0; i < st->nplayers; i++) {
		struct json *p = json_obj();
		json_set(p, "name", json_str(st->players[i].name));
		json_set(p, "role", json_int(st->players[i].role));
		json_set(p, "faction", json_int(st->players[i].faction));
		json_set(p, "out", json_int(st->players[i].out));
		json_set(p, "person", json_int(st->players[i].person));
		json_set(p, "res", int_arr(st->players[i].res, nres));
		json_push(a, p);
	}
	json_set(j, "players", a);
	a = json_arr();
	for (int i = 0; i < rs->nlands; i++) {
		json_push(a, json_int(st->board->owner[i]));
		json_push(a, json_int(board_held(st->board, i)));
	}
	json_set(j, "lands", a);
	a = json_arr();
	for (int i = 0; i < st->nbodies; i++)
		json_push(a, json_int(st->bodies[i].position));
	json_set(j, JSON_BODIES, a);
	a = json_arr();
	for (int i = 0; i < st->nlinks; i++) {
		json_push(a, json_int(st->links[i].a));
		json_push(a, json_int(st->links[i].b));
		json_push(a, json_int(st->links[i].fields));
		json_push(a, json_int(st->links[i].by));
	}
	json_set(j, JSON_LINKS, a);
	json_set(j, "paid", json_int(st->paid));
	if (rs->tallies.n > 0)
		json_set(j, "tallies", state_tally_json(st, rs));
	json_set(j, "pc", pieces_to_json(&st->pc, st->board));
	snprintf(rng, sizeof rng, "%016llx%016llx%016llx%016llx",
	    (unsigned long long)st->rng.s[0], (unsigned long long)st->rng.s[1],
	    (unsigned long long)st->rng.s[2], (unsigned long long)st->rng.s[3]);
	json_set(j, "rng", json_str(rng));
	if (st->terr != NULL)
		json_set(j, "terr", terr_to_json(st->terr, st->board,
		    st->kept, st->upgrades, st));
	else {	/* on a map of territories: its "disc", "upgraded" and
		   "done" */
		if (st->kept != NULL)
			json_set(j, "kept", kept_to_json(st->kept,
			    st->nplayers));
		if (st->upgrades != NULL)
			json_set(j, "upgraded", upgrades_to_json(st->upgrades,
			    st->nplayers, st->upgrades->npieces));
		if (done_any(st))
			json_set(j, "done", done_to_json(st));
	}
	if (rs->board.regions.n > 0)	/* an orbit board's: "lands" above */
		json_set(j, "board", board_to_json(st->board, MAX_PLAYERS));
	if (st->ndeck > 0) {
		a = json_arr();
		for (int i = 0; i < st->ndeck; i++)
			json_push(a, json_int(st->decks[i]));
		json_set(j, "decks", a);
	}
	if (st->nactions > 0) {
		a = json_arr();
		for (int i = 0; i < st->nplayers * st->nactions; i++) {
			static const struct action_use none;
			/* an action without limits counts nothing (a state
			 * saved when it did reads as the replay writes it) */
			const struct action_use *u = state_action_counted(rs,
			    i % st->nactions) ? &st->uses[i] : &none;
			json_push(a, json_int(u->round));
			json_push(a, json_int(u->step));
			json_push(a, json_int(u->turn));
			json_push(a, json_int(u->in_turn));
			json_push(a, json_int(u->in_round));
			json_push(a, json_int(u->in_game));
		}
		json_set(j, "uses", a);
	}
	if (st->cards != NULL)
		json_set(j, "cards", cards_to_json(st->cards));
	return j;
}

static int
get_int(const struct json *j, const char *key, long lo, long hi, long *out)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_INT || v->i < lo || v->i > hi)
		return -1;
	*out = v->i;
	return 0;
}

static const struct json *
get_arr(const struct json *j, const char *key, int n)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_ARR || (n >= 0 && v->n != n))
		return NULL;
	for (int i = 0; i < v->n; i++)
		if (v->v[i]->type != J_INT)
			return NULL;
	return v;
}

/* The summonings a player began in a round were the pieces' own before a
 * declared action counted them (round-count): a snapshot of then gives
 * them as "summons" and "summons_round" of "pc", what status --json gave
 * as "summons"; they become the takings of the action counted under that
 * key, which a snapshot of then gives as none (it counted no uses of an
 * action without limits).  0, or -1 for damaged counts. */
static int
old_round_counts(struct state *st, const struct ruleset *rs,
    const struct json *pc)
{
	const struct json *n = json_get(pc, "summons");
	const struct json *r = json_get(pc, "summons_round");
	int k;

	if (n == NULL && r == NULL)
		return 0;	/* a snapshot of now */
	if (n == NULL || r == NULL || n->type != J_ARR || r->type != J_ARR ||
	    n->n != r->n)
		return -1;
	for (k = 0; k < rs->actions.n && k < st->nactions; k++) {
		const char *key = VEC_AT(rs->actions, struct action_def,
		    k)->round_count;
		if (key != NULL && strcmp(key, "summons") == 0)
			break;
	}
	for (int p = 0; p < n->n; p++) {
		struct action_use *u;
		if (n->v[p]->type != J_INT || r->v[p]->type != J_INT ||
		    n->v[p]->i < 0 || r->v[p]->i < 0)
			return -1;
		if (p >= st->nplayers || k >= rs->actions.n ||
		    k >= st->nactions)
			continue;
		u = &st->uses[(size_t)p * (size_t)st->nactions + (size_t)k];
		if (u->round == 0 && u->in_round == 0) {
			u->round = r->v[p]->i;
			u->in_round = n->v[p]->i;
		}
	}
	return 0;
}

struct state *
state_from_json(const struct json *j, const struct ruleset *rs, char *err,
    size_t n)
{
	const struct json *pl = json_get(j, "players"), *a, *r;
	/* the board made for the snapshot's players (checked below) */
	int np = pl != NULL && pl->type == J_ARR && pl->n > 0 &&
	    pl->n <= MAX_PLAYERS ? pl->n : MAX_PLAYERS;
	struct state *st = state_make(rs, NULL, np);
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;
	long v;

	if (st == NULL) {
		snprintf(err, n, "out of memory");
		return NULL;
	}
	if (get_int(j, "v", STATE_VERSION, STATE_VERSION, &v) < 0) {
		snprintf(err, n, "snapshot of another version");
		goto fail;
	}
	if (get_int(j, "round", 1, 1L << 40, &st->round) < 0 ||
	    get_int(j, "phase", PHASE_SETUP, rs->phases.n - 1, &v) < 0)
		goto bad;
	st->phase = (int)v;
	if (get_int(j, "turn", 0, MAX_PLAYERS, &v) < 0)
		goto bad;
	st->turn = (int)v;
	if (get_int(j, "step", 0, rs->round.n > 0 ? rs->round.n - 1 : 0, &v)
	    < 0)
		goto bad;
	st->step = (int)v;
	if (get_int(j, "tphase", 0, rs->phases.n, &v) < 0)
		goto bad;
	st->tphase = (int)v;
	if (get_int(j, "winner_role", -1, rs->roles.n - 1, &v) < 0)
		goto bad;
	st->winner_role = (int)v;
	if (get_int(j, "winners", 0, 0xffff, &v) < 0)
		goto bad;
	st->winners = (unsigned)v;
	if (get_int(j, "sealed", 0, LONG_MAX, &st->sealed) < 0)
		goto bad;
	if (pl == NULL || pl->type != J_ARR || pl->n > MAX_PLAYERS)
		goto bad;
	st->nplayers = pl->n;
	for (int i = 0; i < pl->n; i++) {
		const struct json *p = pl->v[i], *name = json_get(p, "name");
		struct diag nd;
		if (name == NULL || name->type != J_STR ||
		    strlen(name->s) > NAME_MAX_LEN ||
		    state_check_name(name->s, &nd) != ST_OK)
			goto bad;
		for (int k = 0; k < i; k++)
			if (strcasecmp(st->players[k].name, name->s) == 0)
				goto bad;
		strcpy(st->players[i].name, name->s);
		if (get_int(p, "role", -1, rs->roles.n - 1, &v) < 0)
			goto bad;
		st->players[i].role = (int)v;
		if (get_int(p, "faction", -1, rs->factions.n - 1, &v) < 0)
			goto bad;
		st->players[i].faction = (int)v;
		if (get_int(p, "out", 0, 1, &v) < 0)
			goto bad;
		st->players[i].out = (int)v;
		/* a person's first seat comes first and is its own person */
		if (get_int(p, "person", 0, i, &v) < 0 ||
		    st->players[v].person != v)
			goto bad;
		st->players[i].person = (int)v;
		if ((r = get_arr(p, "res", nres)) == NULL)
			goto bad;
		for (int k = 0; k < nres; k++) {
			const struct res_def *d = RS_RES(rs, k);
			if (r->v[k]->i < d->min || r->v[k]->i > d->max)
				goto bad;
			st->players[i].res[k] = r->v[k]->i;
		}
	}
	if ((a = get_arr(j, "turns", -1)) == NULL || a->n > MAX_PLAYERS)
		goto bad;
	st->nturns = a->n;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->i < 0 || a->v[i]->i >= st->nplayers)
			goto bad;
		st->turns[i] = (int)a->v[i]->i;
	}
	if (st->turn > 0 && st->turn >= st->nturns)
		goto bad;
	if (get_int(j, "lap", 0, 1000000, &st->lap) < 0 ||
	    (a = get_arr(j, "order", -1)) == NULL ||
	    (a->n != 0 && a->n != st->nplayers))
		goto bad;
	st->norder = a->n;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->i < 0 || a->v[i]->i >= st->nplayers)
			goto bad;
		for (int k = 0; k < i; k++)
			if (st->order[k] == a->v[i]->i)
				goto bad;
		st->order[i] = (int)a->v[i]->i;
	}
	if ((a = get_arr(j, "lands", 2 * rs->nlands)) == NULL)
		goto bad;
	for (int i = 0; i < rs->nlands; i++) {
		long o = a->v[2 * i]->i, u = a->v[2 * i + 1]->i;
		if (o < -1 || o >= st->nplayers || u < 0 ||
		    (o < 0) != (u == 0))
			goto bad;
		board_hold(st->board, i, (int)o, u);
	}
	if ((a = get_arr(j, JSON_BODIES, st->nbodies)) == NULL)
		goto bad;
	for (int i = 0; i < st->nbodies; i++) {
		const struct body_def *d = RS_BODY(rs, i);
		long v2 = a->v[i]->i, fields = 0;
		if (d->orbit != SCHEMA_UNKNOWN_INT && rs->board.orbits.n >=
		    d->orbit)
			fields = *VEC_AT(rs->board.orbits, long, d->orbit - 1);
		if (v2 < 0 || (v2 > 0 && v2 > fields))
			goto bad;
		st->bodies[i].position = v2;
	}
	if ((a = get_arr(j, JSON_LINKS, -1)) == NULL || a->n % 4 != 0)
		goto bad;
	if (a->n > 0) {
		st->caplinks = st->nlinks = a->n / 4;
		st->links = calloc((size_t)st->nlinks, sizeof *st->links);
		if (st->links == NULL)
			goto bad;
		for (int i = 0; i < st->nlinks; i++) {
			st->links[i].a = (int)a->v[4 * i]->i;
			st->links[i].b = (int)a->v[4 * i + 1]->i;
			st->links[i].fields = a->v[4 * i + 2]->i;
			st->links[i].by = (int)a->v[4 * i + 3]->i;
			if (st->links[i].a < 0 ||
			    st->links[i].a >= st->nbodies ||
			    st->links[i].b < 0 ||
			    st->links[i].b >= st->nbodies ||
			    st->links[i].a == st->links[i].b ||
			    st->links[i].fields < 1 ||
			    st->links[i].by < 0 ||
			    st->links[i].by >= st->nplayers)
				goto bad;
		}
	}
	/* "moved" and "lands_moved" of snapshots written before tallies:
	 * state_tally_from_json */
	if (get_int(j, "paid", 0, 1, &v) < 0)
		goto bad;
	st->paid = (int)v;
	/* and "supplied" of snapshots written before the tally of the
	 * supply taken */
	if (state_tally_from_json(st, rs, j) < 0)
		goto bad;
	if ((st->zones != NULL) != (json_get(j, KEY_ZONES) != NULL) ||
	    (st->zones != NULL && zones_from_json(st->zones, st->board,
	    json_get(j, KEY_ZONES), rs, st->nplayers) < 0))
		goto bad;
	zones_board_stale(st);	/* counted when read (zones_board.h) */
	if (st->winners >> st->nplayers != 0)
		goto bad;
	r = json_get(j, "rng");
	if (r == NULL || r->type != J_STR || strlen(r->s) != 64 ||
	    strspn(r->s, "0123456789abcdef") != 64)
		goto bad;
	for (int i = 0; i < 4; i++) {
		char word[17];
		memcpy(word, r->s + 16 * i, 16);
		word[16] = '\0';
		st->rng.s[i] = strtoull(word, NULL, 16);
	}
	if (st->terr != NULL) {
		/* the tiles are laid anew on a board with none laid: the one
		 * state_new made, unless what was read above wrote on it (the
		 * lands, the zones) or marked it (a board of places), and into
		 * the pieces state_new made; making others cleared as much
		 * storage again */
		if (rs->nlands > 0 || st->zones != NULL ||
		    st->board->tallied || st->board->nlaid > 0) {
			board_free(st->board);
			if ((st->board = terr_board_new(rs, np)) ==
			    NULL) {
				snprintf(err, n, "out of memory");
				goto fail;
			}
		}
		if (terr_from_json(st->terr, json_get(j, "terr"), rs,
		    st->nplayers, st->board, err, n) < 0 ||
		    kept_from_json(&st->kept, json_get(json_get(j, "terr"),
		    "disc"), st->nplayers, err, n) < 0 ||
		    upgrades_from_json(&st->upgrades, json_get(json_get(j,
		    "terr"), "upgraded"), st->nplayers, st->terr->npieces,
		    err, n) < 0 || done_from_json(st, json_get(json_get(j,
		    "terr"), "done"), err, n) < 0)
			goto fail;
	} else if ((json_get(j, "kept") != NULL && kept_from_json(&st->kept,
	    json_get(j, "kept"), st->nplayers, err, n) < 0) ||
	    (json_get(j, "upgraded") != NULL && upgrades_from_json(
	    &st->upgrades, json_get(j, "upgraded"), st->nplayers,
	    rs->pieces.n > 0 ? rs->pieces.n : 0, err, n) < 0) ||
	    (json_get(j, "done") != NULL && done_from_json(st, json_get(j,
	    "done"), err, n) < 0))
		goto fail;
	if (rs->board.regions.n > 0) {
		board_free(st->board);
		st->board = board_from_json(json_get(j, "board"),
		    rs->board.regions.n, np, MAX_PLAYERS, rs->pieces.n > 0 ?
		    rs->pieces.n : 1, err, n);
		if (st->board == NULL)
			goto fail;
	}
	/* onto the board as it is now (a board of territories or regions is
	 * made anew above) */
	if (pieces_from_json(&st->pc, json_get(j, "pc"), rs, st->nplayers,
	    st->board) < 0)
		goto bad;
	if (state_decks_from_json(st, j, rs) < 0)
		goto bad;
	if (st->nactions > 0) {
		const struct json *u = json_get(j, "uses");
		/* none: written before the text's commands were declared
		 * (its rewrite at load declares them), none used */
		if (u != NULL && (u->type != J_ARR || u->n != 6 *
		    st->nplayers * st->nactions))
			goto bad;
		for (int i = 0; u != NULL && i < u->n; i++) {
			long *f[6], w;
			struct action_use *x = &st->uses[i / 6];
			long step = 0, turn = 0;
			if (u->v[i]->type != J_INT || (w = u->v[i]->i) < 0)
				goto bad;
			f[0] = &x->round;
			f[1] = &step;
			f[2] = &turn;
			f[3] = &x->in_turn;
			f[4] = &x->in_round;
			f[5] = &x->in_game;
			if (i % 6 == 1)
				x->step = (int)(w > 100000 ? 100000 : w);
			else if (i % 6 == 2)
				x->turn = (int)(w > 100000 ? 100000 : w);
			else
				*f[i % 6] = w;
		}
	}
	if (old_round_counts(st, rs, json_get(j, "pc")) < 0)
		goto bad;
	if (st->cards != NULL && cards_from_json(st, json_get(j, "cards"),
	    rs) < 0)
		goto bad;
	/* the final standings' first place are the winners */
	if (st->cards != NULL && ((st->cards->nrank > 0 &&
	    st->winners != cards_top(st->cards)) ||
	    (st->cards->scoring && state_over(st))))
		goto bad;
	/* the commands waiting, read against the players and the board */
	if (deferred_from_json(st, json_get(j, "deferred"), rs) < 0)
		goto bad;
	return st;
bad:
	snprintf(err, n, "damaged snapshot");
fail:
	state_free(st);
	return NULL;
}

int
state_snapshot_current(const char *text)
{
	char err[64], head[16];
	struct json *j;
	const struct json *v;
	int cur;

	/* what state_text writes first: a checkpoint of this version is
	 * told without reading the rest of it (a damaged one is compared) */
	snprintf(head, sizeof head, "{\"v\":%d,", STATE_VERSION);
	if (strncmp(text, head, strlen(head)) == 0)
		return 1;
	j = json_parse(text, err, sizeof err);
	v = j != NULL ? json_get(j, "v") : NULL;
	cur = v == NULL || v->type != J_INT || v->i == STATE_VERSION;

	/* not JSON, or no version: damaged, and the caller compares it */
	json_free(j);
	return cur;
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
