/* engine_build_rules.c: the pieces' own rules of building, which the
 * effect add-units (engine_add_units.c) applies with buildings and
 * builds (the effect build of before is rewritten into it at load,
 * ruleset_build_fx.c): what a territory builds this step (builds.units,
 * builds.only, the home's builds, fewer where a building is new), the
 * cost of pieces (a discount per territory of a kind held), and a
 * building raised (the piece it needs, the one it replaces, one building
 * a territory). */
#include "core/act/act.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

#define UNLIMITED 1000000L	/* what "any number" builds */

long
eng_build_capacity(struct act *a, int p, int t, int k, int unlimited)
{
	const struct home_def *h = &a->rs->mech.territories.home;
	const struct tile_state *x = TILE(a, t);
	long cap = 0, home = unlimited ? UNLIMITED : h->builds;

	if (x->home == p) {
		if (unlimited)
			return UNLIMITED;
		cap += h->builds;
	}
	for (int b = 0; b < NPIECES(a); b++) {
		const struct builds_def *bd = &RS_PIECE(a->rs, b)->builds;
		int ok = bd->only.n <= 0;
		if (!bd->present || UNITS(a, t, p)[b] == 0)
			continue;
		for (int i = 0; i < bd->only.n; i++)
			ok |= VEC_AT(bd->only, struct sref, i)->i == k;
		if (ok)
			cap += bd->units * UNITS(a, t, p)[b];
	}
	/* a building new on it this step builds nothing yet; one that
	 * replaced another, one unit */
	if (x->fresh == 1)
		return x->home == p ? home : 0;
	if (x->fresh == 2 && cap > 1)
		cap = 1;
	return cap;
}

int
eng_build_within(struct act *a, int p, int t, int k, long n, int unlimited)
{
	long cap = eng_build_capacity(a, p, t, k, unlimited);
	long built = TILE(a, t)->built;

	if (built + n <= cap)
		return ST_OK;
	return refuse(a, "%s can build %ld more unit%s on %s this step%s",
	    pname(a, p), cap > built ? cap - built : 0, cap - built == 1 ? "" :
	    "s", TID(a, t), cap == 0 ? " (none where it has no building that "
	    "builds them, or one new this step)" : "");
}

int
eng_units_cost(struct act *a, int p, int k, long n, long *cost)
{
	const struct discount_def *dc = &RS_PIECE(a->rs, k)->discount;
	const struct vec *c;
	const long *entered;
	int st, nres = a->st->pc.nres;

	if ((st = piece_cost(a, p, k, &c, &entered)))
		return st;
	/* the ruleset's amounts, or those entered at the table */
	for (int i = 0; i < (entered != NULL ? nres : c->n); i++) {
		int r = entered != NULL ? i : rs_resource(a->rs, c->ids[i]);
		long each = entered != NULL ? entered[i] :
		    *VEC_AT(*c, long, i);
		if (entered != NULL && each < 0)
			continue;	/* a resource the entered cost lacks */
		if (dc->present && r == dc->resource.i) {
			long held = 0;
			for (int t = 0; t < NTILES(a); t++)
				held += TILE(a, t)->type == dc->tile.i &&
				    TILE(a, t)->home < 0 && terr_controls(a, t,
				    p);
			each -= held * dc->per;
			if (each < dc->min)
				each = dc->min;
		}
		cost[r] += each * n;
	}
	return ST_OK;
}

int
eng_raise_building(struct act *a, int p, int t, int k, long n)
{
	const struct piece_def *d = RS_PIECE(a->rs, k);
	int rep = d->replaces.i;

	if (n != 1)
		return refuse(a, "a territory holds one %s at most",
		    "building");
	if (d->needs.i >= 0 && !terr_has(a, t, p, d->needs.i))
		return refuse(a, "%s are built only where the builder has "
		    "%s; %s has none on %s", piece_name(a, k, 2),
		    piece_name(a, d->needs.i, 2), pname(a, p), TID(a, t));
	if (rep >= 0) {
		if (!terr_has(a, t, p, rep))
			return refuse(a, "%s are built in place of the "
			    "builder's %s; %s has none on %s", piece_name(a, k,
			    2), piece_name(a, rep, 2), pname(a, p),
			    TID(a, t));
		UNITS(a, t, p)[rep]--;
		TILE(a, t)->fresh = 2;
	} else {
		if (terr_buildings(a, t) + 1 > a->rs->mech.territories.buildings)
			return refuse(a, "%s holds a building already",
			    TID(a, t));
		TILE(a, t)->fresh = 1;
	}
	UNITS(a, t, p)[k]++;
	terr_owner_update(a->st, t);
	return ST_OK;
}
