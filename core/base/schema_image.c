/* schema_image.c: walked structures as bytes and back (schema_image.h).
 *
 * Layout of one value, by the kind of its type: SK_INT, SK_BOOL and
 * SK_ENUM a signed number (a SF_FROM_DEFAULT field's less its default);
 * SK_STR a text (0 absent, 1 unknown, else its
 * length + 2 and its bytes); SK_REF the index, the name and the position;
 * SK_STRUCT (a tagged one's tag first: a byte, the place + 1 of the one
 * key of those that say what it is, written, else 0) its fields eight at a
 * time in the table's order, a byte
 * whose bit k says the field k of the eight is written (a field whose
 * bytes are all 0 is not: read, it is left as calloc left it; of a type
 * flagged dflt, one whose bytes are its default's: read, it is left as
 * the defaults set first made it), then those written (a SF_PRESENT
 * field's int first); a byte 0 (none of the eight written) is followed
 * by the count of the eights after it, up to 255, of which none is
 * written either, skipped (a structure holds every effect's fields, most
 * of them not written); SK_DICT and SK_LIST the count
 * (-1 unknown) and each element after its id (dicts) and position; SK_RAW 0, or the length + 1 of the
 * subtree as ytree_freeze writes it; SK_EXPR and SK_PSTR the text and the
 * position.
 * A position is the file's index + 1 (0: none), the line and the column.
 */
#include "core/base/schema_image.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"

#define MAX_DEPTH 200

struct simg_ref {
	const struct sref *ref;
	const struct stype *type;
};

/* --- the checksum ----------------------------------------------------- */

/* One word into a lane: multiplied (odd, so that two words that differ
 * leave lanes that differ) and turned, the high bits brought down to be
 * multiplied up again: a change in a word's high bits is not undone by
 * another's as a shift of them would not stop. */
static uint64_t
lane(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x100000001b3ULL;
	return h << 31 | h >> 33;
}

uint64_t
simg_sum(const void *buf, size_t n)
{
	const unsigned char *p = buf;
	uint64_t a = 0xcbf29ce484222325ULL ^ n, b = 0x9e3779b97f4a7c15ULL;
	uint64_t c = 0x84222325cbf29ce4ULL, d = 0x7f4a7c159e3779b9ULL, w;
	size_t i = 0;

	/* four lanes of 8-byte words: it runs on every command, and a
	 * shift and xor after each word made it twice as long */
	for (; i + 32 <= n; i += 32) {
		memcpy(&w, p + i, 8);
		a = lane(a, w);
		memcpy(&w, p + i + 8, 8);
		b = lane(b, w);
		memcpy(&w, p + i + 16, 8);
		c = lane(c, w);
		memcpy(&w, p + i + 24, 8);
		d = lane(d, w);
	}
	for (; i + 8 <= n; i += 8) {
		memcpy(&w, p + i, 8);
		a = lane(a, w);
	}
	for (; i < n; i++)
		a = lane(a, p[i]);
	a = lane(lane(lane(a, b), c), d);
	a ^= a >> 29;
	return a * 0x100000001b3ULL;
}

/* --- writing ---------------------------------------------------------- */

void
simg_put_u(struct simg_w *w, uint64_t v)
{
	char buf[10];
	int n = 0;

	do {
		unsigned char c = v & 0x7f;
		v >>= 7;
		buf[n++] = (char)(c | (v ? 0x80 : 0));
	} while (v);
	sb_addn(w->b, buf, (size_t)n);
}

static void
put_s(struct simg_w *w, long v)
{
	uint64_t u = (uint64_t)v;

	simg_put_u(w, (u << 1) ^ (v < 0 ? ~(uint64_t)0 : 0));
}

void
simg_put_str(struct simg_w *w, const char *s)
{
	size_t len;

	if (s == NULL || s == schema_unknown_str) {
		simg_put_u(w, s == NULL ? 0 : 1);
		return;
	}
	len = strlen(s);
	simg_put_u(w, (uint64_t)len + 2);
	sb_addn(w->b, s, len);
	w->texts += len + 1;
}

