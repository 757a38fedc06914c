/* ruleset_fx_rewrite.c: an effect of a ruleset written before, whose keys
 * name words of the action, rewritten at load into today's general
 * effects by a template (ruleset_equip_fx.c, ruleset_squad_fx.c): each
 * @A@, @B@, ... of the template is the word the effect's first, second,
 * ... key names.  One whose words are not of their kinds, or whose
 * list item has other keys too (says, json, ...: the rewrite would lose
 * them), stays, for rs_fx_left to refuse.  The walk over every list of
 * effects (rs_fx_lists: an action's, a phase's, a turn's, a routine's,
 * those within an effect) and that guard are every rewrite's
 * (rs_fx_each: also ruleset_landing_fx.c, ruleset_build_fx.c,
 * ruleset_claims_fx.c); one outside an action's effects, which names
 * no word of it, stays for rs_fx_left too. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

void
rs_fx_fill(struct strbuf *b, const char *tpl, const char *const *v, int n)
{
	const char *s = tpl, *e;

	while ((e = strchr(s, '@')) != NULL) {
		if (e[1] >= 'A' && e[1] < 'A' + n && e[2] == '@' &&
		    v[e[1] - 'A'] != NULL) {
			sb_printf(b, "%.*s%s", (int)(e - s), s, v[e[1] - 'A']);
			s = e + 3;
			continue;
		}
		sb_printf(b, "%.*s", (int)(e - s) + 1, s);
		s = e + 1;
	}
	sb_add(b, s);
}

int
rs_yseq_last(struct ynode *map, const char *key, struct ynode *seq)
{
	struct ynode *old = ynode_get(map, key);

	if (old != NULL && old->kind != Y_SEQ) {
		ynode_free(seq);
		return 0;
	}
	old = ynode_take(map, key);
	if (ynode_set(map, key, seq) < 0) {
		ynode_free(seq);
		ynode_free(old);
		return -1;
	}
	return old == NULL ? 0 : rs_yseq_first(map, key, old);
}

const char *
rs_ytext_or(const struct ynode *root, const char *key0, const char *key,
    const char *fallback)
{
	const char *t = rs_ytext(ynode_get(root, key0), key);

	return t != NULL ? t : fallback;
}

int
rs_fx_on_zones(const struct ynode *root, const char *also)
{
	const struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mech != NULL && mech->kind == Y_MAP &&
	    ynode_get(mech, "colonies") != NULL && (also == NULL ||
	    ynode_get(mech, also) != NULL);
}

/* The effect x of act, item k of its effects, declared by form f: 0, or
 * -1 out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *form)
{
	const struct rs_fx_form *f = form;
	const char *v[RS_FX_KEYS];
	struct strbuf b;

	if (act == NULL || x->n != f->n)	/* those keys, and no other */
		return 1;
	for (int i = 0; i < f->n; i++)
		if (!rs_plain_id(v[i] = rs_ytext(x, f->keys[i])) ||
		    !rs_yarg_kind(act, v[i], f->kinds[i]))
			return 1;
	sb_init(&b);
	rs_fx_fill(&b, f->tpl, v, f->n);
	return rs_yput_text(effects, k, &b);
}

int
rs_fx_rewrite(struct ynode *root, const struct rs_fx_form *f)
{
	return rs_fx_each(root, f->key, declare, (void *)f) < 0 ? -1 : 0;
}

const struct ynode *
rs_fx_alone(const struct ynode *item, const char *key)
{
	const struct ynode *x = item->kind == Y_MAP && item->n == 1 ?
	    ynode_get(item, key) : NULL;

	return x != NULL && x->kind == Y_MAP ? x : NULL;
}

struct each {
	const char *key;
	rs_fx_declare_fn *fn;
	void *arg;
};

static int
each_one(const struct rs_fx_at *at, void *arg)
{
	const struct each *e = arg;
	const struct ynode *x = rs_fx_alone(at->eff->v[at->k], e->key);

	if (x == NULL)
		return 1;
	return e->fn(at->own && at->eff == ynode_get(at->act, "effects") ?
	    at->act : NULL, at->eff, at->k, x, e->arg);
}

