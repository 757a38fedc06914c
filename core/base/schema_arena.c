/* schema_arena.c: blocks of zeroed storage freed whole (schema.h), for
 * the arrays of the vectors read from an image (schema_image.c). */
#include "core/base/schema.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

/* Under the address sanitizer, LeakSanitizer looks for pointers in the
 * heap, the stacks and the data, not in pages mapped by hand: a block is
 * told to it as a root, or what a ruleset loaded from its texts keeps
 * there (its strings and compiled expressions, on the heap) would be
 * reported as lost. */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#define ROOT(p, n) __lsan_register_root_region((p), (n))
#define UNROOT(p, n) __lsan_unregister_root_region((p), (n))
#else
#define ROOT(p, n) ((void)(p), (void)(n))
#define UNROOT(p, n) ((void)(p), (void)(n))
#endif

/* A block: fresh pages mapped at this size at least, which come zeroed.
 * Mapped here, not asked of calloc: calloc maps a block this large only
 * until the first such block is freed, when glibc raises its threshold
 * for mapping above it; the blocks after came from the heap, and calloc
 * cleared them (a ruleset check loads a game's rules once for each set
 * of options: every load but the first cleared its blocks). */
#define BLOCK (256u * 1024u)
#define ALIGN 16u

struct schema_block {
	struct schema_block *prev;
	size_t size;		/* bytes after the header */
	_Alignas(16) unsigned char data[];
};

/* The pages of a block are mapped ahead of what is handed out, this many
 * bytes at a time, in one call (Linux's MADV_POPULATE_WRITE) instead of a
 * page fault at each first write: a ruleset read from its image writes
 * into some 60 fresh pages (its effects' structures are large and
 * sparse), and a fault costs more than the call's share.  Where the call
 * is unknown or refused (an older kernel, pages larger than PAGE), it is
 * not made again, and the pages fault in as before. */
#define AHEAD (64u * 1024u)
#define PAGE ((uintptr_t)4096)

static void
map_ahead(struct schema_arena *a)
{
	struct schema_block *b = a->last;
	size_t want = a->used + AHEAD;
#ifdef MADV_POPULATE_WRITE
	static int refused;
	uintptr_t from, to;

	if (want > b->size)
		want = b->size;
	/* whole pages of the block only: the first page of the range may
	 * be mapped already, which the call leaves as it is */
	from = (uintptr_t)(b->data + a->ready) & ~(PAGE - 1);
	to = (uintptr_t)(b->data + want) & ~(PAGE - 1);
	if (to > from && !refused &&
	    madvise((void *)from, to - from, MADV_POPULATE_WRITE) != 0)
		refused = 1;
#else
	want = b->size;
#endif
	a->ready = want;
}

void *
schema_arena_alloc(struct schema_arena *a, size_t n)
{
	struct schema_block *b = a->last;
	void *p;

	n = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
	if (n == 0 || n > SIZE_MAX / 2)
		return NULL;
	if (b == NULL || b->size - a->used < n) {
		size_t size = n > BLOCK - sizeof *b ? n : BLOCK - sizeof *b;
		void *m = mmap(NULL, sizeof *b + size, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (m == MAP_FAILED)
			return NULL;
		ROOT(m, sizeof *b + size);
		b = m;
		b->prev = a->last;
		b->size = size;
		a->last = b;
		a->used = 0;
		a->ready = 0;
	}
	p = b->data + a->used;
	a->used += n;
	if (a->used > a->ready)
		map_ahead(a);
	return p;
}

int
schema_arena_has(const struct schema_arena *a, const void *p)
{
	if (a == NULL)
		return 0;
	for (const struct schema_block *b = a->last; b != NULL; b = b->prev)
		if ((uintptr_t)p >= (uintptr_t)b->data &&
		    (uintptr_t)p < (uintptr_t)b->data + b->size)
			return 1;
	return 0;
}

void
schema_arena_free(struct schema_arena *a)
{
	while (a->last != NULL) {
		struct schema_block *b = a->last;
		a->last = b->prev;
		UNROOT(b, sizeof *b + b->size);
		munmap(b, sizeof *b + b->size);
	}
	a->used = 0;
	a->ready = 0;
}