void
simg_put_pos(struct simg_w *w, const struct spos *p)
{
	int k = 0;

	if (p->file != NULL) {
		while (k < w->nfiles && p->file != w->files[k] &&
		    strcmp(p->file, w->files[k]) != 0)
			k++;
		if (k == w->nfiles)
			w->failed = 1;
		k++;
	}
	simg_put_u(w, (uint64_t)k);
	simg_put_u(w, (uint64_t)(p->line < 0 ? 0 : p->line));
	simg_put_u(w, (uint64_t)(p->col < 0 ? 0 : p->col));
}

static void
put_raw(struct simg_w *w, const struct ynode *n)
{
	struct strbuf t;

	if (n == NULL) {
		simg_put_u(w, 0);
		return;
	}
	sb_init(&t);
	if (ytree_freeze(n, &t) < 0 || t.failed)
		w->failed = 1;
	simg_put_u(w, (uint64_t)t.len + 1);
	sb_addn(w->b, t.s, t.len);
	sb_release(&t);
}

static void
put_vec(struct simg_w *w, const struct stype *t, const struct vec *v)
{
	const struct stype *et = stype_elem(t);
	size_t esz = schema_size(et);

	put_s(w, v->n);
	for (int i = 0; i < v->n; i++) {
		struct spos none = { NULL, 0, 0 };
		if (t->kind == SK_DICT)
			simg_put_str(w, v->ids != NULL ? v->ids[i] : NULL);
		simg_put_pos(w, v->pos != NULL ? &v->pos[i] : &none);
		simg_put(w, et, (const char *)v->v + (size_t)i * esz);
	}
}

/* Whether the n bytes at p are all 0 (as calloc leaves them): the first,
 * and each the same as the next, compared by memcmp many at a time (an
 * effect's members, all but one all 0, are some 10,000 bytes: tested a
 * byte at a time, they took a quarter of a command that keeps an
 * image). */
static int
zero(const char *p, size_t n)
{
	return n == 0 || (p[0] == 0 && memcmp(p, p + 1, n - 1) == 0);
}

static void put_value(struct simg_w *w, const struct stype *t,
    const void *src, const char *base);

/* A field that may be kept aside (SF_LAZY): 0 and its value, read with
 * the rest; or, kept aside, its length + 1, the bytes its texts take in
 * the reader's block (+ 1, with one to spare, so that a value read on its
 * own cannot write past its part) and the sum of its bytes (8, lowest
 * first), its value put next in the area of values kept aside. */
static void
put_lazy(struct simg_w *w, const struct stype *t, const struct sfield *f,
    const void *owner, const char *base)
{
	const struct stype *ft = sfield_type(t, f);
	struct strbuf sub;
	struct simg_w s;
	uint64_t sum;
	char le[8];

	if (w->lazy == NULL || !w->lazy(w->ctx, t, f, owner)) {
		simg_put_u(w, 0);
		put_value(w, ft, (const char *)owner + f->off,
		    base != NULL ? base + f->off : NULL);
		return;
	}
	/* none within a value kept aside (its reading would meet it) */
	if (w->aside == NULL) {
		w->failed = 1;
		return;
	}
	sb_init(&sub);
	s = *w;
	s.b = &sub;
	s.aside = NULL;
	s.texts = 0;
	simg_put(&s, ft, (const char *)owner + f->off);
	if (s.failed || sub.failed)
		w->failed = 1;
	sum = simg_sum(sub.s, sub.len);
	for (int i = 0; i < 8; i++)
		le[i] = (char)(sum >> (8 * i));
	simg_put_u(w, (uint64_t)sub.len + 1);
	simg_put_u(w, s.texts + 1);
	sb_addn(w->b, le, 8);
	sb_addn(w->aside, sub.s, sub.len);
	w->texts += s.texts + 1;
	sb_release(&sub);
}

/* Whether field f of the structure at src, of type t, differs from the
 * value the reader finds there before reading it: base's (NULL: 0
 * bytes). */
static int
differs(const struct stype *t, const struct sfield *f, const char *src,
    const char *base)
{
	size_t n = schema_size(sfield_type(t, f));

	if (base != NULL)
		return memcmp(src + f->off, base + f->off, n) != 0;
	return !zero(src + f->off, n);
}

/* The fields eight at a time: a byte saying which of them differ from
 * what the reader finds there, then those; the others are left as the
 * reader found them, which is what reading their value would make.  What
 * it finds: of a type flagged dflt, the defaults it sets first; else
 * base, what those of a structure holding it set there (NULL: calloc's
 * zeros, an element's, a value's kept aside). */
