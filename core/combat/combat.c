/* combat.c: declared combat: the dice, one round thrown, and how each mode
 * settles it (see combat.h; the exact distribution of one round is in
 * combat_dist.c, whole battles in combat_odds.c). */
#include "core/combat/combat.h"
#include "core/combat/combat_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dist.h"
#include "core/expr/expr.h"

const char combat_mode_names[][SCHEMA_NAME_MAX] = {
	"pairwise", "opposed", "sum", "contest", "pool", ""
};
const char combat_escalate_names[][SCHEMA_NAME_MAX] = { "all", "rolling", "" };
const char combat_tie_names[][SCHEMA_NAME_MAX] = {
	"defender", "attacker", "nobody", ""
};
const char combat_band_by_names[][SCHEMA_NAME_MAX] = { "own", "total", "" };
const char combat_rounding_names[][SCHEMA_NAME_MAX] = { "down", "up", "nearest",
	"" };

/* --- the names of a dice count: units, enemy ---------------------------- */

enum { N_UNITS, N_ENEMY };

static int
count_resolve(void *ctx, const char *name, int nargs,
    const char *const *symtext, struct expr_sym *out, char *err, size_t n)
{
	(void)ctx;
	(void)symtext;
	memset(out, 0, sizeof *out);
	if (nargs < 0 && strcmp(name, "units") == 0)
		out->code = N_UNITS;
	else if (nargs < 0 && strcmp(name, "enemy") == 0)
		out->code = N_ENEMY;
	else {
		snprintf(err, n, "unknown name '%s': the dice of a combat "
		    "count 'units' (the side's units in the fight) and "
		    "'enemy' (the other side's)", name);
		return -1;
	}
	return 0;
}

struct count_ctx {
	long units, enemy;
};

static int
count_value(void *ctx, const struct expr_sym *sym, const long *args,
    int nargs, long *out, char *err, size_t n)
{
	const struct count_ctx *c = ctx;

	(void)args;
	(void)nargs;
	(void)err;
	(void)n;
	*out = sym->code == N_UNITS ? c->units : c->enemy;
	return 0;
}

static int
check_die(const char *text, const struct dice_env *env, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	struct dice_expr *e = NULL;
	struct diag d;
	int r = dice_parse(text, env, &e, &d);

	if (r == ST_OK && (e->kind != DICE_TERM || e->count != 1 ||
	    e->keep != KEEP_ALL))
		r = diag_set(&d, ST_DATA, "'%s' is not one die", text);
	dice_free(e);
	if (r == ST_OK)
		return 0;
	diag_list_add(errs, ST_DATA, pos->file, pos->line, pos->col,
	    "'%s': %s", path, diag_msg(&d));
	return 1;
}

const char combat_hit_names[][16] = { "armour-left", "turn-order",
	"piece" };

int
combat_hit_cmp(const int *by, int nby, const struct combat_hit_unit *x,
    const struct combat_hit_unit *y)
{
	for (int i = 0; i < nby; i++) {
		if (by[i] == COMBAT_HIT_ARMOUR && x->left != y->left)
			return x->left < y->left ? -1 : 1;
		if (by[i] == COMBAT_HIT_TURN && x->order != y->order)
			return x->order < y->order ? -1 : 1;
		if (by[i] == COMBAT_HIT_PIECE && x->piece != y->piece)
			return x->piece < y->piece ? -1 : 1;
	}
	return 0;
}

/* hit-order's names into c->hit_by (none: all, in their order); the
 * errors found. */
