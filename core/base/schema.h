/* schema.h: one walker that checks a YAML tree against a declared schema
 * and fills C structures from it.
 *
 * A schema is a table of fields (key, type, offset, flags, help) per
 * structure.  The walker reports every error with its position and keeps
 * going; it records every value written as `unknown`; it queues references
 * by id, which schema_resolve() checks once the whole tree is read (the
 * second pass).  Storage per kind:
 *
 *   SK_INT    long        SCHEMA_UNKNOWN_INT when unknown
 *   SK_BOOL   int         0 or 1
 *   SK_STR    char *      NULL when absent, schema_unknown_str when unknown
 *   SK_ENUM   int         index into names; -1 when unknown
 *   SK_REF    struct sref index into the target's ids after resolving
 *   SK_STRUCT the struct itself (cannot be unknown)
 *   SK_DICT   struct vec  mapping of id -> element, in file order
 *   SK_LIST   struct vec  sequence of elements
 *   SK_RAW    struct ynode *  a copy of the subtree, unchecked
 *   SK_EXPR   struct sexpr an expression's text and position; compiled
 *                          later by the pass that knows its names
 *
 * A vec is unknown when its n is -1.  All storage filled by the walker is
 * owned by the destination and released with schema_release().
 */
#ifndef ARBITER_SCHEMA_H
#define ARBITER_SCHEMA_H

#include <limits.h>
#include <stddef.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"

#define SCHEMA_UNKNOWN_INT LONG_MIN
extern char schema_unknown_str[];

enum skind {
	SK_INT, SK_BOOL, SK_STR, SK_ENUM, SK_REF, SK_STRUCT, SK_DICT, SK_LIST,
	SK_RAW, SK_EXPR
};

struct spos {
	const char *file;
	int line, col;
};

struct vec {
	int n;			/* -1: unknown */
	void *v;		/* n elements of the element type's size */
	char **ids;		/* SK_DICT: the keys */
	struct spos *pos;	/* where each element was written */
};

struct sref {
	int i;			/* -1 until resolved, or unknown */
	char *name;
	struct spos pos;
};

/* An expression (core/expr/expr.h) as written: a number or a text.  The
 * walker keeps the text and where it stands; e stays NULL until a later
 * pass compiles it with the names of its context.  Unknown: text is
 * schema_unknown_str; absent: text is NULL. */
struct expr;
struct sexpr {
	char *text;
	struct spos pos;
	struct expr *e;
};

struct sfield;
struct stype;

/* The longest word of an enumeration, and one byte more.  The words in
 * place, a row each, rather than pointed at: a pointer is one more address
 * the dynamic loader writes at every start (bench/RESULTS.md, "Start-up");
 * tests/check_rsimage.c checks that every word fits. */
#define SCHEMA_NAME_MAX 24

/* Checks a scalar beyond its kind (e.g. "is a dice expression"); returns 0
 * when fine, else writes a message into err. */
typedef int (*schema_check_fn)(const char *s, void *ctx, char *err, size_t n);
/* Finds the dict a reference points into, given the root structure. */
typedef const struct vec *(*schema_target_fn)(const void *root);

struct stype {
	enum skind kind;
	size_t size;			/* SK_STRUCT: sizeof the struct */
	long min, max;			/* SK_INT bounds (inclusive) */
	const char (*names)[SCHEMA_NAME_MAX];	/* SK_ENUM: ends with "" */
	/* SK_ENUM, may be NULL: pairs of an older word and the word of names
	 * it now reads as (text saved before a rename still loads) */
	const char *const *older;
	const struct sfield *fields;	/* SK_STRUCT: ends with key "" */
	const struct stype *elem;	/* SK_DICT, SK_LIST */
	schema_target_fn target;	/* SK_REF */
	/* SK_REF, may be NULL: the target's index named by another spelling
	 * than its id (an alias), or -1 */
	int (*alias)(const void *root, const char *name);
	schema_check_fn check;		/* SK_STR: extra check */
	const char *what;		/* a noun for messages: "region" */
	int min_n;			/* SK_LIST/SK_DICT: fewest elements */
	/* SK_STRUCT: a check of the whole structure once read (0 when fine,
	 * else a message in err), reported at the mapping's position */
	int (*scheck)(const void *dest, char *err, size_t n);
};

enum {
	SF_REQUIRED = 1,	/* must be present */
	SF_UNKNOWN = 2,		/* may be written `unknown` */
	SF_PRESENT = 4,		/* SK_STRUCT whose first member is an int set
				   to 1 when the key is present */
	SF_ABSENT_UNKNOWN = 8	/* absent, it is unknown (not a default): an
				   amendment may add it */
};

/* The longest key a field may have, and one byte more.  In place rather
 * than pointed at: a pointer in these tables is one more address the
 * dynamic loader writes at every start of the (position-independent)
 * program, and the tables hold some 540 keys (tests/check_rsimage.c checks
 * that every key fits). */
#define SCHEMA_KEY_MAX 32