/* Which of the eight fields at f differ from what the reader finds
 * there (put_struct). */
static unsigned char
set_of(struct simg_w *w, const struct stype *t, const struct sfield *f,
    const void *src, const char *base)
{
	/* a tagged structure (an effect) read with one key: of the others
	 * that say what it is, nothing is written (their bytes, all 0, are
	 * not looked at); only, its place among the eight */
	const struct schema_tag *g = src;
	int tagged = t->tagged && g->n == 1;
	long only = tagged ? (long)g->key - 1 - (f - stype_fields(t)) : 0;
	unsigned char set = 0;

	for (int k = 0; k < 8 && f[k].key[0] != '\0'; k++)
		if ((!tagged || k == only || (f[k].flags & SF_HOW)) &&
		    differs(t, &f[k], src, base) &&
		    !((f[k].flags & SF_LAZY) && w->lazy != NULL &&
		    w->lazy(w->ctx, t, &f[k], src) == SIMG_DROP))
			set |= (unsigned char)(1u << k);
	return set;
}

static void
put_struct(struct simg_w *w, const struct stype *t, const void *src,
    const char *base)
{
	const struct sfield *g = stype_fields(t), *end = g + t->nfields;
	char *dflt = NULL;
	int left = (t->nfields + 7) / 8;	/* eights left, this one's too */

	if (t->tagged) {
		/* one byte: a tagged type has fewer than 256 fields */
		const struct schema_tag *tag = src;
		unsigned char k = tag->n == 1 && tag->key < 256 ?
		    (unsigned char)tag->key : 0;
		if (t->nfields > 255)
			w->failed = 1;
		sb_addn(w->b, (const char *)&k, 1);
	}
	if (t->dflt) {
		if ((dflt = calloc(1, t->size)) == NULL) {
			w->failed = 1;
			return;
		}
		schema_defaults(t, dflt);
		base = dflt;
	}
	while (g->key[0] != '\0') {
		const struct sfield *f = g;
		unsigned char set = set_of(w, t, f, src, base), run = 0;
		sb_addn(w->b, (const char *)&set, 1);
		left--;
		if (set == 0) {
			/* and the eights after it none of whose fields is
			 * written, counted and skipped */
			while (run < 255 && run < left && set_of(w, t,
			    g + 8 * (run + 1), src, base) == 0)
				run++;
			sb_addn(w->b, (const char *)&run, 1);
			g = end - g > 8 * (run + 1) ? g + 8 * (run + 1) : end;
			left -= run;
			continue;
		}
		for (int k = 0; k < 8 && f[k].key[0] != '\0'; k++, g++) {
			const char *at = (const char *)src + f[k].off;
			if (!(set & (1u << k)))
				continue;
			if (f[k].flags & SF_PRESENT)
				put_s(w, *(const int *)at);
			if (f[k].flags & SF_LAZY)
				put_lazy(w, t, &f[k], src, base);
			else if (f[k].flags & SF_FROM_DEFAULT) {
				if (sfield_type(t, &f[k])->kind != SK_INT)
					w->failed = 1;
				put_s(w, (long)((uint64_t)*(const long *)at -
				    (uint64_t)f[k].def));
			} else
				put_value(w, sfield_type(t, &f[k]), at,
				    base != NULL ? base + f[k].off : NULL);
		}
	}
	free(dflt);
}

void
simg_put(struct simg_w *w, const struct stype *t, const void *src)
{
	put_value(w, t, src, NULL);
}

