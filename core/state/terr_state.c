/* terr_state.c: the state of pieces on a map of territories: making,
 * copying, freeing and snapshots. */
#include "core/state/terr.h"
#include "core/state/done.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/state/state_short.h"

#include "core/board/board_hex.h"
#include "core/board/hex.h"
#include "core/rules/words_keys.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the sizes of the arrays of t (terr.h) */
#define CAPTIVE_N(t) ((size_t)(t)->room * (size_t)(t)->room * \
	(size_t)(t)->npieces)
#define WOUND_N(t) ((size_t)(t)->room * (size_t)(t)->npieces)

/* The most tiles the mix holds: that of the largest player count. */
static int
tiles_cap(const struct ruleset *rs)
{
	int cap = 0;

	for (int i = 0; i < rs->tiles.n; i++) {
		const struct vec *c = &RS_TILE(rs, i)->count;
		long most = 0;
		for (int k = 0; k < c->n; k++)
			if (*VEC_AT(*c, long, k) > most)
				most = *VEC_AT(*c, long, k);
		cap += (int)most;
	}
	return cap > TERR_TILES_MAX ? TERR_TILES_MAX : cap;
}

struct board_state *
terr_board_new(const struct ruleset *rs, int nplayers)
{
	return board_new_laid(tiles_cap(rs), nplayers,
	    rs->pieces.n > 0 ? rs->pieces.n : 0);
}

struct terr_state *
terr_new(const struct ruleset *rs, int room)
{
	struct terr_state *t = calloc(1, sizeof *t);

	if (t == NULL)
		return NULL;
	t->npieces = rs->pieces.n > 0 ? rs->pieces.n : 0;
	t->room = room;
	t->cap = tiles_cap(rs);
	t->tiles = calloc((size_t)t->cap + 1, sizeof *t->tiles);
	t->captive = calloc(CAPTIVE_N(t) + 1, sizeof(long));
	t->fight.wound = calloc(WOUND_N(t) + 1, sizeof(long));
	if (t->tiles == NULL || t->captive == NULL ||
	    t->fight.wound == NULL) {
		terr_free(t);
		return NULL;
	}
	t->order_tile = -1;
	t->fight.tile = -1;
	t->fight.esc = -1;
	return t;
}

int
terr_room(struct terr_state *t, int room)
{
	size_t np = (size_t)t->npieces, r = (size_t)room;
	size_t keep = (size_t)(room < t->room ? room : t->room);
	long *c, *w;

	if (room == t->room)
		return 0;
	c = calloc(r * r * np + 1, sizeof *c);
	w = calloc(r * np + 1, sizeof *w);
	if (c == NULL || w == NULL) {
		free(c);
		free(w);
		return -1;
	}
	for (size_t p = 0; p < keep; p++)
		memcpy(&c[p * r * np], &t->captive[p * (size_t)t->room * np],
		    keep * np * sizeof *c);
	memcpy(w, t->fight.wound, keep * np * sizeof *w);
	free(t->captive);
	free(t->fight.wound);
	t->captive = c;
	t->fight.wound = w;
	t->room = room;
	return 0;
}

void
terr_free(struct terr_state *t)
{
	if (t == NULL)
		return;
	free(t->tiles);
	free(t->captive);
	free(t->fight.wound);
	free(t);
}

struct terr_state *
terr_copy(const struct terr_state *src)
{
	struct terr_state *t = calloc(1, sizeof *t);

	if (t == NULL)
		return NULL;
	*t = *src;
	t->tiles = malloc(((size_t)t->cap + 1) * sizeof *t->tiles);
	t->captive = malloc((CAPTIVE_N(t) + 1) * sizeof(long));
	t->fight.wound = malloc((WOUND_N(t) + 1) * sizeof(long));
	if (t->tiles == NULL || t->captive == NULL ||
	    t->fight.wound == NULL) {
		terr_free(t);
		return NULL;
	}
	memcpy(t->tiles, src->tiles, ((size_t)t->cap + 1) * sizeof *t->tiles);
	memcpy(t->captive, src->captive, (CAPTIVE_N(t) + 1) * sizeof(long));
	memcpy(t->fight.wound, src->fight.wound,
	    (WOUND_N(t) + 1) * sizeof(long));
	return t;
}

static int
controller(const struct terr_state *t, const struct board_state *b, int tile)
{
	int who = -1;

	if (t->tiles[tile].home >= 0)
		return t->tiles[tile].home;
	for (int p = 0; p < b->nplayers; p++) {
		if (board_count(b, tile, p, -1) == 0)
			continue;
		if (who >= 0)
			return -1;	/* contested: nobody's */
		who = p;
	}
	return who;
}

