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
 *   SK_PSTR   struct spstr a text as SK_STR checks it, with where it is
 *                          written (for checks made after the walk)
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
	SK_RAW, SK_EXPR, SK_PSTR
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
	/* -1 until resolved, or unknown; SCHEMA_REF_ELSEWHERE: an alias
	 * found the name declared as something else, which a later check
	 * refuses with a better word than "not declared" */
	int i;
	char *name;
	struct spos pos;
};

#define SCHEMA_REF_ELSEWHERE (-2)

/* A text with its place: the text as SK_STR keeps it (NULL absent,
 * schema_unknown_str unknown) and where its value is written, for the
 * checks of later passes to point at. */
struct spstr {
	char *text;
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
	/* rules loaded from an image checked when it was kept compile an
	 * expression when it is first valued: later is then 1 + how (the
	 * compiler's), later_of what it is compiled with (its action), and
	 * later_words 1 + how many of its words it reads (a word's own
	 * bound: those before it), 0 for all */
	int later;
	int later_words;
	const void *later_of;
};
/* (the image reads and writes an expression's text and place as those of
 * a struct spstr: schema_image.c) */
_Static_assert(offsetof(struct sexpr, text) == offsetof(struct spstr, text) &&
    offsetof(struct sexpr, pos) == offsetof(struct spstr, pos),
    "struct sexpr begins as a struct spstr");

struct sfield;
struct stype;

/* The longest word of an enumeration, and one byte more.  The words in
 * place, a row each, rather than pointed at: a pointer is one more address
 * the dynamic loader writes at every start (bench/RESULTS.md, "Start-up");
 * tests/check_rsimage.c checks that every word fits. */
#define SCHEMA_NAME_MAX 24

/* The longest noun of a type (struct stype's what), and one byte more. */
#define SCHEMA_WHAT_MAX 56

/* Checks a scalar beyond its kind (e.g. "is a dice expression"); returns 0
 * when fine, else writes a message into err. */
typedef int (*schema_check_fn)(const char *s, void *ctx, char *err, size_t n);

/* What a type points at (an enumeration's words, a check function,
 * another file's type): not in the type but in a row of its file's small
 * table of links, so that the arrays of types hold no address, lie in
 * .rodata and are never written by the dynamic loader; the rows of all
 * files lie together (.data.rel.ro.schema_links) in the pages it writes
 * anyway, read-only once written (bench/RESULTS.md, "Start-up: links
 * apart"). */
struct slink {
	/* one pointer, the one the type's kind reads (a row of 16 bytes,
	 * not 48: fewer pages written) */
	union {
		/* an entry standing for a type of another file's array (of
		 * kind SK_INT, the default): a pointer to the pointer that
		 * file exports (stype_elem and sfield_type read through it) */
		const struct stype *const *other;
		const char (*names)[SCHEMA_NAME_MAX];	/* SK_ENUM: ends "" */
		/* SK_REF, may be NULL: the target's index named by another
		 * spelling than its id (an alias), SCHEMA_REF_ELSEWHERE, or
		 * -1 */
		int (*alias)(const void *root, const char *name);
		schema_check_fn check;		/* SK_STR, SK_PSTR: extra check */
		/* SK_STRUCT: a check of the whole structure once read (0
		 * when fine, else a message in err), reported at the
		 * mapping's position */
		int (*scheck)(const void *dest, char *err, size_t n);
	};
	/* SK_ENUM, may be NULL: pairs of an older word and the word of names
	 * it now reads as (text saved before a rename still loads) */
	const char *const *older;
};

/* The types of a file are one array (SCHEMA_TYPES): a type names another
 * of its array by index, not by address, because every address in these
 * tables is one more the dynamic loader writes at every start of the
 * (position-independent) program (bench/RESULTS.md, "Start-up"). */
