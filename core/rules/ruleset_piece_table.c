/* ruleset_piece_table.c: one table of pieces.  A kind of piece in
 * 'pieces' is counted (so many on a place: the counts of the state) or,
 * with 'tracked: true', kept one by one (each with its owner, its
 * counters and where it stands: the board's track); a tracked kind with
 * 'chief: true' is a chief.  The engine keeps the two ways in two stores:
 * before the walk, a tracked kind's entry moves into 'units' (a chief's
 * into the chiefs' table), the tables a text of before wrote them in,
 * which are still read; the paths of messages name it where it was
 * written (struct ynode's under). */
#include <string.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char table_key[] = "pieces";

/* A key of e that must be true or false: 1, 0, or -1 when absent; a
 * value that is neither is an error (-2). */
static int
flag(const struct ynode *e, const char *key, const char *id,
    struct diag_list *errs)
{
	const struct ynode *v = ynode_get(e, key);

	if (v == NULL)
		return -1;
	if (v->kind == Y_SCALAR && strcmp(v->str, "true") == 0)
		return 1;
	if (v->kind == Y_SCALAR && strcmp(v->str, "false") == 0)
		return 0;
	diag_list_add(errs, ST_DATA, v->file, v->line, v->col,
	    "'pieces.%s.%s' must be true or false", id, key);
	return -2;
}

/* The table of base (the rules an overlay goes over) that kept id one by
 * one, or NULL. */
static const char *
kept_in(const struct ynode *base, const char *id)
{
	const struct ynode *t;

	if (base == NULL)
		return NULL;
	if ((t = ynode_get(base, "units")) != NULL && t->kind == Y_MAP &&
	    ynode_get(t, id) != NULL)
		return "units";
	if ((t = ynode_get(base, KEY_CHIEFS)) != NULL && t->kind == Y_MAP &&
	    ynode_get(t, id) != NULL)
		return KEY_CHIEFS;
	return NULL;
}

/* Where entry i of pieces goes: "units", KEY_CHIEFS, or NULL (it stays,
 * counted); its keys 'tracked' and 'chief' are taken out.  *bad is set
 * when it cannot be read. */
static const char *
destination(struct ynode *e, const char *id, const struct ynode *base,
    int *bad, struct diag_list *errs)
{
	int tracked = flag(e, "tracked", id, errs);
	int chief = flag(e, "chief", id, errs);
	const char *before = kept_in(base, id);
	const struct ynode *at;

	/* a kept one's 'tracked' stays: its messages name 'pieces' */
	if (tracked != 1)
		ynode_free(ynode_take(e, "tracked"));
	ynode_free(ynode_take(e, "chief"));
	if (tracked == -2 || chief == -2) {
		*bad = 1;
		return NULL;
	}
	if (chief == 1 && tracked != 1) {
		diag_list_add(errs, ST_DATA, e->file, e->line, e->col,
		    "'pieces.%s': a chief is kept one by one: write "
		    "'tracked: true' beside 'chief: true'", id);
		*bad = 1;
		return NULL;
	}
	if (tracked == 0 && before != NULL) {
		diag_list_add(errs, ST_DATA, e->file, e->line, e->col,
		    "'pieces.%s.tracked': the rules this text goes over keep "
		    "'%s' one by one, and a text over them cannot make it "
		    "counted: take 'tracked: false' out", id, id);
		*bad = 1;
		return NULL;
	}
	if (before != NULL)
		return before;
	if (tracked == 1 && base != NULL && (at = ynode_get(base,
	    table_key)) != NULL && at->kind == Y_MAP && ynode_get(at, id) !=
	    NULL) {
		diag_list_add(errs, ST_DATA, e->file, e->line, e->col,
		    "'pieces.%s.tracked': the rules this text goes over count "
		    "'%s' by kind, and a text over them cannot keep it one by "
		    "one: take 'tracked: true' out", id, id);
		*bad = 1;
		return NULL;
	}
	if (tracked == 1)
		return chief == 1 ? KEY_CHIEFS : "units";
	/* an overlay's entry for a kind the rules below keep one by one */
	return before;
}

/* The index of value v among t's pairs. */
static int
key_index(const struct ynode *t, const struct ynode *v)
{
	for (int i = 0; i < t->n; i++)
		if (t->v[i] == v)
			return i;
	return -1;
}

/* The older tables say nothing of how a kind is kept. */
static void
older_plain(struct ynode *t, const char *table, struct diag_list *errs)
{
	struct ynode *o = ynode_get(t, table), *v;

	for (int i = 0; o != NULL && o->kind == Y_MAP && i < o->n; i++) {
		if (o->v[i]->kind != Y_MAP)
			continue;
		if ((v = ynode_get(o->v[i], "tracked")) != NULL)
			diag_list_add(errs, ST_DATA, v->file, v->line, v->col,
			    "'%s.%s.tracked': every kind of '%s' is kept "
			    "one by one: take 'tracked' out, or write the "
			    "kind in 'pieces'", table, o->keys[i]->str,
			    table);
		if ((v = ynode_get(o->v[i], "chief")) != NULL)
			diag_list_add(errs, ST_DATA, v->file, v->line, v->col,
			    "'%s.%s.chief': 'chief' is written in 'pieces' "
			    "(with 'tracked: true'): take it out", table,
			    o->keys[i]->str);
	}
}

