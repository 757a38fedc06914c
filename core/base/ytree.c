/* ytree.c: libyaml's event stream folded into a tree of nodes. */
#include "core/base/ytree.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#define MAX_DEPTH 64

/* Counts the changes to trees (ynode_changes). */
static unsigned long changes;

unsigned long
ynode_changes(void)
{
	return changes;
}

static struct ynode *
node_new(enum ykind kind, const char *file, int line, int col)
{
	struct ynode *n = calloc(1, sizeof *n);

	changes++;

	if (n == NULL)
		return NULL;
	n->kind = kind;
	n->file = file;
	n->line = line;
	n->col = col;
	return n;
}

struct ynode *
ynode_new_map(const char *file, int line, int col)
{
	return node_new(Y_MAP, file, line, col);
}

struct ynode *
ynode_new_scalar(const char *text, int plain, const char *file, int line,
    int col)
{
	struct ynode *n = node_new(Y_SCALAR, file, line, col);

	if (n == NULL)
		return NULL;
	n->str = strdup(text);
	if (n->str == NULL) {
		free(n);
		return NULL;
	}
	n->plain = plain;
	return n;
}

void
ynode_free(struct ynode *n)
{
	if (n == NULL)
		return;
	changes++;
	for (int i = 0; i < n->n; i++) {
		if (n->keys != NULL)
			ynode_free(n->keys[i]);
		ynode_free(n->v[i]);
	}
	free(n->keys);
	free(n->v);
	free(n->str);
	free(n);
}

static int
grow(struct ynode *n)
{
	int cap;

	if (n->n < n->cap)
		return 0;
	cap = n->cap ? n->cap * 2 : 4;
	struct ynode **v = realloc(n->v, (size_t)cap * sizeof *v);
	if (v == NULL)
		return -1;
	n->v = v;
	if (n->kind == Y_MAP) {
		struct ynode **k = realloc(n->keys, (size_t)cap * sizeof *k);
		if (k == NULL)
			return -1;
		n->keys = k;
	}
	n->cap = cap;
	return 0;
}

static int
add_item(struct ynode *parent, struct ynode *key, struct ynode *value)
{
	changes++;
	if (grow(parent) < 0)
		return -1;
	if (parent->kind == Y_MAP)
		parent->keys[parent->n] = key;
	parent->v[parent->n++] = value;
	return 0;
}

struct ynode *
ynode_copy(const struct ynode *n)
{
	struct ynode *c = node_new(n->kind, n->file, n->line, n->col);

	if (c == NULL)
		return NULL;
	c->plain = n->plain;
	c->under = n->under;
	if (n->str != NULL && (c->str = strdup(n->str)) == NULL)
		goto fail;
	for (int i = 0; i < n->n; i++) {
		struct ynode *k = NULL, *v;
		if (n->kind == Y_MAP && (k = ynode_copy(n->keys[i])) == NULL)
			goto fail;
		if ((v = ynode_copy(n->v[i])) == NULL ||
		    add_item(c, k, v) < 0) {
			ynode_free(k);
			ynode_free(v);
			goto fail;
		}
	}
	return c;
fail:
	ynode_free(c);
	return NULL;
}

static int
find_key(const struct ynode *map, const char *key)
{
	if (map == NULL || map->kind != Y_MAP)
		return -1;
	for (int i = 0; i < map->n; i++)
		if (strcmp(map->keys[i]->str, key) == 0)
			return i;
	return -1;
}

struct ynode *
ynode_get(const struct ynode *map, const char *key)
{
	int i = find_key(map, key);

	return i < 0 ? NULL : map->v[i];
}

struct ynode *
ynode_take(struct ynode *map, const char *key)
{
	int i = find_key(map, key);
	struct ynode *v;

	if (i < 0)
		return NULL;
	v = map->v[i];
	changes++;
	ynode_free(map->keys[i]);
	memmove(&map->keys[i], &map->keys[i + 1],
	    (size_t)(map->n - i - 1) * sizeof *map->keys);
	memmove(&map->v[i], &map->v[i + 1],
	    (size_t)(map->n - i - 1) * sizeof *map->v);
	map->n--;
	return v;
}

int
ynode_move_pair(struct ynode *map, int i, struct ynode *to)
{
	if (add_item(to, map->keys[i], map->v[i]) < 0)
		return -1;
	memmove(&map->keys[i], &map->keys[i + 1],
	    (size_t)(map->n - i - 1) * sizeof *map->keys);
	memmove(&map->v[i], &map->v[i + 1],
	    (size_t)(map->n - i - 1) * sizeof *map->v);
	map->n--;
	return 0;
}

int
ynode_set_before(struct ynode *map, int i, const char *key,
    struct ynode *value)
{
	int had = find_key(map, key) >= 0;
	struct ynode *k, *v;

