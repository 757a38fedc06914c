/* dist.c: exact distributions of dice expressions (method in dist.h). */
#include "core/dice/dist.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct ctx {
	struct diag *d;
	double work;		/* multiply-adds so far */
};

static const struct dist empty;

void
dist_free(struct dist *x)
{
	free(x->p);
	*x = empty;
}

static int
oom(struct ctx *c)
{
	return diag_set(c->d, ST_ENV, "odds: out of memory");
}

/* "odds: the value of '(d6+1)*2' would pass ..." and the like, naming e. */
enum why { TOO_WIDE, TOO_LARGE, DIV_ZERO, TOO_SLOW };

static int
too_much(struct ctx *c, const struct dice_expr *e, enum why why, long n)
{
	char q[128];

	dice_quote(e, q, sizeof q);
	if (why == TOO_WIDE)
		return diag_set(c->d, ST_USAGE, "odds: the distribution of '%s' "
		    "would span %ld values; the limit is %ld", q, n,
		    DIST_MAX_VALUES);
	if (why == TOO_LARGE)
		return diag_set(c->d, ST_USAGE, "odds: the value of '%s' would "
		    "pass %ld either way", q, DICE_MAX_VALUE);
	if (why == DIV_ZERO)
		return diag_set(c->d, ST_USAGE, "odds: '%s' can divide by zero",
		    q);
	return diag_set(c->d, ST_USAGE, "odds: computing '%s' exactly would "
	    "take too long; use fewer or smaller dice", q);
}

static int
charge(struct ctx *c, const struct dice_expr *e, double work)
{
	c->work += work;
	return c->work > DIST_MAX_WORK ? too_much(c, e, TOO_SLOW, 0) : ST_OK;
}

/* x spanning lo..hi, all zero. */
static int
make(struct ctx *c, const struct dice_expr *e, struct dist *x, long lo,
    long hi)
{
	*x = empty;
	if (lo < -DICE_MAX_VALUE || hi > DICE_MAX_VALUE)
		return too_much(c, e, TOO_LARGE, 0);
	if (hi - lo + 1 > DIST_MAX_VALUES)
		return too_much(c, e, TOO_WIDE, hi - lo + 1);
	if ((x->p = calloc((size_t)(hi - lo + 1), sizeof *x->p)) == NULL)
		return oom(c);
	x->lo = lo;
	x->n = hi - lo + 1;
	return ST_OK;
}

static int
point(struct ctx *c, const struct dice_expr *e, long v, struct dist *x)
{
	int rc = make(c, e, x, v, v);

	if (rc == ST_OK)
		x->p[0] = 1;
	return rc;
}

/* Drop values of probability exactly 0 from both ends. */
static void
trim(struct dist *x)
{
	long a = 0;

	while (x->n > 0 && x->p[x->n - 1] == 0)
		x->n--;
	while (a < x->n && x->p[a] == 0)
		a++;
	if (a > 0) {
		memmove(x->p, x->p + a, (size_t)(x->n - a) * sizeof *x->p);
		x->n -= a;
		x->lo += a;
	}
	if (x->n == 0)
		x->lo = 0;
}

static long
nonzero(const struct dist *x)
{
	long k = 0;

	for (long i = 0; i < x->n; i++)
		k += x->p[i] != 0;
	return k;
}

static double
mass(const struct dist *x)
{
	double s = 0;

	for (long i = 0; i < x->n; i++)
		s += x->p[i];
	return s;
}

/* P(A or B left out) for independent A and B. */
static double
rem_both(double a, double b)
{
	return a + b - a * b;
}

static void
negate(struct dist *x)
{
	for (long i = 0, j = x->n - 1; i < j; i++, j--) {
		double t = x->p[i];

		x->p[i] = x->p[j];
		x->p[j] = t;
	}
	if (x->n > 0)
		x->lo = -(x->lo + x->n - 1);
}

