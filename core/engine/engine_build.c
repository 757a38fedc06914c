/* engine_build.c: the effect build, which builds a word of kind
 * piece-counts on a territory of the map for a player, refused where
 * another player has units, applying the pieces' own rules as the effect
 * add-units does with buildings and builds (engine_add_units.c,
 * engine_build_rules.c); then the costs paid, in one line.  Texts of
 * before keep it; aldarra-reborn.yaml writes its build with add-units. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/state.h"

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
	struct eng_adding o = { 1, 1, unlimited };
	int nr = a->rs->resources.n, st;
	long *cost = calloc((size_t)nr + 1, sizeof *cost), *before;

	if (cost == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	if ((before = calloc((size_t)nr + 1, sizeof *before)) == NULL) {
		free(cost);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	for (int r = 0; r < nr; r++)
		before[r] = a->st->players[p].res[r];
	if (terr_enemies(a, t, p))
		st = refuse(a, "%s holds enemy units", TID(a, t));
	else
		st = eng_units_added(a, p, t, n, &o, cost);
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
