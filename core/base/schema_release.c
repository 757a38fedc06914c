/* schema_release.c: the release of what the walker or an image reader
 * filled (schema.h). */
#include "core/base/schema_int.h"

#include "core/expr/expr.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Does the member o of the structure at dest hold nothing? */
static int
sowned_empty(const struct sowned *o, const char *dest)
{
	return (*(void *const *)(const void *)(dest + o->ptr[0]) == NULL) &
	    (*(void *const *)(const void *)(dest + o->ptr[1]) == NULL) &
	    (*(void *const *)(const void *)(dest + o->ptr[2]) == NULL);
}

/* What storage read from an image its owner frees whole: the block of
 * texts [lo, hi) and the arena of arrays. */
struct kept_blocks {
	uintptr_t lo, hi;
	const struct schema_arena *arena;	/* arrays, or NULL */
};

/* Is p a text of the block of texts? */
static int
in_block(const void *p, const struct kept_blocks *k)
{
	return (uintptr_t)p >= k->lo && (uintptr_t)p < k->hi;
}

/* free(p) unless p is an array of the arena, freed whole by its owner. */
static void
free_array(void *p, const struct kept_blocks *k)
{
	if (k->arena == NULL || !schema_arena_has(k->arena, p))
		free(p);
}

/* Are the n bytes at p all zero? */
static int
all_zero(const void *p, size_t n)
{
	const unsigned char *b = p;

	return n == 0 || (b[0] == 0 && memcmp(b, b + 1, n - 1) == 0);
}

static void release(const struct stype *t, void *dest,
    const struct kept_blocks *k);

/* The members of fields [from, to) of the structure at dest (plan p's
 * owned) that hold storage, released. */
static void
release_fields(const struct splan *p, int from, int to, char *dest,
    const struct kept_blocks *k)
{
	for (int i = p->owned_at[from]; i < p->owned_at[to]; i++) {
		const struct sowned *o = &p->owned[i];
		if (o->span > 0 && *(const int *)(const void *)(dest +
		    o->gate) == 0)
			i += o->span - 1;
		else if (!sowned_empty(o, dest))
			release(o->t, dest + o->off, k);
	}
}

int
schema_keys_overlap(const struct stype *t)
{
	static const struct stype *known;
	static int overlap;
	const struct sfield *fs = stype_fields(t);

	if (known == t)
		return overlap;
	overlap = 0;
	for (int i = 0; i < t->nfields && !overlap; i++)
		for (int j = i + 1; j < t->nfields && !(fs[i].flags & SF_HOW);
		    j++)
			if (!(fs[j].flags & SF_HOW) && fs[i].off < fs[j].off +
			    schema_size(sfield_type(t, &fs[j])) && fs[j].off <
			    fs[i].off + schema_size(sfield_type(t, &fs[i])))
				overlap = 1;
	known = t;
	return overlap;
}

/* A tagged structure (an effect) read with one key, or where the keys'
 * members lie over each other: what its SF_HOW fields and the key whose
 * member holds what was written (its tag's held) hold released, the
 * others' bytes not looked at (all 0, or that key's). */
static void
release_tagged(const struct stype *t, const struct splan *p, char *dest,
    const struct kept_blocks *k)
{
	const struct sfield *fs = stype_fields(t);
	const struct schema_tag *g = (const struct schema_tag *)(const void *)
	    dest;
	int key = (g->n == 1 ? g->key : g->held) - 1;

	for (int j = 0; j < t->nfields; j++)
		if ((fs[j].flags & SF_HOW) || j == key)
			release_fields(p, j, j + 1, dest, k);
}

static void
release(const struct stype *t, void *dest, const struct kept_blocks *k)
{
	switch (t->kind) {
	case SK_STR: {
		char **s = dest;
		if (*s != schema_unknown_str && !in_block(*s, k))
			free(*s);
		*s = NULL;
		break;
	}
	case SK_PSTR: {
		struct spstr *s = dest;
		if (s->text != schema_unknown_str && !in_block(s->text, k))
			free(s->text);
		memset(s, 0, sizeof *s);
		break;
	}
	case SK_REF:
		if (!in_block(((struct sref *)dest)->name, k))
			free(((struct sref *)dest)->name);
		((struct sref *)dest)->name = NULL;
		break;
	case SK_RAW:
		ynode_free(*(struct ynode **)dest);
		*(struct ynode **)dest = NULL;
		break;
	case SK_EXPR: {
		struct sexpr *x = dest;
		if (x->text != schema_unknown_str && !in_block(x->text, k))
			free(x->text);
		expr_free(x->e);
		memset(x, 0, sizeof *x);
		break;
	}
	case SK_STRUCT: {
		const struct splan *p = schema_plan(t);
		/* a structure of zeros holds nothing to free (most of an
		 * effect's are: one of its keys is written), and the release
		 * of its fields would leave it as it is */
		if (all_zero(dest, schema_size(t)))
			break;
		/* the members that may hold storage, those that do released
		 * (an effect's hundreds, most empty, without a call each;
		 * those of an absent SF_PRESENT structure, an effect's
		 * other kinds, passed over at once) */
		if (p != NULL && p->owned_at != NULL &&
		    (((const struct schema_tag *)dest)->n == 1 ||
		    schema_keys_overlap(t))) {
			release_tagged(t, p, dest, k);
			break;
		}
		for (int i = 0; p != NULL && i < p->nowned; i++) {
			const struct sowned *o = &p->owned[i];
			if (o->span > 0 && *(const int *)(const void *)((const
			    char *)dest + o->gate) == 0)
				i += o->span - 1;
			else if (!sowned_empty(o, dest))
				release(o->t, (char *)dest + o->off, k);
		}
		for (const struct sfield *f = stype_fields(t); p == NULL &&
		    f->key[0] != '\0'; f++)
			release(sfield_type(t, f), (char *)dest + f->off, k);
		break;
	}
	case SK_DICT:
	case SK_LIST: {
		struct vec *v = dest;
		const struct stype *et = stype_elem(t);
		size_t esz = schema_size(et);
		for (int i = 0; i < v->n; i++) {
			release(et, (char *)v->v + (size_t)i * esz, k);
			if (v->ids != NULL && !in_block(v->ids[i], k))
				free(v->ids[i]);
		}
		free_array(v->v, k);
		free_array(v->ids, k);
		free_array(v->pos, k);
		memset(v, 0, sizeof *v);
		break;
	}
	default:
		break;
	}
}

void
schema_release(const struct stype *t, void *dest)
{
	struct kept_blocks k = { 0, 0, NULL };

	release(t, dest, &k);
}

void
schema_release_kept(const struct stype *t, void *dest, const void *texts,
    size_t n, const struct schema_arena *arena)
{
	struct kept_blocks k = { (uintptr_t)texts, (uintptr_t)texts + n,
	    arena };

	release(t, dest, &k);
}

/* What was walked aside released (schema.c, walk_struct). */
static void
aside_release(struct schema_ctx *c)
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

void
schema_ctx_release(struct schema_ctx *c)
{
	for (int i = 0; i < c->nunk; i++)
		free(c->unk[i].path);
	free(c->unk);
	for (int i = 0; i < c->nrefs; i++)
		free(c->refs[i].path);
	free(c->refs);
	aside_release(c);
	memset(c, 0, sizeof *c);
}
