/* schema_aside.c: the keys of a tagged structure (an effect) past its
 * first that says what it is, walked aside (schema_int.h).  An effect
 * holds the members of its one key alone, where another key's may lie
 * too: a second key walked in place would write over the first's, and
 * the refusal of the two, with what the walk of each says, needs both
 * whole until the references are resolved. */
#include "core/base/schema_int.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Zeroed storage aside for field f of the tagged structure at dest, of
 * type t; NULL out of memory. */
static char *
aside_new(struct schema_ctx *c, const struct stype *t, char *dest, int f)
{
	const struct sfield *fs = stype_fields(t);
	char *p;

	if (c->naside == c->capaside) {
		int cap = c->capaside ? c->capaside * 2 : 8;
		struct schema_aside *a = realloc(c->aside, (size_t)cap *
		    sizeof *a);
		if (a == NULL)
			return NULL;
		c->aside = a;
		c->capaside = cap;
	}
	if ((p = calloc(1, schema_size(sfield_type(t, &fs[f])))) == NULL)
		return NULL;
	c->aside[c->naside++] = (struct schema_aside){ t, dest, f, p };
	return p;
}

char *
schema_aside_at(struct schema_ctx *c, const struct stype *t, char *dest,
    int f, int placed)
{
	if (placed < 0 || placed == f)
		return dest + stype_fields(t)[f].off;
	return aside_new(c, t, dest, f);
}

/* The references queued in the n bytes at from, now at to. */
static void
move_refs(struct schema_ctx *c, const char *from, size_t n, char *to)
{
	uintptr_t lo = (uintptr_t)from;

	for (int i = 0; i < c->nrefs; i++) {
		uintptr_t at = (uintptr_t)c->refs[i].dest;
		if (at >= lo && at - lo < n)
			c->refs[i].dest = (struct sref *)(void *)(to +
			    (at - lo));
	}
}

/* Field f of t: the bytes [*lo, *hi) of its member. */
static void
span(const struct stype *t, int f, size_t *lo, size_t *hi)
{
	const struct sfield *fs = stype_fields(t);

	*lo = fs[f].off;
	*hi = *lo + schema_size(sfield_type(t, &fs[f]));
}

/* Aside a back in place, the references queued in it with it. */
static void
move_in(struct schema_ctx *c, struct schema_aside *a, char *dest)
{
	size_t lo, hi;

	span(a->t, a->f, &lo, &hi);
	memcpy(dest + lo, a->p, hi - lo);
	move_refs(c, a->p, hi - lo, dest + lo);
	free(a->p);
	a->p = NULL;
}

/* Does field f's member lie over that of placed, or of a key of the
 * structure at dest moved back in place (aside from from on)? */
static int
overlaps(struct schema_ctx *c, const struct stype *t, const char *dest,
    int f, int placed, int from)
{
	size_t lo, hi, lo2, hi2;

	span(t, f, &lo, &hi);
	for (int i = from - 1; i < c->naside; i++) {
		int g = i < from ? placed : c->aside[i].p == NULL &&
		    c->aside[i].owner == dest ? c->aside[i].f : -1;
		if (g < 0)
			continue;
		span(t, g, &lo2, &hi2);
		if (lo < hi2 && lo2 < hi)
			return 1;
	}
	return 0;
}

int
schema_aside_settle(struct schema_ctx *c, const struct stype *t, char *dest,
    int placed, int from)
{
	struct schema_tag *g = (struct schema_tag *)(void *)dest;
	int want = g->n == 1 ? g->key - 1 : -1;

	g->held = (unsigned short)(want >= 0 ? want + 1 : placed + 1);

	if (want < 0) {
		/* two keys or none, refused: each in its own member where
		 * it lies over none of the others' (the plain layout:
		 * every one), the checks of the words an effect reads
		 * finding it there as before */
		for (int i = from; i < c->naside; i++)
			if (c->aside[i].owner == dest && c->aside[i].p !=
			    NULL && !overlaps(c, t, dest, c->aside[i].f,
			    placed, from))
				move_in(c, &c->aside[i], dest);
		return 0;
	}
	if (placed == want)
		return 0;
	if (placed >= 0) {
		/* the one in place, not told, goes aside */
		size_t lo, hi;
		char *p = aside_new(c, t, dest, placed);
		if (p == NULL)
			return -1;
		span(t, placed, &lo, &hi);
		memcpy(p, dest + lo, hi - lo);
		move_refs(c, dest + lo, hi - lo, p);
		memset(dest + lo, 0, hi - lo);
	}
	for (int i = from; i < c->naside; i++)
		if (c->aside[i].owner == dest && c->aside[i].f == want &&
		    c->aside[i].p != NULL) {
			move_in(c, &c->aside[i], dest);
			break;
		}
	return 0;
}

void
schema_aside_release(struct schema_ctx *c)
{
	for (int i = 0; i < c->naside; i++) {
		struct schema_aside *a = &c->aside[i];
		const struct sfield *f = stype_fields(a->t) + a->f;
		if (a->p == NULL)
			continue;
		schema_release_kept(sfield_type(a->t, f), a->p, NULL, 0,
		    c->arena);
		free(a->p);
	}
	free(c->aside);
	c->aside = NULL;
	c->naside = c->capaside = 0;
}
