/* schema_int.h: what the files of the schema walker share inside
 * core/base (schema.c, schema_release.c, schema_resolve.c). */
#ifndef ARBITER_SCHEMA_INT_H
#define ARBITER_SCHEMA_INT_H

#include <stddef.h>

#include "core/base/schema.h"

/* What the walker does with a structure of a type, listed once per type:
 * its plan.
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
	/* the first of the members of a structure flagged SF_PRESENT (an
	 * effect's kinds, all absent but one): their count, and where its
	 * present lies; 0 there, it holds nothing and they are passed
	 * over (span 0: not such a first) */
	unsigned gate;
	int span;
};

struct splan {
	int nneed, nw, nowned;
	struct sdef_need *need;	/* in the order of the fields */
	struct sdef_write *w;
	struct sowned *owned;
	/* of a tagged type (an effect): where the members of each field
	 * begin in owned, nfields + 1 of them (the last: nowned), so that
	 * the release frees those of its SF_HOW fields and of the one its
	 * tag says alone; NULL for the others */
	int *owned_at;
};

/* The plan of the structure type t, made at its first call and kept for
 * the program's life, or NULL (out of memory) (schema.c). */
const struct splan *schema_plan(const struct stype *t);

/* A reference the walk met: its name is looked up in its target once the
 * whole tree is read (schema_resolve, schema_resolve.c). */
struct pending {
	struct sref *dest;
	const struct stype *type;
	char *path;
};

/* A key of a tagged structure walked aside (schema.c, walk_struct;
 * released with the context, schema_release.c): field f of
 * the structure at owner, its value at p (calloc'd), or NULL once it
 * went back in place. */
struct schema_aside {
	const struct stype *t;	/* the tagged structure's type */
	const void *owner;
	int f;
	char *p;
};

#endif