/* A value, base what the reader finds where it goes (put_struct). */
static void
put_value(struct simg_w *w, const struct stype *t, const void *src,
    const char *base)
{
	if (++w->depth > MAX_DEPTH) {
		w->failed = 1;
		w->depth--;
		return;
	}
	switch (t->kind) {
	case SK_INT:
		put_s(w, *(const long *)src);
		break;
	case SK_BOOL:
	case SK_ENUM:
		put_s(w, *(const int *)src);
		break;
	case SK_STR:
		simg_put_str(w, *(char *const *)src);
		break;
	case SK_REF: {
		const struct sref *r = src;
		put_s(w, r->i);
		simg_put_str(w, r->name);
		simg_put_pos(w, &r->pos);
		break;
	}
	case SK_STRUCT:
		put_struct(w, t, src, base);
		break;
	case SK_DICT:
	case SK_LIST:
		put_vec(w, t, src);
		break;
	case SK_RAW:
		put_raw(w, *(struct ynode *const *)src);
		break;
	case SK_EXPR:
	case SK_PSTR:
		/* both begin as a struct spstr (schema.h) */
		simg_put_str(w, *(char *const *)src);
		simg_put_pos(w, (const struct spos *)((const char *)src +
		    offsetof(struct spstr, pos)));
		break;
	}
	w->depth--;
}

/* --- reading back ----------------------------------------------------- */

uint64_t
simg_get_u_long(struct simg_r *r, uint64_t max)
{
	uint64_t v = 0;

	for (int shift = 0; shift < 64; shift += 7) {
		if (r->p == r->end)
			break;
		unsigned char c = *r->p++;
		v |= (uint64_t)(c & 0x7f) << shift;
		if (!(c & 0x80)) {
			if (v <= max)
				return v;
			break;
		}
	}
	r->failed = 1;
	return 0;
}

static long
get_s(struct simg_r *r)
{
	uint64_t u = simg_get_u(r, UINT64_MAX);

	return (long)((u >> 1) ^ (~(u & 1) + 1));
}

/* A text (simg_get_str), inlined in the loops that read most of them. */
static inline char *
get_str(struct simg_r *r)
{
	uint64_t len = simg_get_u(r, (uint64_t)(r->end - r->p) + 2);
	char *s;

	if (len < 2)
		return len == 1 ? schema_unknown_str : NULL;
	len -= 2;
	if (len > (uint64_t)(r->end - r->p) ||
	    len >= (uint64_t)(r->text_end - r->text)) {
		r->failed = 1;
		return NULL;
	}
	s = r->text;
	memcpy(s, r->p, len);
	s[len] = '\0';
	r->p += len;
	r->text += len + 1;
	return s;
}

char *
simg_get_str(struct simg_r *r)
{
	return get_str(r);
}

/* A position (simg_get_pos): most are three bytes, a file's index, a
 * line and a column under 128 each, read at once. */
static inline void
get_pos(struct simg_r *r, struct spos *p)
{
	uint64_t k;

	if (r->end - r->p >= 3 && ((r->p[0] | r->p[1] | r->p[2]) & 0x80) == 0
	    && r->p[0] <= r->nfiles) {
		p->file = r->p[0] > 0 ? r->files[r->p[0] - 1] : NULL;
		p->line = r->p[1];
		p->col = r->p[2];
		r->p += 3;
		return;
	}
	k = simg_get_u(r, (uint64_t)r->nfiles);
	p->file = k > 0 ? r->files[k - 1] : NULL;
	p->line = (int)simg_get_u(r, INT32_MAX);
	p->col = (int)simg_get_u(r, INT32_MAX);
}

void
simg_get_pos(struct simg_r *r, struct spos *p)
{
	get_pos(r, p);
}

/* A subtree, its nodes naming the files of the ruleset, which live as
 * long as it does. */
static struct ynode *
get_raw(struct simg_r *r)
{
	uint64_t len = simg_get_u(r, (uint64_t)(r->end - r->p) + 1);
	struct ynode *n;

	if (len-- == 0 || r->failed)
		return NULL;
	if (ytree_thaw(r->p, len, r->files, r->nfiles, &n) < 0) {
		r->failed = 1;
		return NULL;
	}
	r->p += len;
	return n;
}

/* Is v a vector whose arrays a later pass grows or replaces? */
static int
on_heap(const struct simg_r *r, const struct vec *v)
{
	for (int i = 0; i < r->nheap; i++)
		if (r->heap[i] == v)
			return 1;
	return 0;
}