/* q[j] += x * y[j]; unrolled so that the compiler can pair the lanes. */
static void
axpy(double *restrict q, double x, const double *restrict y, long n)
{
	long j = 0;

	for (; j + 4 <= n; j += 4) {
		q[j] += x * y[j];
		q[j + 1] += x * y[j + 1];
		q[j + 2] += x * y[j + 2];
		q[j + 3] += x * y[j + 3];
	}
	for (; j < n; j++)
		q[j] += x * y[j];
}

/* out = distribution of A + B. */
static int
conv(struct ctx *c, const struct dice_expr *e, const struct dist *a,
    const struct dist *b, struct dist *out)
{
	long na, nb;
	int rc;

	*out = empty;
	if (a->n > 0 && b->n > 0) {
		if ((na = nonzero(a)) > (nb = nonzero(b))) {
			const struct dist *t = a;

			a = b;
			b = t;
			na = nb;
		}
		if ((rc = charge(c, e, (double)na * (double)b->n)) != ST_OK ||
		    (rc = make(c, e, out, a->lo + b->lo,
		    a->lo + a->n - 1 + b->lo + b->n - 1)) != ST_OK)
			return rc;
		for (long i = 0; i < a->n; i++)
			if (a->p[i] != 0)
				axpy(out->p + i, a->p[i], b->p, b->n);
		trim(out);
	}
	out->rem = rem_both(a->rem, b->rem);
	return ST_OK;
}

static long
div_floor(long a, long b)
{
	long q = a / b;

	if (a % b != 0 && (a < 0) != (b < 0))
		q--;
	return q;
}

/* a * b or floor(a / b); -1 if beyond DICE_MAX_VALUE. */
static int
pair_value(enum dice_kind op, long a, long b, long *v)
{
	if (op == DICE_DIV) {
		*v = div_floor(a, b);
		return 0;
	}
	if (a != 0 && labs(b) > DICE_MAX_VALUE / labs(a))
		return -1;
	*v = a * b;
	return 0;
}

/* out = distribution of A * B or A / B, every pair of values. */
/* The indices of x's nonzero probabilities (owned), *n of them. */
static long *
support(const struct dist *x, long *n)
{
	long *v = malloc((size_t)(nonzero(x) + 1) * sizeof *v);

	*n = 0;
	if (v != NULL)
		for (long i = 0; i < x->n; i++)
			if (x->p[i] != 0)
				v[(*n)++] = i;
	return v;
}

/* out = distribution of A op B for op * or /: every pair of values that
 * can come up (only those: a sparse operand may span millions). */
static int
pair(struct ctx *c, const struct dice_expr *e, const struct dist *a,
    const struct dist *b, struct dist *out)
{
	long lo = LONG_MAX, hi = LONG_MIN, v, na, nb, *ia = NULL, *ib = NULL;
	int rc = ST_OK;

	*out = empty;
	out->rem = rem_both(a->rem, b->rem);
	if (e->kind == DICE_DIV && b->lo <= 0 && b->lo + b->n > 0 &&
	    b->p[-b->lo] != 0)
		return too_much(c, e, DIV_ZERO, 0);
	if (a->n == 0 || b->n == 0)
		return ST_OK;
	if ((ia = support(a, &na)) == NULL || (ib = support(b, &nb)) == NULL) {
		rc = oom(c);
		goto done;
	}
	if ((rc = charge(c, e, 2.0 * (double)na * (double)nb)) != ST_OK)
		goto done;
	for (int pass = 0; pass < 2; pass++) {
		for (long i = 0; i < na; i++) {
			for (long j = 0; j < nb; j++) {
				if (pair_value(e->kind, a->lo + ia[i],
				    b->lo + ib[j], &v) < 0) {
					rc = too_much(c, e, TOO_LARGE, 0);
					goto done;
				}
				if (pass == 0) {
					lo = v < lo ? v : lo;
					hi = v > hi ? v : hi;
				} else
					out->p[v - lo] += a->p[ia[i]] *
					    b->p[ib[j]];
			}
		}
		if (pass == 0 && (rc = make(c, e, out, lo, hi)) != ST_OK)
			goto done;
	}
	out->rem = rem_both(a->rem, b->rem);
	trim(out);
done:
	free(ia);
	free(ib);
	return rc;
}

