/* engine_units.c: a word of kind piece-counts (PIECE:N[,...], a count of
 * 1 may be left out, or none) and the effect set-units, which sets a
 * player's units on a territory of the map to it, as they stand on the
 * table, within what the box holds. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

/* Is s the word none, where x takes it? */
static int
is_none(const struct arg_def *x, const char *s)
{
	return x->none && strcmp(s, "none") == 0;
}

int
eng_counts_word(struct act *a, const struct arg_def *x, const char *s,
    long *out)
{
	long *counts;
	int st;

	*out = 0;	/* its place, set by the caller */
	if (is_none(x, s)) {
		canon(a, "none");
		return ST_OK;
	}
	if ((counts = calloc((size_t)a->rs->pieces.n, sizeof *counts)) ==
	    NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	if ((st = arg_pieces(a, s, counts)) == ST_OK)
		canon_pieces(a, counts);
	free(counts);
	return st;
}

/* Set p's units on tile to counts (np kinds), within the box. */
static int
set_units(struct act *a, int tile, int p, const long *counts, int np)
{
	long *before = calloc((size_t)np, sizeof *before);
	char b1[200], b2[200];
	int st = ST_OK;

	if (before == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	memcpy(before, UNITS(a, tile, p), (size_t)np * sizeof *before);
	memset(UNITS(a, tile, p), 0, (size_t)np * sizeof *before);
	for (int k = 0; k < np && st == ST_OK; k++) {
		long out = terr_out_of_box(a, p, k);
		if (out + counts[k] > RS_PIECE(a->rs, k)->count)
			st = refuse(a, "%s has %ld %s in the box and %ld out "
			    "elsewhere: at most %ld here", pname(a, p),
			    RS_PIECE(a->rs, k)->count, piece_name(a, k, 2), out,
			    RS_PIECE(a->rs, k)->count - out);
	}
	if (st == ST_OK) {
		memcpy(UNITS(a, tile, p), counts, (size_t)np * sizeof *counts);
		terr_owner_update(a->st, tile);
		report_line(a->rep, "%s, %s: %s -> %s", tname(a, tile),
		    pname(a, p), pieces_text(a, before, b1, sizeof b1),
		    pieces_text(a, counts, b2, sizeof b2));
	}
	free(before);
	return st;
}

int
eng_set_units(struct act *a, const struct eff_units *x,
    const struct eng_eval *ev)
{
	const struct action_def *act = ev->act;
	const struct arg_def *w = VEC_AT(act->args, struct arg_def,
	    x->w_units);
	const char *s = a->argv[ev->args[x->w_units]];
	int np = a->rs->pieces.n, tile = (int)ev->args[x->w_at], st;
	long v, *counts;

	if ((st = eng_eval(&x->player, ev, &v, a->d)))
		return st;
	if (a->st->terr == NULL || np <= 0 || tile < 0 || tile >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: set-units needs a map of "
		    "territories with pieces", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "units on the map are a player's of the game");
	if ((counts = calloc((size_t)np, sizeof *counts)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* read again, as the word was (its words are logged already) */
	st = is_none(w, s) ? ST_OK : arg_pieces(a, s, counts);
	if (st == ST_OK)
		st = set_units(a, tile, (int)v, counts, np);
	free(counts);
	return st;
}
