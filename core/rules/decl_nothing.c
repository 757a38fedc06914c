/* decl_nothing.c: the message for an effect that does nothing.  The walk
 * has refused a key no effect has, so such an entry is empty, or gives an
 * effect's key false, 0 or nothing, or has only keys that change how an
 * effect is done (says, json, ...): the message names each key with what
 * is wrong with it, read off the tree the load walked, and the effects
 * nearest a key that is none (says for say), not the whole list. */
#include "core/rules/ruleset.h"

#include <string.h>

#include "core/base/near.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"

#define NAMES_MAX 256	/* more than the keys of an effect */
#define WHERE "arbiter-ruleset(5) lists the effects under actions, effects"

/* The mapping written at pos in tree t, or NULL. */
static const struct ynode *
find_at(const struct ynode *t, const struct spos *pos)
{
	if (t == NULL)
		return NULL;
	if (t->kind == Y_MAP && t->line == pos->line && t->col == pos->col &&
	    (t->file == pos->file || (t->file != NULL && pos->file != NULL &&
	    strcmp(t->file, pos->file) == 0)))
		return t;
	for (int i = 0; t->kind != Y_SCALAR && i < t->n; i++) {
		const struct ynode *m = find_at(t->v[i], pos);
		if (m != NULL)
			return m;
	}
	return NULL;
}

static int
is_effect(const char *key, const char *const *names, int n)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], key) == 0)
			return 1;
	return 0;
}

/* How an effect's key was given nothing: "false", "{}", ... */
static const char *
nothing(const struct ynode *v)
{
	if (v->kind == Y_SCALAR)
		return v->str;
	return v->n > 0 ? NULL : v->kind == Y_MAP ? "{}" : "[]";
}

/* The clauses for the keys of map m into b: each effect's key given
 * nothing, the keys that change how (with the effect a key is near, as
 * says is to say), then any other. */
static void
say_keys(struct strbuf *b, const struct ynode *m)
{
	const char *names[NAMES_MAX];
	int n = eng_effect_kind_names(names, NAMES_MAX), clauses = 0, mods = 0;
	struct strbuf near;

	for (int i = 0; i < m->n; i++) {
		const char *k = m->keys[i]->str, *v = nothing(m->v[i]);
		if (!is_effect(k, names, n))
			continue;
		sb_printf(b, "%s'%s%s%s' does nothing", clauses++ ? "; " : "",
		    k, v != NULL ? ": " : "", v != NULL ? v : "");
	}
	for (int i = 0; i < m->n; i++)
		mods += eng_effect_modifier(m->keys[i]->str);
	for (int i = 0, j = 0; i < m->n; i++) {
		if (!eng_effect_modifier(m->keys[i]->str))
			continue;
		j++;
		sb_printf(b, "%s'%s'", j > 1 && j == mods ? " and " : j > 1 ?
		    ", " : clauses++ ? "; " : "", m->keys[i]->str);
	}
	if (mods > 0)
		sb_add(b, mods == 1 ? " says how an effect is done, not what" :
		    " say how an effect is done, not what");
	sb_init(&near);
	for (int i = 0; i < m->n; i++) {
		const char *k = m->keys[i]->str;
		sb_reset(&near);
		if (!eng_effect_modifier(k) ||
		    near_suggest(&near, k, names, n) == 0)
			continue;
		if (mods == 1)
			sb_printf(b, " (%s)", sb_str(&near));
		else
			sb_printf(b, " ('%s': %s)", k, sb_str(&near));
	}
	for (int i = 0; i < m->n; i++) {
		const char *k = m->keys[i]->str;
		if (eng_effect_modifier(k) || is_effect(k, names, n))
			continue;
		sb_printf(b, "%s'%s' is no effect", clauses++ ? "; " : "", k);
		sb_reset(&near);
		if (near_suggest(&near, k, names, n) > 0)
			sb_printf(b, " (%s)", sb_str(&near));
	}
	sb_release(&near);
}

const char *
eng_effects_listed(const struct stype *t)
{
	return t == stype_elem(eng_t_effects) ? WHERE : NULL;
}

int
eng_effect_nothing(const struct ruleset *rs, const struct spos *pos,
    const char *path, int i, struct diag_list *errs)
{
	const struct ynode *m = find_at(rs->tree, pos);
	struct strbuf b;

	if (m != NULL && m->n == 0) {
		diag_list_add(errs, ST_DATA, pos->file, pos->line, pos->col,
		    "'%s.%d': this effect is empty: give it the key of what it "
		    "does (" WHERE "), or take it out", path, i + 1);
		return 1;
	}
	sb_init(&b);
	if (m != NULL)
		say_keys(&b, m);
	if (sb_str(&b)[0] == '\0')
		sb_add(&b, "this effect does nothing");
	diag_list_add(errs, ST_DATA, pos->file, pos->line, pos->col,
	    "'%s.%d': %s: give the effect the key of what it does (" WHERE
	    "), or take it out", path, i + 1, sb_str(&b));
	sb_release(&b);
	return 1;
}
