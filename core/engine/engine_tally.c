/* engine_tally.c: the tallies at the table: tally(ID) and tally(ID,
 * REGION) read, the effect tally adds to them; connected(A, B), a way
 * between two regions through the actor's own (decl.h, names.h); and the
 * effect data, which gives such counts to the command's --json report. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"

#include "core/state/state.h"
#include "core/state/state_path.h"
#include "core/state/state_tally.h"

int
eng_tally_value(const struct eng_eval *ev, const struct expr_sym *s, long x,
    long y, long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;
	int per = s->code == N_TALLY ? VEC_AT(rs->tallies, struct tally_def,
	    s->a)->per : TALLY_REGION;
	int r;

	if (per == TALLY_PLAYER && ev->me < 0) {
		snprintf(err, n, "'tally(%s)' is the actor's, and there is "
		    "no actor here", rs->tallies.ids[s->a]);
		return -1;
	}
	if (per == TALLY_REGION && (x < 0 || x >= state_regions(st) ||
	    (s->code == N_CONNECTED && (y < 0 || y >= state_regions(st))))) {
		snprintf(err, n, "'here' is the region of sum_regions or "
		    "count_regions; outside them there is none");
		return -1;
	}
	if (s->code == N_TALLY) {
		*out = state_tally_get(st, rs, (int)s->a, per == TALLY_PLAYER ?
		    ev->me : (int)x);
		return 0;
	}
	if ((r = state_path_held(st, rs, ev->me, (int)x, (int)y)) < 0) {
		snprintf(err, n, "out of memory");
		return -1;
	}
	*out = r;
	return 0;
}

int
eng_tally_add(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_tally *x = &e->tally;
	const struct tally_def *t = VEC_AT(a->rs->tallies, struct tally_def,
	    x->id.i);
	int who = 0, st;
	long v, *c;

	if ((st = eng_eval(&x->add, ev, &v, a->d)))
		return st;
	if (t->per == TALLY_PLAYER)
		who = ev->me;
	else if (t->per == TALLY_REGION)
		who = x->w_in.arg >= 0 ? (int)ev->args[x->w_in.arg] :
		    x->w_in.region;
	if (who < 0)
		return refuse(a, "the %s are counted per %s, and there is "
		    "none here", t->name, t->per == TALLY_PLAYER ? "player" :
		    "region");
	c = state_tally_at(a->st, a->rs, x->id.i, who);
	if (*c + v < 0)
		return refuse(a, "the %s cannot fall below 0 (%ld, less "
		    "%ld)", t->name, *c, -v);
	*c += v;
	return ST_OK;
}

static void
uses_way(void *ctx, const struct expr_sym *s)
{
	if (s->code == N_CONNECTED)
		*(int *)ctx = 1;
}

int
eng_needs_unknown(const struct ruleset *rs, const struct expr *e,
    struct diag *d)
{
	int way = 0;

	/* only an orbit board's adjacency may be unknown */
	if (rs->nlands <= 0 || rs->board.adjacent.n >= 0)
		return 0;
	expr_each_sym(e, uses_way, &way);
	return way && rs_need_vec(rs, &rs->board.adjacent, "board.adjacent",
	    d) != 0;
}

int
eng_data(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < e->data.n; k++) {
		char key[64];
		size_t i;
		long v;
		if ((st = eng_eval(VEC_AT(e->data, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		/* the report's members are spelt with '_' where ids have
		 * '-' */
		for (i = 0; e->data.ids[k][i] != '\0' && i < sizeof key - 1;
		    i++)
			key[i] = e->data.ids[k][i] == '-' ? '_' :
			    e->data.ids[k][i];
		key[i] = '\0';
		json_set(a->rep->data, key, json_int(v));
	}
	return ST_OK;
}

int *
eng_tally_watch(const struct act *a)
{
	int n = a->rs->map.nregions, *held;

	if (a->st->board == NULL || n <= 0 || !state_tally_of_pieces(a->rs) ||
	    (held = malloc((size_t)n * sizeof *held)) == NULL)
		return NULL;
	memcpy(held, a->st->board->owner, (size_t)n * sizeof *held);
	return held;
}

void
eng_tally_settle(struct act *a, int *held)
{
	if (held == NULL)
		return;
	for (int r = 0; r < a->rs->map.nregions; r++)
		state_tally_fit(a->st, a->rs, r, held[r] !=
		    a->st->board->owner[r]);
	free(held);
}