void
terr_owner_update(struct state *st, int tile)
{
	st->board->owner[tile] = controller(st->terr, st->board, tile);
}

int
terr_has_home(const struct state *st, int p)
{
	for (int t = 0; t < board_regions(st->board); t++)
		if (st->terr->tiles[t].home == p)
			return 1;
	return 0;
}

/* The player at place i of the turn order. */
static int
in_order(const struct state *st, int i)
{
	return st->norder > 0 ? st->order[i] : i;
}

int
terr_home_next(const struct state *st)
{
	for (int i = 0; i < st->nplayers; i++)
		if (!terr_has_home(st, in_order(st, i)))
			return in_order(st, i);
	return -1;
}

int
terr_arrival_next(const struct state *st)
{
	for (int i = st->nplayers - 1; i >= 0; i--)
		if (!st->players[in_order(st, i)].done)
			return in_order(st, i);
	return -1;
}

int
terr_placer(const struct state *st)
{
	if (st->norder > 0)
		return st->order[st->terr->placer % st->norder];
	return st->terr->placer % st->nplayers;
}

int
terr_spawn_spot(const struct state *st, int tile, int p, int *unknown)
{
	const struct terr_state *t = st->terr;
	const struct tile_state *x = &t->tiles[tile];
	int players = 0;

	*unknown = -1;
	if (x->home >= 0 || x->spawned > 0 || board_count(st->board, tile, p,
	    -1) > 0)
		return 0;
	for (int i = 0; i < board_regions(st->board); i++) {
		const struct tile_state *h = &t->tiles[i];
		if (h->home != p || i == tile)
			continue;
		if (!h->placed || !x->placed)
			*unknown = i;
		else if (hex_distance(h->col, h->row, x->col, x->row) == 1)
			return 0;
	}
	for (int q = 0; q < st->nplayers; q++)
		players += board_count(st->board, tile, q, -1) > 0;
	return players > 0 ? 1 : 2;
}

long *
terr_units(const struct state *st, int tile, int p)
{
	return board_at(st->board, tile, p, 0);
}

long *
terr_captives(const struct terr_state *t, int captor, int owner)
{
	return t->captive + ((size_t)captor * (size_t)t->room + (size_t)owner) *
	    (size_t)t->npieces;
}

long *
terr_wound(const struct terr_state *t, int p)
{
	return t->fight.wound + (size_t)p * (size_t)t->npieces;
}

int
terr_lay(struct terr_state *t, struct board_state *b, const char *id,
    int type, int placed, int col, int row)
{
	struct hex_cell cells[TERR_TILES_MAX + 1];
	struct tile_state *x;
	int r;

	if (b->nlaid >= t->cap)
		return -1;
	for (int i = 0; i < b->nlaid; i++)
		cells[i] = (struct hex_cell){ t->tiles[i].placed,
		    t->tiles[i].col, t->tiles[i].row };
	cells[b->nlaid] = (struct hex_cell){ placed, col, row };
	if ((r = board_hex_lay(b, id, cells)) < 0)
		return -1;
	x = &t->tiles[r];
	memset(x, 0, sizeof *x);
	x->type = type;
	x->placed = placed;
	x->col = col;
	x->row = row;
	x->home = -1;
	return r;
}

/* --- snapshots ---------------------------------------------------------------- */

static void
push_all(struct json *a, const long *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
}

