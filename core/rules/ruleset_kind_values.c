/* ruleset_kind_values.c: the values of the kinds of tracked pieces (units
 * and chiefs), which the ruleset names as it likes under 'values'.
 *
 * Every value name the kinds give has an index, the same for every kind:
 * rs->value_names, and rs->kind_values the kinds' values by it (RS_NONE
 * where a kind has none; a game's image keeps them, without the lists:
 * ruleset_image_values.c).  The first names are the values a kind had
 * before they were open (values_before, in that order), whether any kind
 * gives them or not: the values a game entered at the table ('tile') are
 * kept by index in its saved states, which keep their place so.
 *
 * A ruleset written before gave those values as keys of the kind itself
 * ('units.KIND.cost: 3'); the merged tree is turned into 'values'
 * before it is read, with the defaults the keys had (a unit's income and
 * cards drawn were 0 when not given), and the text keeps the word its
 * pieces' counters had then (words.counter, words_old.c).  Where a text of now says 'values'
 * and an overlay of before the key, the known one stays; when both are
 * known, the key's (an overlay goes over the text it amends).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

static const char *const values_before[] = { "cost", "summon", "attack",
	"defence", "move", "income", KEY_UNIT_DRAWS, "supply" };
#define NBEFORE ((int)(sizeof values_before / sizeof values_before[0]))

/* The keys of before a unit (0..NBEFORE-1) or a chief (attack, defence,
 * move) gave of its own. */
static int
key_before(int chief, int k)
{
	return !chief || (k >= 2 && k <= 4);
}

/* One kind's map m: its keys of before under 'values', with their
 * defaults when asked; *old set when it had them.  0, or -1 out of
 * memory. */
static int
upgrade_kind(struct ynode *m, int chief, int defaults, int *old_form)
{
	struct ynode *vals, *v, *had;
	int old = 0;

	for (int k = 0; k < NBEFORE; k++)
		old |= key_before(chief, k) && ynode_get(m, values_before[k]) !=
		    NULL;
	if (!old)
		return 0;
	*old_form = 1;
	if ((vals = ynode_get(m, "values")) == NULL) {
		if ((vals = ynode_new_map(m->file, m->line, m->col)) == NULL ||
		    ynode_set(m, "values", vals) < 0)
			return -1;
	} else if (vals->kind != Y_MAP)
		return 0;	/* the schema refuses it */
	for (int k = 0; k < NBEFORE; k++) {
		if (!key_before(chief, k) || (v = ynode_get(m,
		    values_before[k])) == NULL)
			continue;
		had = ynode_get(vals, values_before[k]);
		v = ynode_take(m, values_before[k]);
		if (had != NULL && ynode_is_unknown(v) && !ynode_is_unknown(had))
			ynode_free(v);
		else if (ynode_set(vals, values_before[k], v) < 0)
			return -1;
	}
	/* a unit's income and cards drawn: 0 when not given */
	for (int k = 5; defaults && !chief && k <= 6; k++)
		if (ynode_get(vals, values_before[k]) == NULL &&
		    ((v = ynode_new_scalar("0", 1, m->file, m->line,
		    m->col)) == NULL || ynode_set(vals, values_before[k],
		    v) < 0))
			return -1;
	return 0;
}

int
rs_kind_values_upgrade(struct ynode *root, int defaults)
{
	static const char *const tables[] = { "units", KEY_CHIEFS };
	int old = 0;

	for (int t = 0; t < 2; t++) {
		struct ynode *m = ynode_get(root, tables[t]);
		for (int i = 0; m != NULL && m->kind == Y_MAP && i < m->n; i++)
			if (m->v[i]->kind == Y_MAP &&
			    upgrade_kind(m->v[i], t, defaults, &old) < 0)
				return -1;
	}
	/* the merged text of before keeps the word its pieces' counters had
	 * (not an amendment's tree: defaults unset) */
	return old && defaults ? rs_yword_keep(root, W_COUNTER, KEY_VALUES_OLD,
	    root) : 0;
}

/* --- the names and the values by them --------------------------------- */

static const struct vec *
values_of(const struct ruleset *rs, int kind)
{
	return kind < rs->units.n ? &RS_UNIT(rs, kind)->values :
	    &RS_CHIEF(rs, kind - rs->units.n)->values;
}

int
rs_value_index(const struct ruleset *rs, const char *name)
{
	/* the first letters tell most names apart: every command loads the
	 * kinds' values (bench/RESULTS.md) */
	for (int i = 0; name != NULL && i < rs->nvalues; i++)
		if (rs->value_names[i][0] == name[0] &&
		    strcmp(rs->value_names[i], name) == 0)
			return i;
	return -1;
}

int
rs_value_named(const struct ruleset *rs, const char *name)
{
	int v = rs_value_index(rs, name);

	if (v >= 0 && rs->piece_values.n > 0 &&
	    vec_find(&rs->piece_values, name) < 0)
		return -1;
	return v;
}

int
rs_value_given(const struct ruleset *rs, int v)
{
	int nkinds = rs->units.n + rs->chiefs.n;

	for (int k = 0; k < nkinds; k++)
		if (rs->kind_values[k * rs->nvalues + v] != RS_NONE)
			return 1;
	return 0;
}

