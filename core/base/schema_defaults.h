/* schema_defaults.h: the defaults the walker (schema.c) writes into the
 * absent fields of a structure, listed once per type
 * (schema_defaults.c).  The walker's storage is zeroed: a field whose
 * default is 0 needs no write and is not listed. */
#ifndef ARBITER_SCHEMA_DEFAULTS_H
#define ARBITER_SCHEMA_DEFAULTS_H

#include "core/base/schema.h"

struct sdef_write {
	size_t off;		/* from the structure's start */
	long v;
	int wide;		/* a long, else an int */
};

/* A field of a structure type with a default to write, or required. */
struct sdef_need {
	int field;		/* its index in the type's fields */
	int required;		/* SF_REQUIRED: missing, it is refused */
	int from, to;		/* its writes in the type's list */
};

struct sdefaults {
	int nneed, nw;
	struct sdef_need *need;	/* in the order of the fields */
	struct sdef_write *w;
};

/* The list of the structure type t, made at its first call and kept for
 * the program's life, or NULL (out of memory). */
const struct sdefaults *schema_defaults(const struct stype *t);

/* Write the defaults of need nd into the structure at dest. */
static inline void
sdef_apply(const struct sdefaults *d, const struct sdef_need *nd, char *dest)
{
	for (int j = nd->from; j < nd->to; j++) {
		const struct sdef_write *w = &d->w[j];
		if (w->wide)
			*(long *)(void *)(dest + w->off) = w->v;
		else
			*(int *)(void *)(dest + w->off) = (int)w->v;
	}
}

#endif
