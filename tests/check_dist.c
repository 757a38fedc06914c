/* check_dist.c: exact distributions against brute force, hand-computed
 * series and the limits. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dice.h"
#include "core/dice/dist.h"
#include "suites.h"

static const long blue_f[] = { 0, 0, 1, 1, 2, 2 };
static const unsigned char blue_x[] = { 0, 0, 0, 0, 0, 1 };
static const long red_f[] = { 1, 2, 3 };
static const struct die_faces blue = { 6, blue_f, blue_x };
static const struct die_faces red = { 3, red_f, NULL };

static const struct die_faces *
lookup(void *ctx, const char *name)
{
	(void)ctx;
	return strcmp(name, "blue") == 0 ? &blue : strcmp(name, "red") == 0 ?
	    &red : NULL;
}

static const struct dice_env env = { lookup, NULL };

static struct dice_expr *
parse_ok(const char *text)
{
	struct dice_expr *e = NULL;
	struct diag d;

	ck_assert_msg(dice_parse(text, &env, &e, &d) == ST_OK, "'%s': %s",
	    text, d.msg);
	return e;
}

static void
dist_ok(const char *text, struct dist *x)
{
	struct dice_expr *e = parse_ok(text);
	struct diag d;

	ck_assert_msg(dist_of(e, x, &d) == ST_OK, "'%s': %s", text, d.msg);
	dice_free(e);
}

/* P(X = v) from a distribution, 0 outside it. */
static double
at(const struct dist *x, long v)
{
	return v >= x->lo && v < x->lo + x->n ? x->p[v - x->lo] : 0;
}

/*
 * The brute-force enumerator: every face of every die of the expression,
 * jointly, evaluated straight from the tree.  An exploding die (one
 * exploding value x on e of its n faces) is listed as the values k*x + f,
 * f a plain face, with probability (e/n)^k / n, for every level k whose
 * chance (e/n)^k is still at least 1e-12.
 */
#define SPAN 2000		/* values from -SPAN to SPAN */

struct entry {
	long v;
	double p;
};

struct die_list {
	const struct dice_expr *t;
	struct entry *v;
	int n;
	double rem;
};

struct brute {
	struct die_list term[16];
	int nterms;
	int pick[64];		/* per die of the expression: an entry */
	long value[16];		/* per term: the kept sum */
	double p[2 * SPAN + 1];
	double rem;
};

static void
die_list(struct die_list *l, const struct dice_expr *t)
{
	long f[1000], x = 0;
	int n, e = 0, plain = 0;

	if (t->die == DIE_STD) {
		n = (int)t->sides;
		for (int i = 0; i < n; i++)
			f[i] = i + 1;
	} else {
		n = t->nfaces;
		memcpy(f, t->faces, (size_t)n * sizeof *f);
	}
	for (int i = 0; i < n; i++) {
		int boom = t->die == DIE_STD ? t->bang && i == n - 1 :
		    t->explode[i];

		if (boom) {
			e++;
			x = f[i];
		} else
			f[plain++] = f[i];
	}
	l->t = t;
	l->n = 0;
	l->v = calloc(100000, sizeof *l->v);
	l->rem = 1;
	for (int k = 0; ; k++) {
		double level = pow((double)e / n, k);

		if (e == 0 ? k > 0 : level < 1e-12) {
			l->rem = e == 0 ? 0 : level;
			break;
		}
		for (int i = 0; i < plain; i++)
			l->v[l->n++] = (struct entry){ k * x + f[i], level / n };
	}
}

static void
collect(struct brute *b, const struct dice_expr *e)
{
	if (e == NULL)
		return;
	if (e->kind == DICE_TERM)
		die_list(&b->term[b->nterms++], e);
	collect(b, e->l);
	collect(b, e->r);
}

static int
cmp_desc(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x < y) - (x > y);
}

