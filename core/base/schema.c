/* schema.c: the schema-driven walker (see schema.h). */
#include "core/base/schema_int.h"
#include "core/base/near.h"

#include "core/expr/expr.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char schema_unknown_str[] = "unknown";

/* The rows of NULLs of a type without links; and an entry of the section
 * schema_files, so that its bounds are defined in every program linking
 * this file (one with no table of types too). */
static const struct slink no_links;
static const struct sfile no_file
    __attribute__((section("schema_files"), used)) = { NULL, &no_links };
extern const struct sfile __start_schema_files[], __stop_schema_files[];

/* The links of type t, found in the section of schema files; the file
 * found last is tried first, since a walk reads one file's types in a
 * row. */
const struct slink *
stype_link(const struct stype *t)
{
	static _Thread_local const struct sfile *last;
	const struct stype *types = t - t->self;

	if (!t->link)
		return &no_links;
	if (last != NULL && last->t == types)
		return &last->row[t->self];
	for (const struct sfile *f = __start_schema_files;
	    f < __stop_schema_files; f++)
		if (f->t == types) {
			last = f;
			return &f->row[t->self];
		}
	return &no_links;
}

void
schema_ctx_init(struct schema_ctx *c, struct diag_list *errs)
{
	memset(c, 0, sizeof *c);
	c->errs = errs;
}

static int
err_at(struct schema_ctx *c, const struct ynode *n, const char *fmt, ...)
    ATTR_PRINTF(3, 4);