static int
hit_order(struct combat_decl *c, const char *path, struct diag_list *errs)
{
	int errors = 0;

	c->nhit_by = 0;
	if (c->hit_order.n > 0 && c->mode != COMBAT_POOL) {
		diag_list_add(errs, ST_DATA, c->hit_order.pos[0].file,
		    c->hit_order.pos[0].line, c->hit_order.pos[0].col,
		    "'%s.hit-order': the order units take hits in is a pool "
		    "combat's: take it out", path);
		return 1;
	}
	for (int i = 0; i < c->hit_order.n; i++) {
		const char *w = *VEC_AT(c->hit_order, char *, i);
		int k = 0, dup = 0;
		while (k < COMBAT_HIT__N && strcmp(combat_hit_names[k], w) != 0)
			k++;
		for (int j = 0; j < c->nhit_by && k < COMBAT_HIT__N; j++)
			dup |= c->hit_by[j] == k;
		if (k < COMBAT_HIT__N && !dup) {
			c->hit_by[c->nhit_by++] = k;
			continue;
		}
		diag_list_add(errs, ST_DATA, c->hit_order.pos[i].file,
		    c->hit_order.pos[i].line, c->hit_order.pos[i].col,
		    dup ? "'%s.hit-order': '%s' is named twice: name each "
		    "criterion once" : "'%s.hit-order': no criterion '%s': "
		    "one of armour-left, turn-order and piece", path, w);
		errors++;
	}
	if (c->hit_order.n == 0)
		for (int k = 0; k < COMBAT_HIT__N; k++)
			c->hit_by[c->nhit_by++] = k;
	return errors;
}

int
combat_compile(struct combat_decl *c, const char *path,
    const struct dice_env *env, struct diag_list *errs)
{
	static const struct expr_names names = { count_resolve, NULL, 0,
	    NULL, NULL };
	static const char *const sides[] = { "attacker", "defender" };
	/* checked already (path NULL): the dice are parsed, the dies are
	 * not tried again nor the paths of messages written */
	int checked = path == NULL, errors = 0;

	if (checked)
		path = "";
	if (c->mode == COMBAT_POOL && c->steps.n == 0) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s.steps': a pool "
		    "combat names its steps", path);
		errors++;
	}
	errors += hit_order(c, path, errs);
	if (c->armour != NULL && c->mode != COMBAT_POOL) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s.armour': the "
		    "value of the pieces that is the damage destroying one is "
		    "a pool combat's: take it out", path);
		errors++;
	}
	for (int s = 0; s < 2 && c->mode != COMBAT_POOL; s++) {
		struct combat_side *x = &c->side[s];
		char p[256];
		struct diag d;
		p[0] = '\0';
		if (c->mode == COMBAT_OPPOSED) {
			if (!checked)
				snprintf(p, sizeof p, "%s.%s.bands", path,
				    sides[s]);
			if (x->bands.n <= 0) {
				diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s': "
				    "an opposed combat needs the dice by "
				    "bands of units", p);
				errors++;
			}
			for (int b = 0; b < x->bands.n; b++) {
				const struct combat_band *bd = VEC_AT(x->bands,
				    struct combat_band, b);
				if (b > 0 && bd->from <= VEC_AT(x->bands,
				    struct combat_band, b - 1)->from) {
					diag_list_add(errs, ST_DATA,
					    x->bands.pos[b].file,
					    x->bands.pos[b].line,
					    x->bands.pos[b].col, "'%s': the "
					    "bands must go up", p);
					errors++;
				}
				if (!checked)
					errors += check_die(bd->die, env, p,
					    &x->bands.pos[b], errs);
			}
			continue;
		}
		if (!checked)
			snprintf(p, sizeof p, "%s.%s", path, sides[s]);
		if (c->mode == COMBAT_CONTEST && x->dice.text == NULL &&
		    x->die == NULL)
			continue;	/* a value alone, without dice */
		if (c->mode == COMBAT_CONTEST && (x->dice.text == NULL ||
		    x->die == NULL)) {
			diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s': a side "
			    "of a contest throws dice with both 'dice' and "
			    "'die', or none with neither", p);
			errors++;
			continue;
		}
		if (x->dice.text == NULL || x->die == NULL) {
			diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s': a %s "
			    "combat needs each side's 'dice' and 'die'", p,
			    combat_mode_names[c->mode]);
			errors++;
			continue;
		}
		if (x->dice.text == schema_unknown_str)
			continue;
		if (expr_parse(x->dice.text, x->dice.pos.file,
		    x->dice.pos.line, x->dice.pos.col, &names, &x->dice.e,
		    &d) != ST_OK) {
			diag_list_add(errs, d.code, d.file, d.line, d.col,
			    "'%s.dice': %s", p, diag_msg(&d));
			errors++;
		}
		if (x->die != schema_unknown_str && !checked)
			errors += check_die(x->die, env, p, &x->dice.pos,
			    errs);
	}
	if (c->mode != COMBAT_CONTEST && c->strikes_back) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s.strikes-back': "
		    "only a contest strikes back, and this combat's mode is "
		    "'%s'", path, combat_mode_names[c->mode]);
		errors++;
	}
	if (c->rounds > COMBAT_MAX_ROUNDS) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s.rounds': at most "
		    "%d rounds", path, COMBAT_MAX_ROUNDS);
		errors++;
	}
	if (c->mode == COMBAT_SUM && c->divisor <= 0) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "'%s.divisor': a sum "
		    "combat needs a divisor of at least 1", path);
		errors++;
	}
	return errors;
}

