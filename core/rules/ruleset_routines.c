/* ruleset_routines.c: a named list of effects written once and used in
 * many places.  The top-level key routines maps a NAME to {effects: [...],
 * help: "..."}; an effect `- routine: NAME`, anywhere effects are listed,
 * stands for the routine's effects written there, in its place.  The
 * loader writes them there (a copy, keeping the lines of the routine)
 * before the tree is walked, so that everything after (the schema, the
 * checks of each effect where it is used, the kept image, the effects
 * readied when first carried out) sees the effects as if written at each
 * use: the bindings and context of the use (me, who, here, a phase with
 * nobody acting) are theirs.  A routine may use another; one using itself,
 * directly or through others, is refused, and so is a name no routine
 * has and a malformed declaration.  A routine used nowhere (an overlay
 * replaced the one action using it) is accepted: its declaration's shape
 * and the uses of routines within it are checked as any routine's, but its
 * effects, carried out nowhere, are not.  The routines key itself is gone
 * once its uses are written out.  Where a routine's effects are written
 * is kept, so that the refusals of the checks that follow, found on the
 * lines of a routine but said at the path of its use, name the routine
 * too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define ROUTINE_DEPTH 16

struct routine_walk {
	struct ynode *decls;	/* the routines mapping, or NULL */
	int *used;		/* per routine of decls */
	const char *stack[ROUTINE_DEPTH];
	int depth;
	struct diag_list *errs;
	int nomem;
};

static void
routine_names(const struct ynode *decls, struct strbuf *b)
{
	for (int i = 0; decls != NULL && i < decls->n; i++) {
		if (i > 0)
			sb_add(b, ", ");
		sb_add(b, decls->keys[i]->str);
	}
}

static int
routine_index(const struct ynode *decls, const char *name)
{
	for (int i = 0; decls != NULL && i < decls->n; i++)
		if (strcmp(decls->keys[i]->str, name) == 0)
			return i;
	return -1;
}

static void expand_node(struct routine_walk *w, struct ynode *n,
    struct strbuf *path);

/* The effects the use `item` (a mapping with the key routine) at path
 * stands for, a fresh sequence already expanded, or NULL when refused. */
static struct ynode *
use_effects(struct routine_walk *w, const struct ynode *item,
    struct strbuf *path)
{
	const struct ynode *name = ynode_get(item, "routine");
	struct strbuf list;
	struct ynode *body, *copy;
	size_t at = path->len;
	int k;

	if (item->n != 1 || name == NULL || name->kind != Y_SCALAR) {
		diag_list_add(w->errs, ST_DATA, item->file, item->line,
		    item->col, "'%s': a routine is used as '- routine: NAME' "
		    "alone, the NAME of one of routines", sb_str(path));
		return NULL;
	}
	if ((k = routine_index(w->decls, name->str)) < 0) {
		sb_init(&list);
		routine_names(w->decls, &list);
		diag_list_add(w->errs, ST_DATA, name->file, name->line,
		    name->col, w->decls != NULL && w->decls->n > 0 ?
		    "'%s': no routine is named '%s' (routines: %s)" :
		    "'%s': no routine is named '%s': this ruleset declares "
		    "none (routines: NAME: {effects: [...]})%s", sb_str(path),
		    name->str, sb_str(&list));
		sb_release(&list);
		return NULL;
	}
	w->used[k] = 1;
	for (int i = 0; i < w->depth; i++)
		if (strcmp(w->stack[i], name->str) == 0) {
			sb_init(&list);		/* the chain */
			for (int j = i; j < w->depth; j++) {
				sb_add(&list, w->stack[j]);
				sb_add(&list, " -> ");
			}
			sb_add(&list, name->str);
			diag_list_add(w->errs, ST_DATA, name->file, name->line,
			    name->col, "'%s': routine '%s' uses itself (%s): "
			    "a routine's effects cannot include itself, "
			    "directly or through another", sb_str(path),
			    name->str, sb_str(&list));
			sb_release(&list);
			return NULL;
		}
	if (w->depth >= ROUTINE_DEPTH) {
		diag_list_add(w->errs, ST_DATA, name->file, name->line,
		    name->col, "'%s': routines nest more than %d deep: use "
		    "fewer routines within routines", sb_str(path),
		    ROUTINE_DEPTH);
		return NULL;
	}
	body = ynode_get(w->decls->v[k], "effects");
	if (body == NULL || body->kind != Y_SEQ)
		return NULL;	/* refused with the declaration */
	if ((copy = ynode_copy(body)) == NULL) {
		w->nomem = 1;
		return NULL;
	}
	w->stack[w->depth++] = w->decls->keys[k]->str;
	sb_add(path, "(routine ");
	sb_add(path, name->str);
	sb_addc(path, ')');
	expand_node(w, copy, path);
	sb_truncate(path, at);
	w->depth--;
	return copy;
}

