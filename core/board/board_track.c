/* board_track.c: pieces tracked one by one (see board_track.h): the list
 * itself and its snapshot, which know nothing of a board (the tally onto
 * one: board_tally.c). */
#include "core/board/board_track.h"

#include <stdlib.h>
#include <string.h>

int
track_add(struct track *t, const struct tracked *p)
{
	if (t->n == t->cap) {
		int cap = t->cap ? t->cap * 2 : 16;
		struct tracked *v = realloc(t->v, (size_t)cap * sizeof *v);
		if (v == NULL)
			return -1;
		t->v = v;
		t->cap = cap;
	}
	t->v[t->n] = *p;
	return t->n++;
}

void
track_remove(struct track *t, int i)
{
	memmove(&t->v[i], &t->v[i + 1],
	    (size_t)(t->n - i - 1) * sizeof *t->v);
	t->n--;
}

int
track_assign(struct track *dst, const struct track *src)
{
	struct tracked *v = NULL;

	if (src->n > 0) {
		v = malloc((size_t)src->n * sizeof *v);
		if (v == NULL)
			return -1;
		memcpy(v, src->v, (size_t)src->n * sizeof *v);
	}
	free(dst->v);
	dst->v = v;
	dst->n = dst->cap = src->n;
	return 0;
}

void
track_release(struct track *t)
{
	free(t->v);
	memset(t, 0, sizeof *t);
}

long
track_on(const struct track *t, int r, int *first)
{
	long n = 0;

	if (first != NULL)
		*first = -1;
	for (int i = 0; i < t->n; i++)
		if (t->v[i].region == r) {
			if (n++ == 0 && first != NULL)
				*first = i;
		}
	return n;
}

long
track_in_area(const struct track *t, int player)
{
	long n = 0;

	for (int i = 0; i < t->n; i++)
		n += t->v[i].area == player;
	return n;
}

int
track_alone(const struct track *t, int r)
{
	int owner = -1;

	for (int i = 0; i < t->n; i++) {
		if (t->v[i].region != r)
			continue;
		if (owner >= 0 && t->v[i].owner != owner)
			return -1;
		owner = t->v[i].owner;
	}
	return owner;
}

/* --- snapshots ------------------------------------------------------------ */

#define TRACK_MAX (1L << 40)

struct json *
track_to_json(const struct track *t)
{
	struct json *a = json_arr();

	for (int i = 0; i < t->n; i++) {
		const struct tracked *p = &t->v[i];
		const long row[6] = { p->kind, p->owner, p->num, p->area,
		    p->region, p->counters };
		json_push(a, json_longs(row, 6));
	}
	return a;
}

/* One row of six integers, each in -1..TRACK_MAX, into r; -1 otherwise. */
static int
read_row(const struct json *j, long *r)
{
	if (j == NULL || j->type != J_ARR || j->n != 6)
		return -1;
	for (int i = 0; i < 6; i++) {
		if (j->v[i]->type != J_INT || j->v[i]->i < -1 ||
		    j->v[i]->i > TRACK_MAX)
			return -1;
		r[i] = j->v[i]->i;
	}
	return 0;
}

int
track_from_json(struct track *t, const struct json *a, int nkinds,
    int nplayers, int nregions)
{
	if (a == NULL || a->type != J_ARR)
		return -1;
	for (int i = 0; i < a->n; i++) {
		long r[6];
		struct tracked p;
		if (read_row(a->v[i], r) < 0 || r[0] < 0 || r[0] >= nkinds ||
		    r[1] < 0 || r[1] >= nplayers || r[2] < 0 ||
		    r[3] >= nplayers || r[4] >= nregions ||
		    (r[3] >= 0 && r[4] >= 0) || r[5] < 0)
			return -1;
		p = (struct tracked){ (int)r[0], (int)r[1], r[2], (int)r[3],
		    (int)r[4], r[5] };
		if (track_add(t, &p) < 0)
			return -1;
	}
	return 0;
}
