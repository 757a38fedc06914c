/* state_rebase.c: a state carried over to an amended ruleset (see
 * state.h): entries are matched by id, and what the old rules left unknown
 * is filled in as the amended rules would have set it. */
#include "core/state/state.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/zones.h"
#include "core/state/zones_board.h"

/* The kind of to matching kind k of from by id (units, then chiefs), or
 * -1 when to has none. */
static int
kind_in(const struct ruleset *from, const struct ruleset *to, int nunits,
    int k)
{
	int i;

	if (k < nunits)
		return vec_find(&to->units, from->units.ids[k]);
	i = vec_find(&to->chiefs, from->chiefs.ids[k - nunits]);
	return i < 0 ? -1 : (to->units.n > 0 ? to->units.n : 0) + i;
}

/* Side k of the counted pieces (piece k / 2, its upgraded side when k is
 * odd): its values, cost and attack entered at the table, carried to dst
 * by piece, name and resource; -1 where to has no room for one. */
static int
pentered_rebase(struct pieces *dst, const struct pieces *src,
    const struct ruleset *from, const struct ruleset *to, int k)
{
	int kk = vec_find(&to->pieces, from->pieces.ids[k / 2]), up = k % 2;
	const long *cost = src->pcost + k * src->nres;

	for (int v = 0; v < src->npvalues; v++) {
		long e = src->pentered[(up * src->npieces + k / 2) *
		    src->npvalues + v];
		int w = rs_piece_value_index(to, from->pvalue_names[v]);
		if (e == -1)
			continue;
		if (kk < 0 || w < 0)
			return -1;
		dst->pentered[(up * dst->npieces + kk) * dst->npvalues + w] = e;
	}
	for (int r = 0; r < src->nres; r++) {
		int rr = rs_resource(to, from->resources.ids[r]);
		if (cost[r] == -1)
			continue;
		if (kk < 0 || rr < 0)
			return -1;
		dst->pcost[(2 * kk + up) * dst->nres + rr] = cost[r];
	}
	if (src->pattack[k][0] != '\0') {
		if (kk < 0)
			return -1;
		memcpy(dst->pattack[2 * kk + up], src->pattack[k],
		    sizeof src->pattack[k]);
	}
	return 0;
}

/* dst (new for to) takes src (for from), and the pieces of t (a copy of
 * the board's, or NULL: none) their kinds in to, every kind matched by
 * id: an amendment may add units or chiefs, which shifts the indexes. */
static int
pieces_rebase(struct pieces *dst, const struct pieces *src,
    struct track *t, const struct ruleset *from, const struct ruleset *to)
{
	int *map, r = -1;

	if (dst->nplaces != src->nplaces ||
	    (map = calloc((size_t)src->nkinds + 1, sizeof *map)) == NULL)
		return -1;
	for (int k = 0; k < src->nkinds; k++)
		if ((map[k] = kind_in(from, to, src->nunits, k)) < 0)
			goto done;
	for (int i = 0; t != NULL && i < t->n; i++)
		t->v[i].kind = map[t->v[i].kind];
	for (int s = 0; s < PC_SEATS; s++)
		for (int u = 0; u < src->nunits; u++)
			dst->taken[s * dst->nunits + map[u]] =
			    src->taken[s * src->nunits + u];
	/* the values entered, by name: an amendment may name more */
	for (int v = 0; v < src->nvalues; v++) {
		int w = rs_value_index(to, from->value_names[v]);
		for (int k = 0; k < src->nkinds; k++) {
			long e = src->entered[k * src->nvalues + v];
			if (w >= 0)
				dst->entered[map[k] * dst->nvalues + w] = e;
			else if (e != -1)
				goto done;
		}
	}
	/* the counted pieces' too, by piece and name, on either side */
	for (int k = 0; k < 2 * src->npieces; k++)
		if (pentered_rebase(dst, src, from, to, k) < 0)
			goto done;
	for (int s = 0; s < PC_SEATS; s++) {
		int l = src->chief[s];
		dst->chief[s] = l < 0 ? -1 :
		    vec_find(&to->chiefs, from->chiefs.ids[l]);
		if (l >= 0 && dst->chief[s] < 0)
			goto done;
	}
	r = 0;
done:
	free(map);
	return r;
}

struct state *
state_rebase(const struct state *st, const struct ruleset *from,
    const struct ruleset *to)
{
	struct json *j = state_to_json(st, from);
	struct state *out = NULL;
	char err[128];

	if (j == NULL)
		return NULL;
	if (from->units.n != to->units.n || from->chiefs.n != to->chiefs.n) {
		struct pieces pc;
		struct board_state *b = NULL;
		if (pieces_init(&pc, to) < 0)
			goto done;
		if ((st->board != NULL && (b = board_copy(st->board)) ==
		    NULL) || pieces_rebase(&pc, &st->pc, b != NULL ?
		    &b->track : NULL, from, to) < 0) {
			board_free(b);
			pieces_release(&pc);
			goto done;
		}
		json_set(j, "pc", pieces_to_json(&pc, b));
		board_free(b);
		pieces_release(&pc);
	}
	out = state_from_json(j, to, err, sizeof err);
	if (out != NULL && out->zones != NULL &&
	    zones_fill(out->zones, out->board, to) < 0) {
		state_free(out);
		out = NULL;
	}
	if (out != NULL && out->zones != NULL)
		zones_board_count(out);
done:
	json_free(j);
	return out;
}

static char *
snapshot_text(const struct state *st, const struct ruleset *rs)
{
	struct strbuf b;

	sb_init(&b);
	state_write(&b, st, rs);
	return b.failed ? (sb_release(&b), NULL) : sb_take(&b);
}

static int
by_place(const void *x, const void *y)
{
	const struct squad *f = x, *g = y;

	if (f->zone != g->zone)
		return f->zone < g->zone ? -1 : 1;
	if (f->away != g->away)
		return f->away < g->away ? -1 : 1;
	return (f->owner > g->owner) - (f->owner < g->owner);
}

int
state_same(const struct state *x, const struct state *y,
    const struct ruleset *rs)
{
	struct state *cx = state_copy(x, rs), *cy = state_copy(y, rs);
	char *tx = NULL, *ty = NULL;
	int same = 0;

	if (cx == NULL || cy == NULL)
		goto done;
	/* a squad is one per owner, zone and space: their order in the
	 * list is only the order they were made in */
	if (cx->zones != NULL && cy->zones != NULL) {
		qsort(cx->zones->f, (size_t)cx->zones->nsquads,
		    sizeof *cx->zones->f, by_place);
		qsort(cy->zones->f, (size_t)cy->zones->nsquads,
		    sizeof *cy->zones->f, by_place);
	}
	tx = snapshot_text(cx, rs);
	ty = snapshot_text(cy, rs);
	same = tx != NULL && ty != NULL && strcmp(tx, ty) == 0;
done:
	free(tx);
	free(ty);
	state_free(cx);
	state_free(cy);
	return same;
}