/* acc += x, widening acc. */
static int
add_into(struct ctx *c, const struct dice_expr *e, struct dist *acc,
    const struct dist *x)
{
	struct dist t;
	long lo, hi;
	int rc;

	if (x->n == 0)
		return ST_OK;
	lo = acc->n > 0 && acc->lo < x->lo ? acc->lo : x->lo;
	hi = x->lo + x->n - 1;
	if (acc->n > 0 && acc->lo + acc->n - 1 > hi)
		hi = acc->lo + acc->n - 1;
	if ((rc = charge(c, e, (double)(hi - lo + 1))) != ST_OK ||
	    (rc = make(c, e, &t, lo, hi)) != ST_OK)
		return rc;
	for (long i = 0; i < acc->n; i++)
		t.p[acc->lo - lo + i] += acc->p[i];
	for (long i = 0; i < x->n; i++)
		t.p[x->lo - lo + i] += x->p[i];
	dist_free(acc);
	*acc = t;
	return ST_OK;
}

/* The faces of one throw of t's die: those that stop (*stop) and those that
 * explode (*go), each with its probability. */
static int
faces_of(struct ctx *c, const struct dice_expr *t, struct dist *stop,
    struct dist *go)
{
	long lo = 1, hi = t->sides;
	int rc;

	*go = empty;
	if (t->die != DIE_STD) {
		lo = hi = t->faces[0];
		for (int i = 1; i < t->nfaces; i++) {
			lo = t->faces[i] < lo ? t->faces[i] : lo;
			hi = t->faces[i] > hi ? t->faces[i] : hi;
		}
	}
	if ((rc = make(c, t, stop, lo, hi)) != ST_OK ||
	    (rc = make(c, t, go, lo, hi)) != ST_OK)
		return rc;
	if (t->die == DIE_STD) {
		for (long i = 0; i < t->sides; i++)
			stop->p[i] = 1.0 / (double)t->sides;
		if (t->bang) {
			stop->p[t->sides - 1] = 0;
			go->p[t->sides - 1] = 1.0 / (double)t->sides;
		}
	} else {
		for (int i = 0; i < t->nfaces; i++)
			(t->explode[i] ? go : stop)->p[t->faces[i] - lo] += 1.0 /
			    t->nfaces;
	}
	trim(stop);
	trim(go);
	return ST_OK;
}

/* One die of term t, its explosions followed until less than DIST_EPS is
 * left in the chain. */
static int
die_of(struct ctx *c, const struct dice_expr *t, struct dist *out)
{
	struct dist stop, go, chain = empty, next, part;
	int rc;

	*out = empty;
	if ((rc = faces_of(c, t, &stop, &go)) != ST_OK)
		goto done;
	if (go.n == 0) {
		*out = stop;
		stop = empty;
		goto done;
	}
	/* chain: the sum so far of the dice still exploding. */
	if ((rc = point(c, t, 0, &chain)) != ST_OK)
		goto done;
	while (chain.n > 0 && mass(&chain) >= DIST_EPS) {
		if ((rc = conv(c, t, &chain, &stop, &part)) != ST_OK)
			goto done;
		rc = add_into(c, t, out, &part);
		dist_free(&part);
		if (rc != ST_OK || (rc = conv(c, t, &chain, &go, &next)) != ST_OK)
			goto done;
		dist_free(&chain);
		chain = next;
	}
	out->rem = mass(&chain);
done:
	if (rc != ST_OK)
		dist_free(out);
	dist_free(&stop);
	dist_free(&go);
	dist_free(&chain);
	return rc;
}

/* out = n independent copies of die added up; takes die. */
static int
power(struct ctx *c, const struct dice_expr *t, struct dist *die, int n,
    struct dist *out)
{
	struct dist sq;
	int rc;