int
rs_fx_each(struct ynode *root, const char *key, rs_fx_declare_fn *fn,
    void *arg)
{
	struct each e = { key, fn, arg };

	return rs_fx_lists(root, key, each_one, &e);
}

int
rs_yargs_each(struct ynode *root, const char *kind, rs_yarg_fn *fn,
    void *arg)
{
	struct ynode *actions = ynode_get(root, "actions");
	int st;

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		struct ynode *args = ynode_get(actions->v[i], "args");
		for (int k = 0; args != NULL && args->kind == Y_SEQ &&
		    k < args->n; k++) {
			const struct ynode *x = ynode_get(args->v[k], "kind");
			if (x != NULL && x->kind == Y_SCALAR &&
			    strcmp(x->str, kind) == 0 && (st = fn(
			    actions->keys[i]->str, actions->v[i], args, k,
			    arg)) != 0)
				return st;
		}
	}
	return 0;
}

struct yargs_left {
	const char *kind, *needs;
	struct diag_list *errs;
};

static int
yarg_left(const char *id, struct ynode *act, struct ynode *args, int k,
    void *arg)
{
	const struct yargs_left *l = arg;
	const struct ynode *x = ynode_get(args->v[k], "kind");

	(void)act;
	diag_list_add(l->errs, ST_DATA, x->file, x->line, x->col,
	    "'actions.%s.args[%d].kind': a word of kind %s of a text of "
	    "before is read only %s", id, k + 1, l->kind, l->needs);
	return 0;
}

void
rs_yargs_left(struct ynode *root, const char *kind, const char *needs,
    struct diag_list *errs)
{
	struct yargs_left l = { kind, needs, errs };

	rs_yargs_each(root, kind, yarg_left, &l);
}

/* A key of item other than key and also (NULL: none), or NULL. */
static const char *
beside(const struct ynode *item, const char *key, const char *also)
{
	for (int i = 0; item->kind == Y_MAP && i < item->n; i++)
		if (strcmp(item->keys[i]->str, key) != 0 && (also == NULL ||
		    strcmp(item->keys[i]->str, also) != 0))
			return item->keys[i]->str;
	return NULL;
}

struct left {
	const char *key, *also, *needs;
	struct diag_list *errs;
};

static int
left_one(const struct rs_fx_at *at, void *arg)
{
	const struct left *l = arg;
	struct ynode *item = at->eff->v[at->k];
	const struct ynode *x = item->kind == Y_MAP ? ynode_get(item,
	    l->key) : NULL;
	const char *o;
	struct strbuf path;

	if (x == NULL)
		return 1;
	o = beside(item, l->key, l->also);
	sb_init(&path);
	if (l->also != NULL)	/* which keys may stand beside it, always */
		diag_list_add(l->errs, ST_DATA, x->file, x->line, x->col,
		    "'%s.%s': the effect %s of a text of before is read only "
		    "alone in its item, or with its %s only beside it%s%s%s, "
		    "%s", rs_fx_path(at, &path), l->key, l->key, l->also,
		    o != NULL ? " (here '" : "", o != NULL ? o : "", o != NULL ?
		    "' beside it, which the rewrite would lose)" : "",
		    l->needs);
	else
		diag_list_add(l->errs, ST_DATA, x->file, x->line, x->col,
		    "'%s.%s': the effect %s of a text of before is read only "
		    "%s%s%s%s", rs_fx_path(at, &path), l->key, l->key, o !=
		    NULL ? "alone in its item (here '" : "", o != NULL ? o : "",
		    o != NULL ? "' beside it, which the rewrite would lose), " :
		    "", l->needs);
	sb_release(&path);
	ynode_free(ynode_take(item, l->key));
	return 0;
}

void
rs_fx_left(struct ynode *root, const char *key, const char *needs,
    struct diag_list *errs)
{
	rs_fx_left_beside(root, key, NULL, needs, errs);
}

void
rs_fx_left_beside(struct ynode *root, const char *key, const char *also,
    const char *needs, struct diag_list *errs)
{
	struct left l = { key, also, needs, errs };

	(void)rs_fx_lists(root, key, left_one, &l);
}
