/* schema_plan.h: what the walker (schema.c) does with a structure of a
 * type, listed once per type (schema_plan.c): the defaults it writes into
 * the absent fields, and the members its release frees.  The walker's
 * storage is zeroed: a field whose default is 0 needs no write and is not
 * listed; nor is a member that holds no storage (a number, a flag). */
#ifndef ARBITER_SCHEMA_PLAN_H
#define ARBITER_SCHEMA_PLAN_H

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

/* A member that may hold storage (a text, a reference's name, a copied
 * tree, an expression, a list or dict), its structures' members
 * flattened into their structure's list. */
struct sowned {
	const struct stype *t;
	unsigned off;		/* from the structure's start */
	/* where its pointers lie (from the structure's start, the same
	 * one twice when it has fewer): all NULL, it holds nothing */
	unsigned ptr[3];
};

/* Does the member o of the structure at dest hold nothing? */
static inline int
sowned_empty(const struct sowned *o, const char *dest)
{
	return (*(void *const *)(const void *)(dest + o->ptr[0]) == NULL) &
	    (*(void *const *)(const void *)(dest + o->ptr[1]) == NULL) &
	    (*(void *const *)(const void *)(dest + o->ptr[2]) == NULL);
}

struct splan {
	int nneed, nw, nowned;
	struct sdef_need *need;	/* in the order of the fields */
	struct sdef_write *w;
	struct sowned *owned;
};

/* The plan of the structure type t, made at its first call and kept for
 * the program's life, or NULL (out of memory). */
const struct splan *schema_plan(const struct stype *t);

/* Write the defaults of need nd into the structure at dest. */
static inline void
sdef_apply(const struct splan *d, const struct sdef_need *nd, char *dest)
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