static long
eval(const struct brute *b, const struct dice_expr *e)
{
	long l, r, q;

	switch (e->kind) {
	case DICE_NUM:
		return e->val;
	case DICE_TERM:
		return b->value[e->term];
	case DICE_NEG:
		return -eval(b, e->l);
	default:
		break;
	}
	l = eval(b, e->l);
	r = eval(b, e->r);
	switch (e->kind) {
	case DICE_ADD:
		return l + r;
	case DICE_SUB:
		return l - r;
	case DICE_MUL:
		return l * r;
	default:
		q = (long)floor((double)l / (double)r);
		return q;
	}
}

static void
brute_run(struct brute *b, const struct dice_expr *e)
{
	int ndice = 0;

	memset(b, 0, sizeof *b);
	collect(b, e);
	/* 1 - product of (1 - r) over the dice, without cancellation. */
	for (int t = 0; t < b->nterms; t++) {
		ndice += b->term[t].t->count;
		b->rem += b->term[t].t->count * log1p(-b->term[t].rem);
	}
	b->rem = -expm1(b->rem);
	for (;;) {
		double p = 1;
		int die = 0;
		long v;

		for (int t = 0; t < b->nterms; t++) {
			const struct die_list *l = &b->term[t];
			long vals[64];
			int keep = l->t->keep == KEEP_ALL ? l->t->count : l->t->k;

			for (int i = 0; i < l->t->count; i++, die++) {
				vals[i] = l->v[b->pick[die]].v;
				p *= l->v[b->pick[die]].p;
			}
			qsort(vals, (size_t)l->t->count, sizeof *vals, cmp_desc);
			b->value[l->t->term] = 0;
			for (int i = 0; i < keep; i++)
				b->value[l->t->term] += l->t->keep == KEEP_LOW ?
				    vals[l->t->count - 1 - i] : vals[i];
		}
		v = eval(b, e);
		ck_assert(v >= -SPAN && v <= SPAN);
		b->p[v + SPAN] += p;
		/* Next combination, the last die fastest. */
		die = ndice - 1;
		for (int t = b->nterms - 1; t >= 0 && die >= 0; t--) {
			int i;

			for (i = 0; i < b->term[t].t->count; i++, die--) {
				if (++b->pick[die] < b->term[t].n)
					break;
				b->pick[die] = 0;
			}
			if (i < b->term[t].t->count)
				break;
		}
		if (die < 0)
			break;
	}
	for (int t = 0; t < b->nterms; t++)
		free(b->term[t].v);
}

static const char *const brute_cases[] = {
	"2d6", "3d6", "3d6kh2", "4d6kh3", "3d6kl1", "d{0,1,1,2}",
	"2d{1,1,2}+d4-3", "d6*d4", "(2d6)/3", "-d6/2", "3d4kh2-2d3", "5d4kl3",
	"4d{-1,0,0,1}kh2", "2d6-d6*2", "d8/d3", "-d8/d3", "d6/-d3",
	"(d4-2)*(d4-2)", "6d4kh3", "2d20kl1", "5d6kh1", "4d6kh4", "3d4kl3",
	"2d10kh1-2d10kl1", "d{-3,0,2}*2d{-1,1}kh1", "2red*d{-2,3}", "2d{3,3,3}",
	"d1*7", "7", "-3", "d6-d6", "(d6+1)*2", "10-(2d6+3)/-2", "3red kl2",
	"d{0,1,1,2*}+d6", "2blue", "3bluekh2", "2blue kl1", "2d6!kh1",
	"d6!-d6!", "2d6!kl1+d6", "d{5,-5*,0}+d4", "2d{1,3*,3*}kh1-d4",
};