struct sfield {
	char key[SCHEMA_KEY_MAX];	/* "" ends a table */
	const struct stype *type;
	size_t off;
	unsigned flags;
	long def;		/* SK_INT/SK_BOOL/SK_ENUM default when absent */
	/* The end of a table only: the NUL ending the last of its fields'
	 * help texts, each after a NUL, in the fields' order (SCHEMA_FIELDS):
	 * one address per table rather than one per field, which the dynamic
	 * loader writes at every start (bench/RESULTS.md, "Start-up"). */
	const char *helps;
};

/* A field's help: one line, for templates and the manual. */
const char *sfield_help(const struct sfield *f);

/* A value written `unknown`, as a dotted path. */
struct sunknown {
	char *path;
	struct spos pos;
	const struct sfield *field;
};

struct schema_ctx {
	struct diag_list *errs;
	void *check_ctx;		/* passed to check functions */
	struct sunknown *unk;		/* every unknown value seen */
	int nunk, capunk;
	struct pending *refs;		/* references awaiting the second pass */
	int nrefs, caprefs;
};

void schema_ctx_init(struct schema_ctx *c, struct diag_list *errs);
void schema_ctx_release(struct schema_ctx *c);

/* Walk node as a structure of the given type into dest (zeroed by the
 * caller).  path is the dotted name of node ("" for the root).  Returns the
 * number of errors added. */
int schema_walk(struct schema_ctx *c, const struct ynode *node,
    const struct stype *type, void *dest, const char *path);

/* Second pass: resolve every queued reference against root. */
int schema_resolve(struct schema_ctx *c, const void *root);

/* Free what the walker allocated inside dest (not dest itself). */
void schema_release(const struct stype *type, void *dest);
/* The same for storage read from an image (schema_image.h), whose texts
 * lie in the block [texts, texts + n) its owner frees. */
void schema_release_kept(const struct stype *type, void *dest,
    const void *texts, size_t n);

/* Storage size of one value of type t. */
size_t schema_size(const struct stype *t);

/* Describe the values a type accepts: "an integer from 1 to 99". */
void schema_describe(const struct stype *t, char *buf, size_t n);

/* The type of the value at a dotted path ("units.archer.cost", "a[2].b")
 * below a value of type t, or NULL when the schema has no such place;
 * *field (may be NULL) is the field of a structure it is, or NULL. */
const struct stype *schema_type_at(const struct stype *t, const char *path,
    const struct sfield **field);

/* The field the walker records a value `unknown` at path with (that of
 * the nearest structure's key: a dict's or list's for its elements), or
 * NULL at the top or when path is not in the schema. */
const struct sfield *schema_field_of(const struct stype *t, const char *path);

/* Index of id in a dict, or -1; ids compare case-insensitively. */
int vec_find(const struct vec *v, const char *id);

#define VEC_AT(vec, type, i) (&((type *)(vec).v)[i])

/* Writing schema tables: a type of each kind, a field, the end of a
 * structure's fields.  SCHEMA_X... define types other files use. */
#define SCHEMA_INT_T(name, lo, hi) \
	static const struct stype name = { .kind = SK_INT, .min = (lo), \
	    .max = (hi) }
#define SCHEMA_LIST_T(name, el) \
	static const struct stype name = { .kind = SK_LIST, .elem = &(el) }
#define SCHEMA_DICT_T(name, el, w) \
	static const struct stype name = { .kind = SK_DICT, .elem = &(el), \
	    .what = (w) }
#define SCHEMA_STRUCT_T(name, type, f, w) \
	static const struct stype name = { .kind = SK_STRUCT, \
	    .size = sizeof(type), .fields = (f), .what = (w) }
#define SCHEMA_XDICT_T(name, el, w) \
	const struct stype name = { .kind = SK_DICT, .elem = &(el), \
	    .what = (w) }
#define SCHEMA_XSTRUCT_T(name, type, f, w) \
	const struct stype name = { .kind = SK_STRUCT, \
	    .size = sizeof(type), .fields = (f), .what = (w) }
/* A structure's fields, written once as a list of F(key, type, struct,
 * member, flags, default, help) and made into the table name and the one
 * string of its help texts:
 *	#define LIMIT_FIELDS(F) \
 *		F("max", t_max, struct box_limit, max, SF_REQUIRED, 0, \
 *		    "how many the box holds") \
 *		...
 *	SCHEMA_FIELDS(limit_fields, LIMIT_FIELDS); */
#define SCHEMA_FIELD_(key, type, st, member, flags, def, help) \
	{ key, &(type), offsetof(st, member), flags, def, NULL },
#define SCHEMA_HELP_(key, type, st, member, flags, def, help) "\0" help
#define SCHEMA_FIELDS(name, list) \
	static const char name##_helps[] = list(SCHEMA_HELP_); \
	static const struct sfield name[] = { list(SCHEMA_FIELD_) \
	    { "", NULL, 0, 0, 0, name##_helps + sizeof name##_helps - 1 } }

#endif
