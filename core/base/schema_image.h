/* schema_image.h: what the walker filled (schema.h), as bytes and back.
 *
 * Walking a ruleset's tree was most of what a command cost; the walked
 * structures are kept instead and read back in one pass.  Both ways go
 * through the schema's own tables (each field's kind and offset), so that
 * a field added to a schema is kept with no code of its own.  Only what
 * the walker writes is kept: the fields, and the int a SF_PRESENT
 * structure starts with; anything else is left zero, as the walker leaves
 * it.  Every text read back lies in one block the reader allocates (free
 * the storage with schema_release_kept); vectors and subtrees are
 * allocated one by one (subtrees) or from the reader's arena when it
 * has one (a vector's elements, keys and positions): zeroing the arrays
 * of effects (some 4.8 KB each) was the most of reading a ruleset, and
 * a calloc for each small array the most of the rest.  A vector that a
 * later pass grows or replaces (frees or reallocs its arrays) is named
 * by the reader's owner in heap: its arrays are the heap's, one calloc
 * each, as the walker's are.
 *
 * The bytes may have been damaged: every count, length, index and value
 * is checked against the schema before it is used, and a read that finds
 * one wrong fails (the storage it filled is still released by
 * schema_release_kept).  Numbers are unsigned LEB128, signed ones
 * zigzagged first.
 *
 * A structure whose type is flagged dflt (SCHEMA_STRUCT_D) keeps only
 * the fields that differ from their defaults (schema_defaults), and its
 * reading sets the defaults first, as the reader's table of them says
 * (r->dflts, the ruleset's: ruleset_dflts.c): an action's words, some of
 * a ruleset's most frequent values, were read and checked a default at a
 * time where they are now a few stores.
 *
 * A field flagged SF_LAZY may be kept aside: the writer asks w->lazy
 * whether this one may (its value then written next into w->aside, the
 * area of values kept aside, in the order met, and in its place its
 * length, the bytes of texts it needs and a checksum of its bytes), and
 * the reader leaves it zeroed and notes where its bytes are (struct
 * simg_lazy), to be read by simg_get_lazy, which checks its sum, when it
 * is first wanted: a value never wanted is never summed.  Every reader of such a field outside the one
 * that readies it must then know it is read (ruleset_image.c says which
 * fields are and who readies them).
 */
#ifndef ARBITER_SCHEMA_IMAGE_H
#define ARBITER_SCHEMA_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#include "core/base/schema.h"

struct strbuf;

struct simg_w {
	struct strbuf *b;
	const char *const *files;	/* positions are kept as indexes */
	int nfiles;
	uint64_t texts;		/* bytes the reader's block of texts needs */
	int failed;		/* a file not in files, or too deep */
	int depth;
	/* may field f (SF_LAZY) of the structure at owner, of type t, be
	 * kept aside (1)?  Or left out (SIMG_DROP: read back zeroed, as if
	 * the walker had left it so; what the image keeps besides stands
	 * for it)?  NULL: none is.  ctx: the writer's, passed on */
	int (*lazy)(const void *ctx, const struct stype *t,
	    const struct sfield *f, const void *owner);
	const void *ctx;
	struct strbuf *aside;	/* where the values kept aside go (with a
				 * lazy that keeps some aside) */
};

#define SIMG_DROP 2

void simg_put_u(struct simg_w *w, uint64_t v);
void simg_put_str(struct simg_w *w, const char *s);
void simg_put_pos(struct simg_w *w, const struct spos *p);
/* One value of type t at src, as the walker left it. */
void simg_put(struct simg_w *w, const struct stype *t, const void *src);

struct simg_ref;

/* A value kept aside by the reader: its bytes (off into the image, len
 * of them), the part of the block of texts kept for it, where it goes and
 * what it is. */
struct simg_lazy {
	void *dest;
	const struct stype *t;
	const struct sfield *f;
	size_t off, len;	/* into the area of values kept aside */
	uint64_t sum;		/* of the len bytes (simg_sum) */
	char *text;		/* ntext bytes of the block */
	size_t ntext;
	int depth;
	int read;		/* read back by simg_get_lazy */
};

struct simg_r {
	const unsigned char *p, *end;
	char *const *files;
	int nfiles;
	char *text, *text_end;	/* the block of texts: next byte, end */
	int failed;
	int depth;
	struct simg_ref *refs;	/* read, checked by simg_check_refs */
	int nrefs, caprefs;
	struct schema_arena *arena;	/* or NULL: the heap's arrays */
	const struct vec *const *heap;	/* vectors whose arrays are the
					 * heap's even with an arena */
	int nheap;
	struct simg_lazy *lazy;	/* values kept aside, in the order met */
	int nlazy, caplazy;
	size_t aside_len;	/* bytes in the area of values kept aside */
	size_t aside_next;	/* where the next one met lies in it */
	/* the defaults of the types flagged dflt (none: those the walker
	 * would set, field by field) */
	struct sdflt_table dflts;
};

/* A number of at most max (else r->failed and 0).  Most are one byte,
 * read here; the others by simg_get_u_long. */
uint64_t simg_get_u_long(struct simg_r *r, uint64_t max);
static inline uint64_t
simg_get_u(struct simg_r *r, uint64_t max)
{
	if (r->p < r->end && *r->p < 0x80 && *r->p <= max)
		return *r->p++;
	return simg_get_u_long(r, max);
}
/* A text into the block: NULL, schema_unknown_str or the text. */
char *simg_get_str(struct simg_r *r);
void simg_get_pos(struct simg_r *r, struct spos *p);
/* One value of type t into dest (zeroed by the caller); f is the field
 * it is read for (its default is a value it may have), or NULL. */
void simg_get(struct simg_r *r, const struct stype *t, void *dest,
    const struct sfield *f);
/* Once all is read: does every reference read point into its target
 * below root, or nowhere?  0, or -1 (and r->failed). */
int simg_check_refs(struct simg_r *r, const void *root);
void simg_r_release(struct simg_r *r);
/* A checksum of n bytes at buf: a damaged byte changes it. */
uint64_t simg_sum(const void *buf, size_t n);
/* Read the value z kept aside from bytes (its len bytes, refused when
 * their sum is not z's), with the files, arena, heap and defaults of the
 * reading that kept it (r: files, nfiles, arena, heap, nheap, dflts; the
 * rest unused), its references checked below root.  0, or -1 (what it
 * filled is still released with root). */
int simg_get_lazy(const struct simg_r *r, struct simg_lazy *z,
    const unsigned char *bytes, const void *root);

#endif