	if ((rc = point(c, t, 0, out)) != ST_OK)
		goto done;
	while (n > 0) {
		if (n & 1) {
			if ((rc = conv(c, t, out, die, &sq)) != ST_OK)
				goto done;
			dist_free(out);
			*out = sq;
		}
		if ((n >>= 1) > 0) {
			if ((rc = conv(c, t, die, die, &sq)) != ST_OK)
				goto done;
			dist_free(die);
			*die = sq;
		}
	}
done:
	if (rc != ST_OK)
		dist_free(out);
	dist_free(die);
	return rc;
}

/* C(n, c) q^c times b^m, without underflow in between. */
static double
tail_term(double w, double b, long m)
{
	double lp;

	if (m == 0)
		return w;
	if (w == 0 || b == 0)
		return 0;
	lp = (double)m * log(b);
	return lp < -700 ? exp(log(w) + lp) : w * pow(b, (double)m);
}

/*
 * The sum of the k highest of n dice.  f[j][s]: the weight of having placed
 * the j highest dice (j < k, all kept) with kept sum j*lo + s, the others
 * still to come below the current value.  Placing c dice of value v weighs
 * C(n - j, c) P(v)^c; once k dice are placed the rest only need to fall
 * lower, which weighs P(below v)^(rest).  Takes die.
 */
static int
keep_high(struct ctx *c, const struct dice_expr *t, struct dist *die, int n,
    int k, struct dist *out)
{
	long w = die->n - 1, width = (long)(k - 1) * w + 1, m = nonzero(die);
	double *f = NULL, *below = NULL, *ws = NULL;
	unsigned char *live = NULL;
	int rc;

	if ((rc = make(c, t, out, (long)k * die->lo,
	    (long)k * (die->lo + w))) != ST_OK)
		goto done;
	if ((double)k * (double)width > (double)DIST_MAX_VALUES)
		rc = charge(c, t, DIST_MAX_WORK + 1);
	else
		rc = charge(c, t, (double)m * k * (n + (double)width * (k + 1) /
		    2));
	if (rc != ST_OK)
		goto done;
	f = calloc((size_t)k * (size_t)width, sizeof *f);
	below = calloc((size_t)die->n + 1, sizeof *below);
	ws = calloc((size_t)k, sizeof *ws);
	live = calloc((size_t)k, 1);
	if (f == NULL || below == NULL || ws == NULL || live == NULL) {
		rc = oom(c);
		goto done;
	}
	for (long i = 0; i < die->n; i++)
		below[i + 1] = below[i] + die->p[i];
	f[0] = 1;
	live[0] = 1;
	for (long i = die->n - 1; i >= 0; i--) {
		double q = die->p[i];

		if (q == 0)
			continue;
		for (int j = k - 1; j >= 0; j--) {
			double *row = f + (long)j * width, wc = 1, tail = 0;
			long len = (long)j * w + 1, rest = n - j;

			if (!live[j])
				continue;
			for (long cc = 0; cc <= rest; cc++) {
				if (cc >= k - j)
					tail += tail_term(wc, below[i], rest - cc);
				else
					ws[cc] = wc;
				wc = wc * (double)(rest - cc) / (double)(cc + 1) * q;
			}
			for (long s = 0; s < len; s++)
				out->p[s + (k - j) * i] += row[s] * tail;
			for (int cc = 1; cc < k - j; cc++) {
				double *to = f + (long)(j + cc) * width + cc * i;

				if (ws[cc] == 0)
					continue;
				for (long s = 0; s < len; s++)
					to[s] += row[s] * ws[cc];
				live[j + cc] = 1;
			}
		}
	}
	out->rem = -expm1((double)n * log1p(-die->rem));
	trim(out);
done:
	if (rc != ST_OK)
		dist_free(out);
	free(f);
	free(below);
	free(ws);
	free(live);
	dist_free(die);
	return rc;
}

static int
term_of(struct ctx *c, const struct dice_expr *t, struct dist *out)
{
	struct dist die;
	int rc;

	if ((rc = die_of(c, t, &die)) != ST_OK)
		return rc;
	if (t->keep == KEEP_ALL || t->k == t->count)
		return power(c, t, &die, t->count, out);
	if (t->keep == KEEP_HIGH)
		return keep_high(c, t, &die, t->count, t->k, out);
	/* The k lowest of X are minus the k highest of -X. */
	negate(&die);
	if ((rc = keep_high(c, t, &die, t->count, t->k, out)) == ST_OK)
		negate(out);
	return rc;
}