int
combat_dice(const struct combat_decl *c, int side, long units, long enemy,
    long *n, const char **die, struct diag *d)
{
	const struct combat_side *x = &c->side[side];

	*n = 0;
	*die = NULL;
	if (c->mode == COMBAT_POOL)
		return diag_set(d, ST_USAGE, "'%s' is a combat of pieces, each "
		    "throwing its own dice: its odds are 'odds PIECE:N[,...] vs "
		    "PIECE:N[,...]'", c->name);
	if (c->mode == COMBAT_OPPOSED) {
		int k = 0;
		long by = c->band_by == COMBAT_BAND_OWN ? units : units + enemy;
		for (int b = 0; b < x->bands.n; b++)
			if (by >= VEC_AT(x->bands, struct combat_band, b)->from)
				k = b;
		if (x->bands.n <= 0)
			return diag_set(d, ST_DATA, "the combat '%s' has no "
			    "dice", c->name);
		*n = units > 0;
		*die = VEC_AT(x->bands, struct combat_band, k)->die;
		return ST_OK;
	}
	if (c->mode == COMBAT_CONTEST && x->dice.text == NULL)
		return ST_OK;	/* the value alone */
	if (x->dice.e == NULL || x->die == schema_unknown_str || x->die ==
	    NULL)
		return diag_set(d, ST_DATA, "the dice of the combat '%s' are "
		    "unknown", c->name);
	/* a contest's value may be nothing, or less, and still throw */
	if (units > 0 || c->mode == COMBAT_CONTEST) {
		struct count_ctx cc = { units, enemy };
		struct expr_env env = { count_value, NULL, &cc };
		int r = expr_eval(x->dice.e, &env, n, d);
		if (r != ST_OK)
			return r;
		if (*n < 0)
			*n = 0;
		long most = c->mode == COMBAT_PAIRWISE ? COMBAT_MAX_DICE :
		    COMBAT_MAX_SUM_DICE;
		if (*n > most)
			return diag_set(d, ST_DATA, "the combat '%s' would throw "
			    "%ld dice a side (at most %ld)", c->name, *n, most);
	}
	*die = x->die;
	return ST_OK;
}

/* --- losses --------------------------------------------------------------- */

void
combat_pairwise_losses(const struct combat_decl *c, const long *fa, long na,
    const long *fd, long nd, long *loss)
{
	long m = na < nd ? na : nd;

	loss[0] = loss[1] = 0;
	for (long i = 0; i < m; i++) {
		if (fa[i] > fd[i])
			loss[1]++;
		else if (fa[i] < fd[i])
			loss[0]++;
		else if (c->ties == TIE_DEFENDER)
			loss[0]++;
		else if (c->ties == TIE_ATTACKER)
			loss[1]++;
	}
}

void
combat_opposed_losses(const struct combat_decl *c, long a, long d, long ta,
    long td, long *loss)
{
	long diff = ta > td ? ta - td : td - ta;

	loss[0] = loss[1] = 0;
	if (ta > td) {
		loss[1] = c->loss_cap && diff > a ? a : diff;
		if (loss[1] > d)
			loss[1] = d;
	} else if (td > ta) {
		loss[0] = c->loss_cap && diff > d ? d : diff;
		if (loss[0] > a)
			loss[0] = a;
	}
}

void
combat_sum_losses(const struct combat_decl *c, long a, long d, long ta,
    long td, long *loss)
{
	long ka = combat_kills(c, ta), kd = combat_kills(c, td);

	loss[1] = ka < d ? ka : d;
	loss[0] = kd < a ? kd : a;
}