static int
err_at(struct schema_ctx *c, const struct ynode *n, const char *fmt, ...)
{
	char msg[DIAG_MSG_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_list_add(c->errs, ST_DATA, n->file, n->line, n->col, "%s", msg);
	return 1;
}

static const char *
kind_noun(enum ykind k)
{
	return k == Y_MAP ? "a mapping" : k == Y_SEQ ? "a list" : "a value";
}

void
schema_describe(const struct stype *t, char *buf, size_t n)
{
	size_t len;

	switch (t->kind) {
	case SK_INT:
		if (t->min == LONG_MIN && t->max == LONG_MAX)
			snprintf(buf, n, "an integer");
		else if (t->max == LONG_MAX)
			snprintf(buf, n, "an integer of at least %ld", t->min);
		else
			snprintf(buf, n, "an integer from %ld to %ld", t->min,
			    t->max);
		break;
	case SK_BOOL:
		snprintf(buf, n, "true or false");
		break;
	case SK_STR:
	case SK_PSTR:
		snprintf(buf, n, "%s", t->what[0] ? t->what : "a text");
		break;
	case SK_ENUM:
		if (t->what[0] != '\0') {	/* its own, as "one of ..." */
			snprintf(buf, n, "%s", t->what);
			break;
		}
		snprintf(buf, n, "one of");
		for (int i = 0; stype_link(t)->names[i][0] != '\0'; i++) {
			len = strlen(buf);
			snprintf(buf + len, n - len, "%s %s", i ? "," : "",
			    stype_link(t)->names[i]);
		}
		break;
	case SK_REF:
		snprintf(buf, n, "the id of a %s",
		    t->what[0] ? t->what : "entry");
		break;
	case SK_STRUCT:
		snprintf(buf, n, "%s", t->what[0] ? t->what : "a mapping");
		break;
	case SK_DICT:
		snprintf(buf, n, "a mapping of ids to %s",
		    t->what[0] ? t->what : "entries");
		break;
	case SK_LIST: {
		char inner[256];
		if (t->what[0] != '\0') {
			snprintf(buf, n, "%s", t->what);
			break;
		}
		schema_describe(stype_elem(t), inner, sizeof inner);
		snprintf(buf, n, "a list of %s", inner);
		break;
	}
	case SK_RAW:
		snprintf(buf, n, "%s",
		    t->what[0] ? t->what : "any YAML value");
		break;
	case SK_EXPR:
		snprintf(buf, n, "%s", t->what[0] ? t->what : "a number or an "
		    "expression");
		break;
	}
}

size_t
schema_size(const struct stype *t)
{
	switch (t->kind) {
	case SK_INT:
		return sizeof(long);
	case SK_BOOL:
	case SK_ENUM:
		return sizeof(int);
	case SK_STR:
		return sizeof(char *);
	case SK_REF:
		return sizeof(struct sref);
	case SK_STRUCT:
		return t->size;
	case SK_DICT:
	case SK_LIST:
		return sizeof(struct vec);
	case SK_RAW:
		return sizeof(struct ynode *);
	case SK_EXPR:
		return sizeof(struct sexpr);
	case SK_PSTR:
		return sizeof(struct spstr);
	}
	return sizeof(long);
}

/* "path.key" (or "key" at the top), cut to n bytes; by hand, because it
 * runs for every value of every ruleset a command loads. */
static void
child_path(char *buf, size_t n, const char *path, const char *key)
{
	size_t lp = strlen(path), lk = strlen(key), at = 0;

	if (n == 0)
		return;
	if (lp > 0) {
		lp = lp < n - 1 ? lp : n - 1;
		memcpy(buf, path, lp);
		at = lp;
		if (at < n - 1)
			buf[at++] = '.';
	}
	lk = lk < n - 1 - at ? lk : n - 1 - at;
	memcpy(buf + at, key, lk);
	buf[at + lk] = '\0';
}

/* The path of an entry a rewrite moved into the table at path from the
 * table under beside it (struct ynode's under): "parent.under.key". */
static void
moved_path(char *buf, size_t n, const char *path, const char *under,
    const char *key)
{
	char parent[512], table[512];
	const char *dot = strrchr(path, '.');
	size_t lp = dot != NULL ? (size_t)(dot - path) : 0;

	lp = lp < sizeof parent - 1 ? lp : sizeof parent - 1;
	memcpy(parent, path, lp);
	parent[lp] = '\0';
	child_path(table, sizeof table, parent, under);
	child_path(buf, n, table, key);
}

/* "path[i]", cut to n bytes; by hand, as child_path(). */
static void
item_path(char *buf, size_t n, const char *path, int i)
{
	char num[16], *q = num + sizeof num;
	size_t lp = strlen(path), at;

	*--q = ']';
	do
		*--q = (char)('0' + i % 10);
	while ((i /= 10) > 0);
	*--q = '[';
	if (n == 0)
		return;
	lp = lp < n - 1 ? lp : n - 1;
	memcpy(buf, path, lp);
	at = (size_t)(num + sizeof num - q);
	at = at < n - 1 - lp ? at : n - 1 - lp;
	memcpy(buf + lp, q, at);
	buf[lp + at] = '\0';
}

/* The array arr of n items of size bytes, room for *cap, with room for
 * one more: itself, or grown (doubled; 16 at first), *cap said; NULL out
 * of memory (arr kept). */
static void *
room(void *arr, int n, int *cap, size_t size)
{
	int more = *cap ? *cap * 2 : 16;

	if (n < *cap)
		return arr;
	if ((arr = realloc(arr, (size_t)more * size)) != NULL)
		*cap = more;
	return arr;
}

static int
record_unknown(struct schema_ctx *c, const struct ynode *node,
    const char *path, const struct sfield *f, const struct stype *ft)
{
	struct sunknown *u = room(c->unk, c->nunk, &c->capunk, sizeof *u);

	if (u == NULL)
		return err_at(c, node, "out of memory");
	c->unk = u;
	c->unk[c->nunk].path = strdup(path);
	c->unk[c->nunk].pos = (struct spos){ node->file, node->line,
	    node->col };
	c->unk[c->nunk].field = f;
	c->unk[c->nunk].type = ft;
	if (c->unk[c->nunk].path == NULL)
		return err_at(c, node, "out of memory");
	c->nunk++;
	return 0;
}

static void
set_unknown(const struct stype *t, void *dest)
{
	switch (t->kind) {
	case SK_INT:
		*(long *)dest = SCHEMA_UNKNOWN_INT;
		break;
	case SK_STR:
		*(char **)dest = schema_unknown_str;
		break;
	case SK_EXPR:
		((struct sexpr *)dest)->text = schema_unknown_str;
		break;
	case SK_PSTR:
		((struct spstr *)dest)->text = schema_unknown_str;
		break;
	case SK_ENUM:
		*(int *)dest = -1;
		break;
	case SK_REF:
		((struct sref *)dest)->i = -1;
		break;
	case SK_DICT:
	case SK_LIST:
		((struct vec *)dest)->n = -1;
		break;
	default:
		break;
	}
}

/* Write the defaults of need nd into the structure at dest. */
static void
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

/* Member o of type t at off, whose pointers lie at a, b and c past it. */
static int
owned_one(struct sowned *o, const struct stype *t, size_t off, size_t a,
    size_t b, size_t c)
{
	if (o != NULL)
		*o = (struct sowned){ t, (unsigned)off, { (unsigned)(off + a),
		    (unsigned)(off + b), (unsigned)(off + c) }, 0, 0 };
	return 1;
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
		return owned_one(o, t, off, 0, 0, 0);
	case SK_PSTR:
		return owned_one(o, t, off, offsetof(struct spstr, text),
		    offsetof(struct spstr, text), offsetof(struct spstr, text));
	case SK_REF:
		return owned_one(o, t, off, offsetof(struct sref, name),
		    offsetof(struct sref, name), offsetof(struct sref, name));
	case SK_EXPR:
		return owned_one(o, t, off, offsetof(struct sexpr, text),
		    offsetof(struct sexpr, e), offsetof(struct sexpr, e));
	case SK_DICT:
	case SK_LIST:
		return owned_one(o, t, off, offsetof(struct vec, v),
		    offsetof(struct vec, ids), offsetof(struct vec, pos));
	case SK_STRUCT:
		for (const struct sfield *g = stype_fields(t);
		    g->key[0] != '\0'; g++) {
			int k = owned(sfield_type(t, g), off + g->off,
			    o != NULL ? o + n : NULL);
			/* absent, it holds nothing (SF_PRESENT) */
			if (o != NULL && k > 0 && (g->flags & SF_PRESENT)) {
				o[n].gate = (unsigned)(off + g->off);
				o[n].span = k;
			}
			n += k;
		}
		return n;
	default:
		return 0;
	}
}

