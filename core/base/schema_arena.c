/* schema_arena.c: blocks of zeroed storage freed whole (schema.h), for
 * the arrays of the vectors read from an image (schema_image.c). */
#include "core/base/schema.h"

#include <stdint.h>
#include <stdlib.h>

/* A block: asked of calloc at this size at least, above glibc's default
 * threshold for mapping fresh pages, which come zeroed: calloc then
 * clears nothing itself (below it, or with the threshold raised, it
 * clears them: the same storage, dearer). */
#define BLOCK (256u * 1024u)
#define ALIGN 16u

struct schema_block {
	struct schema_block *prev;
	size_t size;		/* bytes after the header */
	_Alignas(16) unsigned char data[];
};

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
		if ((b = calloc(1, sizeof *b + size)) == NULL)
			return NULL;
		b->prev = a->last;
		b->size = size;
		a->last = b;
		a->used = 0;
	}
	p = b->data + a->used;
	a->used += n;
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
		free(b);
	}
	a->used = 0;
}