void
combat_contest_losses(const struct combat_decl *c, long ta, long td,
    long *loss)
{
	int won = ta > td || (ta == td && c->ties == TIE_ATTACKER);
	int lost = td > ta || (ta == td && c->ties == TIE_DEFENDER);

	loss[0] = lost && c->strikes_back;
	loss[1] = won;
}

int
combat_has_dice(const struct combat_decl *c)
{
	if (c->mode != COMBAT_CONTEST)
		return 1;
	return c->side[0].dice.text != NULL || c->side[1].dice.text != NULL;
}

static int
cmp_desc(const void *x, const void *y)
{
	long a = *(const long *)x, b = *(const long *)y;

	return a < b ? 1 : a > b ? -1 : 0;
}

/* Throw n dice of die (one die's text) from src into faces, and their
 * total. */
static int
throw_dice(const char *die, long n, const struct dice_env *env,
    struct dice_src *src, long *faces, long *total, struct diag *d)
{
	struct dice_expr *e = NULL;
	struct dice_result res;
	char text[160];
	int r;

	*total = 0;
	if (n <= 0)
		return ST_OK;
	snprintf(text, sizeof text, "%ld%s", n, die);
	if ((r = dice_parse(text, env, &e, d)) != ST_OK)
		return r;
	memset(&res, 0, sizeof res);
	r = dice_roll(e, src, &res, d);
	dice_free(e);
	if (r != ST_OK)
		return r;
	/* a die's value is the sum of its throws (explosions) */
	for (long i = 0, k = 0; i < res.n && k < n; i++) {
		if (k < COMBAT_MAX_DICE)
			faces[k] += res.v[i].face;
		if (!res.v[i].exploded)
			k++;
	}
	*total = res.total;
	dice_result_free(&res);
	return ST_OK;
}

int
combat_roll(const struct combat_decl *c, const struct dice_env *env, long a,
    long d, struct dice_src *src, struct combat_round *r, struct diag *dg)
{
	return combat_roll_extra(c, env, a, d, NULL, src, r, dg);
}

int
combat_roll_extra(const struct combat_decl *c, const struct dice_env *env,
    long a, long d, const long *extra, struct dice_src *src,
    struct combat_round *r, struct diag *dg)
{
	const char *die[2];
	int st;

	memset(r, 0, sizeof *r);
	for (int s = 0; s < 2; s++) {
		long most = c->mode == COMBAT_PAIRWISE ? COMBAT_MAX_DICE :
		    COMBAT_MAX_SUM_DICE;
		if ((st = combat_dice(c, s, s ? d : a, s ? a : d, &r->dice[s],
		    &die[s], dg)) != ST_OK)
			return st;
		if (extra == NULL || extra[s] <= 0)
			continue;
		if (die[s] == NULL)
			return diag_set(dg, ST_DATA, "the combat '%s' has no "
			    "die for %ld extra dice of the %s", c->name,
			    extra[s], s ? "defender" : "attacker");
		if (extra[s] > most - r->dice[s])
			return diag_set(dg, ST_DATA, "the combat '%s' would "
			    "throw %ld extra dice beyond %ld a side (at most "
			    "%ld in all)", c->name, extra[s], r->dice[s], most);
		r->dice[s] += extra[s];
	}
	for (int s = 0; s < 2; s++)
		if ((st = throw_dice(die[s], r->dice[s], env, src, r->faces[s],
		    &r->total[s], dg)) != ST_OK)
			return st;
	switch (c->mode) {
	case COMBAT_PAIRWISE:
		for (int s = 0; s < 2; s++)
			qsort(r->faces[s], (size_t)r->dice[s], sizeof(long),
			    cmp_desc);
		combat_pairwise_losses(c, r->faces[0], r->dice[0], r->faces[1],
		    r->dice[1], r->loss);
		break;
	case COMBAT_OPPOSED:
		combat_opposed_losses(c, a, d, r->total[0], r->total[1],
		    r->loss);
		break;
	case COMBAT_SUM:
		combat_sum_losses(c, a, d, r->total[0], r->total[1], r->loss);
		break;
	case COMBAT_POOL:
		break;
	case COMBAT_CONTEST:
		r->total[0] += a;
		r->total[1] += d;
		combat_contest_losses(c, r->total[0], r->total[1], r->loss);
		break;
	}
	return ST_OK;
}