/* Is f a field of tagged type t that says what it is (not SF_HOW)?  Its
 * default is not written: absent, its bytes are another key's (an
 * effect's members of its other kinds: nothing reads them). */
static int
kind_field(const struct stype *t, const struct sfield *f)
{
	return t->tagged && !(f->flags & SF_HOW);
}

static struct splan *
plan_build(const struct stype *t)
{
	const struct sfield *fs = stype_fields(t);
	struct splan *d;
	int nneed = 0, nw = 0, k = 0, at = 0, no = owned(t, 0, NULL);

	for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
		int n = kind_field(t, f) ? 0 : writes(t, f, f->off, NULL);
		nw += n;
		nneed += n > 0 || (f->flags & SF_REQUIRED);
	}
	d = malloc(sizeof *d + (size_t)nw * sizeof *d->w +
	    (size_t)no * sizeof *d->owned + (size_t)nneed * sizeof *d->need +
	    (t->tagged ? (size_t)(t->nfields + 1) * sizeof(int) : 0));
	if (d == NULL)
		return NULL;
	d->nneed = nneed;
	d->nw = nw;
	d->nowned = no;
	d->w = (struct sdef_write *)(void *)(d + 1);
	d->owned = (struct sowned *)(void *)(d->w + nw);
	d->need = (struct sdef_need *)(void *)(d->owned + no);
	owned(t, 0, d->owned);
	d->owned_at = NULL;
	if (t->tagged) {
		int j = 0, n = 0;
		d->owned_at = (int *)(void *)(d->need + nneed);
		for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
			d->owned_at[j++] = n;
			n += owned(sfield_type(t, f), f->off, NULL);
		}
		d->owned_at[j] = n;
	}
	for (const struct sfield *f = fs; f->key[0] != '\0'; f++) {
		int n = kind_field(t, f) ? 0 : writes(t, f, f->off, d->w + at);
		if (n == 0 && !(f->flags & SF_REQUIRED))
			continue;
		d->need[k++] = (struct sdef_need){ (int)(f - fs),
		    (f->flags & SF_REQUIRED) != 0, at, at + n };
		at += n;
	}
	return d;
}

/* The plans made, by type: kept for the program's life (a type is in
 * .rodata).  Some 160 structure types in all. */
#define SLOTS 512
static struct {
	const struct stype *t;
	struct splan *d;
} slot[SLOTS];

/* The plan of the structure type t, made at its first call and kept for
 * the program's life, or NULL (out of memory). */
const struct splan *
schema_plan(const struct stype *t)
{
	unsigned h = (unsigned)(((uintptr_t)t / sizeof *t) % SLOTS);

	for (unsigned i = 0; i < SLOTS; i++, h = (h + 1) % SLOTS) {
		if (slot[h].t == t)
			return slot[h].d;
		if (slot[h].t == NULL) {
			if ((slot[h].d = plan_build(t)) == NULL)
				return NULL;
			slot[h].t = t;
			return slot[h].d;
		}
	}
	return NULL;
}

static int walk(struct schema_ctx *c, const struct ynode *node,
    const struct stype *t, void *dest, const char *path,
    const struct sfield *f, const struct stype *ft, int may_be_unknown);