static void
get_ref(struct simg_r *r, const struct stype *t, struct sref *ref)
{
	static const unsigned char none[5] = { 1, 0, 0, 0, 0 };
	long i;

	/* most are none, as the walker leaves an absent one: -1, no name,
	 * no position (get_s of 1, get_str of 0, get_pos of 0 0 0) */
	if (r->end - r->p >= 5 && memcmp(r->p, none, sizeof none) == 0) {
		ref->i = -1;
		ref->name = NULL;
		ref->pos = (struct spos){ NULL, 0, 0 };
		r->p += sizeof none;
		return;
	}
	i = get_s(r);

	ref->name = get_str(r);
	if (ref->name == schema_unknown_str)
		ref->name = NULL, r->failed = 1;
	get_pos(r, &ref->pos);
	if (i < -1 || i > INT32_MAX || (ref->name == NULL && i != -1)) {
		r->failed = 1;
		return;
	}
	ref->i = (int)i;
	if (i < 0)
		return;
	if (r->nrefs == r->caprefs) {
		int cap = r->caprefs ? r->caprefs * 2 : 64;
		struct simg_ref *v = realloc(r->refs, (size_t)cap * sizeof *v);
		if (v == NULL) {
			r->failed = 1;
			return;
		}
		r->refs = v;
		r->caprefs = cap;
	}
	r->refs[r->nrefs++] = (struct simg_ref){ ref, t };
}

static int
enum_ok(const struct stype *t, long v)
{
	const char (*names)[SCHEMA_NAME_MAX] = stype_link(t)->names;
	long n = 0;

	while (names[n][0] != '\0')
		n++;
	return v >= -1 && v < n;
}

/* A number, a true or false, a word of an enum, a text, a reference or
 * an expression: read by the structure's and the vector's loops
 * themselves (most fields and elements are, and a call of simg_get each
 * was a fifth of the reading), else 0. */
static inline int
get_leaf(struct simg_r *r, const struct stype *t, void *dest,
    const struct sfield *f)
{
	long v;

	switch (t->kind) {
	case SK_INT:
		v = get_s(r);
		/* what the walker may have left: a value in bounds, unknown,
		 * or the field's default */
		if ((v < t->min || v > t->max) && v != SCHEMA_UNKNOWN_INT &&
		    (f == NULL || v != f->def))
			r->failed = 1;
		*(long *)dest = v;
		return 1;
	case SK_BOOL:
	case SK_ENUM:
		v = get_s(r);
		if (t->kind == SK_BOOL ? v != 0 && v != 1 : !enum_ok(t, v))
			r->failed = 1;
		else
			*(int *)dest = (int)v;
		return 1;
	case SK_STR:
		*(char **)dest = get_str(r);
		return 1;
	case SK_REF:
		get_ref(r, t, dest);
		return 1;
	case SK_EXPR:
	case SK_PSTR:
		/* both begin as a struct spstr (schema.h) */
		*(char **)dest = get_str(r);
		get_pos(r, (struct spos *)((char *)dest +
		    offsetof(struct spstr, pos)));
		return 1;
	default:
		return 0;
	}
}

/* A value below the one read at r->depth: a leaf read in the loop, a
 * structure or a vector by simg_get (so deep that simg_get fails, it is
 * left to it). */
static inline void
get_below(struct simg_r *r, const struct stype *t, void *dest,
    const struct sfield *f)
{
	if (r->depth >= MAX_DEPTH || !get_leaf(r, t, dest, f))
		simg_get(r, t, dest, f);
}

static void
get_vec(struct simg_r *r, const struct stype *t, struct vec *v)
{
	const struct stype *et = stype_elem(t);
	size_t esz = schema_size(et);
	long n = get_s(r);

	/* an element takes three bytes at least (its position) */
	if (r->failed || n < -1 || n > (r->end - r->p) / 3) {
		r->failed = 1;
		return;
	}
	if (n <= 0) {
		v->n = (int)n;
		return;
	}
	if (r->arena != NULL && !on_heap(r, v)) {
		v->v = schema_arena_alloc(r->arena, (size_t)n * esz);
		v->pos = schema_arena_alloc(r->arena,
		    (size_t)n * sizeof *v->pos);
		if (t->kind == SK_DICT)
			v->ids = schema_arena_alloc(r->arena,
			    (size_t)n * sizeof *v->ids);
	} else {
		v->v = calloc((size_t)n, esz);
		v->pos = calloc((size_t)n, sizeof *v->pos);
		if (t->kind == SK_DICT)
			v->ids = calloc((size_t)n, sizeof *v->ids);
	}
	if (v->v == NULL || v->pos == NULL ||
	    (t->kind == SK_DICT && v->ids == NULL)) {
		r->failed = 1;
		return;
	}
	/* counted now: what is read so far is released with it */
	v->n = (int)n;
	for (int i = 0; i < v->n && !r->failed; i++) {
		if (t->kind == SK_DICT && (v->ids[i] = get_str(r)) ==
		    schema_unknown_str)
			v->ids[i] = NULL;
		if (t->kind == SK_DICT && v->ids[i] == NULL)
			r->failed = 1;
		get_pos(r, &v->pos[i]);
		get_below(r, et, (char *)v->v + (size_t)i * esz, NULL);
	}
}