static struct json *
flags(const unsigned char *v, int n)
{
	struct json *a = json_arr();

	for (int i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
	return a;
}

static struct json *
fight_json(const struct terr_state *t, int np)
{
	const struct fight_state *f = &t->fight;
	struct json *o = json_obj(), *a = json_arr();

	json_set(o, "tile", json_int(f->tile));
	json_set(o, "attacker", json_int(f->attacker));
	json_set(o, "round", json_int(f->round));
	json_set(o, "step", json_int(f->step));
	json_set(o, "rolled", json_int(f->rolled));
	json_set(o, "pool", json_int(f->pool));
	json_set(o, "esc", json_int(f->esc));
	json_set(o, "kills", json_int(f->kills));
	push_all(a, f->hits, (size_t)np);
	json_set(o, "hits", a);
	json_set(o, "in", flags(f->in, np));
	json_set(o, "delayed", flags(f->delayed, np));
	json_set(o, "decided", flags(f->decided, np));
	json_set(o, "wound", short_longs_json(f->wound, (size_t)np *
	    (size_t)t->npieces));
	return o;
}

/* The captives of each captor and owner, one list (written short where
 * shorter, state_short.c). */
static struct json *
captives_json(const struct terr_state *t, int np)
{
	size_t n = (size_t)t->npieces;
	long *v = malloc((size_t)np * (size_t)np * n * sizeof *v + 1);
	struct json *a;

	if (v == NULL)
		return NULL;
	for (int c = 0; c < np; c++)
		for (int o = 0; o < np; o++)
			memcpy(v + ((size_t)c * (size_t)np + (size_t)o) * n,
			    terr_captives(t, c, o), n * sizeof *v);
	a = short_longs_json(v, (size_t)np * (size_t)np * n);
	free(v);
	return a;
}

struct json *
terr_to_json(const struct terr_state *t, const struct board_state *b,
    const struct kept_cards *k, const struct upgrades *up,
    const struct state *st)
{
	int np = st->nplayers;
	struct json *j = json_obj(), *a = json_arr(), *u = json_arr();

	for (int i = 0; i < b->nlaid; i++) {
		const struct tile_state *x = &t->tiles[i];
		struct json *o = json_arr();
		json_push(o, json_str(board_name(b, i)));
		json_push(o, json_int(x->type));
		json_push(o, json_int(x->placed));
		json_push(o, json_int(x->col));
		json_push(o, json_int(x->row));
		json_push(o, json_int(x->home));
		json_push(o, json_int(x->scouted));
		json_push(o, json_int(x->spawned));
		json_push(o, json_int(x->built));
		json_push(o, json_int(x->fresh));
		json_push(o, json_int(x->fought));
		json_push(a, o);
		for (int p = 0; p < np; p++)
			push_all(u, board_at(b, i, p, 0), (size_t)t->npieces);
	}
	json_set(j, "tiles", a);
	json_set(j, "units", u);
	json_set(j, JSON_CAPTIVES_SAVED, captives_json(t, np));
	json_set(j, "upgraded", upgrades_to_json(up, np, t->npieces));
	json_set(j, "disc", kept_to_json(k, np));
	a = json_arr();
	json_push(a, json_int(t->order_tile));
	json_push(a, json_int(t->order_dir));
	json_push(a, json_int(t->order_step));
	json_push(a, json_int(t->to_place));
	json_push(a, json_int(t->placer));
	json_set(j, "order", a);
	json_set(j, "done", done_to_json(st));
	json_set(j, "fight", fight_json(t, np));
	return j;
}

/* Reading back: every value is checked against its bounds. */
struct rd {
	const struct json *a;
	int i, bad;
};

static long
next_int(struct rd *r, long lo, long hi)
{
	const struct json *v;

	if (r->a == NULL || r->a->type != J_ARR || r->i >= r->a->n) {
		r->bad = 1;
		return lo;
	}
	v = r->a->v[r->i++];
	if (v->type != J_INT || v->i < lo || v->i > hi) {
		r->bad = 1;
		return lo;
	}
	return v->i;
}

static int
read_tiles(struct terr_state *t, const struct json *j,
    const struct ruleset *rs, int np, struct board_state *b)
{
	const struct json *a = json_get(j, "tiles");
	struct rd u = { json_get(j, "units"), 0, 0 };

	if (a == NULL || a->type != J_ARR || a->n > t->cap ||
	    u.a == NULL || u.a->type != J_ARR)
		return -1;
	for (int i = 0; i < a->n; i++) {
		struct tile_state *x;
		struct rd r = { a->v[i], 1, 0 };
		const struct json *id;
		int type, placed, col, row;
		if (a->v[i]->type != J_ARR || a->v[i]->n != 11)
			return -1;
		id = a->v[i]->v[0];
		type = (int)next_int(&r, 0, rs->tiles.n - 1);
		placed = (int)next_int(&r, 0, 1);
		col = (int)next_int(&r, 0, 25);
		row = (int)next_int(&r, 0, 98);
		if (id->type != J_STR || r.bad ||
		    terr_lay(t, b, id->s, type, placed, col, row) != i)
			return -1;
		x = &t->tiles[i];
		x->home = (int)next_int(&r, -1, np - 1);
		x->scouted = (int)next_int(&r, 0, 1);
		x->spawned = next_int(&r, 0, 1000000);
		x->built = next_int(&r, 0, 1000000);
		x->fresh = (int)next_int(&r, 0, 2);
		x->fought = (int)next_int(&r, 0, 1);
		if (r.bad)
			return -1;
		for (int p = 0; p < np; p++)
			for (int k = 0; k < t->npieces; k++)
				*board_at(b, i, p, k) = next_int(&u, 0,
				    1000000);
		/* the owners are not kept: who controls it says */
		b->owner[i] = controller(t, b, i);
	}
	return u.bad || (u.a != NULL && u.i != u.a->n) ? -1 : 0;
}

static int
read_fight(struct terr_state *t, const struct json *o, int np, int nsteps,
    int ntiles)
{
	struct fight_state *f = &t->fight;
	struct rd r;
	long v;

	if (o == NULL || o->type != J_OBJ)
		return -1;
#define GET(key, lo, hi, dst) do { \
	const struct json *x_ = json_get(o, key); \
	if (x_ == NULL || x_->type != J_INT || x_->i < (lo) || x_->i > (hi)) \
		return -1; \
	v = x_->i; dst = v; } while (0)
	GET("tile", -1, ntiles - 1, f->tile);
	GET("attacker", 0, np > 0 ? np - 1 : 0, f->attacker);
	GET("round", 0, LONG_MAX, f->round);
	GET("step", 0, nsteps, f->step);
	GET("rolled", 0, 1, f->rolled);
	GET("pool", 0, 1000, f->pool);
	GET("esc", -1, LONG_MAX, f->esc);
	GET("kills", 0, LONG_MAX, f->kills);
#undef GET
	r = (struct rd){ json_get(o, "hits"), 0, 0 };
	for (int p = 0; p < np; p++)
		f->hits[p] = next_int(&r, 0, LONG_MAX);
	r = (struct rd){ json_get(o, "in"), 0, 0 };
	for (int p = 0; p < np; p++)
		f->in[p] = (unsigned char)next_int(&r, 0, 1);
	r.a = json_get(o, "delayed");
	r.i = 0;
	for (int p = 0; p < np; p++)
		f->delayed[p] = (unsigned char)next_int(&r, 0, 1);
	r.a = json_get(o, "decided");
	r.i = 0;
	for (int p = 0; p < np; p++)
		f->decided[p] = (unsigned char)next_int(&r, 0, 1);
	r.a = json_get(o, "wound");
	r.i = 0;
	if (r.a != NULL && r.a->type == J_OBJ)	/* written short */
		return r.bad || short_longs_read(r.a, (size_t)np *
		    (size_t)t->npieces, 0, 1000000, t->fight.wound) < 0 ? -1 : 0;
	for (int p = 0; p < np; p++)
		for (int k = 0; k < t->npieces; k++)
			terr_wound(t, p)[k] = next_int(&r, 0, 1000000);
	return r.bad ? -1 : 0;
}