static int
walk_int(struct schema_ctx *c, const struct ynode *node, const struct stype *t,
    long *dest, const char *path)
{
	char *end, d[128];
	long v;

	if (node->kind != Y_SCALAR)
		goto bad;
	errno = 0;
	v = strtol(node->str, &end, 10);
	if (node->str[0] == '\0' || *end != '\0' || errno != 0 ||
	    isspace((unsigned char)node->str[0]))
		goto bad;
	if (v < t->min || v > t->max)
		goto bad;
	*dest = v;
	return 0;
bad:
	schema_describe(t, d, sizeof d);
	if (node->kind == Y_SCALAR)
		return err_at(c, node, "'%s' must be %s, not '%s'", path, d,
		    node->str);
	return err_at(c, node, "'%s' must be %s, not %s", path, d,
	    kind_noun(node->kind));
}

/* The value of an absent field, where its type's list of defaults could
 * not be made (schema_plan); an absent structure gets the defaults of
 * all its fields, so that a reference inside it reads "none" (-1) and not
 * the first entry; but one flagged SF_ABSENT_ZERO stays all 0 bytes. */
static void
set_default(const struct stype *t, const struct sfield *f, char *dest)
{
	const struct stype *ft = sfield_type(t, f);

	if (f->flags & SF_ABSENT_ZERO)
		return;
	switch (ft->kind) {
	case SK_INT:
		*(long *)dest = f->def;
		break;
	case SK_BOOL:
	case SK_ENUM:
		*(int *)dest = (int)f->def;
		break;
	case SK_REF:
		((struct sref *)dest)->i = -1;
		break;
	case SK_STRUCT:
		for (const struct sfield *g = stype_fields(ft); g->key[0] != '\0';
		    g++)
			set_default(ft, g, dest + g->off);
		break;
	default:
		break;
	}
}

void
schema_defaults(const struct stype *t, void *dest)
{
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		set_default(t, f, (char *)dest + f->off);
}

#define SEEN_MAX 256

/* A structure at path written as node, no mapping: refused with the keys
 * it needs (those required), when it has any. */
static int
not_map(struct schema_ctx *c, const struct ynode *node,
    const struct stype *t, const char *path)
{
	const char *req[8];
	char keys[200] = "";
	int n = 0;

	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0' &&
	    n < 8; f++)
		if (f->flags & SF_REQUIRED)
			req[n++] = f->key;
	for (int i = 0; i < n; i++) {
		size_t len = strlen(keys);
		snprintf(keys + len, sizeof keys - len, "%s%s", i == 0 ? "" :
		    i == n - 1 ? " and " : ", ", req[i]);
	}
	if (n == 0)
		return err_at(c, node, "'%s' must be a mapping of keys, not %s",
		    path, kind_noun(node->kind));
	return err_at(c, node, "'%s' must be a mapping of keys, not %s: give "
	    "it %s", path, kind_noun(node->kind), keys);
}

#ifdef ARBITER_POISON
void
schema_poison(const struct stype *t, void *dest)
{
	const struct schema_tag *g = dest;
	const struct sfield *fs = stype_fields(t);

	if (g->n != 1)
		return;
	for (int j = 0; fs[j].key[0] != '\0'; j++)
		if (!(fs[j].flags & SF_HOW) && j != g->key - 1)
			memset((char *)dest + fs[j].off, 0x25,
			    schema_size(sfield_type(t, &fs[j])));
}
#endif

int
schema_told(const struct stype *t, const struct sfield *f, const void *at)
{
	switch (sfield_type(t, f)->kind) {
	case SK_BOOL:
	case SK_ENUM:
		return *(const int *)at != 0;
	case SK_STR:
	case SK_EXPR:
	case SK_PSTR:
		return *(char *const *)at != NULL;
	case SK_LIST:
	case SK_DICT:
		return ((const struct vec *)at)->n > 0;
	case SK_STRUCT:
		return (f->flags & SF_PRESENT) && *(const int *)at != 0;
	default:
		return 0;
	}
}

/* An effect holds the members of its one key alone, where another key's
 * may lie too (a tagged structure): a second key walked in place would
 * write over the first's, and the refusal of the two, with what the walk
 * of each says, needs both whole until the references are resolved.  A
 * key past the first is walked aside, kept in c until its release
 * (schema_ctx_release, schema_release.c). */

/* Zeroed storage aside for field f of the tagged structure at dest, of
 * type t; NULL out of memory. */