	if (ynode_set(map, key, value) < 0)
		return -1;
	if (had || i < 0 || i >= map->n - 1)
		return 0;
	/* a new pair, last: it moves to i */
	k = map->keys[map->n - 1];
	v = map->v[map->n - 1];
	memmove(&map->keys[i + 1], &map->keys[i],
	    (size_t)(map->n - 1 - i) * sizeof *map->keys);
	memmove(&map->v[i + 1], &map->v[i],
	    (size_t)(map->n - 1 - i) * sizeof *map->v);
	map->keys[i] = k;
	map->v[i] = v;
	return 0;
}

int
ynode_rename(struct ynode *map, const char *from, const char *to)
{
	int i = find_key(map, from);

	if (i < 0 || strcmp(from, to) == 0 || find_key(map, to) >= 0)
		return 0;
	return ynode_set_text(map->keys[i], to);
}

int
ynode_set_text(struct ynode *n, const char *text)
{
	char *s = strdup(text);

	if (s == NULL)
		return -1;
	changes++;
	free(n->str);
	n->str = s;
	return 0;
}

int
ynode_set(struct ynode *map, const char *key, struct ynode *value)
{
	int i = find_key(map, key);
	struct ynode *k;

	if (i >= 0) {
		ynode_free(map->v[i]);
		map->v[i] = value;
		return 0;
	}
	k = ynode_new_scalar(key, 1, value->file, value->line, value->col);
	if (k == NULL || add_item(map, k, value) < 0) {
		ynode_free(k);
		return -1;
	}
	return 0;
}

int
ynode_merge(struct ynode *base, struct ynode *over)
{
	if (base->kind != Y_MAP || over->kind != Y_MAP) {
		ynode_free(over);
		return -1;
	}
	for (int i = 0; i < over->n; i++) {
		struct ynode *k = over->keys[i], *v = over->v[i];
		int j = find_key(base, k->str);

		if (j >= 0 && base->v[j]->kind == Y_MAP && v->kind == Y_MAP) {
			if (ynode_merge(base->v[j], v) < 0)
				return -1;
			ynode_free(k);
		} else if (j >= 0) {
			ynode_free(base->v[j]);
			base->v[j] = v;
			ynode_free(k);
		} else if (add_item(base, k, v) < 0) {
			ynode_free(k);
			ynode_free(v);
			return -1;
		}
		over->keys[i] = over->v[i] = NULL;
	}
	over->n = 0;
	ynode_free(over);
	return 0;
}

int
ynode_is_unknown(const struct ynode *n)
{
	return n != NULL && n->kind == Y_SCALAR && n->plain &&
	    strcmp(n->str, "unknown") == 0;
}

struct fills_ctx {
	int (*may_add)(void *ctx, const char *path);
	void *ctx;
};

static int
fills(const struct fills_ctx *f, const struct ynode *b, const struct ynode *o,
    char *path, size_t n, size_t len)
{
	if (b != NULL && ynode_is_unknown(b))
		return 0;
	if (b == NULL)
		return f->may_add != NULL && f->may_add(f->ctx, path) ? 0 :
		    YFILL_ABSENT;
	if (b->kind != o->kind)
		return YFILL_CHANGES;
	if (o->kind == Y_SCALAR)
		return strcmp(b->str, o->str) == 0 ? 0 : YFILL_CHANGES;
	if (o->kind == Y_SEQ) {
		if (b->n != o->n)
			return YFILL_CHANGES;
		for (int i = 0; i < o->n; i++) {
			int r;
			snprintf(path + len, n - len, "[%d]", i + 1);
			if ((r = fills(f, b->v[i], o->v[i], path, n,
			    strlen(path))) < 0)
				return r;
			path[len] = '\0';
		}
		return 0;
	}
	for (int i = 0; i < o->n; i++) {
		int r;
		snprintf(path + len, n - len, "%s%s", len ? "." : "",
		    o->keys[i]->str);
		if ((r = fills(f, ynode_get(b, o->keys[i]->str), o->v[i], path,
		    n, strlen(path))) < 0)
			return r;
		path[len] = '\0';
	}
	return 0;
}

int
ynode_fills_only(const struct ynode *base, const struct ynode *over,
    char *path, size_t n)
{
	int r = ynode_fills_or_adds(base, over, path, n, NULL, NULL);

	return r < 0 ? -1 : 0;
}

int
ynode_fills_or_adds(const struct ynode *base, const struct ynode *over,
    char *path, size_t n, int (*may_add)(void *ctx, const char *path),
    void *ctx)
{
	struct fills_ctx f = { may_add, ctx };

	path[0] = '\0';
	return fills(&f, base, over, path, n, 0);
}

/* --- parsing ----------------------------------------------------------- */

struct builder {
	const char *file;
	struct diag_list *errs;
	struct ynode *stack[MAX_DEPTH + 1];
	struct ynode *pending_key[MAX_DEPTH + 1];
	int depth;
	struct ynode *root;
	int failed;
};

static void
add_err(struct builder *b, const yaml_mark_t *m, const char *what)
{
	diag_list_add(b->errs, ST_DATA, b->file, (int)m->line + 1,
	    (int)m->column + 1, "%s", what);
	b->failed = 1;
}

