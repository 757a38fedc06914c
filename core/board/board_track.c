/* board_track.c: pieces tracked one by one (see board_track.h). */
#include "core/board/board_track.h"
#include "core/board/board_tenure.h"

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

void
track_tally(const struct track *t, struct board_state *b)
{
	board_clear(b);
	for (int i = 0; i < t->n; i++)
		if (t->v[i].region >= 0 && t->v[i].region < b->nregions)
			++*board_at(b, t->v[i].region, t->v[i].owner, 0);
}