/* Replace, in the sequence seq, each use of a routine by its effects. */
static void
expand_seq(struct routine_walk *w, struct ynode *seq, struct strbuf *path)
{
	size_t at = path->len;

	for (int i = 0; i < seq->n; i++) {
		struct ynode *item = seq->v[i], *effects, **v;
		/* a scalar holds no routine: its path not written */
		if (item->kind != Y_MAP && item->kind != Y_SEQ)
			continue;
		sb_truncate(path, at);
		sb_addc(path, '.');
		sb_addl(path, i + 1);
		if (item->kind != Y_MAP || ynode_get(item, "routine") == NULL) {
			expand_node(w, item, path);
			continue;
		}
		if ((effects = use_effects(w, item, path)) == NULL)
			continue;
		if (seq->n - 1 + effects->n > seq->cap) {
			int cap = seq->n - 1 + effects->n;
			v = realloc(seq->v, (size_t)cap * sizeof *v);
			if (v == NULL) {
				w->nomem = 1;
				ynode_free(effects);
				sb_truncate(path, at);
				return;
			}
			seq->v = v;
			seq->cap = cap;
		}
		memmove(seq->v + i + effects->n, seq->v + i + 1,
		    (size_t)(seq->n - i - 1) * sizeof *seq->v);
		memcpy(seq->v + i, effects->v, (size_t)effects->n *
		    sizeof *seq->v);
		seq->n += effects->n - 1;
		i += effects->n - 1;
		effects->n = 0;
		ynode_free(effects);
		ynode_free(item);
	}
	sb_truncate(path, at);
}

static void
expand_node(struct routine_walk *w, struct ynode *n, struct strbuf *path)
{
	size_t at = path->len;

	if (n->kind == Y_SEQ) {
		expand_seq(w, n, path);
		return;
	}
	if (n->kind != Y_MAP)
		return;
	for (int i = 0; i < n->n; i++) {
		if (n->v[i]->kind != Y_MAP && n->v[i]->kind != Y_SEQ)
			continue;
		if (at > 0)
			sb_addc(path, '.');
		sb_add(path, n->keys[i]->str);
		expand_node(w, n->v[i], path);
		sb_truncate(path, at);
	}
}

/* Does n, or anything in it, use the routine name? */
static int
named_in(const struct ynode *n, const char *name)
{
	const struct ynode *v;

	if (n->kind == Y_MAP && (v = ynode_get(n, "routine")) != NULL &&
	    v->kind == Y_SCALAR && strcmp(v->str, name) == 0)
		return 1;
	for (int i = 0; i < n->n; i++)
		if (named_in(n->v[i], name))
			return 1;
	return 0;
}

/* The routine k of w->decls, used nowhere: the uses of routines in its
 * effects (a name no routine has, one using itself) checked on a copy,
 * thrown away, as they would be at a use.  Marks the routines it uses,
 * so that each is checked once, from the outermost.  0, or -1 out of
 * memory. */
static int
unused_check(struct routine_walk *w, int k)
{
	struct ynode *copy;
	struct strbuf path;

	w->used[k] = 1;
	copy = ynode_copy(ynode_get(w->decls->v[k], "effects"));
	if (copy == NULL)
		return -1;
	sb_init(&path);
	sb_add(&path, "routines.");
	sb_add(&path, w->decls->keys[k]->str);
	sb_add(&path, ".effects");
	w->stack[w->depth++] = w->decls->keys[k]->str;
	expand_node(w, copy, &path);
	w->depth--;
	sb_release(&path);
	ynode_free(copy);
	return 0;
}

/* Is the declaration of routines well made?  Adds its refusals. */
static int
decls_ok(const struct ynode *decls, struct diag_list *errs)
{
	int ok = 1;

	if (decls->kind != Y_MAP) {
		diag_list_add(errs, ST_DATA, decls->file, decls->line,
		    decls->col, "'routines' maps a routine's NAME to "
		    "{effects: [...], help: TEXT}");
		return 0;
	}
	for (int i = 0; i < decls->n; i++) {
		const struct ynode *r = decls->v[i], *e;
		const char *name = decls->keys[i]->str;
		if (r->kind != Y_MAP) {
			diag_list_add(errs, ST_DATA, r->file, r->line, r->col,
			    "'routines.%s': a routine is a mapping "
			    "{effects: [...], help: TEXT}", name);
			ok = 0;
			continue;
		}
		for (int j = 0; j < r->n; j++) {
			const char *key = r->keys[j]->str;
			if (strcmp(key, "effects") == 0 ||
			    (strcmp(key, "help") == 0 &&
			    r->v[j]->kind == Y_SCALAR))
				continue;
			diag_list_add(errs, ST_DATA, r->keys[j]->file,
			    r->keys[j]->line, r->keys[j]->col,
			    strcmp(key, "help") == 0 ? "'routines.%s.%s': "
			    "a routine's help is a text" : "'routines.%s': "
			    "'%s' is no key of a routine (effects, help)",
			    name, key);
			ok = 0;
		}
		e = ynode_get(r, "effects");
		if (e == NULL || e->kind != Y_SEQ || e->n == 0) {
			diag_list_add(errs, ST_DATA, r->file, r->line, r->col,
			    "'routines.%s': a routine's effects are a "
			    "list of one effect or more (effects: [...])",
			    name);
			ok = 0;
			continue;
		}
		for (int j = 0; j < e->n; j++)
			if (e->v[j]->kind != Y_MAP) {
				diag_list_add(errs, ST_DATA, e->v[j]->file,
				    e->v[j]->line, e->v[j]->col,
				    "'routines.%s.effects.%d': an effect is a "
				    "mapping named by its key: write it "
				    "'- NAME: VALUE' (as '- say: TEXT')",
				    name, j + 1);
				ok = 0;
			}
	}
	return ok;
}

