/* schema_defaults.c: what the walker writes into the absent fields of a
 * structure (schema.c), listed once per type.
 *
 * The storage the walker fills is zeroed, so that a field whose default
 * is 0 (most: every text, list and reference's name, an effect's
 * members) needs no write.  A type's list holds only its fields that
 * need one, or that are required, each with its writes flattened (an
 * absent structure's fields' defaults, and theirs): the walker looked at
 * every field of every structure, a hundred of each effect (some 17
 * million instructions of the 280 a ruleset check of the largest game
 * spent), where the list holds a few. */
#include "core/base/schema_defaults.h"

#include <stdint.h>
#include <stdlib.h>

/* The writes of field f of structure type t at off (its own, below a
 * structure absent: its fields'), into w when not NULL; how many. */
static int
writes(const struct stype *t, const struct sfield *f, size_t off,
    struct sdef_write *w)
{
	const struct stype *ft = sfield_type(t, f);
	int n = 0;

	if (f->flags & SF_ABSENT_ZERO)
		return 0;
	switch (ft->kind) {
	case SK_INT:
		if (f->def != 0 && w != NULL)
			*w = (struct sdef_write){ off, f->def, 1 };
		return f->def != 0;
	case SK_BOOL:
	case SK_ENUM:
		if ((int)f->def != 0 && w != NULL)
			*w = (struct sdef_write){ off, (int)f->def, 0 };
		return (int)f->def != 0;
	case SK_REF:
		if (w != NULL)
			*w = (struct sdef_write){ off +
			    offsetof(struct sref, i), -1, 0 };
		return 1;
	case SK_STRUCT:
		for (const struct sfield *g = stype_fields(ft);
		    g->key[0] != '\0'; g++)
			n += writes(ft, g, off + g->off, w != NULL ? w + n :
			    NULL);
		return n;
	default:
		return 0;
	}
}

static struct sdefaults *
build(const struct stype *t)
{
	const struct sfield *fs = stype_fields(t);
	struct sdefaults *d;
	int nneed = 0, nw = 0, k = 0, at = 0;

	for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
		int n = writes(t, f, f->off, NULL);
		nw += n;
		nneed += n > 0 || (f->flags & SF_REQUIRED);
	}
	d = malloc(sizeof *d + (size_t)nneed * sizeof *d->need +
	    (size_t)nw * sizeof *d->w);
	if (d == NULL)
		return NULL;
	d->nneed = nneed;
	d->nw = nw;
	d->w = (struct sdef_write *)(void *)(d + 1);
	d->need = (struct sdef_need *)(void *)(d->w + nw);
	for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
		int n = writes(t, f, f->off, d->w + at);
		if (n == 0 && !(f->flags & SF_REQUIRED))
			continue;
		d->need[k++] = (struct sdef_need){ (int)(f - fs),
		    (f->flags & SF_REQUIRED) != 0, at, at + n };
		at += n;
	}
	return d;
}

/* The lists made, by type: kept for the program's life (a type is in
 * .rodata).  Some 160 structure types in all. */
#define SLOTS 512
static struct {
	const struct stype *t;
	struct sdefaults *d;
} slot[SLOTS];

const struct sdefaults *
schema_defaults(const struct stype *t)
{
	unsigned h = (unsigned)(((uintptr_t)t / sizeof *t) % SLOTS);

	for (unsigned i = 0; i < SLOTS; i++, h = (h + 1) % SLOTS) {
		if (slot[h].t == t)
			return slot[h].d;
		if (slot[h].t == NULL) {
			if ((slot[h].d = build(t)) == NULL)
				return NULL;
			slot[h].t = t;
			return slot[h].d;
		}
	}
	return NULL;
}
