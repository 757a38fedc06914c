/* engine_tally.c: the tallies at the table: tally(ID) and tally(ID,
 * REGION) read, and fitted to the pieces after an effect; connected(A, B),
 * a way between two regions through the actor's own (decl.h, names.h).
 * The effects that write them: engine_tally_add.c. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

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
	if (s->code == N_CONNECTED && ev->me < 0) {
		snprintf(err, n, "'connected' is a way through the actor's "
		    "own regions, and there is no actor here");
		return -1;
	}
	if (per == TALLY_GROUP && (x < 0 || x >= rs->map.ngroups)) {
		snprintf(err, n, "'group' is the group of sum_groups, "
		    "count_groups or each-group; outside them there is "
		    "none");
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

static void
uses_way(void *ctx, const struct expr_sym *s)
{
	if (s->code == N_CONNECTED || s->code == N_REACHES)
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

int *
eng_tally_watch(const struct act *a)
{
	int n = a->rs->map.nregions, *held;

	if (a->st->board == NULL || n <= 0 || (!state_tally_of_pieces(a->rs) &&
	    !eng_tenure_watched(a->rs)) ||
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
	if (state_tally_of_pieces(a->rs))
		for (int r = 0; r < a->rs->map.nregions; r++)
			state_tally_fit(a->st, a->rs, r, held[r] !=
			    a->st->board->owner[r]);
	eng_tenure_fit(a, held);
	free(held);
}