START_TEST(test_brute_force)
{
	const char *text = brute_cases[_i];
	struct dice_expr *e = parse_ok(text);
	struct brute *b = calloc(1, sizeof *b);
	struct dist x;
	struct diag d;

	ck_assert_msg(dist_of(e, &x, &d) == ST_OK, "'%s': %s", text, d.msg);
	brute_run(b, e);
	ck_assert_msg(x.n > 0 && x.p[0] > 0 && x.p[x.n - 1] > 0,
	    "'%s' not trimmed", text);
	for (long v = -SPAN; v <= SPAN; v++)
		ck_assert_msg(fabs(at(&x, v) - b->p[v + SPAN]) <= 1e-12,
		    "'%s': P(%ld) = %.17g, brute force %.17g", text, v, at(&x, v),
		    b->p[v + SPAN]);
	ck_assert_msg(fabs(x.rem - b->rem) <= 1e-18, "'%s': rem %.17g, brute "
	    "force %.17g", text, x.rem, b->rem);
	ck_assert_double_lt(x.rem, 1e-11);
	free(b);
	dist_free(&x);
	dice_free(e);
}
END_TEST

/* d6!: 6k + f (f = 1..5) with probability 6^-(k+1), for k as long as
 * 6^-k >= 1e-12, i.e. k = 0..15; left over 6^-16. */
START_TEST(test_explode_series)
{
	struct dist x;
	int levels = 0;

	dist_ok("d6!", &x);
	while (pow(6, -levels) >= 1e-12)
		levels++;
	ck_assert_int_eq(levels, 16);
	ck_assert_int_eq(x.lo, 1);
	ck_assert_int_eq(x.n, 6 * 15 + 5);
	for (long v = 1; v <= 6 * 15 + 5; v++) {
		double want = v % 6 == 0 ? 0 : pow(6, -(v / 6 + 1));

		ck_assert_msg(fabs(at(&x, v) - want) <= 1e-12 * want + 1e-300,
		    "d6! P(%ld) = %.17g, want %.17g", v, at(&x, v), want);
	}
	ck_assert_double_eq_tol(x.rem, pow(6, -16), 1e-25);
	ck_assert_double_lt(x.rem, 1e-12);
	ck_assert_double_eq_tol(dist_mean(&x), 4.2, 1e-9);
	dist_free(&x);

	/* d{0,1,1,2*}: 2k with 4^-(k+1), 2k+1 with 2 * 4^-(k+1), k = 0..19. */
	dist_ok("d{0,1,1,2*}", &x);
	ck_assert_int_eq(x.lo, 0);
	ck_assert_int_eq(x.n, 40);
	for (long v = 0; v < 40; v++) {
		double want = (v % 2 ? 2 : 1) * pow(4, -(v / 2 + 1));

		ck_assert_msg(fabs(at(&x, v) - want) <= 1e-12 * want,
		    "d{0,1,1,2*} P(%ld) = %.17g, want %.17g", v, at(&x, v),
		    want);
	}
	ck_assert_double_eq_tol(x.rem, pow(4, -20), 1e-25);
	ck_assert_double_eq_tol(dist_mean(&x), 4.0 / 3, 1e-9);
	dist_free(&x);

	/* Three of them: the remainders combine to 1 - (1 - r)^3. */
	dist_ok("3d{0,1,1,2*}", &x);
	ck_assert_double_eq_tol(x.rem, -expm1(3 * log1p(-pow(4, -20))), 1e-24);
	ck_assert_double_lt(x.rem, 3e-12);
	dist_free(&x);
}
END_TEST

START_TEST(test_mean)
{
	static const struct { const char *text; double mean; } cases[] = {
		{ "2d6", 7 }, { "4d6kh3", 15869.0 / 1296 }, { "3d6kl1", 441.0 / 216 },
		{ "d20kh1", 10.5 }, { "2d20kh1", 13.825 }, { "-d6/2", -2 },
		{ "100d6-100d6", 0 }, { "5", 5 }, { "1000d6", 3500 },
	};
	struct dist x;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		dist_ok(cases[i].text, &x);
		ck_assert_msg(fabs(dist_mean(&x) - cases[i].mean) <= 1e-9,
		    "mean of '%s' = %.17g, want %.17g", cases[i].text,
		    dist_mean(&x), cases[i].mean);
		dist_free(&x);
	}
	x = (struct dist){ 0, 0, NULL, 0 };
	ck_assert_double_eq(dist_mean(&x), 0);
}
END_TEST

