/* engine_build.c: the effect build, which builds a word of kind
 * piece-counts on a territory of the map for a player, applying the
 * pieces' own rules: what a building or a home builds this step
 * (builds.units, builds.only, the home's builds, fewer where a building is
 * new), a discount per territory of a kind held, the piece a building
 * needs and the one it replaces, one building a territory, the box and the
 * stacking limit; then the costs paid, in one line. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/state.h"

#define UNLIMITED 1000000L	/* what "any number" builds */

/* How many moving units of kind k player p may build on tile t this step;
 * any number at p's home when unlimited. */
static long
capacity(struct act *a, int p, int t, int k, int unlimited)
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

static int
build_building(struct act *a, int p, int t, int k, long n)
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

/* The box, then the costs (cost[]), of n[] for p. */
static int
priced(struct act *a, int p, const long *n, long *cost)
{
	int st;

	for (int k = 0; k < NPIECES(a); k++) {
		if (n[k] == 0)
			continue;
		if (terr_out_of_box(a, p, k) + n[k] > RS_PIECE(a->rs, k)->count)
			return refuse(a, "%s has %ld %s in the box and %ld out: "
			    "%ld more is beyond the box", pname(a, p),
			    RS_PIECE(a->rs, k)->count, piece_name(a, k, 2),
			    terr_out_of_box(a, p, k), n[k]);
		if ((st = eng_units_cost(a, p, k, n[k], cost)))
			return st;
	}
	return ST_OK;
}

/* n[] placed on t for p, a building at a time, the units within what the
 * territory builds this step and the stacking limit. */
static int
placed(struct act *a, int p, int t, const long *n, int unlimited)
{
	int st;

	for (int k = 0; k < NPIECES(a); k++) {
		long cap, built = TILE(a, t)->built;
		if (n[k] == 0)
			continue;
		if (RS_PIECE(a->rs, k)->building) {
			if ((st = build_building(a, p, t, k, n[k])))
				return st;
			continue;
		}
		cap = capacity(a, p, t, k, unlimited);
		if (built + n[k] > cap)
			return refuse(a, "%s can build %ld more unit%s on %s "
			    "this step%s", pname(a, p), cap > built ? cap -
			    built : 0, cap - built == 1 ? "" : "s", TID(a, t),
			    cap == 0 ? " (none where it has no building that "
			    "builds them, or one new this step)" : "");
		TILE(a, t)->built += n[k];
		UNITS(a, t, p)[k] += n[k];
		terr_owner_update(a->st, t);
		if ((st = eng_stack_check(a, t, p, terr_mobile(a, t, p))))
			return st;
	}
	return ST_OK;
}

/* The costs paid, and the line that says what was built for them. */
static int
paid(struct act *a, int p, int t, const long *n, const long *cost,
    const long *before)
{
	struct strbuf b;
	char buf[200];
	int st = ST_OK;

	sb_init(&b);
	for (int r = 0; r < a->rs->resources.n && st == ST_OK; r++) {
		if (cost[r] == 0)
			continue;
		if ((st = res_add(a, p, r, -cost[r], "this building")) ==
		    ST_OK)
			sb_printf(&b, "%s%s %ld -> %ld", b.len ? ", " : "",
			    rname(a, r), before[r], a->st->players[p].res[r]);
	}
	if (st == ST_OK)
		report_line(a->rep, "%s builds %s on %s%s%s", pname(a, p),
		    pieces_text(a, n, buf, sizeof buf), tname(a, t), b.len ?
		    ": " : " for nothing", sb_str(&b));
	sb_release(&b);
	return st;
}

static int
build(struct act *a, int p, int t, const long *n, int unlimited)
{
	int nr = a->rs->resources.n, st;
	long *cost = calloc((size_t)nr + 1, sizeof *cost), *before;

	if (cost == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	if ((before = calloc((size_t)nr + 1, sizeof *before)) == NULL) {
		free(cost);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	if (terr_enemies(a, t, p))
		st = refuse(a, "%s holds enemy units", TID(a, t));
	else
		st = priced(a, p, n, cost);
	for (int r = 0; r < nr; r++)
		before[r] = a->st->players[p].res[r];
	if (st == ST_OK)
		st = placed(a, p, t, n, unlimited);
	if (st == ST_OK)
		st = paid(a, p, t, n, cost, before);
	free(before);
	free(cost);
	return st;
}

int
eng_build(struct act *a, const struct eff_build *x, const struct eng_eval *ev)
{
	const struct arg_def *w = VEC_AT(ev->act->args, struct arg_def,
	    x->w_pieces);
	const char *s = a->argv[ev->args[x->w_pieces]];
	int np = a->rs->pieces.n, tile = (int)ev->args[x->w_at], st;
	long v, any = 0, *counts;

	if ((st = eng_eval(&x->player, ev, &v, a->d)) ||
	    (x->unlimited.text != NULL && (st = eng_eval(&x->unlimited, ev,
	    &any, a->d))))
		return st;
	if (a->st->terr == NULL || np <= 0 || tile < 0 || tile >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: build needs a map of "
		    "territories with pieces", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "pieces are built by a player of the game");
	if ((counts = calloc((size_t)np, sizeof *counts)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* read again, as the word was (its words are logged already);
	 * 'none' builds nothing */
	st = w->none && strcmp(s, "none") == 0 ? ST_OK : arg_pieces(a, s,
	    counts);
	if (st == ST_OK)
		st = build(a, (int)v, tile, counts, any != 0);
	free(counts);
	return st;
}
