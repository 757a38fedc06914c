/* game_expansion.c: refilling, the spawn step (the pieces it spawns are
 * placed by a declared action: engine_spawn.c) and moving units; the turn
 * order and activating a territory are declared actions too
 * (engine_order_start.c). */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the turn order, refills ------------------------------------------------ */

static void
refill(struct act *a)
{
	const struct vec *v = &a->rs->mech.refill.resources;

	for (int i = 0; i < v->n; i++) {
		int r = VEC_AT(*v, struct sref, i)->i;
		for (int p = 0; p < a->st->nplayers; p++)
			a->st->players[p].res[r] = RS_RES(a->rs, r)->start;
		report_line(a->rep, "%s: %ld each", RS_RES(a->rs, r)->name,
		    RS_RES(a->rs, r)->start);
	}
}

/* --- spawning ------------------------------------------------------------ */

/* The spawned piece's name, one or several (the resource's words). */
static const char *
spawned(const struct act *a, long n)
{
	const struct res_def *r = RS_RES(a->rs, a->rs->mech.spawn.resource.i);

	return n == 1 && r->one ? r->one : r->name;
}

static long
spawn_left(const struct act *a)
{
	const struct spawn_def *s = &a->rs->mech.spawn;
	long used = 0;

	if (s->supply <= 0)
		return 1000000;
	for (int t = 0; t < NTILES(a); t++)
		used += TILE(a, t)->spawned;
	for (int p = 0; p < a->st->nplayers; p++)
		used += a->st->players[p].res[s->resource.i];
	return used >= s->supply ? 0 : s->supply - used;
}

static int
spawn(struct act *a)
{
	const struct spawn_def *s = &a->rs->mech.spawn;
	const char *what = RS_RES(a->rs, s->resource.i)->name;
	char expr[512], faces[256];
	struct strbuf b;
	long extra, left;
	int st, n = 0;

	sb_init(&b);
	for (int t = 0; t < NTILES(a); t++) {
		long k = RS_TILE(a->rs, TILE(a, t)->type)->spawn;
		if (k <= 0 || TILE(a, t)->home >= 0)
			continue;
		if (k > spawn_left(a))
			k = spawn_left(a);
		TILE(a, t)->spawned += k;
		n += k > 0;
		if (k > 0)
			sb_printf(&b, "%s%s", b.len ? ", " : "", TID(a, t));
	}
	if (n > 0)
		report_line(a->rep, "%s spawn on %s", what, sb_str(&b));
	sb_release(&b);
	if ((st = calm_dice(a, s->dice, expr, sizeof expr)) ||
	    (st = roll_expr(a, -1, expr, &extra, faces, sizeof faces)))
		return st;
	left = spawn_left(a);
	a->st->terr->to_place = extra < 0 ? 0 : extra > left ? left : extra;
	a->st->terr->placer = 0;
	report_line(a->rep, "%s = %ld (%s): %ld more %s to place%s", s->dice,
	    extra, faces, a->st->terr->to_place,
	    a->st->terr->to_place == 1 ? RS_RES(a->rs, s->resource.i)->one :
	    what, extra > left ? " (the box runs out)" : "");
	json_set(a->rep->data, "spawned", json_int(extra));
	if (a->st->terr->to_place > 0)
		report_line(a->rep, "%s places first ('spawn %s PLACE')",
		    pname(a, terr_placer(a->st)), pname(a, terr_placer(a->st)));
	return ST_OK;
}

int
orders_step(struct act *a, int step)
{
	switch (step) {
	case STEP_TURN_ORDER:
		if (a->st->round == 1) {
			report_line(a->rep, "round 1 keeps the arrival's turn "
			    "order");
			return ST_OK;
		}
		turn_rank(a);
		return ST_OK;
	case STEP_REFILL:
		refill(a);
		return ST_OK;
	case STEP_SPAWN:
		return a->st->terr != NULL ? spawn(a) : ST_OK;
	}
	return ST_OK;
}

int
orders_leave(struct act *a)
{
	struct terr_state *t = a->st->terr;
	int st;

	if (rs_phase_has_step(a->rs, a->st->phase, STEP_SPAWN) &&
	    t->to_place > 0)
		return refuse(a, "%ld %s still to place: %s is next "
		    "('spawn %s PLACE')", t->to_place,
		    spawned(a, t->to_place),
		    pname(a, terr_placer(a->st)),
		    pname(a, terr_placer(a->st)));
	if ((st = order_turn_done(a)))
		return st;
	order_clear(a);
	t->placer = 0;
	return ST_OK;
}

/* --- orders ---------------------------------------------------------------- */

/* The map is the state's board of the hex kind (its tiles border as on
 * the grid); what it does to p's move: the regions closed to it (others'
 * homes) and those that end it (enemies, halting terrain). */
struct way {
	unsigned char *closed, *stop;	/* [region] */
};

static void
way_release(struct way *w)
{
	free(w->closed);
	free(w->stop);
}

/* p's way across the map; -1 out of memory. */
static int
way_for(struct act *a, int p, struct way *w)
{
	struct terr_state *t = a->st->terr;
	size_t n = (size_t)a->st->board->nregions;

	w->closed = calloc(n + 1, 1);
	w->stop = calloc(n + 1, 1);
	if (w->closed == NULL || w->stop == NULL) {
		way_release(w);
		return -1;
	}
	for (int i = 0; i < NTILES(a); i++) {
		w->closed[i] = t->tiles[i].home >= 0 && t->tiles[i].home != p;
		w->stop[i] = terr_enemies(a, i, p) || (tile_terrain(a, i) !=
		    NULL && tile_terrain(a, i)->halts);
	}
	return 0;
}