/* P(A op B) by a double loop over both distributions. */
static double
compare_loop(const struct dist *a, const char *op, const struct dist *b)
{
	double s = 0;

	for (long i = 0; i < a->n; i++)
		for (long j = 0; j < b->n; j++) {
			long x = a->lo + i, y = b->lo + j;
			int holds = strcmp(op, ">") == 0 ? x > y :
			    strcmp(op, ">=") == 0 ? x >= y :
			    strcmp(op, "<") == 0 ? x < y :
			    strcmp(op, "<=") == 0 ? x <= y :
			    strcmp(op, "=") == 0 ? x == y : x != y;

			if (holds)
				s += a->p[i] * b->p[j];
		}
	return s;
}

START_TEST(test_compare)
{
	static const char *const pairs[][2] = {
		{ "d6", "d6" }, { "d4-3", "-d4" }, { "-d4", "d4-3" },
		{ "d4+10", "d6" }, { "d6", "d4+10" }, { "d{1,1,1,2}", "d{1,2}" },
		{ "3d6kh2", "2d6" }, { "5", "d6" }, { "-2d6", "-7" },
		{ "2d6!", "3d6" },
	};
	static const char *const sym[] = { ">", ">=", "<", "<=", "=", "!=" };
	static const char *const word[] = { "gt", "ge", "lt", "le", "eq", "ne" };
	struct dist a, b;
	struct diag d;
	double p, q, rem;

	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		dist_ok(pairs[i][0], &a);
		dist_ok(pairs[i][1], &b);
		for (int k = 0; k < 6; k++) {
			double want = compare_loop(&a, sym[k], &b);

			ck_assert_int_eq(dist_compare(&a, sym[k], &b, &p, &rem,
			    &d), ST_OK);
			ck_assert_int_eq(dist_compare(&a, word[k], &b, &q, &rem,
			    &d), ST_OK);
			ck_assert_msg(fabs(p - want) <= 1e-12, "%s %s %s: %.17g, "
			    "want %.17g", pairs[i][0], sym[k], pairs[i][1], p,
			    want);
			ck_assert_double_eq(p, q);
			ck_assert_double_eq(rem, a.rem + b.rem - a.rem * b.rem);
		}
		dist_free(&a);
		dist_free(&b);
	}
	/* Exact values where they are simple. */
	dist_ok("d6", &a);
	dist_ok("d6", &b);
	dist_compare(&a, ">", &b, &p, &rem, &d);
	ck_assert_double_eq_tol(p, 15.0 / 36, 1e-15);
	dist_compare(&a, "=", &b, &p, &rem, &d);
	ck_assert_double_eq_tol(p, 6.0 / 36, 1e-15);
	ck_assert_double_eq(rem, 0);
	dist_free(&b);
	dist_ok("d4+10", &b);
	dist_compare(&b, ">", &a, &p, &rem, &d);
	ck_assert_double_eq_tol(p, 1, 1e-15);
	dist_compare(&b, "<=", &a, &p, &rem, &d);
	ck_assert_double_eq(p, 0);
	/* Unknown comparisons. */
	ck_assert_int_eq(dist_compare(&a, "=>", &b, &p, &rem, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: unknown comparison '=>'; use one of > >= "
	    "< <= = !=");
	ck_assert_int_eq(dist_compare(&a, "==", &b, &p, &rem, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: unknown comparison '=='; use one of > >= "
	    "< <= = !=");
	dist_free(&a);
	dist_free(&b);
	/* With exploding dice the remainder bounds what is left out. */
	dist_ok("d6!", &a);
	dist_ok("d6", &b);
	dist_compare(&a, ">=", &b, &p, &rem, &d);
	ck_assert_double_eq(rem, a.rem);
	ck_assert_double_gt(rem, 0);
	ck_assert_double_le(p, 1);
	ck_assert_double_ge(p + rem, compare_loop(&a, ">=", &b));
	dist_free(&a);
	dist_free(&b);
}
END_TEST

static const struct { const char *text, *msg; } refused[] = {
	{ "d6*1000000", "odds: the distribution of 'd6*1000000' would span "
	  "5000001 values; the limit is 4000000" },
	{ "2*(d6*1000000)", "odds: the distribution of 'd6*1000000' would span "
	  "5000001 values; the limit is 4000000" },
	{ "d6*1000000000000", "odds: the value of 'd6*1000000000000' would pass "
	  "1000000000000 either way" },
	{ "1000000000000+d6", "odds: the value of '1000000000000+d6' would pass "
	  "1000000000000 either way" },
	{ "d6/(d3-2)", "odds: 'd6/(d3-2)' can divide by zero" },
	{ "3d1000000", "odds: computing '3d1000000' exactly would take too long; "
	  "use fewer or smaller dice" },
	{ "1000d6kh500", "odds: computing '1000d6kh500' exactly would take too "
	  "long; use fewer or smaller dice" },
	{ "d{0,1000000000000}", "odds: the distribution of 'd{0,1000000000000}' "
	  "would span 1000000000001 values; the limit is 4000000" },
};

START_TEST(test_refused)
{
	struct dice_expr *e = parse_ok(refused[_i].text);
	struct dist x;
	struct diag d;

	ck_assert_int_eq(dist_of(e, &x, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, refused[_i].msg);
	ck_assert_ptr_null(x.p);
	ck_assert_int_eq(x.n, 0);
	dice_free(e);
}
END_TEST

/* Large but allowed: sums to 1, and symmetric where it should be. */
START_TEST(test_large)
{
	struct dist x;
	double s = 0;

	dist_ok("100d6-100d6", &x);
	ck_assert_int_eq(x.lo, -500);
	ck_assert_int_eq(x.n, 1001);
	for (long i = 0; i < x.n; i++) {
		s += x.p[i];
		ck_assert_double_eq_tol(x.p[i], x.p[x.n - 1 - i], 1e-15);
	}
	ck_assert_double_eq_tol(s, 1, 1e-12);
	dist_free(&x);
	dist_ok("10d6kh3", &x);
	ck_assert_int_eq(x.lo, 3);
	ck_assert_int_eq(x.n, 16);
	/* All three kept dice are 1 only if all ten dice are. */
	ck_assert_double_eq_tol(x.p[0], pow(6, -10), 1e-20);
	/* 18: at least three sixes. */
	ck_assert_double_eq_tol(x.p[15], 1 - pow(5.0 / 6, 10) - 10 *
	    pow(5.0 / 6, 9) / 6 - 45 * pow(5.0 / 6, 8) / 36, 1e-14);
	dist_free(&x);
	dist_ok("5d20kh1", &x);
	for (long v = 1; v <= 20; v++)
		ck_assert_double_eq_tol(at(&x, v), pow(v / 20.0, 5) -
		    pow((v - 1) / 20.0, 5), 1e-15);
	dist_free(&x);
}
END_TEST

Suite *
suite_dist(void)
{
	Suite *s = suite_create("dist");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_brute_force, 0, sizeof brute_cases /
	    sizeof brute_cases[0]);
	tcase_add_test(tc, test_explode_series);
	tcase_add_test(tc, test_mean);
	tcase_add_test(tc, test_compare);
	tcase_add_loop_test(tc, test_refused, 0, sizeof refused /
	    sizeof refused[0]);
	tcase_add_test(tc, test_large);
	suite_add_tcase(s, tc);
	return s;
}