struct stype {
	enum skind kind;
	unsigned short self;		/* its index in its file's array */
	unsigned short elem;		/* SK_DICT, SK_LIST: the element's */
	/* 1: its pointers are in row self of its file's links (stype_link);
	 * with kind SK_INT (never linked otherwise): it stands for another
	 * file's type (SCHEMA_OTHER) */
	unsigned char link;
	/* SK_STRUCT, not 0 (SCHEMA_STRUCT_D): an image keeps a value's
	 * fields that differ from their defaults (schema_defaults), not
	 * those that differ from 0, and reading one sets its defaults first
	 * from entry dflt of the reader's table (struct sdflt_table), a few
	 * stores (schema_image.c): for the types of which a ruleset holds
	 * many values, most with defaults other than 0 (an action's words) */
	unsigned char dflt;
	/* SK_STRUCT, 1 (SCHEMA_STRUCT_TAG): its first member is a struct
	 * schema_tag, which the walker and the image's reader fill (an
	 * effect: which key says what it does) */
	unsigned char tagged;
	unsigned short nfields;	/* SK_STRUCT: its fields (the table's
				   rows but its end) */
	size_t size;			/* SK_STRUCT: sizeof the struct */
	long min, max;			/* SK_INT bounds (inclusive) */
	/* SK_STRUCT: where its table of fields (ending with key "") lies
	 * after its file's array of types (SCHEMA_TABLE, stype_fields) */
	size_t fields;
	/* SK_REF: where the dict it points into lies in the root structure
	 * (SCHEMA_TARGET); an offset, not a function's address */
	size_t target;
	/* a noun for messages: "region"; "" for the kind's own.  In place,
	 * not pointed at: one address fewer a type (see above) */
	char what[SCHEMA_WHAT_MAX];
	int min_n;			/* SK_LIST/SK_DICT: fewest elements */
};

/* A file's array of types and its links (SCHEMA_TYPES puts one in the
 * section schema_files; stype_link finds a type's file among them). */
struct sfile {
	const struct stype *t;
	const struct slink *row;
} __attribute__((aligned(16)));

/* The links of type t: its file's row, or one of NULLs. */
const struct slink *stype_link(const struct stype *t)
    __attribute__((pure));

enum {
	SF_REQUIRED = 1,	/* must be present */
	SF_UNKNOWN = 2,		/* may be written `unknown` */
	SF_PRESENT = 4,		/* SK_STRUCT whose first member is an int set
				   to 1 when the key is present; 0, it holds
				   no storage (the walker gives an absent
				   one its defaults alone, numbers), and the
				   release passes over it */
	SF_ABSENT_UNKNOWN = 8,	/* absent, it is unknown (not a default): an
				   amendment may add it */
	SF_LAZY = 16,		/* in an image (schema_image.h), may be kept
				   to be read when first wanted, or left
				   out (SIMG_DROP) */
	SF_RULES = 32,		/* SK_DICT whose entries are rules, not
				   entries of a list: an amendment may fill
				   one written unknown, and adds none */
	SF_ABSENT_ZERO = 64,	/* SF_PRESENT structure left all 0 bytes
				   when absent, not given its fields'
				   defaults (a reference's -1): its present
				   says it is absent, and nothing reads the
				   rest then.  An image keeps nothing of it
				   (an effect's members: schema_image.c) */
	SF_FROM_DEFAULT = 128,	/* SK_INT whose default is far from 0
				   (RS_VALUE_MAX, LONG_MIN): an image keeps
				   it less its default, one byte, not eight
				   or ten (schema_image.c) */
	SF_LIST_IDS = 256,	/* SK_DICT of texts that may also be written
				   as a list of its ids: each a key, its
				   text absent (NULL) */
	SF_HOW = 512		/* of a tagged structure: a key that changes
				   how, not what (not told in its tag) */
};

/* The first member of a structure of a tagged type (struct stype's
 * tagged): which of its keys that say what it is (every field but those
 * flagged SF_HOW) were written, stored by the walker as it reads the
 * texts and by the image's reader as it reads a value, each counted
 * when its value tells it was written (schema_told).  key: 1 + the index
 * in the type's fields of the first of them in the table's order, 0
 * none; key2 likewise of the second, 0 for fewer than two (a refusal of
 * two keys names both, not reading every member to find them); n: how
 * many. */
struct schema_tag {
	unsigned short key, key2, n;
	/* the place + 1 of the key whose member holds what was written
	 * (the walker: the one key, or of two the first walked; 0 for
	 * none), what a release frees where the members of the keys lie
	 * over each other (schema_release.c) */
	unsigned short held;
};

/* The longest key a field may have, and one byte more.  In place rather
 * than pointed at: a pointer in these tables is one more address the
 * dynamic loader writes at every start of the (position-independent)
 * program, and the tables hold some 540 keys (tests/check_rsimage.c checks
 * that every key fits). */
#define SCHEMA_KEY_MAX 32

struct sfield {
	char key[SCHEMA_KEY_MAX];	/* "" ends a table */
	/* its type: an index into the array of types of the structure's
	 * file (sfield_type) */
	unsigned short type;
	size_t off;
	unsigned flags;
	/* SK_INT/SK_BOOL/SK_ENUM default when absent.  The end of a table:
	 * how far after it, in bytes, the NUL ending the last of its fields'
	 * help texts lies (each after a NUL, in the fields' order, right
	 * after the table: SCHEMA_TYPES), an offset rather than an address
	 * the dynamic loader writes at every start (bench/RESULTS.md,
	 * "Start-up"). */
	long def;
};

