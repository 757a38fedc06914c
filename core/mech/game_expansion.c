/* game_expansion.c: refilling and the spawn step (the pieces it spawns
 * are placed by a declared action: engine_spawn.c); the turn order,
 * activating a territory and the moves of an order are declared actions
 * too (engine_order_start.c, engine_order_move.c). */
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