static char *
aside_new(struct schema_ctx *c, const struct stype *t, char *dest, int f)
{
	const struct sfield *fs = stype_fields(t);
	struct schema_aside *a = room(c->aside, c->naside, &c->capaside,
	    sizeof *a);
	char *p;

	if (a == NULL)
		return NULL;
	c->aside = a;
	if ((p = calloc(1, schema_size(sfield_type(t, &fs[f])))) == NULL)
		return NULL;
	c->aside[c->naside++] = (struct schema_aside){ t, dest, f, p };
	return p;
}

/* Where the walker puts field f of the tagged structure at dest, of type
 * t, of which field placed (or none: -1) was walked in place: in place
 * when it is the first, else zeroed storage aside; NULL out of memory. */
static char *
aside_at(struct schema_ctx *c, const struct stype *t, char *dest,
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
aside_back(struct schema_ctx *c, struct schema_aside *a, char *dest)
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

/* Once the keys of the tagged structure at dest are walked: in place the
 * one its tag says it is (its one key), the others aside; with two keys
 * or none (refused), each in place where its member lies over none of
 * the others' (the plain layout: all); the references queued in them
 * moved with them; its tag's held said; from is c->naside before its
 * walk.  -1 out of memory. */
static int
aside_settle(struct schema_ctx *c, const struct stype *t, char *dest,
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
				aside_back(c, &c->aside[i], dest);
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
			aside_back(c, &c->aside[i], dest);
			break;
		}
	return 0;
}

static int
walk_struct(struct schema_ctx *c, const struct ynode *node,
    const struct stype *t, char *dest, const char *path)
{
	int errors = 0, nfields = 0;
	/* tagged: the field that says what it is walked in place, the
	 * others aside (aside_at) */
	int placed = -1, from = c->naside;
	const struct splan *d;
	char sub[512];
	/* which fields the mapping gives, without a search per field */
	unsigned char seen[SEEN_MAX];

	if (node->kind != Y_MAP && path[0] == '\0')
		return err_at(c, node, "the document must be a mapping of keys, "
		    "not %s", kind_noun(node->kind));
	if (node->kind != Y_MAP)
		return not_map(c, node, t, path);
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		nfields++;
	memset(seen, 0, nfields < SEEN_MAX ? (size_t)nfields : SEEN_MAX);
	for (int i = 0; i < node->n; i++) {
		const char *key = node->keys[i]->str;
		const struct sfield *f = stype_fields(t), *best = NULL;
		char *at;
		/* a near miss (near_dist: a swap of two neighbours is one
		 * slip) within a distance that grows with the key's length,
		 * as near_suggest's: a short key's wild one suggests
		 * nothing, a long key's is found with three slips */
		size_t len = strlen(key);
		int bestd = (len <= 4 ? 1 : len <= 8 ? 2 : 3) + 1;

		/* the near misses are looked for only when the key is not a
		 * field: every command loads a ruleset */
		while (f->key[0] != '\0' && (f->key[0] != key[0] ||
		    strcmp(f->key, key) != 0))
			f++;
		for (const struct sfield *g = stype_fields(t); f->key[0] == '\0' &&
		    g->key[0] != '\0'; g++) {
			int dd = near_dist(g->key, key);
			if (dd < bestd) {
				bestd = dd;
				best = g;
			}
		}
		if (f->key[0] == '\0') {
			char where[300];
			if (path[0] != '\0')
				snprintf(where, sizeof where, "'%s'", path);
			else
				snprintf(where, sizeof where, "the document");
			if (best != NULL)
				errors += err_at(c, node->keys[i],
				    "unknown key '%s' in %s (did you mean "
				    "'%s'?)", key, where, best->key);
			else if (c->listed != NULL && c->listed(t) != NULL)
				errors += err_at(c, node->keys[i],
				    "unknown key '%s' in %s (%s)", key, where,
				    c->listed(t));
			else
				errors += err_at(c, node->keys[i],
				    "unknown key '%s' in %s", key, where);
			continue;
		}
		if (f - stype_fields(t) < SEEN_MAX)
			seen[f - stype_fields(t)] = 1;
		child_path(sub, sizeof sub, path, key);
		at = dest + f->off;
		if (kind_field(t, f)) {
			if ((at = aside_at(c, t, dest, (int)(f -
			    stype_fields(t)), placed)) == NULL)
				return errors + err_at(c, node, "out of memory");
			if (placed < 0)
				placed = (int)(f - stype_fields(t));
		}
		if (f->flags & SF_PRESENT)
			*(int *)at = 1;
		errors += walk(c, node->v[i], sfield_type(t, f), at, sub, f,
		    sfield_type(t, f), (f->flags & SF_UNKNOWN) != 0);
		if (t->tagged)
			schema_tag_field(t, f, dest, at);
	}
	if (t->tagged && aside_settle(c, t, dest, placed, from) != 0)
		return errors + err_at(c, node, "out of memory");
	/* the fields absent: those that are required refused, the others
	 * given their defaults, but only those listed (the storage is
	 * zeroed: a default of 0 needs no write) */
	d = schema_plan(t);
	for (int i = 0; d != NULL && i < d->nneed; i++) {
		const struct sdef_need *nd = &d->need[i];
		const struct sfield *f = stype_fields(t) + nd->field;
		if (nd->field < SEEN_MAX ? seen[nd->field] :
		    ynode_get(node, f->key) != NULL)
			continue;
		if (nd->required)
			errors += err_at(c, node, "'%s%s%s' is missing", path,
			    path[0] ? "." : "", f->key);
		else
			sdef_apply(d, nd, dest);
	}
	for (const struct sfield *f = stype_fields(t); d == NULL &&
	    f->key[0] != '\0'; f++) {
		if (f - stype_fields(t) < SEEN_MAX ? seen[f - stype_fields(t)] :
		    ynode_get(node, f->key) != NULL)
			continue;
		if (f->flags & SF_REQUIRED) {
			errors += err_at(c, node, "'%s%s%s' is missing", path,
			    path[0] ? "." : "", f->key);
			continue;
		}
		if (!kind_field(t, f))
			set_default(t, f, dest + f->off);
	}
	SCHEMA_POISON(t, dest);
	if (errors == 0 && stype_link(t)->scheck != NULL) {
		char msg[DIAG_MSG_MAX / 2];
		if (stype_link(t)->scheck(dest, msg, sizeof msg) != 0)
			errors += err_at(c, node, "'%s': %s", path[0] ? path :
			    "the document", msg);
	}
	return errors;
}

