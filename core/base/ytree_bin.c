/* ytree_bin.c: a tree of nodes as bytes and back (see ytree.h).
 *
 * A ruleset's image kept in a game's database (core/base/schema_image.c)
 * holds the subtrees the schema keeps as they are written (SK_RAW: an
 * option's keys to set) as these bytes, read back in one pass into nodes
 * that are the ruleset's, their files the names the ruleset keeps.  The bytes come from a file a user may have damaged:
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
	struct counts left;	/* what the header said is still to come */
	const char *files[64];	/* the names of the bytes, as the caller's,
				   or NULL: one the caller does not have */
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

/* One node and those below it, each on the heap as ynode_free frees
 * them; NULL (all of it freed) on damaged bytes. */
static struct ynode *
get_node(struct reader *r, int depth)
{
	struct ynode *n;
	int kind, file;
	uint64_t len;

	if (depth > MAX_DEPTH || r->p == r->end || r->left.nodes == 0)
		return NULL;
	kind = *r->p++;
	r->left.nodes--;
	if ((kind & ~7) != 0 || (kind & 3) > Y_SEQ ||
	    (n = calloc(1, sizeof *n)) == NULL)
		return NULL;
	n->kind = (enum ykind)(kind & 3);
	n->plain = (kind & 4) != 0;
	if (get_int(r, &file, (uint64_t)r->nfiles - 1) < 0 ||
	    r->files[file] == NULL || get_int(r, &n->line, INT32_MAX) < 0 ||
	    get_int(r, &n->col, INT32_MAX) < 0 || get_u(r, &len) < 0)
		goto fail;
	n->file = r->files[file];
	if (n->kind == Y_SCALAR) {
		if (len >= r->left.bytes || len > (uint64_t)(r->end - r->p) ||
		    (n->str = malloc(len + 1)) == NULL)
			goto fail;
		memcpy(n->str, r->p, len);
		n->str[len] = '\0';
		r->p += len;
		r->left.bytes -= len + 1;
		return n;
	}
	uint64_t slots = len * (n->kind == Y_MAP ? 2 : 1);
	if (len > INT32_MAX || slots > r->left.slots)
		goto fail;
	r->left.slots -= slots;
	if (len > 0 && ((n->v = calloc(len, sizeof *n->v)) == NULL ||
	    (n->kind == Y_MAP && (n->keys = calloc(len,
	    sizeof *n->keys)) == NULL)))
		goto fail;
	/* counted now: the children read so far are freed with it */
	n->n = n->cap = (int)len;
	for (int i = 0; i < n->n; i++) {
		if (n->kind == Y_MAP && ((n->keys[i] = get_node(r,
		    depth + 1)) == NULL || n->keys[i]->kind != Y_SCALAR))
			goto fail;
		if ((n->v[i] = get_node(r, depth + 1)) == NULL)
			goto fail;
	}
	return n;
fail:
	ynode_free(n);
	return NULL;
}

int
ytree_thaw(const void *buf, size_t len, char *const *names, int nnames,
    struct ynode **out)
{
	struct reader r;
	uint64_t nf;

	*out = NULL;
	memset(&r, 0, sizeof r);
	r.p = buf;
	r.end = r.p + len;
	if (len < 4 || memcmp(buf, MAGIC, 4) != 0)
		return -1;
	r.p += 4;
	if (get_u(&r, &nf) < 0 || nf == 0 || nf > 64)
		return -1;
	/* each name the bytes hold, as the caller's name of it */
	for (; (uint64_t)r.nfiles < nf; r.nfiles++) {
		uint64_t n;
		if (get_u(&r, &n) < 0 || n > (uint64_t)(r.end - r.p))
			return -1;
		for (int k = 0; k < nnames && r.files[r.nfiles] == NULL; k++)
			if (strlen(names[k]) == n &&
			    memcmp(names[k], r.p, n) == 0)
				r.files[r.nfiles] = names[k];
		r.p += n;
	}
	if (get_u(&r, &r.left.nodes) < 0 || get_u(&r, &r.left.slots) < 0 ||
	    get_u(&r, &r.left.bytes) < 0 || r.left.nodes == 0 ||
	    r.left.nodes > MAX_COUNT || r.left.slots > MAX_COUNT ||
	    r.left.bytes > len)
		return -1;
	if ((*out = get_node(&r, 0)) == NULL || r.p != r.end ||
	    r.left.nodes != 0) {
		ynode_free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}