/* "on a Mountain" from the tiles that halt a move, or "". */
static void
halting(const struct act *a, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < a->rs->tiles.n && len < n; i++)
		if (RS_TILE(a->rs, i)->halts)
			len += (size_t)snprintf(buf + len, n - len, "%s%s",
			    len ? " or a " : "on a ", RS_TILE(a->rs, i)->name);
}

static int
fly_check(struct act *a, int p, int from, int to, const long *n)
{
	struct way w;
	char halts[200];
	int st = ST_OK;

	if (!TILE(a, from)->placed || !TILE(a, to)->placed) {
		unchecked(a, "the way from %s to %s (not both on the grid)",
		    TID(a, from), TID(a, to));
		return ST_OK;
	}
	if (way_for(a, p, &w) < 0)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int k = 0; k < NPIECES(a) && st == ST_OK; k++) {
		const struct class_def *cls;
		long budget;
		int steps;
		if (n[k] == 0)
			continue;
		if ((st = piece_class(a, k, &cls)))
			break;
		halting(a, halts, sizeof halts);
		budget = cls->move + (tile_terrain(a, from) != NULL ?
		    tile_terrain(a, from)->bonus : 0);
		steps = board_reach(&a->st->board->map, w.closed, w.stop, from,
		    to, (int)budget);
		if (steps < 0)
			st = refuse(a, "%s cannot fly from %s to %s: %s units "
			    "fly %ld%s, a move ends %s%swhere enemy units are, "
			    "and never enters another's %s", piece_name(a, k,
			    2), TID(a, from), TID(a, to), cls->name,
			    budget, budget > cls->move ? " from here" : "",
			    halts, halts[0] ? " or " : "",
			    a->rs->mech.territories.home.name);
	}
	way_release(&w);
	return st;
}

/* travel FROM TO PIECE:N[,PIECE:N...] */
int
act_travel(struct act *a)
{
	struct terr_state *t = a->st->terr;
	int p = state_active(a->st), from, to, st, dir;
	long n[64], after = 0;
	char buf[200];

	if ((st = arg_count(a, 3, 3, "travel FROM TO PIECE:N[,PIECE:N...]")) ||
	    (st = arg_tile(a, a->argv[1], &from)) ||
	    (st = arg_tile(a, a->argv[2], &to)))
		return st;
	canon(a, TID(a, from));
	canon(a, TID(a, to));
	if ((st = arg_pieces(a, a->argv[3], n)))
		return st;
	canon_pieces(a, n);
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if (t->order_tile < 0)
		return refuse(a, "%s has no order on the map: 'activate PLACE' "
		    "first", pname(a, p));
	if (t->fight.tile >= 0)
		return refuse(a, "a combat is on at %s: it ends first",
		    TID(a, t->fight.tile));
	if ((st = order_step_take(a, ORDER_MOVE, "moves")))
		return st;
	if (from == to)
		return usage(a, "a move goes from one territory to another");
	dir = from == t->order_tile ? 1 : to == t->order_tile ? 2 : 0;
	if (dir == 0)
		return refuse(a, "every move of this order starts or ends at "
		    "%s, the territory it activated", TID(a, t->order_tile));
	if (t->order_dir != 0 && dir != t->order_dir)
		return refuse(a, "this order flies units %s %s; it cannot also "
		    "fly them %s it", t->order_dir == 1 ? "out of" : "into",
		    TID(a, t->order_tile), dir == 1 ? "out of" : "into");
	for (int k = 0; k < NPIECES(a); k++) {
		if (n[k] == 0)
			continue;
		if (RS_PIECE(a->rs, k)->building)
			return refuse(a, "%s never move", piece_name(a, k, 2));
		if (UNITS(a, from, p)[k] < n[k])
			return refuse(a, "%s has %ld %s on %s", pname(a, p),
			    UNITS(a, from, p)[k], piece_name(a, k,
			    UNITS(a, from, p)[k]), TID(a, from));
	}
	if (TILE(a, to)->home >= 0 && TILE(a, to)->home != p)
		return refuse(a, "nobody enters another player's %s (%s)",
		    a->rs->mech.territories.home.name, tname(a, to));
	if ((st = fly_check(a, p, from, to, n)))
		return st;
	for (int k = 0; k < NPIECES(a); k++)
		after += RS_PIECE(a->rs, k)->building ? 0 : n[k];
	after += terr_mobile(a, to, p);
	if (!terr_stack_ok(a, to, p, after))
		return refuse(a, "%s would have %ld moving units on %s; the "
		    "stacking limit is %ld", pname(a, p), after,
		    TID(a, to), a->rs->mech.territories.stack_limit);
	for (int k = 0; k < NPIECES(a); k++) {
		UNITS(a, from, p)[k] -= n[k];
		UNITS(a, to, p)[k] += n[k];
	}
	terr_owner_update(a->st, from);
	terr_owner_update(a->st, to);
	t->order_dir = dir;
	report_line(a->rep, "%s flies %s from %s to %s", pname(a, p),
	    pieces_text(a, n, buf, sizeof buf), TID(a, from),
	    tname(a, to));
	if (terr_enemies(a, to, p))
		report_line(a->rep, "%s holds enemy units: 'fight %s' when the "
		    "moves are done", TID(a, to), TID(a, to));
	return ST_OK;
}
