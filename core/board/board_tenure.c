/* board_tenure.c: how long regions are held (see board_tenure.h). */
#include "core/board/board_tenure.h"

#include <string.h>

#define TENURE_MAX (1L << 40)

void
board_take(struct board_state *b, int r, int owner, long round)
{
	b->owner[r] = owner < 0 ? -1 : owner;
	b->tenure[r].since = owner < 0 ? 0 : round;
	b->tenure[r].turns = 0;
}

long
board_since(const struct board_state *b, int r)
{
	return b->tenure[r].since;
}

long *
board_turns(const struct board_state *b, int r)
{
	return &b->tenure[r].turns;
}

void
board_clear(struct board_state *b)
{
	memset(b->pieces, 0, (size_t)b->nregions * (size_t)b->nplayers *
	    (size_t)b->nkinds * sizeof *b->pieces);
}

struct json *
board_tenure_to_json(const struct board_state *b)
{
	struct json *a = json_arr();

	for (int r = 0; r < board_regions(b); r++) {
		const long row[3] = { b->owner[r], b->tenure[r].since,
		    b->tenure[r].turns };
		json_push(a, json_longs(row, 3));
	}
	return a;
}

/* One row [owner, since, turns] into v; -1 when it is not one. */
static int
read_row(const struct json *j, int nplayers, long *v)
{
	if (j == NULL || j->type != J_ARR || j->n != 3)
		return -1;
	for (int i = 0; i < 3; i++) {
		if (j->v[i]->type != J_INT || j->v[i]->i < (i ? 0 : -1) ||
		    j->v[i]->i > TENURE_MAX)
			return -1;
		v[i] = j->v[i]->i;
	}
	return v[0] < nplayers ? 0 : -1;
}

int
board_tenure_from_json(struct board_state *b, const struct json *a,
    int nplayers)
{
	int n = board_regions(b);

	if (a == NULL || a->type != J_ARR || a->n != n)
		return -1;
	for (int r = 0; r < n; r++) {
		long v[3];
		if (read_row(a->v[r], nplayers, v) < 0)
			return -1;
		b->owner[r] = (int)v[0];
		b->tenure[r].since = v[1];
		b->tenure[r].turns = v[2];
	}
	return 0;
}
