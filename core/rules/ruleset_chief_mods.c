/* ruleset_chief_mods.c: what a chief changes while it acts is named as its
 * game names it: 'flags' (what it makes so), 'modifiers' (numbers, by
 * name) and 'unit-modifiers' (numbers by name and unit), beside 'start'
 * (added once, at the start).
 *
 * A ruleset written before (a saved game keeps the text it was started
 * with) gave them all in one mapping 'modifiers' of fixed keys: 'start',
 * 'attack', 'defence' and 'summon-counters' by unit, 'summons', and
 * 'immune: true'.  The merged tree is turned into today's keys before it
 * is read: a mapping under 'modifiers' of one of those names goes to
 * 'start' or 'unit-modifiers', 'immune: true' to 'flags', and a number
 * stays; the names are kept, so the expressions that read them read them
 * as before. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The keys of before that were a mapping by unit. */
static const char *const by_unit_before[] = { "attack", "defence",
	"summon-counters" };

/* seq gets the plain scalar name at the end, unless it has it: 0, or -1
 * out of memory. */
static int
seq_add(struct ynode *seq, const char *name, const struct ynode *at)
{
	struct ynode *s, **v;

	for (int i = 0; i < seq->n; i++)
		if (seq->v[i]->kind == Y_SCALAR &&
		    strcmp(seq->v[i]->str, name) == 0)
			return 0;
	if (seq->n == seq->cap) {
		int cap = seq->cap ? seq->cap * 2 : 4;
		if ((v = realloc(seq->v, (size_t)cap * sizeof *v)) == NULL)
			return -1;
		seq->v = v;
		seq->cap = cap;
	}
	if ((s = ynode_new_scalar(name, 1, at->file, at->line, at->col)) ==
	    NULL)
		return -1;
	seq->v[seq->n++] = s;
	return 0;
}

/* The map under key of m, made when absent; NULL when it is no map (the
 * schema refuses it) or out of memory (*oom set). */
static struct ynode *
map_at(struct ynode *m, const char *key, const struct ynode *at, int *oom)
{
	struct ynode *t = ynode_get(m, key);

	if (t != NULL)
		return t->kind == Y_MAP ? t : NULL;
	if ((t = ynode_new_map(at->file, at->line, at->col)) == NULL ||
	    ynode_set(m, key, t) < 0) {
		*oom = 1;
		return NULL;
	}
	return t;
}

/* One chief's map c.  0, or -1 out of memory. */
static int
upgrade_chief(struct ynode *c)
{
	struct ynode *mods = ynode_get(c, "modifiers"), *v, *to, *flags;
	int oom = 0;

	if (mods == NULL || mods->kind != Y_MAP)
		return 0;
	if ((v = ynode_get(mods, "start")) != NULL && v->kind == Y_MAP &&
	    ynode_set(c, "start", ynode_take(mods, "start")) < 0)
		return -1;
	for (size_t k = 0; k < sizeof by_unit_before /
	    sizeof by_unit_before[0]; k++) {
		if ((v = ynode_get(mods, by_unit_before[k])) == NULL ||
		    v->kind != Y_MAP)
			continue;
		if ((to = map_at(c, "unit-modifiers", mods, &oom)) == NULL) {
			if (oom)
				return -1;
			continue;
		}
		if (ynode_set(to, by_unit_before[k], ynode_take(mods,
		    by_unit_before[k])) < 0)
			return -1;
	}
	if ((v = ynode_get(mods, "immune")) != NULL && v->kind == Y_SCALAR &&
	    (strcmp(v->str, "true") == 0 || strcmp(v->str, "yes") == 0 ||
	    strcmp(v->str, "false") == 0 || strcmp(v->str, "no") == 0)) {
		int set = v->str[0] == 't' || v->str[0] == 'y';
		if (set && (flags = ynode_get(c, "flags")) == NULL) {
			struct strbuf b;
			sb_init(&b);
			sb_add(&b, "[]\n");
			if ((flags = rs_yparse_at(&b, v->file, v)) == NULL ||
			    ynode_set(c, "flags", flags) < 0)
				return -1;
		}
		if (set && flags->kind == Y_SEQ && seq_add(flags, "immune",
		    v) < 0)
			return -1;
		ynode_free(ynode_take(mods, "immune"));
	}
	if (mods->n == 0)
		ynode_free(ynode_take(c, "modifiers"));
	return 0;
}

