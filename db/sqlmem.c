/* sqlmem.c: SQLite's small allocations, kept by size for reuse.
 *
 * The SQLite arbiter links is built without its lookaside memory, so that
 * every object of a statement it prepares (and of the schema it reads on
 * opening a file) is a malloc and a free: some 900 of each for one logged
 * command, a tenth of what the command cost.  Blocks of up to SMALL_MAX
 * bytes are cut from chunks instead, in classes of 16 bytes, and a freed
 * one waits in its class's list for the next of its size; larger ones
 * (the page cache's pages) are malloc's.  The chunks are kept for the
 * life of the process (listed, so never lost to a leak checker): what is
 * kept is at most what SQLite held at once in small blocks.
 *
 * Every block starts with its size, 8 bytes before the address SQLite
 * gets (which stays 8-byte aligned, as SQLite needs).  No lock guards
 * the lists: SQLite is configured single-threaded (db_init, db/db.c),
 * one thread uses it (serve's HTTP thread never reaches the database).
 * Not under AddressSanitizer, which is to see SQLite's blocks one by one.
 */
#include "db/db_int.h"

#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define SQLMEM_OFF 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SQLMEM_OFF 1
#endif
#endif

#ifndef SQLMEM_OFF
#define HEAD 8			/* the size, before the block */
#define SMALL_MAX 1024
#define NCLASS (SMALL_MAX / 16)
#define CHUNK (64 * 1024)

struct chunk {
	struct chunk *next;
	/* then the blocks */
};

static struct chunk *chunks;
static char *cut, *cut_end;		/* the rest of the newest chunk */
static void *free_of[NCLASS + 1];	/* linked through their first word */

/* A block's class: its size in 16 bytes, once rounded up. */
static int
class_of(int n)
{
	return (n + 15) / 16;
}

static void *
small(int k)
{
	size_t need = HEAD + (size_t)k * 16;
	char *p;

	if ((p = free_of[k]) != NULL) {
		memcpy(&free_of[k], p + HEAD, sizeof(void *));
		return p + HEAD;
	}
	if (cut == NULL || (size_t)(cut_end - cut) < need) {
		struct chunk *c = malloc(CHUNK);
		if (c == NULL)
			return NULL;
		c->next = chunks;
		chunks = c;
		/* the first block's address, 8 bytes past its size, is
		 * 16-byte aligned like malloc's */
		cut = (char *)c + 16 - HEAD;
		cut_end = (char *)c + CHUNK;
	}
	p = cut;
	cut += need;
	*(int64_t *)p = (int64_t)k * 16;
	return p + HEAD;
}

static void *
mem_malloc(int n)
{
	char *p;

	if (n <= 0)
		n = 1;
	if (n <= SMALL_MAX)
		return small(class_of(n));
	if ((p = malloc(HEAD + (size_t)n)) == NULL)
		return NULL;
	*(int64_t *)p = n;
	return p + HEAD;
}

static int
mem_size(void *q)
{
	int64_t n;

	if (q == NULL)
		return 0;
	memcpy(&n, (char *)q - HEAD, sizeof n);
	return (int)n;
}

static void
mem_free(void *q)
{
	int n = mem_size(q);
	char *p = (char *)q - HEAD;

	if (q == NULL)
		return;
	if (n > SMALL_MAX) {
		free(p);
		return;
	}
	memcpy(q, &free_of[n / 16], sizeof(void *));
	free_of[n / 16] = p;
}

static void *
mem_realloc(void *q, int n)
{
	int had = mem_size(q);
	void *r;

	if (q == NULL)
		return mem_malloc(n);
	if (n <= had && (had <= SMALL_MAX ? class_of(n) == had / 16 :
	    n > SMALL_MAX))
		return q;
	if (had > SMALL_MAX && n > SMALL_MAX) {
		char *p = realloc((char *)q - HEAD, HEAD + (size_t)n);
		if (p == NULL)
			return NULL;
		*(int64_t *)p = n;
		return p + HEAD;
	}
	if ((r = mem_malloc(n)) == NULL)
		return NULL;
	memcpy(r, q, (size_t)(had < n ? had : n));
	mem_free(q);
	return r;
}

static int
mem_roundup(int n)
{
	return n <= SMALL_MAX ? class_of(n > 0 ? n : 1) * 16 : (n + 7) & ~7;
}

static int
mem_init(void *app)
{
	(void)app;
	return SQLITE_OK;
}

static void
mem_shutdown(void *app)
{
	(void)app;
}

void
db_sqlmem_init(void)
{
	static const sqlite3_mem_methods m = { mem_malloc, mem_free,
	    mem_realloc, mem_size, mem_roundup, mem_init, mem_shutdown, NULL };

	sqlite3_config(SQLITE_CONFIG_MALLOC, &m);
}
#else
void
db_sqlmem_init(void)
{
}
#endif
