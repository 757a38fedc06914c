/* schema_plan.c: what the walker (schema.c) does with a structure of a
 * type, listed once per type.
 *
 * The storage the walker fills is zeroed, so that a field whose default
 * is 0 (most: every text, list and reference's name, an effect's
 * members) needs no write.  A type's list holds only its fields that
 * need one, or that are required, each with its writes flattened (an
 * absent structure's fields' defaults, and theirs): the walker looked at
 * every field of every structure, a hundred of each effect (some 17
 * million instructions of the 280 a ruleset check of the largest game
 * spent), where the list holds a few.  Likewise the members a
 * structure's release frees: the release went through every field of
 * every structure and every structure below, where a list of the members
 * that may hold storage, flattened, is read without a call for each. */
#include "core/base/schema_plan.h"

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

/* The members of a value of type t at off that may hold storage, into o
 * when not NULL; how many. */
static int
owned(const struct stype *t, size_t off, struct sowned *o)
{
	int n = 0;

	switch (t->kind) {
	case SK_STR:
	case SK_RAW:
		if (o != NULL)
			*o = (struct sowned){ t, (unsigned)off, { (unsigned)off,
			    (unsigned)off, (unsigned)off } };
		return 1;
	case SK_PSTR:
		if (o != NULL)
			*o = (struct sowned){ t, (unsigned)off, { (unsigned)(off +
			    offsetof(struct spstr, text)), (unsigned)(off +
			    offsetof(struct spstr, text)), (unsigned)(off +
			    offsetof(struct spstr, text)) } };
		return 1;
	case SK_REF:
		if (o != NULL)
			*o = (struct sowned){ t, (unsigned)off, { (unsigned)(off +
			    offsetof(struct sref, name)), (unsigned)(off +
			    offsetof(struct sref, name)), (unsigned)(off +
			    offsetof(struct sref, name)) } };
		return 1;
	case SK_EXPR:
		if (o != NULL)
			*o = (struct sowned){ t, (unsigned)off, { (unsigned)(off +
			    offsetof(struct sexpr, text)), (unsigned)(off +
			    offsetof(struct sexpr, e)), (unsigned)(off +
			    offsetof(struct sexpr, e)) } };
		return 1;
	case SK_DICT:
	case SK_LIST:
		if (o != NULL)
			*o = (struct sowned){ t, (unsigned)off, { (unsigned)(off +
			    offsetof(struct vec, v)), (unsigned)(off +
			    offsetof(struct vec, ids)), (unsigned)(off +
			    offsetof(struct vec, pos)) } };
		return 1;
	case SK_STRUCT:
		for (const struct sfield *g = stype_fields(t);
		    g->key[0] != '\0'; g++)
			n += owned(sfield_type(t, g), off + g->off,
			    o != NULL ? o + n : NULL);
		return n;
	default:
		return 0;
	}
}

static struct splan *
build(const struct stype *t)
{
	const struct sfield *fs = stype_fields(t);
	struct splan *d;
	int nneed = 0, nw = 0, k = 0, at = 0, no = owned(t, 0, NULL);

	for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
		int n = writes(t, f, f->off, NULL);
		nw += n;
		nneed += n > 0 || (f->flags & SF_REQUIRED);
	}
	d = malloc(sizeof *d + (size_t)nw * sizeof *d->w +
	    (size_t)no * sizeof *d->owned + (size_t)nneed * sizeof *d->need);
	if (d == NULL)
		return NULL;
	d->nneed = nneed;
	d->nw = nw;
	d->nowned = no;
	d->w = (struct sdef_write *)(void *)(d + 1);
	d->owned = (struct sowned *)(void *)(d->w + nw);
	d->need = (struct sdef_need *)(void *)(d->owned + no);
	owned(t, 0, d->owned);
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
	struct splan *d;
} slot[SLOTS];

const struct splan *
schema_plan(const struct stype *t)
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
