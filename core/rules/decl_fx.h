/* decl_fx.h: one effect's check at load, as decl_effects.c's table of the
 * keys of an effect calls it: every key that says what an effect does
 * has its row, and each row's function checks an effect of that key
 * (the keys checked alike share one).  Internal to core/rules/. */
#ifndef ARBITER_DECL_FX_H
#define ARBITER_DECL_FX_H

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

/* The effect being checked and where it is. */
struct fx {
	struct ruleset *rs;
	const struct action_def *act;	/* its action; NULL: a phase's */
	struct effect_def *e;
	const struct spos *pos;
	const char *path;	/* the list's path */
	int i;			/* the effect's place in the list, from 0 */
	int in_roll;		/* what its place binds (ENG_IN_*) */
	struct diag_list *errs;
	char at[300];		/* PATH.N, the effect's path */
	char key[300];		/* PATH.N.KEY, its key's */
};

/* The table of every key of an effect, EFFECT_CHECKS, and the kinds it
 * numbers: core/rules/decl_effect_kind.h. */

/* A piece of the effect of c (place, remove, move, hold, take-sources)
 * that names a kind tracked one by one, where it counts pieces on the
 * regions: refused (1), else 0 (decl_fx_pieces.c). */
int fx_counted_piece(const struct fx *c, const struct sref *piece);

#define FX_PROTO(key, how, m, fn) int fn(const struct fx *c);
EFFECT_CHECKS(FX_PROTO)
#undef FX_PROTO

/* The name of a key of the schema's without its row, or of a row of no
 * key, or NULL (for the unit test). */
const char *decl_fx_unchecked(void);
/* The key of row r of the table of checks (the row e->kind - 1 of an
 * effect checked), NULL past its end. */
const char *decl_fx_key(int r);

/* The row of the key e was read with, as its tag tells, EK_END - 1 for
 * none or two (decl_kind.c). */
size_t eng_effect_row_read(const struct effect_def *e);

/* Shared by the checks (decl_fx_base.c). */
int fx_where(const struct ruleset *rs, const struct action_def *act,
    const char *text, struct eng_where *w, const char *path,
    const struct spos *pos, struct diag_list *errs);
int fx_expr(struct sexpr *x, const char *path, struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs);
int fx_amounts(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);
int fx_report_key(const char *k);
int fx_data_list(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);

#define FX_ERR(pos, ...) (diag_list_add(c->errs, ST_DATA, (pos).file, \
	(pos).line, (pos).col, __VA_ARGS__), 1)

#endif