/* Attach a finished node to the open collection (or make it the root).
 * On failure n is freed and nonzero returned. */
static int
attach(struct builder *b, struct ynode *n, const yaml_mark_t *m)
{
	struct ynode *top;

	if (b->depth == 0) {
		b->root = n;
		return 0;
	}
	top = b->stack[b->depth - 1];
	if (top->kind == Y_SEQ) {
		if (add_item(top, NULL, n) < 0) {
			ynode_free(n);
			return -1;
		}
		return 0;
	}
	if (b->pending_key[b->depth - 1] == NULL) {
		if (n->kind != Y_SCALAR) {
			yaml_mark_t at = *m;
			at.line = (size_t)n->line - 1;
			at.column = (size_t)n->col - 1;
			add_err(b, &at, "a mapping key must be a single value, "
			    "not a list or a mapping");
			ynode_free(n);
			return 1;
		}
		if (find_key(top, n->str) >= 0) {
			char msg[DIAG_MSG_MAX];
			snprintf(msg, sizeof msg, "duplicate key '%.200s'",
			    n->str);
			add_err(b, m, msg);
		}
		b->pending_key[b->depth - 1] = n;
		return 0;
	}
	if (add_item(top, b->pending_key[b->depth - 1], n) < 0) {
		ynode_free(n);
		return -1;
	}
	b->pending_key[b->depth - 1] = NULL;
	return 0;
}

static void
builder_release(struct builder *b)
{
	/* unfinished collections are not attached to their parents yet */
	for (int i = 0; i < b->depth; i++) {
		ynode_free(b->pending_key[i]);
		ynode_free(b->stack[i]);
	}
	b->depth = 0;
}

int
ytree_parse(const char *text, size_t len, const char *file, struct ynode **out,
    struct diag_list *errs)
{
	yaml_parser_t p;
	yaml_event_t ev;
	struct builder b;
	int done = 0, docs = 0;

	memset(&b, 0, sizeof b);
	b.file = file;
	b.errs = errs;
	*out = NULL;
	if (!yaml_parser_initialize(&p))
		return diag_list_add(errs, ST_ENV, file, 0, 0,
		    "out of memory reading YAML");
	yaml_parser_set_input_string(&p, (const unsigned char *)text, len);
	while (!done) {
		struct ynode *n = NULL;
		const yaml_mark_t *m;

		if (!yaml_parser_parse(&p, &ev)) {
			char msg[DIAG_MSG_MAX];
			snprintf(msg, sizeof msg, "%s%s%s",
			    p.problem ? p.problem : "malformed YAML",
			    p.context ? " " : "", p.context ? p.context : "");
			add_err(&b, &p.problem_mark, msg);
			break;
		}
		m = &ev.start_mark;
		switch (ev.type) {
		case YAML_STREAM_END_EVENT:
			done = 1;
			break;
		case YAML_DOCUMENT_START_EVENT:
			if (++docs > 1) {
				add_err(&b, m, "only one YAML document is "
				    "allowed; remove the '---' line");
				done = 1;
			}
			break;
		case YAML_ALIAS_EVENT:
			add_err(&b, m, "YAML aliases ('*name') are not "
			    "supported; write the value out");
			done = 1;
			break;
		case YAML_SCALAR_EVENT:
			n = ynode_new_scalar((const char *)ev.data.scalar.value,
			    ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE,
			    file, (int)m->line + 1, (int)m->column + 1);
			if (n == NULL || attach(&b, n, m) != 0)
				b.failed = done = 1;
			break;
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			if (b.depth >= MAX_DEPTH) {
				add_err(&b, m, "nested too deeply");
				done = 1;
				break;
			}
			n = node_new(ev.type == YAML_MAPPING_START_EVENT ?
			    Y_MAP : Y_SEQ, file, (int)m->line + 1,
			    (int)m->column + 1);
			if (n == NULL) {
				b.failed = done = 1;
				break;
			}
			b.stack[b.depth] = n;
			b.pending_key[b.depth] = NULL;
			b.depth++;
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			n = b.stack[--b.depth];
			if (attach(&b, n, m) != 0)
				b.failed = done = 1;
			break;
		default:
			break;
		}
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	builder_release(&b);
	if (b.failed) {
		ynode_free(b.root);
		return ST_DATA;
	}
	if (b.root != NULL && b.root->kind == Y_SCALAR && b.root->plain &&
	    (b.root->str[0] == '\0' || strcmp(b.root->str, "~") == 0 ||
	    strcmp(b.root->str, "null") == 0)) {
		/* "---" alone: an empty document */
		ynode_free(b.root);
		b.root = NULL;
	}
	if (b.root == NULL)
		b.root = ynode_new_map(file, 1, 1);
	if (b.root == NULL)
		return diag_list_add(errs, ST_ENV, file, 0, 0,
		    "out of memory reading YAML");
	*out = b.root;
	return ST_OK;
}
