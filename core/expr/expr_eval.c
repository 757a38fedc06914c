/* expr_eval.c: a parsed expression evaluated in exact rationals (expr.h),
 * the names' values asked of the environment as they are reached. */
#include "core/expr/expr_int.h"
#include "core/base/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- rationals ----------------------------------------------------------- */

struct q {
	long n, d;			/* d > 0, gcd(n, d) == 1 */
};

static long
gcd(long a, long b)
{
	if (a < 0)
		a = -a;
	while (b != 0) {
		long t = a % b;
		a = b;
		b = t;
	}
	return a;
}

static int
q_make(long n, long d, struct q *out)
{
	long g;

	if (d < 0) {
		n = -n;
		d = -d;
	}
	g = gcd(n, d);
	if (g > 1) {
		n /= g;
		d /= g;
	}
	if (n > EXPR_MAX_VALUE || n < -EXPR_MAX_VALUE || d > EXPR_MAX_VALUE)
		return -1;
	out->n = n;
	out->d = d;
	return 0;
}

static int
q_add(struct q a, struct q b, int sign, struct q *out)
{
	long x, y, d;

	if (__builtin_mul_overflow(a.n, b.d, &x) ||
	    __builtin_mul_overflow(b.n, a.d, &y) ||
	    __builtin_mul_overflow(a.d, b.d, &d))
		return -1;
	if (sign < 0)
		y = -y;
	if (__builtin_add_overflow(x, y, &x))
		return -1;
	return q_make(x, d, out);
}

static int
q_mul(struct q a, struct q b, struct q *out)
{
	long n, d;

	if (__builtin_mul_overflow(a.n, b.n, &n) ||
	    __builtin_mul_overflow(a.d, b.d, &d))
		return -1;
	return q_make(n, d, out);
}

static long
q_floor(struct q a)
{
	long f = a.n / a.d;

	return a.n % a.d != 0 && a.n < 0 ? f - 1 : f;
}

static long
q_ceil(struct q a)
{
	return -q_floor((struct q){ -a.n, a.d });
}

static int
q_cmp(struct q a, struct q b)
{
	/* both within 1e15: the cross products fit in 128 bits */
	__int128 x = (__int128)a.n * b.d, y = (__int128)b.n * a.d;

	return x < y ? -1 : x > y;
}


/* --- evaluation ---------------------------------------------------------- */

struct evaluator {
	const struct expr *e;
	const struct expr_env *env;
	struct diag *d;
};

static int
eerr(struct evaluator *v, const struct node *n, const char *fmt, ...)
    ATTR_PRINTF(3, 4);

static int
eerr(struct evaluator *v, const struct node *n, const char *fmt, ...)
{
	struct strbuf msg;	/* whole, however long (diag_msg) */
	va_list ap;
	int line, col;

	sb_init(&msg);
	va_start(ap, fmt);
	sb_vprintf(&msg, fmt, ap);
	va_end(ap);
	expr_pos_of(v->e, v->e->text, (size_t)n->col, &line, &col);
	/* the expression named by its first 200 bytes: its place is said */
	diag_at(v->d, ST_DATA, v->e->file, line, col, "%s (in '%.200s')",
	    sb_str(&msg), v->e->text);
	sb_release(&msg);
	return -1;
}

static int eval(struct evaluator *v, const struct node *n, struct q *out);

static int
truth(struct evaluator *v, const struct node *n, int *out)
{
	struct q x;

	if (eval(v, n, &x) != 0)
		return -1;
	*out = x.n != 0;
	return 0;
}

static int
overflow(struct evaluator *v, const struct node *n)
{
	return eerr(v, n, "a value goes beyond %ld", EXPR_MAX_VALUE);
}

/* EXPR_EACH_BEST, its elements gone over: the element at place at (-1:
 * none) bound again, the name's value with it bound, then the binding
 * given back.  The environment pushes a binding at place 0 and pops it
 * at -1: popped, pushed again at 0, moved to at, popped. */
