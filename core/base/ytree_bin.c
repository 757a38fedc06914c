/* ytree_bin.c: a tree of nodes as bytes and back (see ytree.h).
 *
 * A ruleset's image kept in a game's database (core/base/schema_image.c)
 * holds the subtrees the schema keeps as they are written (SK_RAW: an
 * option's keys to set) as these bytes, read back in one pass into one
 * block of memory.  The bytes come from a file a user may have damaged:
 * every count and length is checked before it is used.
 *
 * Layout: "ytb1", the number of file names and each name (length, bytes),
 * the numbers of nodes, of child slots and of string bytes, then the nodes
 * in pre-order: a byte (kind, and 4 when the scalar was plain), the file's
 * index, line and column, then a scalar's length and bytes, or a
 * collection's number of entries followed by its children (a mapping's
 * key and value alternating).  Numbers are unsigned LEB128.
 */
#include "core/base/ytree.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"

#define MAGIC "ytb1"
#define MAX_DEPTH 64
#define MAX_COUNT (1u << 28)

static void
put_u(struct strbuf *b, uint64_t v)
{
	do {
		unsigned char c = v & 0x7f;
		v >>= 7;
		sb_addc(b, (char)(c | (v ? 0x80 : 0)));
	} while (v);
}

struct counts {
	uint64_t nodes, slots, bytes;
};

static int
file_index(const char *file, const char **files, int nfiles)
{
	for (int i = 0; i < nfiles; i++)
		if (file == files[i] || (file != NULL && files[i] != NULL &&
		    strcmp(file, files[i]) == 0))
			return i;
	return -1;
}

/* The distinct file names of the tree, and how much it holds. */
static int
survey(const struct ynode *n, const char **files, int *nfiles, int max,
    struct counts *k)
{
	if (file_index(n->file, files, *nfiles) < 0) {
		if (*nfiles == max || n->file == NULL)
			return -1;
		files[(*nfiles)++] = n->file;
	}
	k->nodes++;
	if (n->kind == Y_SCALAR) {
		k->bytes += strlen(n->str) + 1;
		return 0;
	}
	k->slots += (uint64_t)n->n * (n->kind == Y_MAP ? 2 : 1);
	for (int i = 0; i < n->n; i++)
		if ((n->kind == Y_MAP && survey(n->keys[i], files, nfiles, max,
		    k) < 0) || survey(n->v[i], files, nfiles, max, k) < 0)
			return -1;
	return 0;
}

static void
put_node(struct strbuf *b, const struct ynode *n, const char **files,
    int nfiles)
{
	sb_addc(b, (char)(n->kind | (n->plain ? 4 : 0)));
	put_u(b, (uint64_t)file_index(n->file, files, nfiles));
	put_u(b, (uint64_t)(n->line < 0 ? 0 : n->line));
	put_u(b, (uint64_t)(n->col < 0 ? 0 : n->col));
	if (n->kind == Y_SCALAR) {
		size_t len = strlen(n->str);
		put_u(b, len);
		sb_addn(b, n->str, len);
		return;
	}
	put_u(b, (uint64_t)n->n);
	for (int i = 0; i < n->n; i++) {
		if (n->kind == Y_MAP)
			put_node(b, n->keys[i], files, nfiles);
		put_node(b, n->v[i], files, nfiles);
	}
}

int
ytree_freeze(const struct ynode *root, struct strbuf *b)
{
	const char *files[64];
	int nfiles = 0;
	struct counts k = { 0, 0, 0 };

	if (survey(root, files, &nfiles, 64, &k) < 0)
		return -1;
	sb_addn(b, MAGIC, 4);
	put_u(b, (uint64_t)nfiles);
	for (int i = 0; i < nfiles; i++) {
		put_u(b, strlen(files[i]));
		sb_addn(b, files[i], strlen(files[i]));
	}
	put_u(b, k.nodes);
	put_u(b, k.slots);
	put_u(b, k.bytes);
	put_node(b, root, files, nfiles);
	return b->failed ? -1 : 0;
}

/* --- reading back ----------------------------------------------------- */

struct reader {
	const unsigned char *p, *end;
	struct ynode *nodes;	/* the next free node, slot, byte */
	struct ynode **slots;
	char *bytes;
	struct counts left;
	char **files;
	int nfiles;
};

static int
get_u(struct reader *r, uint64_t *v)
{
	*v = 0;
	for (int shift = 0; shift < 63; shift += 7) {
		if (r->p == r->end)
			return -1;
		unsigned char c = *r->p++;
		*v |= (uint64_t)(c & 0x7f) << shift;
		if (!(c & 0x80))
			return 0;
	}
	return -1;
}