/* The last line of anything in n. */
static int
last_line(const struct ynode *n)
{
	int last = n->line;

	for (int i = 0; i < n->n; i++) {
		int l = last_line(n->v[i]);
		if (l > last)
			last = l;
	}
	return last;
}

/* Where each routine's effects are written, to name it in the refusals
 * of the effects copied from there. */
static int
keep_spans(const struct ynode *decls, struct rs_routine_spans *spans)
{
	for (int i = 0; i < decls->n; i++) {
		const struct ynode *e = ynode_get(decls->v[i], "effects");
		struct rs_routine_span *sp, *v;
		if (spans->n == spans->cap) {
			int cap = spans->cap ? spans->cap * 2 : 8;
			v = realloc(spans->v, (size_t)cap * sizeof *v);
			if (v == NULL)
				return -1;
			spans->v = v;
			spans->cap = cap;
		}
		sp = &spans->v[spans->n++];
		memset(sp, 0, sizeof *sp);
		snprintf(sp->file, sizeof sp->file, "%s", e->file ? e->file :
		    "");
		snprintf(sp->name, sizeof sp->name, "%s", decls->keys[i]->str);
		sp->first = e->line;
		sp->last = last_line(e);
	}
	return 0;
}

void
rs_routines_name(const struct rs_routine_spans *spans,
    struct diag_list *errs, int from)
{
	for (int i = from; i < errs->n; i++) {
		struct diag *d = &errs->v[i];
		const struct rs_routine_span *in = NULL;
		const char *msg = diag_msg(d), *end;
		for (int k = 0; k < spans->n; k++) {
			const struct rs_routine_span *sp = &spans->v[k];
			if (strcmp(sp->file, d->file) != 0 ||
			    d->line < sp->first || d->line > sp->last)
				continue;
			if (in == NULL || sp->last - sp->first <
			    in->last - in->first)
				in = sp;
		}
		if (in == NULL)
			continue;
		/* after the path the message starts with, or before it all */
		end = msg[0] == '\'' ? strstr(msg + 1, "': ") : NULL;
		/* whole, the routine's name too (diag_reword reads msg
		 * before it writes) */
		if (end != NULL)
			diag_reword(d, "%.*s (in routine %s)%s",
			    (int)(end + 1 - msg), msg, in->name, end + 1);
		else
			diag_reword(d, "in routine %s: %s", in->name, msg);
	}
}

void
rs_routines_spans_free(struct rs_routine_spans *spans)
{
	free(spans->v);
	memset(spans, 0, sizeof *spans);
}

int
rs_routines_expand(struct ynode *root, struct diag_list *errs,
    struct rs_routine_spans *spans)
{
	struct routine_walk w;
	struct strbuf path;

	memset(&w, 0, sizeof w);
	w.errs = errs;
	w.decls = ynode_take(root, "routines");
	if (w.decls != NULL && !decls_ok(w.decls, errs)) {
		ynode_free(w.decls);
		return 0;
	}
	if (w.decls != NULL && spans != NULL && keep_spans(w.decls,
	    spans) < 0) {
		ynode_free(w.decls);
		return -1;
	}
	if (w.decls != NULL && w.decls->n > 0 &&
	    (w.used = calloc((size_t)w.decls->n, sizeof *w.used)) == NULL) {
		ynode_free(w.decls);
		return -1;
	}
	sb_init(&path);
	expand_node(&w, root, &path);
	sb_release(&path);
	/* the unused that no routine names first, each with those it uses,
	 * then those left (unused ones using each other in a circle) */
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; w.decls != NULL && !w.nomem &&
		    i < w.decls->n; i++)
			if (!w.used[i] && (pass == 1 ||
			    !named_in(w.decls, w.decls->keys[i]->str)) &&
			    unused_check(&w, i) < 0)
				w.nomem = 1;
	free(w.used);
	ynode_free(w.decls);
	return w.nomem ? -1 : 0;
}
