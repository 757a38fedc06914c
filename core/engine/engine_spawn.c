/* engine_spawn.c: the effect place-spawned, a piece of the spawn
 * (mechanisms.spawn) placed on a territory by the player whose turn it is
 * to place one, or not placed; the next placer follows in turn order.
 * Where a piece may go is the requirements' to say (spawn_spot()). */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/state/state.h"

/* The spawned piece's name, one of it. */
static const char *
one(const struct act *a)
{
	const struct res_def *r = RS_RES(a->rs, a->rs->mech.spawn.resource.i);

	return r->one != NULL ? r->one : r->name;
}

int
eng_place_spawned(struct act *a, const struct eff_spawned *x,
    const struct eng_eval *ev)
{
	struct terr_state *t = a->st->terr;
	long v;
	int tile, st, home;

	if ((st = eng_eval(&x->player, ev, &v, a->d)))
		return st;
	if (t == NULL || x->w.arg < 0)
		return diag_set(a->d, ST_DATA, "%s: place-spawned needs a map "
		    "of territories and a territory word", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "a spawned piece is placed by a player of the "
		    "game");
	if (t->to_place <= 0)
		return refuse(a, "there is nothing left to place");
	tile = (int)ev->args[x->w.arg];
	if (tile >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: place-spawned needs a "
		    "territory of the map", a->rs->id);
	if (tile < 0) {
		report_line(a->rep, "%s has nowhere to place it: it is not "
		    "placed", pname(a, (int)v));
	} else {
		if (terr_spawn_spot(a->st, tile, (int)v, &home) == 0)
			return refuse(a, "%s is no place for a %s of %s's",
			    TID(a, tile), one(a), pname(a, (int)v));
		if (home >= 0)
			unchecked(a, "whether %s borders %s's %s", TID(a, tile),
			    pname(a, (int)v), TID(a, home));
		TILE(a, tile)->spawned++;
		report_line(a->rep, "%s places a %s on %s", pname(a, (int)v),
		    one(a), tname(a, tile));
	}
	t->to_place--;
	t->placer++;
	return ST_OK;
}
