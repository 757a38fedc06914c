/* ruleset_piece_values.c: the values of the counted pieces (pieces:),
 * which the ruleset names as it likes under 'values' (and under
 * 'upgraded.values' for the other side of a unit card), declared by the
 * same 'piece-values' as the tracked kinds' (ruleset_kind_values.c).
 *
 * Every name a piece gives has an index, the same for every piece:
 * rs->pvalue_names, and rs->piece_vals the values by it, for each piece
 * its side and then its upgraded side (RS_NONE where it has none).
 *
 * A ruleset written before gave a piece's armour as a key of its own
 * ('pieces.KIND.armour: 2', 'upgraded: {armour: 3}'): the merged tree is
 * turned into 'values' before it is read.  One text giving both, the key
 * and values.armour, is refused naming both; where a text and an overlay
 * give one each, the known one stays, and when both are known the
 * overlay's (it amends the text).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/decl_proto.h"

#define KEY_ARMOUR "armour"	/* the one value of before */

/* The key of before of side m (a piece's map, or its upgraded map) under
 * its values; path names the side.  0, or -1 out of memory. */
static int
upgrade_side(struct ynode *m, const char *base, const char *path,
    struct diag_list *errs)
{
	struct ynode *vals, *v, *had;

	if (m == NULL || m->kind != Y_MAP ||
	    (v = ynode_get(m, KEY_ARMOUR)) == NULL)
		return 0;
	if ((vals = ynode_get(m, "values")) == NULL) {
		if ((vals = ynode_new_map(v->file, v->line, v->col)) == NULL ||
		    ynode_set(m, "values", vals) < 0)
			return -1;
	} else if (vals->kind != Y_MAP)
		return 0;	/* the schema refuses it */
	had = ynode_get(vals, KEY_ARMOUR);
	if (had != NULL && had->file == v->file) {
		diag_list_add(errs, ST_DATA, v->file, v->line, v->col,
		    "'%s.%s' and '%s.values.%s' are both given: the value is "
		    "written under values now; take out '%s.%s'", path,
		    KEY_ARMOUR, path, KEY_ARMOUR, path, KEY_ARMOUR);
		return 0;
	}
	v = ynode_take(m, KEY_ARMOUR);
	/* a text and an overlay: the known one, both known the overlay's */
	if (had != NULL && (ynode_is_unknown(v) || (!ynode_is_unknown(had) &&
	    v->file == base))) {
		ynode_free(v);
		return 0;
	}
	return ynode_set(vals, KEY_ARMOUR, v);
}

int
rs_piece_values_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *m = ynode_get(root, "pieces");
	struct strbuf path;
	int st = 0;

	/* the paths whole: a piece's id has any length */
	sb_init(&path);
	for (int i = 0; st == 0 && m != NULL && m->kind == Y_MAP && i < m->n;
	    i++) {
		if (m->v[i]->kind != Y_MAP)
			continue;
		sb_reset(&path);
		sb_printf(&path, "pieces.%s", m->keys[i]->str);
		if (upgrade_side(m->v[i], root->file, sb_str(&path), errs) < 0)
			st = -1;
		sb_add(&path, ".upgraded");
		if (st == 0 && upgrade_side(ynode_get(m->v[i], "upgraded"),
		    root->file, sb_str(&path), errs) < 0)
			st = -1;
	}
	sb_release(&path);
	return st;
}

/* --- the names and the values by them --------------------------------- */

/* Side s of the pieces: piece s / 2, its upgraded side when s is odd. */
static const struct vec *
side_values(const struct ruleset *rs, int s)
{
	const struct piece_def *d = RS_PIECE(rs, s / 2);

	return s % 2 ? &d->up.values : &d->std.values;
}

int
rs_piece_value_index(const struct ruleset *rs, const char *name)
{
	for (int i = 0; name != NULL && i < rs->npvalues; i++)
		if (strcmp(rs->pvalue_names[i], name) == 0)
			return i;
	return -1;
}

int
rs_piece_value_named(const struct ruleset *rs, const char *name)
{
	int v = rs_piece_value_index(rs, name);

	if (v >= 0 && rs->piece_values.n > 0 &&
	    vec_find(&rs->piece_values, name) < 0)
		return -1;
	return v;
}

void
rs_piece_value_list(const struct ruleset *rs, struct strbuf *b)
{
	for (int v = 0; v < rs->npvalues; v++) {
		if (v > 0)
			sb_add(b, ", ");
		sb_add(b, rs->pvalue_names[v]);
	}
}

long
rs_piece_stat(const struct ruleset *rs, int k, int up, int v)
{
	return v >= 0 && v < rs->npvalues && k >= 0 && k < rs->pieces.n ?
	    rs->piece_vals[(2 * k + (up != 0)) * rs->npvalues + v] : RS_NONE;
}

int
rs_piece_card_unknown(const struct ruleset *rs, const char *part)
{
	int atk = part == NULL || strcmp(part, "attack") == 0;
	int cost = part == NULL || strcmp(part, "cost") == 0;

	for (int k = 0; k < rs->pieces.n; k++) {
		const struct piece_def *d = RS_PIECE(rs, k);
		if ((atk && (d->std.attack == schema_unknown_str ||
		    d->up.attack == schema_unknown_str)) ||
		    (cost && (d->std.cost.n < 0 || d->up.cost.n < 0)))
			return 1;
		for (int v = 0; part == NULL && v < rs->npvalues; v++)
			if (rs_piece_stat(rs, k, 1, v) == SCHEMA_UNKNOWN_INT)
				return 1;
	}
	return 0;
}