/* A field that may have been kept aside (put_lazy): 1 when it was (dest
 * left zeroed, where it lies noted in r->lazy), 0 when its value follows
 * (or the reading failed). */
static int
get_lazy(struct simg_r *r, const struct stype *t, const struct sfield *f,
    void *dest)
{
	uint64_t len = simg_get_u(r, (uint64_t)r->aside_len + 1), ntext;
	uint64_t sum = 0;
	struct simg_lazy *z;

	if (len-- == 0 || r->failed)
		return 0;
	ntext = simg_get_u(r, (uint64_t)(r->text_end - r->text) - 1);
	if (r->failed || ntext == 0 || r->end - r->p < 8 ||
	    len > (uint64_t)(r->aside_len - r->aside_next)) {
		r->failed = 1;
		return 1;
	}
	for (int i = 0; i < 8; i++)
		sum |= (uint64_t)r->p[i] << (8 * i);
	r->p += 8;
	if (r->nlazy == r->caplazy) {
		int cap = r->caplazy ? r->caplazy * 2 : 32;
		z = realloc(r->lazy, (size_t)cap * sizeof *z);
		if (z == NULL) {
			r->failed = 1;
			return 1;
		}
		r->lazy = z;
		r->caplazy = cap;
	}
	z = &r->lazy[r->nlazy++];
	*z = (struct simg_lazy){ dest, sfield_type(t, f), f, r->aside_next,
	    (size_t)len, sum, r->text, (size_t)ntext, r->depth, 0 };
	r->aside_next += (size_t)len;
	r->text += ntext;
	return 1;
}

/* The defaults of a structure of type t (flagged dflt) set in dest, as
 * the walker sets them where no key is written, before its fields
 * written are read: those of the reader's table; without them (a test's
 * schema), those the walker would set. */
static void
set_defaults(struct simg_r *r, const struct stype *t, void *dest)
{
	const struct sdflts *d;

	if (t->dflt >= r->dflts.ntypes) {
		schema_defaults(t, dest);
		return;
	}
	d = &r->dflts.types[t->dflt];
	for (const struct sdflt *w = r->dflts.items + d->at,
	    *e = w + d->n; w < e; w++) {
		char *at = (char *)dest + w->off;
		if (w->size == sizeof(long))
			*(long *)(void *)at = w->v;
		else
			*(int *)(void *)at = (int)w->v;
	}
}

/* A number written less its default (SF_FROM_DEFAULT), checked as
 * get_leaf checks one. */
static void
get_from_default(struct simg_r *r, const struct stype *t,
    const struct sfield *f, void *dest)
{
	const struct stype *ft = sfield_type(t, f);
	long v = (long)((uint64_t)get_s(r) + (uint64_t)f->def);

	if (ft->kind != SK_INT || ((v < ft->min || v > ft->max) &&
	    v != SCHEMA_UNKNOWN_INT && v != f->def))
		r->failed = 1;
	else
		*(long *)dest = v;
}