/* A field's help: one line, for templates and the manual. */
const char *sfield_help(const struct sfield *f);

/* The dict a reference of type t points into, in the root structure. */
static inline const struct vec *
stype_target(const struct stype *t, const void *root)
{
	return (const struct vec *)((const char *)root + t->target);
}

/* The fields of the structure type t, ending with key "". */
static inline const struct sfield *
stype_fields(const struct stype *t)
{
	return (const struct sfield *)(const void *)((const char *)
	    (t - t->self) + t->fields);
}

/* The type of entry i of the array of types holding t (through an entry
 * standing for another file's type). */
static inline const struct stype *
stype_of(const struct stype *t, unsigned i)
{
	const struct stype *x = t - t->self + i;

	/* only an entry standing for another file's type has links and the
	 * kind of none (SK_INT's, 0): no walk to its links for the others */
	return x->link && x->kind == SK_INT ? *stype_link(x)->other : x;
}

/* The element type of a dict or list. */
static inline const struct stype *
stype_elem(const struct stype *t)
{
	return stype_of(t, t->elem);
}

/* The type of field f of the structure type t. */
static inline const struct stype *
sfield_type(const struct stype *t, const struct sfield *f)
{
	return stype_of(t, f->type);
}

/* A value written `unknown`, as a dotted path. */
struct sunknown {
	char *path;
	struct spos pos;
	const struct sfield *field;
	const struct stype *type;	/* field's type */
};

struct schema_ctx {
	struct diag_list *errs;
	void *check_ctx;		/* passed to check functions */
	struct sunknown *unk;		/* every unknown value seen */
	int nunk, capunk;
	struct pending *refs;		/* references awaiting the second pass */
	int nrefs, caprefs;
	/* where the keys of a mapping of type t are listed, said after a
	 * key none of them is near; NULL, or its answer NULL: nothing */
	const char *(*listed)(const struct stype *t);
	/* where the arrays of the vectors walked go: NULL, each its own
	 * calloc; else this arena, freed whole by the owner of what is
	 * walked (no array calloc'd and cleared, nor freed, alone), but
	 * for the nheap vectors of heap, which a later pass grows or
	 * replaces */
	struct schema_arena *arena;
	const struct vec *const *heap;
	int nheap;
	/* a tagged structure's keys past its first that says what it is
	 * (an effect written with two, refused), each walked into storage
	 * of its own rather than over the first's (schema.c): kept
	 * until the release, as the references queued in them */
	struct schema_aside *aside;
	int naside, capaside;
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

/* Do the members of two keys of tagged type t that say what it is lie
 * over each other (a union)?  Asked of a structure read with two keys or
 * none alone (refused): worked out once, and kept (schema_release.c). */
int schema_keys_overlap(const struct stype *t);
/* Free what the walker allocated inside dest (not dest itself). */
void schema_release(const struct stype *type, void *dest);
/* Zeroed storage handed out in blocks and freed whole by its owner
 * (schema_arena.c): what schema_arena_alloc returns is never freed nor
 * grown alone.  Zero-initialized it is empty. */
struct schema_block;
struct schema_arena {
	struct schema_block *last;
	size_t used;		/* bytes of last handed out */
	size_t ready;		/* bytes of last whose pages are mapped */
};
/* n zeroed bytes aligned for any element, or NULL (out of memory). */
void *schema_arena_alloc(struct schema_arena *a, size_t n);
/* Whether p points into one of a's blocks (a may be NULL). */
int schema_arena_has(const struct schema_arena *a, const void *p);
void schema_arena_free(struct schema_arena *a);

/* The same for storage read from an image (schema_image.h), whose texts
 * lie in the block [texts, texts + n) and whose arrays of large elements
 * in arena (or NULL), both freed by their owner. */
void schema_release_kept(const struct stype *type, void *dest,
    const void *texts, size_t n, const struct schema_arena *arena);

/* Set in dest what the walker sets in a structure of type t none of whose
 * keys is written (each field's default, a reference's -1; none in a
 * member flagged SF_ABSENT_ZERO); the rest of dest is left as it is. */
void schema_defaults(const struct stype *t, void *dest);

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
 * NULL at the top or when path is not in the schema; *type (may be NULL)
 * is that field's type. */
const struct sfield *schema_field_of(const struct stype *t, const char *path,
    const struct stype **type);

/* Index of id in a dict, or -1; ids compare case-insensitively. */
int vec_find(const struct vec *v, const char *id);

#define VEC_AT(vec, type, i) (&((type *)(vec).v)[i])

/* Writing schema tables.  A file's types are written once as a list of
 * T(name, initializer...) (L(name, (links...), initializer...) for one
 * that points at something), each structure's fields as a list of F(key,
 * type, struct, member, flags, default, help), and the file's tables as a
 * list of X(table, FIELDS); SCHEMA_TYPES makes them into one object
 * holding the array of types and every table with its help texts right
 * after its fields.  A field names its type, a list or dict its element,
 * by index (TI_<type>); a structure its table by offset (SCHEMA_TABLE):
 *	#define BOX_TYPES(T, L) \
 *		L(rs_x_type, (SCHEMA_OTHER(rs_x_type)))	(another file's) \
 *		L(t_per, (.names = per_names), .kind = SK_ENUM) \
 *		T(t_max, SCHEMA_INT(0, 1000000)) \
 *		T(t_name, .kind = SK_STR) \
 *		T(t_limit, SCHEMA_STRUCT(struct box_limit, limit_fields, \
 *		    "a box limit")) \
 *		T(t_limits, SCHEMA_LIST(t_limit))
 *	SCHEMA_TYPE_INDICES(BOX_TYPES);
 *	#define LIMIT_FIELDS(F) \
 *		F("max", t_max, struct box_limit, max, SF_REQUIRED, 0, \
 *		    "how many the box holds") \
 *		...
 *	#define BOX_TABLES(X) \
 *		X(limit_fields, LIMIT_FIELDS)
 *	SCHEMA_TYPES(box_types, BOX_TYPES, BOX_TABLES);
 * What an L type points at (an enumeration's words, a check function,
 * another file's type) goes into its row of the file's links (struct
 * slink), not into the type: the array of types holds no address and lies
 * in .rodata (bench/RESULTS.md, "Start-up: links apart").  The L types
 * come first in a list: the table of links has a row for each of them,
 * indexed as the types (an L after a T does not compile: "array index in
 * initializer exceeds array bounds").
 * A type another file uses is exported as a pointer to its entry:
 *	const struct stype *const rs_x_type = &box_types.t[TI_t_x]; */
#define SCHEMA_INT(lo, hi) .kind = SK_INT, .min = (lo), .max = (hi)
#define SCHEMA_LIST(el) .kind = SK_LIST, .elem = TI_##el
#define SCHEMA_DICT(el, w) .kind = SK_DICT, .elem = TI_##el, .what = w
#define SCHEMA_TARGET(root, member) offsetof(root, member)
#define SCHEMA_OTHER(exported) .other = &(exported)
#define SCHEMA_TI_(name, ...) TI_##name,
#define SCHEMA_TYPE_(name, ...) [TI_##name] = { .self = TI_##name, \
	__VA_ARGS__ },