void
rs_piece_values_free(struct ruleset *rs)
{
	free(rs->pvalue_names);
	free(rs->piece_vals);
	rs->pvalue_names = NULL;
	rs->piece_vals = NULL;
	rs->npvalues = 0;
}

/* Side s's values checked: not unknown as a whole, each name declared
 * where 'piece-values' is given.  The errors found. */
static int
check_side(const struct ruleset *rs, int s, struct diag_list *errs)
{
	const struct vec *v = side_values(rs, s);
	const char *id = rs->pieces.ids[s / 2], *up = s % 2 ? "upgraded." : "";
	int bad = 0;

	if (v->n < 0)
		return diag_list_add(errs, ST_DATA, rs->pieces.pos[s / 2].file,
		    rs->pieces.pos[s / 2].line, rs->pieces.pos[s / 2].col,
		    "'pieces.%s.%svalues' cannot be unknown as a whole: give "
		    "each value by name, writing unknown for one the rulebook "
		    "does not give", id, up) != 0;
	for (int i = 0; rs->piece_values.n > 0 && i < v->n; i++)
		if (vec_find(&rs->piece_values, v->ids[i]) < 0)
			bad += diag_list_add(errs, ST_DATA, v->pos[i].file,
			    v->pos[i].line, v->pos[i].col, "'pieces.%s.%s"
			    "values.%s': '%s' is not a value 'piece-values' "
			    "declares; declare it there, or name one it does",
			    id, up, v->ids[i], v->ids[i]) != 0;
	return bad;
}

int
rs_piece_values_ix(const struct ruleset *rs, struct rs_values_ix *ix)
{
	int nsides = 2 * rs->pieces.n, r;
	const struct vec **l = malloc(((size_t)nsides + 1) * sizeof *l);

	for (int s = 0; l != NULL && s < nsides; s++)
		l[s] = side_values(rs, s);
	r = l == NULL ? -1 : rs_values_index(l, nsides, NULL, 0, ix);
	free(l);
	return r;
}

int
rs_piece_values_build(struct ruleset *rs, struct diag_list *errs)
{
	struct rs_values_ix ix;
	int bad = 0;

	/* read with its image, which was kept once they were checked */
	if (rs->values_kept)
		return 0;
	rs_piece_values_free(rs);
	for (int s = 0; s < 2 * rs->pieces.n; s++)
		bad += check_side(rs, s, errs);
	if (rs_piece_values_ix(rs, &ix) < 0)
		return bad + (diag_list_add(errs, ST_ENV, NULL, 0, 0,
		    "out of memory") != 0);
	rs->npvalues = ix.n;
	rs->pvalue_names = ix.names;
	rs->piece_vals = ix.vals;
	return bad;
}

/* --- a pool combat's armour -------------------------------------------- */

const char *
rs_piece_value_help(const struct ruleset *rs, const char *path,
    const char *help)
{
	const char *name = strrchr(path, '.') + 1;
	const struct combat_decl *pc = rs_pool_combat(rs);
	int i;

	if ((i = vec_find(&rs->piece_values, name)) >= 0)
		return *VEC_AT(rs->piece_values, char *, i);
	if (strcmp(name, pc != NULL ? COMBAT_ARMOUR_OF(pc) :
	    COMBAT_ARMOUR) == 0)
		return "the damage that destroys a unit";
	return help;
}

int
rs_piece_armour(const struct ruleset *rs, const struct combat_decl *c,
    int k, int up, const long *entered, long *out, struct diag *d)
{
	const char *name = c != NULL ? COMBAT_ARMOUR_OF(c) : COMBAT_ARMOUR;
	struct strbuf path;
	const char *tile;
	int st, v = rs_piece_value_index(rs, name);

	*out = rs_piece_stat(rs, k, up, v);
	if (*out == SCHEMA_UNKNOWN_INT && entered != NULL && v >= 0 &&
	    entered[((up != 0) * rs->pieces.n + k) * rs->npvalues + v] != -1)
		*out = entered[((up != 0) * rs->pieces.n + k) * rs->npvalues +
		    v];
	if (*out != SCHEMA_UNKNOWN_INT && *out > 0)
		return ST_OK;
	/* refused: the value's path said whole (a piece's id and the
	 * value's name have any length) */
	sb_init(&path);
	sb_printf(&path, "pieces.%s.%svalues.%s", rs->pieces.ids[k], up ?
	    "upgraded." : "", name);
	/* the game's action that enters it at the table, if it has one */
	if (*out == SCHEMA_UNKNOWN_INT && entered != NULL &&
	    (tile = rs_hint_action(rs, "tile")) != NULL) {
		struct rs_enter e = { tile, rs->pieces.ids[k],
		    RS_PIECE(rs, k)->name != NULL ? RS_PIECE(rs, k)->name :
		    rs->pieces.ids[k], name, "N", sb_str(&path), up };
		char msg[DIAG_MSG_MAX];
		rs_enter_msg(rs, &e, msg, sizeof msg);
		st = diag_set(d, ST_DATA, "%s", msg);
	} else if ((st = rs_need_int(rs, *out, sb_str(&path), d)) == ST_OK)
		st = diag_set(d, ST_DATA, "%s: '%s' is not given: a pool "
		    "combat reads it as the hits that destroy one; give it (1 "
		    "or more) in an overlay ('ruleset amend FILE' adds it to "
		    "a running game)", rs->id, sb_str(&path));
	sb_release(&path);
	return st;
}