static int
best_of(struct evaluator *v, const struct node *n, int at, struct q *out)
{
	char err[DIAG_MSG_MAX / 2];
	long r = -1;
	int k = 0;

	err[0] = '\0';		/* the environment's words, if it says any */
	v->env->bind(v->env->ctx, &n->sym, -1);
	if (at >= 0 && v->env->bind(v->env->ctx, &n->sym, 0) &&
	    v->env->bind(v->env->ctx, &n->sym, at))
		k = v->env->value(v->env->ctx, &n->sym, NULL, 0, &r, err,
		    sizeof err);
	v->env->bind(v->env->ctx, &n->sym, -1);
	if (k == EXPR_UNKNOWN)
		return diag_set(v->d, ST_DATA, "%s", err), -1;
	if (k != 0)
		return eerr(v, n, "%s", err[0] ? err : "no value here");
	*out = (struct q){ r, 1 };
	return 0;
}

static int
eval(struct evaluator *v, const struct node *n, struct q *out)
{
	struct q a, b;
	int t;

	switch (n->op) {
	case OP_NUM:
		out->n = n->num;
		out->d = 1;
		return 0;
	case OP_SYM: {
		long args[EXPR_MAX_ARGS], r;
		char err[DIAG_MSG_MAX / 2];
		int k = -1;
		/* emptied, not zeroed whole: a name is valued at every turn */
		err[0] = '\0';
		if (n->sym.each) {
			/* an aggregate: the argument once per element */
			struct q acc = { n->sym.each == EXPR_EACH_FIRST ? -1 :
			    0, 1 }, best = { 0, 1 };
			int i, at = -1;
			if (v->env == NULL || v->env->bind == NULL || n->n != 1)
				return eerr(v, n, "no elements to go over");
			for (i = 0; v->env->bind(v->env->ctx, &n->sym, i); i++) {
				if (eval(v, n->arg[0], &a) != 0) {
					v->env->bind(v->env->ctx, &n->sym, -1);
					return -1;
				}
				if (n->sym.each == EXPR_EACH_BEST ||
				    n->sym.each == EXPR_EACH_MAX) {
					if (i == 0 || q_cmp(a, best) > 0) {
						best = a;
						at = i;
					}
					continue;
				}
				if (n->sym.each == EXPR_EACH_FIRST) {
					/* the place it holds at, or none */
					acc = (struct q){ a.n != 0 ? i : -1, 1 };
					if (a.n != 0)
						break;
					continue;
				}
				if (n->sym.each == EXPR_EACH_COUNT)
					a = (struct q){ a.n != 0, 1 };
				if (q_add(acc, a, 1, &acc) != 0) {
					v->env->bind(v->env->ctx, &n->sym, -1);
					return overflow(v, n);
				}
			}
			if (n->sym.each == EXPR_EACH_BEST)
				return best_of(v, n, at, out);
			v->env->bind(v->env->ctx, &n->sym, -1);
			if (n->sym.each == EXPR_EACH_MAX)
				acc = best;	/* { 0, 1 } for none */
			*out = acc;
			return 0;
		}
		for (int i = 0; i < n->n; i++) {
			if (eval(v, n->arg[i], &a) != 0)
				return -1;
			args[i] = q_floor(a);
		}
		if (v->env == NULL || (k = v->env->value(v->env->ctx, &n->sym,
		    args, n->n, &r, err, sizeof err)) != 0) {
			if (k == EXPR_UNKNOWN)
				return diag_set(v->d, ST_DATA, "%s", err), -1;
			return eerr(v, n, "%s", err[0] ? err :
			    "no value here");
		}
		if (r > EXPR_MAX_VALUE || r < -EXPR_MAX_VALUE)
			return overflow(v, n);
		out->n = r;
		out->d = 1;
		return 0;
	}
	case OP_NEG:
		if (eval(v, n->arg[0], &a) != 0)
			return -1;
		out->n = -a.n;
		out->d = a.d;
		return 0;
	case OP_NOT:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		*out = (struct q){ !t, 1 };
		return 0;
	case OP_AND:
	case OP_OR:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		if (t == (n->op == OP_OR)) {
			*out = (struct q){ t, 1 };
			return 0;
		}
		if (truth(v, n->arg[1], &t) != 0)
			return -1;
		*out = (struct q){ t, 1 };
		return 0;
	case OP_IF:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		return eval(v, n->arg[t ? 1 : 2], out);
	case OP_MIN:
	case OP_MAX:
		if (eval(v, n->arg[0], out) != 0)
			return -1;
		for (int i = 1; i < n->n; i++) {
			if (eval(v, n->arg[i], &a) != 0)
				return -1;
			if ((q_cmp(a, *out) < 0) == (n->op == OP_MIN) &&
			    q_cmp(a, *out) != 0)
				*out = a;
		}
		return 0;
	case OP_FLOOR:
	case OP_CEIL:
	case OP_ROUND:
	case OP_ABS:
		if (eval(v, n->arg[0], &a) != 0)
			return -1;
		if (n->op == OP_FLOOR)
			*out = (struct q){ q_floor(a), 1 };
		else if (n->op == OP_CEIL)
			*out = (struct q){ q_ceil(a), 1 };
		else if (n->op == OP_ABS)
			*out = (struct q){ a.n < 0 ? -a.n : a.n, a.d };
		else {
			/* halves away from zero: floor(|a| + 1/2) */
			struct q h, m = { a.n < 0 ? -a.n : a.n, a.d };
			if (q_add(m, (struct q){ 1, 2 }, 1, &h) != 0)
				return overflow(v, n);
			*out = (struct q){ a.n < 0 ? -q_floor(h) : q_floor(h),
			    1 };
		}
		return 0;
	default:
		break;
	}
	if (eval(v, n->arg[0], &a) != 0 || eval(v, n->arg[1], &b) != 0)
		return -1;
	switch (n->op) {
	case OP_ADD:
	case OP_SUB:
		if (q_add(a, b, n->op == OP_ADD ? 1 : -1, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_MUL:
		if (q_mul(a, b, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_DIV:
		if (b.n == 0)
			return eerr(v, n, "division by zero");
		if (q_mul(a, (struct q){ b.n < 0 ? -b.d : b.d,
		    b.n < 0 ? -b.n : b.n }, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_MOD: {
		long x, y, m;
		if (a.d != 1 || b.d != 1)
			return eerr(v, n, "'%%' takes whole numbers");
		x = a.n;
		y = b.n;
		if (y == 0)
			return eerr(v, n, "division by zero");
		m = x % y;
		if (m != 0 && (m < 0) != (y < 0))
			m += y;
		*out = (struct q){ m, 1 };
		return 0;
	}
	case OP_LT: t = q_cmp(a, b) < 0; break;
	case OP_LE: t = q_cmp(a, b) <= 0; break;
	case OP_GT: t = q_cmp(a, b) > 0; break;
	case OP_GE: t = q_cmp(a, b) >= 0; break;
	case OP_EQ: t = q_cmp(a, b) == 0; break;
	case OP_NE: t = q_cmp(a, b) != 0; break;
	default:
		return eerr(v, n, "internal error: operator %d", (int)n->op);
	}
	*out = (struct q){ t, 1 };
	return 0;
}

int
expr_eval(const struct expr *e, const struct expr_env *env, long *out,
    struct diag *d)
{
	struct evaluator v = { e, env, d };
	struct q r;

	diag_clear(d);
	if (eval(&v, e->root, &r) != 0)
		return d->code ? d->code : ST_DATA;
	*out = q_floor(r);
	return ST_OK;
}

static int
has_sym(const struct node *n)
{
	if (n->op == OP_SYM)
		return 1;
	for (int i = 0; i < n->n; i++)
		if (has_sym(n->arg[i]))
			return 1;
	return 0;
}

int
expr_constant(const struct expr *e, long *v)
{
	struct diag d;

	if (has_sym(e->root))
		return 0;
	return expr_eval(e, NULL, v, &d) == ST_OK;
}

static void
each_sym(const struct node *n, void (*fn)(void *, const struct expr_sym *),
    void *ctx)
{
	if (n->op == OP_SYM)
		fn(ctx, &n->sym);
	for (int i = 0; i < n->n; i++)
		each_sym(n->arg[i], fn, ctx);
}

void
expr_each_sym(const struct expr *e,
    void (*fn)(void *ctx, const struct expr_sym *sym), void *ctx)
{
	each_sym(e->root, fn, ctx);
}

static void
each_sym_in(const struct node *n, const struct expr_sym *in, int arg,
    void (*fn)(void *, const struct expr_sym *, const struct expr_sym *,
    int), void *ctx)
{
	if (n->op == OP_SYM)
		fn(ctx, &n->sym, in, arg);
	for (int i = 0; i < n->n; i++)
		each_sym_in(n->arg[i], n->op == OP_SYM ? &n->sym : in,
		    n->op == OP_SYM ? i : arg, fn, ctx);
}

void
expr_each_sym_in(const struct expr *e,
    void (*fn)(void *ctx, const struct expr_sym *sym,
    const struct expr_sym *in, int arg), void *ctx)
{
	each_sym_in(e->root, NULL, -1, fn, ctx);
}
