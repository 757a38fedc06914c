/* ytree_write.c: a tree as YAML text that reads back as the same tree.
 *
 * Mappings are written in block style; a sequence of scalars in flow style
 * ("[1, 2]"), any other in block style.  A scalar keeps its plain form
 * where it would read back plain and the same; otherwise it is written in
 * double quotes with escapes, so no text can break the document. */
#include "core/base/ytree.h"

#include <string.h>

#include "core/base/strbuf.h"

/* Would s, written plain (in flow context when flow), read back as the
 * plain scalar s? */
static int
plain_ok(const char *s, int flow)
{
	size_t n = strlen(s);

	if (n == 0 || s[0] == ' ' || s[n - 1] == ' ' || s[n - 1] == ':' ||
	    strchr("-?:,[]{}#&*!|>'\"%@`", s[0]) != NULL)
		return 0;
	if (strcmp(s, "~") == 0 || strcmp(s, "null") == 0 ||
	    strcmp(s, "---") == 0 || strcmp(s, "...") == 0)
		return 0;
	for (const char *p = s; *p; p++) {
		unsigned char c = (unsigned char)*p;
		if (c < 0x20 || c == 0x7f)
			return 0;
		if ((c == ':' && p[1] == ' ') || (c == ' ' && p[1] == '#'))
			return 0;
		if (flow && strchr(",[]{}", c) != NULL)
			return 0;
		if (c == ':' && flow)
			return 0;
	}
	return 1;
}

static void
scalar(struct strbuf *b, const struct ynode *n, int flow)
{
	if (n->plain && plain_ok(n->str, flow)) {
		sb_add(b, n->str);
		return;
	}
	sb_addc(b, '"');
	for (const unsigned char *p = (const unsigned char *)n->str; *p; p++) {
		if (*p == '"' || *p == '\\')
			sb_printf(b, "\\%c", *p);
		else if (*p == '\n')
			sb_add(b, "\\n");
		else if (*p == '\t')
			sb_add(b, "\\t");
		else if (*p < 0x20 || *p == 0x7f)
			sb_printf(b, "\\x%02x", *p);
		else
			sb_addc(b, (char)*p);
	}
	sb_addc(b, '"');
}

static void
indent(struct strbuf *b, int depth)
{
	for (int i = 0; i < depth; i++)
		sb_add(b, "  ");
}

static int
all_scalars(const struct ynode *n)
{
	for (int i = 0; i < n->n; i++)
		if (n->v[i]->kind != Y_SCALAR)
			return 0;
	return 1;
}

static void block(struct strbuf *b, const struct ynode *n, int depth);

/* What follows "key:" or "-": a scalar, an empty or flow collection on the
 * same line, anything else on the next lines. */
static void
after(struct strbuf *b, const struct ynode *v, int depth)
{
	if (v->kind == Y_SCALAR) {
		sb_addc(b, ' ');
		scalar(b, v, 0);
		sb_addc(b, '\n');
	} else if (v->n == 0) {
		sb_add(b, v->kind == Y_MAP ? " {}\n" : " []\n");
	} else if (v->kind == Y_SEQ && all_scalars(v)) {
		sb_add(b, " [");
		for (int i = 0; i < v->n; i++) {
			if (i > 0)
				sb_add(b, ", ");
			scalar(b, v->v[i], 1);
		}
		sb_add(b, "]\n");
	} else {
		sb_addc(b, '\n');
		block(b, v, depth + 1);
	}
}

static void
block(struct strbuf *b, const struct ynode *n, int depth)
{
	for (int i = 0; i < n->n; i++) {
		indent(b, depth);
		if (n->kind == Y_MAP) {
			scalar(b, n->keys[i], 0);
			sb_addc(b, ':');
		} else {
			sb_addc(b, '-');
		}
		after(b, n->v[i], depth);
	}
}

int
ytree_write(const struct ynode *root, struct strbuf *b)
{
	if (root->kind == Y_SCALAR) {
		scalar(b, root, 0);
		sb_addc(b, '\n');
	} else if (root->n == 0) {
		sb_add(b, root->kind == Y_MAP ? "{}\n" : "[]\n");
	} else {
		block(b, root, 0);
	}
	return b->failed ? -1 : 0;
}

int
ynode_set_path(struct ynode *root, const char *path, struct ynode *value)
{
	char key[256];
	const char *dot = strchr(path, '.');
	struct ynode *sub;
	size_t len = dot ? (size_t)(dot - path) : strlen(path);

	if (root->kind != Y_MAP || len == 0 || len >= sizeof key) {
		ynode_free(value);
		return -1;
	}
	memcpy(key, path, len);
	key[len] = '\0';
	if (dot == NULL) {
		if (ynode_set(root, key, value) == 0)
			return 0;
		ynode_free(value);
		return -1;
	}
	sub = ynode_get(root, key);
	if (sub == NULL || sub->kind != Y_MAP) {
		sub = ynode_new_map(value->file, value->line, value->col);
		if (sub == NULL || ynode_set(root, key, sub) != 0) {
			ynode_free(sub);
			ynode_free(value);
			return -1;
		}
	}
	return ynode_set_path(sub, dot + 1, value);
}
