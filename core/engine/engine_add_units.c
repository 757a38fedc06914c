/* engine_add_units.c: the effect add-units: a player's pieces of a word of
 * kind piece-counts taken out of the box onto a territory of the map,
 * refused, in this order, for a kind that is a building (but with
 * 'buildings: true'), for a kind that would have more of the player's
 * pieces out of the box than its count (or whose cost is unknown, when it
 * is paid), then, a kind at a time in the order of pieces: a building
 * raised as the pieces' rules say, units within what the territory builds
 * this step (with 'builds: true') and the stacking limit.  With cost-name,
 * their cost is then paid at once (refused, naming it, when the player has
 * too little).  What it adds counts in built(TERRITORY) for this step.  It
 * says nothing: the line is the ruleset's.  The effect build of before
 * is rewritten into it at load (ruleset_build_fx.c). */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

/* How the pieces come (the effect's keys). */
struct eng_adding {
	int buildings;		/* its buildings raised (else refused) */
	int builds;		/* units within what the territory builds */
	int unlimited;		/* any number at the player's home */
};

/* May p take n[] out of the box, within each kind's count?  Their cost
 * into cost[] when it is paid. */
static int
add_check(struct act *a, int p, const long *n, const struct eng_adding *o,
    long *cost)
{
	int st;

	for (int k = 0; k < NPIECES(a) && !o->buildings; k++) {
		if (n[k] != 0 && RS_PIECE(a->rs, k)->building)
			return refuse(a, "%s are buildings, and only units are "
			    "added", piece_name(a, k, 2));
	}
	for (int k = 0; k < NPIECES(a); k++) {
		if (n[k] == 0)
			continue;
		if (terr_out_of_box(a, p, k) + n[k] > RS_PIECE(a->rs, k)->count)
			return refuse(a, "%s has %ld %s in the box and %ld out: "
			    "%ld more is beyond the box", pname(a, p),
			    RS_PIECE(a->rs, k)->count, piece_name(a, k, 2),
			    terr_out_of_box(a, p, k), n[k]);
		if (cost != NULL && (st = eng_units_cost(a, p, k, n[k], cost)))
			return st;
	}
	return ST_OK;
}

/* n[] onto t for p, a kind at a time: a building raised, units within
 * what t builds (o->builds) and the stacking limit. */
static int
add_place(struct act *a, int p, int t, const long *n,
    const struct eng_adding *o)
{
	int st;

	for (int k = 0; k < NPIECES(a); k++) {
		if (n[k] == 0)
			continue;
		if (RS_PIECE(a->rs, k)->building) {
			if ((st = eng_raise_building(a, p, t, k, n[k])))
				return st;
			continue;
		}
		if (o->builds && (st = eng_build_within(a, p, t, k, n[k],
		    o->unlimited)))
			return st;
		TILE(a, t)->built += n[k];
		UNITS(a, t, p)[k] += n[k];
		terr_owner_update(a->st, t);
		if ((st = eng_stack_check(a, t, p, terr_mobile(a, t, p))))
			return st;
	}
	return ST_OK;
}

/* n[] added for p on t as o says, their cost into cost[] (or NULL: not
 * paid). */
static int
units_added(struct act *a, int p, int t, const long *n,
    const struct eng_adding *o, long *cost)
{
	int st;

	if ((st = add_check(a, p, n, o, cost)))
		return st;
	return add_place(a, p, t, n, o);
}

/* cost[] paid by p, a resource at a time; why names it in a refusal. */
static int
add_pay(struct act *a, int p, const long *cost, const char *why)
{
	int st;

	for (int r = 0; r < a->rs->resources.n; r++)
		if (cost[r] != 0 && (st = res_add(a, p, r, -cost[r], why)))
			return st;
	return ST_OK;
}

int
eng_add_units(struct act *a, const struct eff_add_units *x,
    const struct eng_eval *ev)
{
	struct eng_adding o = { x->buildings, x->builds, 0 };
	const struct arg_def *w;
	const char *s;
	int t, st;
	long v, any = 0, *n, *cost = NULL;

	if (a->st->terr == NULL || NPIECES(a) <= 0 || x->w_at < 0 ||
	    x->w_units < 0)
		return diag_set(a->d, ST_DATA, "%s: add-units needs a map of "
		    "territories with pieces", a->rs->id);
	if ((st = eng_eval(&x->player, ev, &v, a->d)) ||
	    (x->unlimited.text != NULL && (st = eng_eval(&x->unlimited, ev,
	    &any, a->d))))
		return st;
	o.unlimited = any != 0;
	t = (int)ev->args[x->w_at];
	if (t < 0 || t >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: add-units needs a "
		    "territory of the map", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "units are added for a player of the game");
	w = VEC_AT(ev->act->args, struct arg_def, x->w_units);
	s = a->argv[ev->args[x->w_units]];
	if ((n = calloc((size_t)NPIECES(a), sizeof *n)) == NULL ||
	    (x->cost_name != NULL && (cost = calloc((size_t)
	    a->rs->resources.n + 1, sizeof *cost)) == NULL)) {
		free(n);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	/* read again, as the word was (its words are logged already);
	 * 'none' adds nothing */
	st = w->none && strcmp(s, "none") == 0 ? ST_OK : arg_pieces(a, s, n);
	if (st == ST_OK)
		st = units_added(a, (int)v, t, n, &o, cost);
	if (st == ST_OK && cost != NULL)
		st = add_pay(a, (int)v, cost, x->cost_name);
	free(cost);
	free(n);
	return st;
}