void
rs_value_list(const struct ruleset *rs, struct strbuf *b)
{
	size_t at = b->len;

	for (int v = 0; v < rs->nvalues; v++)
		if (rs_value_given(rs, v) && (rs->piece_values.n <= 0 ||
		    vec_find(&rs->piece_values, rs->value_names[v]) >= 0)) {
			if (b->len > at)
				sb_add(b, ", ");
			sb_add(b, rs->value_names[v]);
		}
}

long
rs_kind_stat(const struct ruleset *rs, int kind, int v)
{
	return v >= 0 && v < rs->nvalues ?
	    rs->kind_values[kind * rs->nvalues + v] : RS_NONE;
}

void
rs_kind_values_free(struct ruleset *rs)
{
	free(rs->value_names);
	free(rs->kind_values);
	rs->value_names = NULL;
	rs->kind_values = NULL;
	rs->nvalues = 0;
}

/* Where 'piece-values' is given, the kinds' values it does not declare,
 * each said where it is written: how many. */
static int
undeclared(struct ruleset *rs, int nkinds, const char *name,
    struct diag_list *errs)
{
	int bad = 0, i;

	for (int k = 0; k < nkinds; k++) {
		const struct vec *v = values_of(rs, k);
		if (v->n <= 0 || (i = vec_find(v, name)) < 0)
			continue;
		bad += diag_list_add(errs, ST_DATA, v->pos[i].file,
		    v->pos[i].line, v->pos[i].col, "'%s.%s.values.%s': '%s' "
		    "is not a value 'piece-values' declares; declare it "
		    "there, or name one it does", rs_kind_table(rs, k),
		    k < rs->units.n ? rs->units.ids[k] :
		    rs->chiefs.ids[k - rs->units.n], name, name) != 0;
	}
	return bad;
}

/* The kinds' lists of values, units then chiefs (free it), or NULL out
 * of memory. */
static const struct vec **
kind_lists(const struct ruleset *rs)
{
	int nkinds = rs->units.n + rs->chiefs.n;
	const struct vec **l = malloc(((size_t)nkinds + 1) * sizeof *l);

	for (int k = 0; l != NULL && k < nkinds; k++)
		l[k] = values_of(rs, k);
	return l;
}

int
rs_kind_values_ix(const struct ruleset *rs, struct rs_values_ix *ix)
{
	const struct vec **l = kind_lists(rs);
	int r = l == NULL ? -1 : rs_values_index(l, rs->units.n +
	    rs->chiefs.n, values_before, NBEFORE, ix);

	free(l);
	return r;
}

int
rs_kind_values_build(struct ruleset *rs, struct diag_list *errs)
{
	int nkinds = rs->units.n + rs->chiefs.n, bad = 0;
	struct rs_values_ix ix;

	/* read with its image, which was kept once they were checked */
	if (rs->values_kept)
		return 0;
	rs_kind_values_free(rs);
	for (int k = 0; k < nkinds; k++) {
		const struct spos *p = k < rs->units.n ? &rs->units.pos[k] :
		    &rs->chiefs.pos[k - rs->units.n];
		if (values_of(rs, k)->n < 0)
			bad += diag_list_add(errs, ST_DATA, p->file, p->line,
			    p->col, "'%s.%s.values' cannot be unknown as a "
			    "whole: give each value by name, writing unknown "
			    "for one the rulebook does not give",
			    rs_kind_table(rs, k), k < rs->units.n ?
			    rs->units.ids[k] :
			    rs->chiefs.ids[k - rs->units.n]) != 0;
	}
	if (rs_kind_values_ix(rs, &ix) < 0)
		return bad + (diag_list_add(errs, ST_ENV, NULL, 0, 0,
		    "out of memory") != 0);
	rs->nvalues = ix.n;
	rs->value_names = ix.names;
	rs->kind_values = ix.vals;
	for (int i = 0; rs->piece_values.n > 0 && i < rs->nvalues; i++)
		if (rs_value_given(rs, i) && vec_find(&rs->piece_values,
		    rs->value_names[i]) < 0)
			bad += undeclared(rs, nkinds, rs->value_names[i], errs);
	return bad;
}

const char *
rs_unknown_help(const struct ruleset *rs, const struct sunknown *u)
{
	const char *dot = strrchr(u->path, '.');
	int i;

	if (u->field == NULL)
		return NULL;
	if (strcmp(u->field->key, "values") == 0 && strncmp(u->path,
	    "pieces.", 7) == 0)
		return rs_piece_value_help(rs, u->path, sfield_help(u->field));
	if (dot != NULL && strcmp(u->field->key, "values") == 0 &&
	    (strncmp(u->path, "units.", 6) == 0 || strncmp(u->path,
	    "pieces.", 7) == 0 || strncmp(u->path, KEY_CHIEFS ".",
	    sizeof KEY_CHIEFS) == 0) &&
	    (i = vec_find(&rs->piece_values, dot + 1)) >= 0)
		return *VEC_AT(rs->piece_values, char *, i);
	return sfield_help(u->field);
}

const struct stype *
rs_unknown_type(const struct sunknown *u)
{
	const char *dot = strrchr(u->path, '.');

	if (u->type != NULL && u->type->kind == SK_DICT && u->field != NULL &&
	    dot != NULL && strcmp(dot + 1, u->field->key) != 0)
		return stype_elem(u->type);
	return u->type;
}
