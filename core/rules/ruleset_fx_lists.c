/* ruleset_fx_lists.c: every list of effects of a text, walked once for
 * the rewrites of effects of before and for their refusals (rs_fx_each,
 * rs_fx_left, ruleset_claims_fx.c, ruleset_cargo_fx.c).  Where effects
 * are listed is read off the schema (each field, list or dict of the
 * type of effects: an action's effects and after-groups, a phase's begin,
 * effects and leave, turns.round-end and turn-end, an ability's, a
 * combat's destroyed and over, the then and else of an if, ...), not
 * listed here, so that a list the schema gains is walked too; the
 * routines, which the schema does not know (they are written out after
 * the rewrites, ruleset_routines.c), are walked as lists of effects. */
#include <string.h>

#include "core/base/schema.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/decl_proto.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/ruleset_upgrade.h"

struct walk {
	rs_fx_visit_fn *fn;
	void *arg;
	struct strbuf path;
	int n;
};

static int node(struct walk *w, struct ynode *n, const struct stype *t,
    struct ynode *act, int own);

/* The items of the list of effects eff, each given to w's function, then
 * walked for the lists within them. */
static int
items(struct walk *w, struct ynode *eff, struct ynode *act, int own)
{
	size_t len = w->path.len;
	int st;

	for (int k = 0; k < eff->n; k++) {
		struct rs_fx_at at = { act, eff, k, own, NULL };
		sb_printf(&w->path, "[%d]", k + 1);
		at.path = sb_str(&w->path) != NULL ? sb_str(&w->path) : "";
		if ((st = w->fn(&at, w->arg)) < 0)
			return -1;
		w->n += st == 0;
		/* the item as it is now (the function may have replaced it) */
		if (k < eff->n && node(w, eff->v[k], stype_elem(eng_t_effects),
		    act, 0) < 0)
			return -1;
		sb_truncate(&w->path, len);
	}
	return 0;
}

/* The value v under key of a mapping walked as type t. */
static int
under(struct walk *w, const char *key, struct ynode *v,
    const struct stype *t, struct ynode *act, int own)
{
	size_t len = w->path.len;
	int st;

	sb_printf(&w->path, "%s%s", len > 0 ? "." : "", key);
	st = node(w, v, t, act, own);
	sb_truncate(&w->path, len);
	return st;
}

/* n, of type t, walked; act: the action n is within, or NULL; own: n is
 * the action itself, or a list of effects of its own (effects, ...). */
static int
node(struct walk *w, struct ynode *n, const struct stype *t,
    struct ynode *act, int own)
{
	if (t == eng_t_effects)
		return n->kind == Y_SEQ ? items(w, n, act, own) : 0;
	if (t->kind == SK_LIST && n->kind == Y_SEQ) {
		size_t len = w->path.len;
		for (int i = 0; i < n->n; i++) {
			sb_printf(&w->path, "[%d]", i + 1);
			if (node(w, n->v[i], stype_elem(t), act, 0) < 0)
				return -1;
			sb_truncate(&w->path, len);
		}
	} else if (t->kind == SK_DICT && n->kind == Y_MAP) {
		for (int i = 0; i < n->n; i++)
			if (under(w, n->keys[i]->str, n->v[i], stype_elem(t),
			    t == eng_t_actions ? n->v[i] : act,
			    t == eng_t_actions) < 0)
				return -1;
	} else if (t->kind == SK_STRUCT && n->kind == Y_MAP) {
		for (int i = 0; i < n->n; i++) {
			const struct sfield *f = stype_fields(t);
			while (f->key[0] != '\0' && strcmp(f->key,
			    n->keys[i]->str) != 0)
				f++;
			if (f->key[0] != '\0' && under(w, f->key, n->v[i],
			    sfield_type(t, f), act, own && sfield_type(t, f) ==
			    eng_t_effects) < 0)
				return -1;
		}
	}
	return 0;
}

int
rs_fx_lists(struct ynode *root, rs_fx_visit_fn *fn, void *arg)
{
	struct walk w = { fn, arg, { 0 }, 0 };
	struct ynode *r = ynode_get(root, "routines");
	int st = 0;

	sb_init(&w.path);
	if (root->kind == Y_MAP)
		st = node(&w, root, rs_root_type, NULL, 0);
	for (int i = 0; st == 0 && r != NULL && r->kind == Y_MAP && i < r->n;
	    i++) {
		struct ynode *eff = ynode_get(r->v[i], "effects");
		sb_printf(&w.path, "routines.%s.effects", r->keys[i]->str);
		if (eff != NULL && eff->kind == Y_SEQ)
			st = items(&w, eff, NULL, 0);
		sb_truncate(&w.path, 0);
	}
	sb_release(&w.path);
	return st < 0 ? -1 : w.n;
}