static int
node_of(struct ctx *c, const struct dice_expr *e, struct dist *out)
{
	struct dist a = empty, b = empty;
	int rc;

	*out = empty;
	switch (e->kind) {
	case DICE_NUM:
		return point(c, e, e->val, out);
	case DICE_TERM:
		return term_of(c, e, out);
	case DICE_NEG:
		if ((rc = node_of(c, e->l, out)) == ST_OK)
			negate(out);
		return rc;
	default:
		break;
	}
	if ((rc = node_of(c, e->l, &a)) != ST_OK ||
	    (rc = node_of(c, e->r, &b)) != ST_OK)
		goto done;
	switch (e->kind) {
	case DICE_SUB:
		negate(&b);
		/* FALLTHROUGH */
	case DICE_ADD:
		rc = conv(c, e, &a, &b, out);
		break;
	default:
		rc = pair(c, e, &a, &b, out);
		break;
	}
done:
	if (rc != ST_OK)
		dist_free(out);
	dist_free(&a);
	dist_free(&b);
	return rc;
}

int
dist_of(const struct dice_expr *e, struct dist *out, struct diag *d)
{
	struct ctx c = { d, 0 };

	return node_of(&c, e, out);
}

double
dist_mean(const struct dist *x)
{
	double s = 0, m = 0;

	for (long i = 0; i < x->n; i++) {
		s += x->p[i];
		m += (double)i * x->p[i];
	}
	return s > 0 ? (double)x->lo + m / s : 0;
}

enum cmp { LT, LE, EQ, NE, GE, GT };

int
dist_compare(const struct dist *a, const char *op, const struct dist *b,
    double *p, double *rem, struct diag *d)
{
	static const struct { const char *sym, *word; enum cmp cmp; } ops[] = {
		{ ">", "gt", GT }, { ">=", "ge", GE }, { "<", "lt", LT },
		{ "<=", "le", LE }, { "=", "eq", EQ }, { "!=", "ne", NE },
	};
	double *lt, *gt;	/* lt[k]: P(B < b->lo + k); gt[k]: P(B > ...) */
	enum cmp cmp;
	size_t i;

	*p = *rem = 0;
	for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
		if (strcmp(op, ops[i].sym) == 0 || strcmp(op, ops[i].word) == 0)
			break;
	if (i == sizeof ops / sizeof ops[0])
		return diag_set(d, ST_USAGE, "odds: unknown comparison '%s'; use "
		    "one of > >= < <= = !=", op);
	cmp = ops[i].cmp;
	lt = calloc((size_t)b->n + 1, sizeof *lt);
	gt = calloc((size_t)b->n + 1, sizeof *gt);
	if (lt == NULL || gt == NULL) {
		free(lt);
		free(gt);
		return diag_set(d, ST_ENV, "odds: out of memory");
	}
	for (long k = 0; k < b->n; k++)
		lt[k + 1] = lt[k] + b->p[k];
	for (long k = b->n - 1; k >= 0; k--)
		gt[k] = gt[k + 1] + b->p[k];
	for (long j = 0; j < a->n; j++) {
		/* k: index of the value a->lo + j in b, clamped to 0..n. */
		long k = a->lo + j - b->lo, kc = k < 0 ? 0 : k > b->n ? b->n : k;
		double below = lt[kc], eq = k >= 0 && k < b->n ? b->p[k] : 0;
		double above = k < 0 ? gt[0] : k >= b->n ? 0 : gt[k + 1], x;

		x = cmp == GT ? below : cmp == GE ? below + eq : cmp == LT ?
		    above : cmp == LE ? above + eq : cmp == EQ ? eq :
		    below + above;
		*p += a->p[j] * x;
	}
	free(lt);
	free(gt);
	*rem = rem_both(a->rem, b->rem);
	return ST_OK;
}