static int
get_int(struct reader *r, int *v, uint64_t max)
{
	uint64_t u;

	if (get_u(r, &u) < 0 || u > max)
		return -1;
	*v = (int)u;
	return 0;
}

static struct ynode *
get_node(struct reader *r, int depth)
{
	struct ynode *n;
	int kind, file;
	uint64_t len;

	if (depth > MAX_DEPTH || r->p == r->end || r->left.nodes == 0)
		return NULL;
	kind = *r->p++;
	n = r->nodes++;
	r->left.nodes--;
	memset(n, 0, sizeof *n);
	n->kind = (enum ykind)(kind & 3);
	n->plain = (kind & 4) != 0;
	if ((kind & ~7) != 0 || (kind & 3) > Y_SEQ ||
	    get_int(r, &file, (uint64_t)r->nfiles - 1) < 0 ||
	    get_int(r, &n->line, INT32_MAX) < 0 ||
	    get_int(r, &n->col, INT32_MAX) < 0 || get_u(r, &len) < 0)
		return NULL;
	n->file = r->files[file];
	if (n->kind == Y_SCALAR) {
		if (len >= r->left.bytes || len > (uint64_t)(r->end - r->p))
			return NULL;
		n->str = r->bytes;
		memcpy(n->str, r->p, len);
		n->str[len] = '\0';
		r->p += len;
		r->bytes += len + 1;
		r->left.bytes -= len + 1;
		return n;
	}
	uint64_t slots = len * (n->kind == Y_MAP ? 2 : 1);
	if (len > INT32_MAX || slots > r->left.slots)
		return NULL;
	n->n = n->cap = (int)len;
	r->left.slots -= slots;
	n->v = r->slots;
	r->slots += len;
	if (n->kind == Y_MAP) {
		n->keys = r->slots;
		r->slots += len;
	}
	for (int i = 0; i < n->n; i++) {
		if (n->kind == Y_MAP && ((n->keys[i] = get_node(r,
		    depth + 1)) == NULL || n->keys[i]->kind != Y_SCALAR))
			return NULL;
		if ((n->v[i] = get_node(r, depth + 1)) == NULL)
			return NULL;
	}
	return n;
}

int
ytree_thaw(const void *buf, size_t len, struct ynode **out, char ***files,
    int *nfiles)
{
	struct reader r;
	uint64_t nf;
	size_t size;
	char *block = NULL;

	*out = NULL;
	*files = NULL;
	*nfiles = 0;
	memset(&r, 0, sizeof r);
	r.p = buf;
	r.end = r.p + len;
	if (len < 4 || memcmp(buf, MAGIC, 4) != 0)
		return -1;
	r.p += 4;
	if (get_u(&r, &nf) < 0 || nf == 0 || nf > 64 ||
	    (r.files = calloc(nf, sizeof *r.files)) == NULL)
		return -1;
	for (; (uint64_t)r.nfiles < nf; r.nfiles++) {
		uint64_t n;
		if (get_u(&r, &n) < 0 || n > (uint64_t)(r.end - r.p) ||
		    (r.files[r.nfiles] = malloc(n + 1)) == NULL)
			goto fail;
		memcpy(r.files[r.nfiles], r.p, n);
		r.files[r.nfiles][n] = '\0';
		r.p += n;
	}
	if (get_u(&r, &r.left.nodes) < 0 || get_u(&r, &r.left.slots) < 0 ||
	    get_u(&r, &r.left.bytes) < 0 || r.left.nodes == 0 ||
	    r.left.nodes > MAX_COUNT || r.left.slots > MAX_COUNT ||
	    r.left.bytes > len)
		goto fail;
	/* the nodes first: the block is the root, freed at once */
	size = r.left.nodes * sizeof(struct ynode) +
	    r.left.slots * sizeof(struct ynode *) + r.left.bytes;
	if ((block = malloc(size)) == NULL)
		goto fail;
	r.nodes = (struct ynode *)block;
	r.slots = (struct ynode **)(r.nodes + r.left.nodes);
	r.bytes = (char *)(r.slots + r.left.slots);
	if (get_node(&r, 0) == NULL || r.p != r.end || r.left.nodes != 0)
		goto fail;
	*out = (struct ynode *)block;
	*files = r.files;
	*nfiles = r.nfiles;
	return 0;
fail:
	free(block);
	for (int i = 0; i < r.nfiles; i++)
		free(r.files[i]);
	free(r.files);
	return -1;
}

void
ytree_thawed_free(struct ynode *root)
{
	free(root);
}