#define SCHEMA_LTYPE_(name, links, ...) [TI_##name] = { .self = TI_##name, \
	.link = 1, __VA_ARGS__ },
#define SCHEMA_UNPAREN_(...) __VA_ARGS__
#define SCHEMA_ROW_(name, links, ...) [TI_##name] = { SCHEMA_UNPAREN_ links },
#define SCHEMA_NONE_(...)
#define SCHEMA_TYPE_INDICES(list) enum { list(SCHEMA_TI_, SCHEMA_TI_) }
#define SCHEMA_FIELD_(key, type, st, member, flags, def, help) \
	{ key, TI_##type, offsetof(st, member), flags, def },
#define SCHEMA_HELP_(key, type, st, member, flags, def, help) "\0" help
#define SCHEMA_ONE_(...) + 1
/* A table: its fields, then their help texts. */
#define SCHEMA_TABLE_T_(name, list) \
	struct name##_s { \
		struct sfield row[0 list(SCHEMA_ONE_) + 1]; \
		char helps[sizeof("" list(SCHEMA_HELP_))]; \
	};
#define SCHEMA_TABLE_M_(name, list) struct name##_s name;
#define SCHEMA_TABLE_V_(name, list) \
	.name = { { list(SCHEMA_FIELD_) { "", 0, 0, 0, \
	    (long)(offsetof(struct name##_s, helps) + \
	    sizeof("" list(SCHEMA_HELP_)) - 1 - \
	    (0 list(SCHEMA_ONE_)) * sizeof(struct sfield)) } }, \
	    "" list(SCHEMA_HELP_) },
/* A file's types (a list of T(name, ...)) and its tables (a list of
 * X(name, FIELDS)) in one object name: a type finds its fields at an
 * offset from its array, as it finds the types it names by index, without
 * an address the dynamic loader would write at every start. */
#define SCHEMA_TYPES(name, types, tables) \
	tables(SCHEMA_TABLE_T_) \
	static const struct schema_file { \
		struct stype t[0 types(SCHEMA_ONE_, SCHEMA_ONE_)]; \
		tables(SCHEMA_TABLE_M_) \
	} name = { { types(SCHEMA_TYPE_, SCHEMA_LTYPE_) }, \
	    tables(SCHEMA_TABLE_V_) }; \
	static const struct slink name##_links[0 types(SCHEMA_NONE_, \
	    SCHEMA_ONE_) + 1] \
	    __attribute__((section(".data.rel.ro.schema_links"))) = { \
	    types(SCHEMA_NONE_, SCHEMA_ROW_) }; \
	static const struct sfile name##_file \
	    __attribute__((section("schema_files"), used)) = { \
	    name.t, name##_links }
/* The table name, for a structure type's .fields. */
#define SCHEMA_TABLE(name) offsetof(struct schema_file, name)
/* A structure's table of fields: where it lies, how many rows it has
 * (counted here, not at every reading of an image: schema_image.c). */
#define SCHEMA_FIELDS(tab) .fields = SCHEMA_TABLE(tab), \
	.nfields = sizeof(((struct tab##_s *)0)->row) / \
	    sizeof(struct sfield) - 1
#define SCHEMA_STRUCT(type, tab, w) .kind = SK_STRUCT, .size = sizeof(type), \
	SCHEMA_FIELDS(tab), .what = w
/* The same, kept in an image as it differs from its defaults, which are
 * entry id of the table the reader is given (dflt). */
#define SCHEMA_STRUCT_D(type, tab, w, id) SCHEMA_STRUCT(type, tab, w), \
	.dflt = (id)
/* The same, tagged: its first member a struct schema_tag. */
#define SCHEMA_STRUCT_TAG(type, tab, w) SCHEMA_STRUCT(type, tab, w), \
	.tagged = 1

/* Whether field f of structure type t, its value at at, tells it was
 * written: a flag or a word not 0 (SK_BOOL, SK_ENUM), a text or an
 * expression's not NULL, a list or dict not empty, a SF_PRESENT
 * structure's present; other kinds tell it not (0). */
int schema_told(const struct stype *t, const struct sfield *f,
    const void *at);
#ifdef ARBITER_POISON
/* The poison build's (make check-poison, -DARBITER_POISON): a tagged
 * structure read with one key (an effect), from the texts or the image,
 * has the members of its other keys (not SF_HOW) filled with garbage
 * bytes, so that a read of another kind's member shows at run time as a
 * crash or another output. */
void schema_poison(const struct stype *t, void *dest);
#define SCHEMA_POISON(t, dest) ((t)->tagged ? schema_poison(t, dest) : \
	(void)0)
#else
#define SCHEMA_POISON(t, dest) ((void)0)
#endif
/* Field f of tagged type t, at at in the structure dest, counted in its
 * tag if it says what dest is and tells it was written. */
static inline void
schema_tag_field(const struct stype *t, const struct sfield *f, void *dest,
    const void *at)
{
	struct schema_tag *g = dest;
	unsigned short k;

	if ((f->flags & SF_HOW) || !schema_told(t, f, at))
		return;
	k = (unsigned short)(f - stype_fields(t) + 1);
	if (g->n == 0 || k < g->key) {
		g->key2 = g->n == 0 ? 0 : g->key;
		g->key = k;
	} else if (g->key2 == 0 || k < g->key2)
		g->key2 = k;
	g->n++;
}

/* A default other than 0 of a type flagged dflt, as the walker sets it
 * (schema_defaults): a long's or an int's (a word of an enum, a true, a
 * reference's index -1), size bytes at off into the structure. */
struct sdflt {
	unsigned off, size;
	long v;
};
#define SCHEMA_DFLT(st, member, v) \
	{ offsetof(st, member), sizeof(((st *)0)->member), (v) }
/* The defaults of the types flagged dflt, by their dflt: of each, those
 * of items from at on (every field, in the structures it holds too but
 * those flagged SF_ABSENT_ZERO, whose default is not 0), n of them.  In
 * one array, without an address a table of them would hold (the
 * dynamic loader writes each at every start). */
struct sdflts {
	unsigned short at, n;
};
struct sdflt_table {
	const struct sdflt *items;
	const struct sdflts *types;
	int ntypes;
};

#endif