void
simg_get(struct simg_r *r, const struct stype *t, void *dest,
    const struct sfield *f)
{
	long v;

	if (r->failed || ++r->depth > MAX_DEPTH) {
		r->failed = 1;
		return;
	}
	switch (t->kind) {
	case SK_INT:
	case SK_BOOL:
	case SK_ENUM:
	case SK_STR:
	case SK_REF:
	case SK_EXPR:
	case SK_PSTR:
		get_leaf(r, t, dest, f);
		break;
	case SK_STRUCT: {
		const struct sfield *fs = stype_fields(t);
		int nf = t->nfields;
		if (t->dflt)
			set_defaults(r, t, dest);
		/* a tagged structure: its tag first, the place + 1 of the
		 * one key written (put_struct), 0 for none or more */
		if (t->tagged && (r->p == r->end || ((v = *r->p++) != 0 &&
		    (v > nf || (*(struct schema_tag *)dest = (struct
		    schema_tag){ (unsigned short)v, 0, 1,
		    (unsigned short)v }, 0)))))
			r->failed = 1;
		/* which of the next eight are written: a byte, whose bits
		 * set are read lowest first (most fields are not written: a
		 * structure holds every effect's fields) */
		for (int base = 0; base < nf && !r->failed; base += 8) {
			unsigned set;
			if (r->p == r->end) {
				r->failed = 1;
				break;
			}
			set = *r->p++;
			/* none written past the last field */
			if (nf - base < 8 && (set >> (nf - base)) != 0) {
				r->failed = 1;
				break;
			}
			if (set == 0) {
				/* the eights after it written none either
				 * (none past the last) */
				if (r->p == r->end || (base += 8 * *r->p++) >=
				    nf)
					r->failed = 1;
				continue;
			}
			while (set != 0 && !r->failed) {
				const struct sfield *g = fs + base +
				    __builtin_ctz(set);
				char *at = (char *)dest + g->off;
				set &= set - 1;
				if (g->flags & (SF_PRESENT | SF_LAZY |
				    SF_FROM_DEFAULT)) {
					if (g->flags & SF_FROM_DEFAULT) {
						get_from_default(r, t, g, at);
						continue;
					}
					if (g->flags & SF_PRESENT) {
						v = get_s(r);
						if (v != 0 && v != 1)
							r->failed = 1;
						*(int *)at = (int)v;
					}
					if ((g->flags & SF_LAZY) &&
					    get_lazy(r, t, g, at))
						continue;
				}
				get_below(r, sfield_type(t, g), at, g);
			}
		}
		SCHEMA_POISON(t, dest);
		break;
	}
	case SK_DICT:
	case SK_LIST:
		get_vec(r, t, dest);
		break;
	case SK_RAW:
		*(struct ynode **)dest = get_raw(r);
		break;
	}
	r->depth--;
}

int
simg_check_refs(struct simg_r *r, const void *root)
{
	for (int i = 0; i < r->nrefs && !r->failed; i++) {
		const struct vec *v = stype_target(r->refs[i].type, root);
		if (v == NULL || r->refs[i].ref->i >= v->n)
			r->failed = 1;
	}
	return r->failed ? -1 : 0;
}

void
simg_r_release(struct simg_r *r)
{
	free(r->refs);
	r->refs = NULL;
	r->nrefs = r->caprefs = 0;
	free(r->lazy);
	r->lazy = NULL;
	r->nlazy = r->caplazy = 0;
}

int
simg_get_lazy(const struct simg_r *from, struct simg_lazy *z,
    const unsigned char *bytes, const void *root)
{
	struct simg_r r;
	size_t skip = z->f->flags & SF_PRESENT ? sizeof(int) : 0;
	int ok;

	if (z->read)
		return 0;
	if (simg_sum(bytes, z->len) != z->sum)
		return -1;
	z->read = 1;
	/* left as the reading left it, zeroed (but the int of a SF_PRESENT
	 * structure, read with the rest): else something wrote there since
	 * (a vector replaced), and reading would undo it */
	if (!zero((const char *)z->dest + skip, schema_size(z->t) - skip))
		return -1;
	memset(&r, 0, sizeof r);
	r.p = bytes;
	r.end = bytes + z->len;
	r.files = from->files;
	r.nfiles = from->nfiles;
	r.arena = from->arena;
	r.heap = from->heap;
	r.nheap = from->nheap;
	r.dflts = from->dflts;
	r.text = z->text;
	r.text_end = z->text + z->ntext;
	r.depth = z->depth;
	simg_get(&r, z->t, z->dest, z->f);
	/* read whole, its texts the part kept for them but its spare
	 * byte, nothing kept aside within it */
	ok = !r.failed && r.p == r.end && r.text == r.text_end - 1 &&
	    r.nlazy == 0 && simg_check_refs(&r, root) == 0;
	simg_r_release(&r);
	return ok ? 0 : -1;
}