int
rs_chief_mods_upgrade(struct ynode *root)
{
	struct ynode *cs = ynode_get(root, KEY_CHIEFS);

	for (int i = 0; cs != NULL && cs->kind == Y_MAP && i < cs->n; i++)
		if (cs->v[i]->kind == Y_MAP && upgrade_chief(cs->v[i]) < 0)
			return -1;
	return 0;
}

/* --- the names, for expressions and lines ------------------------------- */

/* Do a and b name the same, '_' standing for '-' (an expression's names
 * have no '-')? */
static int
same_name(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++)
		if (*a != *b && !((*a == '_' && *b == '-') ||
		    (*a == '-' && *b == '_')))
			return 0;
	return *a == *b;
}

/* The names of before, which an expression of a text of before may read
 * where no chief gives them (0): immune (a flag), summons, then those by
 * unit. */
static const char *const names_before[] = { "immune", "summons", "attack",
	"defence", "summon-counters" };
#define NNAMES_BEFORE 5
#define BY_UNIT_BEFORE 2	/* the first of them by unit */

int
rs_chief_mod_key(const struct ruleset *rs, const char *name, int by_unit)
{
	for (int l = 0; name != NULL && l < rs->chiefs.n; l++) {
		const struct chief_mods *m = &RS_CHIEF(rs, l)->mods;
		for (int i = 0; by_unit && i < m->by_unit.n; i++)
			if (same_name(name, m->by_unit.ids[i]))
				return (l << 16) | i | RS_MOD_BY_UNIT;
		for (int i = 0; !by_unit && i < m->numbers.n; i++)
			if (same_name(name, m->numbers.ids[i]))
				return (l << 16) | i;
		for (int i = 0; !by_unit && i < m->flags.n; i++)
			if (same_name(name, *VEC_AT(m->flags, char *, i)))
				return (l << 16) | i | RS_MOD_FLAG;
	}
	for (int i = 0; name != NULL && i < NNAMES_BEFORE; i++)
		if (same_name(name, names_before[i]) &&
		    (i >= BY_UNIT_BEFORE) == (by_unit != 0))
			return RS_MOD_NONE | i | (i == 0 ? RS_MOD_FLAG : 0) |
			    (i >= BY_UNIT_BEFORE ? RS_MOD_BY_UNIT : 0);
	return -1;
}

/* The name key stands for. */
static const char *
key_name(const struct ruleset *rs, int key)
{
	const struct chief_mods *m;
	int i = key & 0xfff;

	if (key & RS_MOD_NONE)
		return names_before[i];
	m = &RS_CHIEF(rs, (key >> 16) & 0x7fff)->mods;
	if (key & RS_MOD_BY_UNIT)
		return m->by_unit.ids[i];
	if (key & RS_MOD_FLAG)
		return *VEC_AT(m->flags, char *, i);
	return m->numbers.ids[i];
}

const char *
rs_chief_mod_name(const struct ruleset *rs, int key)
{
	return key_name(rs, key);
}

long
rs_chief_mod(const struct ruleset *rs, int l, int key, const char *unit)
{
	const struct chief_mods *m = &RS_CHIEF(rs, l)->mods;
	const char *name = key_name(rs, key);
	int i;

	if (key & RS_MOD_NONE)
		return 0;
	if (key & RS_MOD_BY_UNIT) {
		const struct vec *by;
		if ((i = vec_find(&m->by_unit, name)) < 0 || unit == NULL)
			return 0;
		by = VEC_AT(m->by_unit, struct vec, i);
		return (i = vec_find(by, unit)) < 0 ? 0 : *VEC_AT(*by, long,
		    i);
	}
	for (i = 0; i < m->flags.n; i++)
		if (strcmp(*VEC_AT(m->flags, char *, i), name) == 0)
			return 1;
	return (i = vec_find(&m->numbers, name)) < 0 ? 0 :
	    *VEC_AT(m->numbers, long, i);
}

int
rs_chief_mod_flag(int key)
{
	return (key & RS_MOD_FLAG) != 0;
}

int
rs_chief_mod_by_unit(int key)
{
	return (key & RS_MOD_BY_UNIT) != 0;
}