static int
valid_id(const char *s)
{
	if (!(islower((unsigned char)s[0]) || isdigit((unsigned char)s[0])))
		return 0;
	for (; *s; s++)
		if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) ||
		    *s == '-'))
			return 0;
	return 1;
}

/* Is node a plain scalar of one word (letters, digits, '-', '_'), one
 * that a list of one item would hold as written? */
static int
one_word(const struct ynode *node)
{
	const char *s = node->str;

	if (!node->plain || s == NULL || *s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_')
			return 0;
	return 1;
}

/* The last key of path ("a.b.c": "c"), "" when it ends with an item. */
static const char *
last_key(const char *path)
{
	const char *dot = strrchr(path, '.');
	size_t n = strlen(path);

	if (n > 0 && path[n - 1] == ']')
		return "";
	return dot != NULL ? dot + 1 : path;
}

/* n zeroed elements of size bytes for the vector v: from c's arena, but
 * for a vector of its heap (schema_ctx) */
static void *
vec_array(struct schema_ctx *c, const struct vec *v, int n, size_t size)
{
	int i = 0;

	while (c->arena != NULL && i < c->nheap && c->heap[i] != v)
		i++;
	if (c->arena == NULL || i < c->nheap)
		return calloc((size_t)n, size);
	return size > SIZE_MAX / 2 / (size_t)n ? NULL :
	    schema_arena_alloc(c->arena, (size_t)n * size);
}

/* A dict of texts (SF_LIST_IDS) written as the list of its ids, node:
 * each id a key, its text NULL. */
static int
list_ids(struct schema_ctx *c, const struct ynode *node, struct vec *dest,
    const char *path)
{
	int errors = 0;

	dest->n = node->n;
	if (node->n == 0)
		return 0;
	dest->v = vec_array(c, dest, node->n, sizeof(char *));
	dest->pos = vec_array(c, dest, node->n, sizeof *dest->pos);
	dest->ids = vec_array(c, dest, node->n, sizeof *dest->ids);
	if (dest->v == NULL || dest->pos == NULL || dest->ids == NULL) {
		dest->n = 0;
		return err_at(c, node, "out of memory");
	}
	for (int i = 0; i < node->n; i++) {
		const struct ynode *item = node->v[i];
		if (item->kind != Y_SCALAR || !valid_id(item->str)) {
			errors += err_at(c, item, "'%s[%d]' must be an id: use "
			    "lowercase letters, digits and '-'", path, i + 1);
			dest->ids[i] = strdup("");
			continue;
		}
		dest->ids[i] = strdup(item->str);
		dest->pos[i] = (struct spos){ item->file, item->line,
		    item->col };
	}
	return errors;
}

static int
walk_vec(struct schema_ctx *c, const struct ynode *node, const struct stype *t,
    struct vec *dest, const char *path, const struct sfield *f,
    const struct stype *ft, int may_unk)
{
	int errors = 0;
	const struct stype *et = stype_elem(t);
	size_t esz = schema_size(et);
	enum ykind want = t->kind == SK_DICT ? Y_MAP : Y_SEQ;
	char sub[512];

	if (node->kind == Y_SCALAR && want == Y_SEQ && one_word(node))
		return err_at(c, node, "'%s' must be a list, not a value: "
		    "write '%s%s[%s]'", path, last_key(path),
		    *last_key(path) != '\0' ? ": " : "", node->str);
	if (node->kind != want && node->kind == Y_SEQ && f != NULL &&
	    (f->flags & SF_LIST_IDS) && ft == t)
		return list_ids(c, node, dest, path);
	if (node->kind != want)
		return err_at(c, node, "'%s' must be %s, not %s", path,
		    want == Y_MAP ? f != NULL && (f->flags & SF_LIST_IDS) &&
		    ft == t ? "a list of ids or a mapping of ids to texts" :
		    "a mapping of ids" : "a list", kind_noun(node->kind));
	if (node->n < t->min_n)
		return err_at(c, node, "'%s' needs at least %d entr%s", path,
		    t->min_n, t->min_n == 1 ? "y" : "ies");
	dest->n = node->n;
	if (node->n == 0)
		return 0;
	dest->v = vec_array(c, dest, node->n, esz);
	dest->pos = vec_array(c, dest, node->n, sizeof *dest->pos);
	if (t->kind == SK_DICT)
		dest->ids = vec_array(c, dest, node->n, sizeof *dest->ids);
	if (dest->v == NULL || dest->pos == NULL ||
	    (t->kind == SK_DICT && dest->ids == NULL)) {
		dest->n = 0;
		return err_at(c, node, "out of memory");
	}
	for (int i = 0; i < node->n; i++) {
		const struct ynode *item = node->v[i];
		char *edest = (char *)dest->v + (size_t)i * esz;

		if (t->kind == SK_DICT) {
			const char *key = node->keys[i]->str;
			if (!valid_id(key))
				errors += err_at(c, node->keys[i], "'%s' is "
				    "not a valid id in '%s': use lowercase "
				    "letters, digits and '-'", key, path);
			dest->ids[i] = strdup(key);
			if (node->keys[i]->under != NULL)
				moved_path(sub, sizeof sub, path,
				    node->keys[i]->under, key);
			else
				child_path(sub, sizeof sub, path, key);
			dest->pos[i] = (struct spos){ node->keys[i]->file,
			    node->keys[i]->line, node->keys[i]->col };
		} else {
			item_path(sub, sizeof sub, path, i + 1);
			dest->pos[i] = (struct spos){ item->file, item->line,
			    item->col };
		}
		/* a list is unknown as a whole or not at all */
		errors += walk(c, item, et, edest, sub, f, ft,
		    t->kind == SK_DICT ? may_unk : 0);
	}
	return errors;
}

static int
bad_byte(unsigned char b)
{
	return (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f;
}

/* The first control character of s but line breaks and tabs, or NULL.
 * Eight bytes at a time, a byte at a time only in a word that has one
 * below 0x20 or a 0x7f: a ruleset's texts are thousands of bytes, and a
 * command loads them all. */
static const unsigned char *
control_byte(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	const uint64_t ones = 0x0101010101010101ULL, highs = ones * 0x80;
	size_t n = strlen(s), i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w, del;
		memcpy(&w, p + i, 8);
		del = w ^ (ones * 0x7f);
		if ((((w - ones * 0x20) & ~w) | ((del - ones) & ~del)) &
		    highs) {
			for (size_t k = i; k < i + 8; k++)
				if (bad_byte(p[k]))
					return p + k;
		}
	}
	for (; i < n; i++)
		if (bad_byte(p[i]))
			return p + i;
	return NULL;
}

static int
walk(struct schema_ctx *c, const struct ynode *node, const struct stype *t,
    void *dest, const char *path, const struct sfield *f,
    const struct stype *ft, int may_unk)
{
	const unsigned char *bad;
	char d[256];

	if (ynode_is_unknown(node) && t->kind != SK_STR &&
	    t->kind != SK_PSTR) {
		if (!may_unk || t->kind == SK_STRUCT || t->kind == SK_BOOL)
			return err_at(c, node, "'%s' cannot be unknown", path);
		set_unknown(t, dest);
		return record_unknown(c, node, path, f, ft);
	}
	switch (t->kind) {
	case SK_INT:
		return walk_int(c, node, t, dest, path);
	case SK_BOOL:
		if (node->kind == Y_SCALAR && (!strcmp(node->str, "true") ||
		    !strcmp(node->str, "yes"))) {
			*(int *)dest = 1;
			return 0;
		}
		if (node->kind == Y_SCALAR && (!strcmp(node->str, "false") ||
		    !strcmp(node->str, "no"))) {
			*(int *)dest = 0;
			return 0;
		}
		return err_at(c, node, "'%s' must be true or false", path);
	case SK_STR:
	case SK_PSTR:
		if (node->kind != Y_SCALAR)
			return err_at(c, node, "'%s' must be a text, not %s",
			    path, kind_noun(node->kind));
		/* where the text starts: a quoted one after its quote */
		if (t->kind == SK_PSTR)
			((struct spstr *)dest)->pos = (struct spos){
			    node->file, node->line, node->col + !node->plain };
		if (ynode_is_unknown(node)) {
			if (!may_unk)
				return err_at(c, node, "'%s' cannot be "
				    "unknown", path);
			set_unknown(t, dest);
			return record_unknown(c, node, path, f, ft);
		}
		/* texts reach terminals: no escape sequences in them */
		if ((bad = control_byte(node->str)) != NULL)
			return err_at(c, node, "'%s' has a control "
			    "character (byte 0x%02x): only line breaks "
			    "and tabs may stand in a text", path, *bad);
		if (stype_link(t)->check != NULL && stype_link(t)->check(
		    node->str, c->check_ctx, d, sizeof d) != 0)
			return err_at(c, node, "'%s': %s", path, d);
		if (t->kind == SK_STR) {
			*(char **)dest = strdup(node->str);
			return 0;
		}
		((struct spstr *)dest)->text = strdup(node->str);
		return 0;
	case SK_ENUM:
		if (node->kind == Y_SCALAR) {
			const char *s = node->str;
			const struct slink *l = stype_link(t);
			for (int j = 0; l->older != NULL && l->older[j] != NULL;
			    j += 2)
				if (strcmp(l->older[j], s) == 0)
					s = l->older[j + 1];
			for (int i = 0; l->names[i][0] != '\0'; i++)
				if (strcmp(l->names[i], s) == 0) {
					*(int *)dest = i;
					return 0;
				}
		}
		schema_describe(t, d, sizeof d);
		return err_at(c, node, "'%s' must be %s", path, d);
	case SK_REF: {
		struct sref *r = dest;
		struct pending *q;
		if (node->kind != Y_SCALAR)
			return err_at(c, node, "'%s' must be the id of a %s",
			    path, t->what[0] ? t->what : "entry");
		r->i = -1;
		r->name = strdup(node->str);
		r->pos = (struct spos){ node->file, node->line, node->col };
		if ((q = room(c->refs, c->nrefs, &c->caprefs, sizeof *q)) ==
		    NULL)
			return err_at(c, node, "out of memory");
		c->refs = q;
		c->refs[c->nrefs].dest = r;
		c->refs[c->nrefs].type = t;
		c->refs[c->nrefs].path = strdup(path);
		c->nrefs++;
		return 0;
	}
	case SK_STRUCT:
		return walk_struct(c, node, t, dest, path);
	case SK_DICT:
	case SK_LIST:
		return walk_vec(c, node, t, dest, path, f, ft, may_unk);
	case SK_RAW:
		*(struct ynode **)dest = ynode_copy(node);
		return 0;
	case SK_EXPR: {
		struct sexpr *x = dest;
		if (node->kind != Y_SCALAR) {
			/* what the type says it is, where it says */
			schema_describe(t, d, sizeof d);
			return err_at(c, node, "'%s' must be %s, not %s", path,
			    d, kind_noun(node->kind));
		}
		if ((x->text = strdup(node->str)) == NULL)
			return err_at(c, node, "out of memory");
		/* a quoted scalar's text starts after its quote */
		x->pos = (struct spos){ node->file, node->line,
		    node->col + !node->plain };
		return 0;
	}
	}
	return 0;
}

int
schema_walk(struct schema_ctx *c, const struct ynode *node,
    const struct stype *type, void *dest, const char *path)
{
	return walk(c, node, type, dest, path, NULL, NULL, 0);
}