int
rs_piece_table(struct ynode *t, const struct ynode *base,
    struct diag_list *errs)
{
	struct ynode *p = ynode_get(t, table_key);
	int i = 0;

	if (t->kind != Y_MAP)
		return 0;
	older_plain(t, "units", errs);
	older_plain(t, KEY_CHIEFS, errs);
	if (p == NULL || p->kind != Y_MAP)
		return 0;
	while (i < p->n) {
		struct ynode *e = p->v[i], *key, *dest;
		const char *to;
		int bad = 0;

		if (e->kind != Y_MAP ||
		    (to = destination(e, p->keys[i]->str, base, &bad,
		    errs)) == NULL) {
			i++;
			continue;
		}
		if ((dest = ynode_get(t, to)) != NULL && dest->kind == Y_MAP &&
		    ynode_get(dest, p->keys[i]->str) != NULL) {
			key = p->keys[i];
			diag_list_add(errs, ST_DATA, key->file, key->line,
			    key->col, "'pieces.%s' and '%s.%s' are both "
			    "given: '%s' is the older table of pieces kept "
			    "one by one; keep 'pieces.%s' and take '%s.%s' "
			    "out", key->str, to, key->str, to, key->str, to,
			    key->str);
			i++;
			continue;
		}
		if (dest == NULL) {
			/* where 'pieces' stands: what is said of the table
			 * (its unknown values) keeps the text's order */
			if ((dest = ynode_new_map(p->file, p->line, p->col)) ==
			    NULL || ynode_set_before(t, key_index(t, p), to,
			    dest) < 0)
				return -1;
		} else if (dest->kind != Y_MAP) {
			i++;	/* the walk says what 'units' must be */
			continue;
		}
		/* the pair moves whole, its key keeping its place */
		key = p->keys[i];
		key->under = table_key;
		if (ynode_move_pair(p, i, dest) < 0)
			return -1;
	}
	if (p->n == 0)
		ynode_free(ynode_take(t, table_key));
	return 0;
}

const char *
rs_kind_table(const struct ruleset *rs, int kind)
{
	if (kind < rs->units.n)
		return RS_UNIT(rs, kind)->tracked ? table_key : "units";
	return RS_CHIEF(rs, kind - rs->units.n)->tracked ? table_key :
	    KEY_CHIEFS;
}

/* "TABLE.ID.rest" of path: the kind (a unit's index, or units.n + a
 * chief's) whose entry it names in table (its length n), looked up among
 * the units (which & 1) and the chiefs (which & 2), or -1. */
static int
kind_at(const struct ruleset *rs, const char *path, const char *table,
    size_t n, int which)
{
	const char *id = path + n + 1, *end;
	char buf[128];
	int k;

	if (strncmp(path, table, n) != 0 || path[n] != '.')
		return -1;
	end = strchr(id, '.');
	n = end != NULL ? (size_t)(end - id) : strlen(id);
	if (n >= sizeof buf)
		return -1;
	memcpy(buf, id, n);
	buf[n] = '\0';
	if ((which & 1) && (k = vec_find(&rs->units, buf)) >= 0)
		return k;
	if ((which & 2) && (k = vec_find(&rs->chiefs, buf)) >= 0)
		return rs->units.n + k;
	return -1;
}

/* path with its first key, n bytes long, replaced by table, in buf */
static const char *
retable(const char *path, size_t n, const char *table, char *buf,
    size_t size)
{
	size_t lt = strlen(table), lr = strlen(path + n);

	if (lt + lr >= size)
		return path;
	memcpy(buf, table, lt);
	memcpy(buf + lt, path + n, lr + 1);
	return buf;
}

const char *
rs_path_kept(const struct ruleset *rs, const char *path, char *buf,
    size_t n)
{
	int k = kind_at(rs, path, table_key, sizeof table_key - 1, 3);

	if (k < 0)
		return path;
	return retable(path, sizeof table_key - 1, k < rs->units.n ?
	    "units" : KEY_CHIEFS, buf, n);
}

const char *
rs_path_written(const struct ruleset *rs, const char *path, char *buf,
    size_t n)
{
	int k = kind_at(rs, path, "units", 5, 1);

	if (k < 0)
		k = kind_at(rs, path, KEY_CHIEFS, sizeof KEY_CHIEFS - 1, 2);
	if (k < 0 || rs_kind_table(rs, k) != table_key)
		return path;
	return retable(path, strcspn(path, "."), table_key, buf, n);
}