/* The captives written short (captives_json); -1 when damaged. */
static int
captives_read(struct terr_state *t, const struct json *a, int np)
{
	size_t n = (size_t)t->npieces;
	long *v = malloc((size_t)np * (size_t)np * n * sizeof *v + 1);

	if (v == NULL || short_longs_read(a, (size_t)np * (size_t)np * n, 0,
	    1000000, v) < 0) {
		free(v);
		return -1;
	}
	for (int c = 0; c < np; c++)
		for (int o = 0; o < np; o++)
			memcpy(terr_captives(t, c, o), v + ((size_t)c *
			    (size_t)np + (size_t)o) * n, n * sizeof *v);
	free(v);
	return 0;
}

int
terr_from_json(struct terr_state *t, const struct json *j,
    const struct ruleset *rs, int np, struct board_state *b, char *err,
    size_t n)
{
	const struct combat_decl *pool;
	struct rd r;

	if (j == NULL || j->type != J_OBJ || np > t->room ||
	    read_tiles(t, j, rs, np, b) < 0)
		goto bad;
	r = (struct rd){ json_get(j, JSON_CAPTIVES_SAVED), 0, 0 };
	if (r.a != NULL && r.a->type == J_OBJ) {	/* written short */
		if (captives_read(t, r.a, np) < 0)
			return -1;
	} else
		for (int c = 0; c < np; c++)
			for (int o = 0; o < np; o++)
				for (int k = 0; k < t->npieces; k++)
					terr_captives(t, c, o)[k] = next_int(&r,
					    0, 1000000);
	r.a = json_get(j, "order");
	r.i = 0;
	t->order_tile = (int)next_int(&r, -1, b->nlaid - 1);
	t->order_dir = (int)next_int(&r, 0, 2);
	t->order_step = (int)next_int(&r, ORDER_NONE,
	    rs->mech.orders.present ? rs->mech.orders.steps.n : 0);
	t->to_place = next_int(&r, 0, 1000000);
	t->placer = (int)next_int(&r, 0, MAX_PLAYERS);
	if (r.bad)
		goto bad;
	pool = rs_pool_combat(rs);
	if (read_fight(t, json_get(j, "fight"), np, pool != NULL &&
	    pool->steps.n > 0 ? pool->steps.n : 0, b->nlaid) < 0)
		goto bad;
	return 0;
bad:
	snprintf(err, n, "damaged snapshot");
	return -1;
}
