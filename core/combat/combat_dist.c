/* combat_dist.c: the exact distribution of one round of a declared combat.
 *
 * A die is a law: its distinct values with their probabilities and, when
 * it is one die without exploding faces, the number of faces showing each
 * (so that outcomes can be counted exactly: 2275 of 7776).  Pairwise
 * rounds go over the sorted multisets of each side's dice, highest value
 * first, the way icepool evaluates a pool: n dice of k distinct values
 * have C(n + k - 1, n) multisets, each weighted by its multinomial count,
 * and only the highest dice that get compared are kept. */
#include "core/combat/combat.h"
#include "core/combat/combat_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dist.h"

#define WORK_MAX 4000000L	/* multisets of one side */
#define PAIRS_MAX 5e7	/* pairs of the two sides' top dice */
#define SUMS_MAX 4e6	/* outcomes of a sum combat: pairs of the two
			   sides' kills (of as many sums with divisor 1) */

struct law {
	int n;			/* distinct values, ascending */
	long *v;
	double *p;
	unsigned long long *c;	/* faces per value (exact), or NULL */
	unsigned long long total;	/* faces of the die (exact), or 0 */
	double rem;
};

static void
law_free(struct law *l)
{
	free(l->v);
	free(l->p);
	free(l->c);
	memset(l, 0, sizeof *l);
}

static int
oom(struct diag *d)
{
	return diag_set(d, ST_ENV, "odds: out of memory");
}

/* The law of one die given as text ("d6", "blue", "d{0,1,1,2*}"). */
static int
law_of(const char *die, const struct dice_env *env, struct law *l,
    struct diag *d)
{
	struct dice_expr *e = NULL;
	struct dist x;
	int r;

	memset(l, 0, sizeof *l);
	if ((r = dice_parse(die, env, &e, d)) != ST_OK)
		return r;
	if ((r = dist_of(e, &x, d)) != ST_OK) {
		dice_free(e);
		return r;
	}
	for (long i = 0; i < x.n; i++)
		if (x.p[i] > 0)
			l->n++;
	l->v = calloc((size_t)l->n, sizeof *l->v);
	l->p = calloc((size_t)l->n, sizeof *l->p);
	if (l->v == NULL || l->p == NULL) {
		dist_free(&x);
		dice_free(e);
		law_free(l);
		return oom(d);
	}
	for (long i = 0, k = 0; i < x.n; i++)
		if (x.p[i] > 0) {
			l->v[k] = x.lo + i;
			l->p[k++] = x.p[i];
		}
	l->rem = x.rem;
	dist_free(&x);
	/* one die without explosions: count its faces */
	if (e->kind == DICE_TERM && e->count == 1 && e->keep == KEEP_ALL &&
	    !e->bang && (l->c = calloc((size_t)l->n, sizeof *l->c)) != NULL) {
		int ok = 1;
		if (e->die == DIE_STD) {
			for (int k = 0; k < l->n; k++)
				l->c[k] = 1;
			l->total = (unsigned long long)e->sides;
		} else {
			for (int f = 0; f < e->nfaces; f++) {
				int k;
				if (e->explode != NULL && e->explode[f])
					ok = 0;
				for (k = 0; k < l->n && l->v[k] != e->faces[f];
				    k++)
					;
				if (k < l->n)
					l->c[k]++;
			}
			l->total = (unsigned long long)e->nfaces;
		}
		if (!ok) {
			free(l->c);
			l->c = NULL;
			l->total = 0;
		}
	}
	dice_free(e);
	return ST_OK;
}

/* --- the outcomes, gathered -------------------------------------------- */

struct gather {
	struct combat_dist *out;
	int cap;
	int exact;
	/* the outcomes by their losses, open addressing: index + 1, or 0
	 * (freed by gather_free); a linear search made a sum combat of
	 * 16 d20 against 40, 232,000 outcomes, take minutes */
	int *slot, nslot;
};

static unsigned long
gather_hash(long la, long ld)
{
	return (unsigned long)la * 2654435761UL ^ (unsigned long)ld *
	    40503UL;
}

/* The slots again, twice as many, when half are taken. */
static int
gather_rehash(struct gather *g)
{
	int n = g->nslot ? 2 * g->nslot : 64, *s = calloc((size_t)n,
	    sizeof *s);

	if (s == NULL)
		return -1;
	for (int i = 0; i < g->out->n; i++) {
		unsigned long h = gather_hash(g->out->v[i].loss[0],
		    g->out->v[i].loss[1]) & (unsigned long)(n - 1);
		while (s[h] != 0)
			h = (h + 1) & (unsigned long)(n - 1);
		s[h] = i + 1;
	}
	free(g->slot);
	g->slot = s;
	g->nslot = n;
	return 0;
}

static void
gather_free(struct gather *g)
{
	free(g->slot);
	g->slot = NULL;
	g->nslot = 0;
}

static int
gather_add(struct gather *g, long la, long ld, double p,
    unsigned long long cnt)
{
	struct combat_dist *o = g->out;
	unsigned long h;
	int i;

	if (2 * o->n >= g->nslot && gather_rehash(g) != 0)
		return -1;
	h = gather_hash(la, ld) & (unsigned long)(g->nslot - 1);
	while (g->slot[h] != 0 && (o->v[g->slot[h] - 1].loss[0] != la ||
	    o->v[g->slot[h] - 1].loss[1] != ld))
		h = (h + 1) & (unsigned long)(g->nslot - 1);
	i = g->slot[h] != 0 ? g->slot[h] - 1 : o->n;
	if (i == o->n) {
		if (o->n == g->cap) {
			int cap = g->cap ? g->cap * 2 : 16;
			struct combat_outcome *v = realloc(o->v,
			    (size_t)cap * sizeof *v);
			if (v == NULL)
				return -1;
			o->v = v;
			g->cap = cap;
		}
		o->v[i] = (struct combat_outcome){ { la, ld }, 0, 0 };
		o->n++;
		g->slot[h] = i + 1;
	}
	o->v[i].p += p;
	if (g->exact && __builtin_add_overflow(o->v[i].count, cnt,
	    &o->v[i].count))
		g->exact = 0;
	return 0;
}

static int
outcome_cmp(const void *x, const void *y)
{
	const struct combat_outcome *a = x, *b = y;

	if (a->loss[0] != b->loss[0])
		return a->loss[0] < b->loss[0] ? -1 : 1;
	return a->loss[1] < b->loss[1] ? -1 : a->loss[1] > b->loss[1];
}

/* --- pairwise: the highest m of n dice ---------------------------------- */

struct tops {
	int m, n;		/* entries of m values each */
	long *v;		/* n * m */
	double *p;
	unsigned long long *c;
	int cap;
	int exact;
	long work;
	/* the entries by their values, open addressing: index + 1, or 0;
	 * a linear search made many dice of many faces take hours */
	int *slot, nslot;
};

static unsigned long
tops_hash(const long *vals, int m)
{
	unsigned long h = 14695981039346656037UL;

	for (int i = 0; i < m; i++)
		h = (h ^ (unsigned long)vals[i]) * 1099511628211UL;
	return h;
}

/* The slot of vals: its entry's, or the empty one it would take. */
static int
tops_slot(const struct tops *t, const long *vals)
{
	unsigned long h = tops_hash(vals, t->m) & (unsigned long)(t->nslot - 1);

	while (t->slot[h] != 0 && memcmp(t->v + (size_t)(t->slot[h] - 1) *
	    (size_t)t->m, vals, (size_t)t->m * sizeof *vals) != 0)
		h = (h + 1) & (unsigned long)(t->nslot - 1);
	return (int)h;
}

/* Room for one more entry at most half full. */
static int
tops_rehash(struct tops *t)
{
	int n = t->nslot ? t->nslot : 64, *old = t->slot;

	if (2 * (t->n + 1) <= t->nslot)
		return 0;
	while (2 * (t->n + 1) > n)
		n *= 2;
	if ((t->slot = calloc((size_t)n, sizeof *t->slot)) == NULL) {
		t->slot = old;
		return -1;
	}
	t->nslot = n;
	for (int i = 0; i < t->n; i++)
		t->slot[tops_slot(t, t->v + (size_t)i * (size_t)t->m)] = i + 1;
	free(old);
	return 0;
}

static int
tops_add(struct tops *t, const long *vals, double p, unsigned long long c)
{
	int h;

	if (tops_rehash(t) != 0)
		return -1;
	h = tops_slot(t, vals);
	if (t->slot[h] != 0) {
		int i = t->slot[h] - 1;
		t->p[i] += p;
		if (t->exact && __builtin_add_overflow(t->c[i], c, &t->c[i]))
			t->exact = 0;
		return 0;
	}
	if (t->n == t->cap) {
		int cap = t->cap ? t->cap * 2 : 32;
		long *v = realloc(t->v, (size_t)cap * (size_t)(t->m ? t->m : 1)
		    * sizeof *v);
		double *p2;
		unsigned long long *c2;
		if (v == NULL)
			return -1;
		t->v = v;
		if ((p2 = realloc(t->p, (size_t)cap * sizeof *p2)) == NULL)
			return -1;
		t->p = p2;
		if ((c2 = realloc(t->c, (size_t)cap * sizeof *c2)) == NULL)
			return -1;
		t->c = c2;
		t->cap = cap;
	}
	memcpy(t->v + (size_t)t->n * (size_t)t->m, vals, (size_t)t->m *
	    sizeof *vals);
	t->p[t->n] = p;
	t->c[t->n] = c;
	t->slot[h] = ++t->n;
	return 0;
}

/* Place the remaining r dice on values j, j-1, ... 0 (highest first). */
static int
tops_walk(struct tops *t, const struct law *l, int j, long r, long placed,
    long *vals, double p, unsigned long long c, double multi,
    unsigned long long mcount)
{
	double pk = 1;
	unsigned long long ck = 1;
	long binom = 1;

	if (++t->work > WORK_MAX)
		return -2;
	if (r == 0) {
		unsigned long long w = 0;
		if (t->exact && __builtin_mul_overflow(c, mcount, &w))
			t->exact = 0;
		return tops_add(t, vals, p * multi, w);
	}
	if (j < 0)
		return 0;
	if (j == 0) {
		/* all the rest show the lowest value */
		for (long k = 0; k < r; k++) {
			pk *= l->p[0];
			if (t->exact && (l->c == NULL ||
			    __builtin_mul_overflow(ck, l->c[0], &ck)))
				t->exact = 0;
			if (placed + k < t->m)
				vals[placed + k] = l->v[0];
		}
		{
			unsigned long long w = 0;
			if (t->exact && (__builtin_mul_overflow(c, ck, &w) ||
			    __builtin_mul_overflow(w, mcount, &w)))
				t->exact = 0;
			return tops_add(t, vals, p * pk * multi, w);
		}
	}
	/* k dice on value j: C(r, k) ways to choose them */
	for (long k = 0; k <= r; k++) {
		unsigned long long nc, nm;
		int st;
		if (k > 0) {
			pk *= l->p[j];
			if (t->exact && (l->c == NULL ||
			    __builtin_mul_overflow(ck, l->c[j], &ck)))
				t->exact = 0;
			binom = binom * (r - k + 1) / k;
			if (placed + k - 1 < t->m)
				vals[placed + k - 1] = l->v[j];
		}
		nc = 0;
		nm = 0;
		if (t->exact && (__builtin_mul_overflow(c, ck, &nc) ||
		    __builtin_mul_overflow(mcount, (unsigned long long)binom,
		    &nm)))
			t->exact = 0;
		st = tops_walk(t, l, j - 1, r - k, placed + k, vals, p * pk,
		    nc, multi * (double)binom, nm);
		if (st != 0)
			return st;
	}
	return 0;
}

static void
tops_free(struct tops *t)
{
	free(t->v);
	free(t->p);
	free(t->c);
	free(t->slot);
}

static int
tops_of(const struct law *l, long n, long m, struct tops *t, struct diag *d)
{
	long vals[COMBAT_MAX_DICE];
	int st;

	memset(t, 0, sizeof *t);
	t->m = (int)m;
	t->exact = l->c != NULL;
	st = tops_walk(t, l, l->n - 1, n, 0, vals, 1, 1, 1, 1);
	if (st != 0)
		tops_free(t);
	if (st == -2)
		return diag_set(d, ST_USAGE, "odds: %ld dice of %d values are "
		    "too many to follow exactly", n, l->n);
	if (st != 0)
		return oom(d);
	return ST_OK;
}

/* What tops_of would do, known before it does it: *work, the calls of
 * tops_walk, and *entries, the tops it keeps.  Every value of a law has
 * some probability and n >= m, so every multiset of m of its k values is
 * the top of some throw: C(k + m - 1, m) entries (saturated).  A table
 * too big to follow is refused before it is built, not after it took a
 * gigabyte. */
static int
tops_size(const struct law *l, long n, long m, double *work,
    unsigned long long *entries)
{
	double *w[2];
	unsigned long long e = l->n > 0;

	w[0] = calloc((size_t)n + 1, sizeof *w[0]);
	w[1] = calloc((size_t)n + 1, sizeof *w[1]);
	if (w[0] == NULL || w[1] == NULL) {
		free(w[0]);
		free(w[1]);
		return -1;
	}
	/* w(j, r) = 1 when r == 0 or j <= 0, else 1 + sum of w(j - 1, t)
	 * for t = 0..r, as tops_walk recurses */
	for (long r = 0; r <= n; r++)
		w[0][r] = 1;
	for (int j = 1; j < l->n; j++) {
		double sum = 0, *prev = w[(j - 1) & 1], *cur = w[j & 1];
		for (long r = 0; r <= n; r++) {
			sum += prev[r];
			cur[r] = r == 0 ? 1 : 1 + sum;
		}
	}
	*work = w[(l->n > 0 ? l->n - 1 : 0) & 1][n];
	free(w[0]);
	free(w[1]);
	for (long i = 1; i <= m && e != 0; i++) {
		/* C(k - 1 + i, i) = C(k - 2 + i, i - 1) * (k - 1 + i) / i */
		if (__builtin_mul_overflow(e, (unsigned long long)(l->n - 1 + i),
		    &e)) {
			e = ~0ULL;
			break;
		}
		e /= (unsigned long long)i;
	}
	*entries = e;
	return 0;
}

static int
round_pairwise(const struct combat_decl *c, const struct law *la, long na,
    const struct law *ld, long nd, struct gather *g, struct diag *d)
{
	long m = na < nd ? na : nd;
	struct tops ta, td;
	double wa, wd;
	unsigned long long ea, ed;
	int r;

	if (tops_size(la, na, m, &wa, &ea) != 0 ||
	    tops_size(ld, nd, m, &wd, &ed) != 0)
		return oom(d);
	if (wa > WORK_MAX || wd > WORK_MAX)
		return diag_set(d, ST_USAGE, "odds: %ld dice of %d values are "
		    "too many to follow exactly", wa > WORK_MAX ? na : nd,
		    wa > WORK_MAX ? la->n : ld->n);
	if ((double)ea * (double)ed > PAIRS_MAX)
		return diag_set(d, ST_USAGE, "odds: %ld dice against %ld are "
		    "too many to follow exactly", na, nd);
	if ((r = tops_of(la, na, m, &ta, d)) != ST_OK)
		return r;
	if ((r = tops_of(ld, nd, m, &td, d)) != ST_OK) {
		tops_free(&ta);
		return r;
	}
	/* each side's tops may be few enough, and their pairs not */
	if ((double)ta.n * (double)td.n > PAIRS_MAX)
		r = diag_set(d, ST_USAGE, "odds: %ld dice against %ld are too "
		    "many to follow exactly", na, nd);
	g->exact = g->exact && ta.exact && td.exact;
	for (int i = 0; i < ta.n && r == ST_OK; i++)
		for (int j = 0; j < td.n; j++) {
			long loss[2];
			unsigned long long cnt = 0;
			combat_pairwise_losses(c, ta.v + (size_t)i * (size_t)m,
			    m, td.v + (size_t)j * (size_t)m, m, loss);
			if (g->exact && __builtin_mul_overflow(ta.c[i], td.c[j],
			    &cnt))
				g->exact = 0;
			if (gather_add(g, loss[0], loss[1], ta.p[i] * td.p[j],
			    cnt) != 0) {
				r = oom(d);
				break;
			}
		}
	tops_free(&ta);
	tops_free(&td);
	return r;
}

/* --- sums: n dice added up ------------------------------------------------ */

/* The law of the sum of n dice of law l, by repeated convolution. */
static int
law_sum(const struct law *l, long n, struct law *out, struct diag *d)
{
	long lo = n * l->v[0], hi = n * l->v[l->n - 1], span = hi - lo + 1;
	double *p = NULL, *q = NULL;
	unsigned long long *c = NULL, *cq = NULL;
	int exact = l->c != NULL, r = ST_OK;

	memset(out, 0, sizeof *out);
	if (span > 100000)
		return diag_set(d, ST_USAGE, "odds: a sum of %ld dice spans too "
		    "many values", n);
	p = calloc((size_t)span, sizeof *p);
	q = calloc((size_t)span, sizeof *q);
	c = calloc((size_t)span, sizeof *c);
	cq = calloc((size_t)span, sizeof *cq);
	if (!p || !q || !c || !cq) {
		r = oom(d);
		goto done;
	}
	p[0] = 1;
	c[0] = 1;
	for (long k = 0; k < n; k++) {
		/* p: sums of k dice, from k * v[0] */
		long base = k * l->v[0], width = k * (l->v[l->n - 1] -
		    l->v[0]) + 1;
		memset(q, 0, (size_t)span * sizeof *q);
		memset(cq, 0, (size_t)span * sizeof *cq);
		for (long i = 0; i < width; i++) {
			if (p[i] == 0)
				continue;
			for (int f = 0; f < l->n; f++) {
				long at = base + i + l->v[f] - (base + l->v[0]);
				unsigned long long t;
				q[at] += p[i] * l->p[f];
				if (exact && (__builtin_mul_overflow(c[i],
				    l->c[f], &t) || __builtin_add_overflow(
				    cq[at], t, &cq[at])))
					exact = 0;
			}
		}
		memcpy(p, q, (size_t)span * sizeof *p);
		memcpy(c, cq, (size_t)span * sizeof *c);
	}
	for (long i = 0; i < span; i++)
		if (p[i] > 0)
			out->n++;
	out->v = calloc((size_t)out->n, sizeof *out->v);
	out->p = calloc((size_t)out->n, sizeof *out->p);
	if (exact)
		out->c = calloc((size_t)out->n, sizeof *out->c);
	if (!out->v || !out->p || (exact && !out->c)) {
		law_free(out);
		r = oom(d);
		goto done;
	}
	for (long i = 0, k = 0; i < span; i++)
		if (p[i] > 0) {
			out->v[k] = lo + i;
			out->p[k] = p[i];
			if (exact)
				out->c[k] = c[i];
			k++;
		}
	out->rem = l->rem;
done:
	free(p);
	free(q);
	free(c);
	free(cq);
	return r;
}

/* --- one round ------------------------------------------------------------ */

void
combat_dist_free(struct combat_dist *x)
{
	free(x->v);
	memset(x, 0, sizeof *x);
}

static unsigned long long
pow_total(unsigned long long t, long n, int *exact)
{
	unsigned long long r = 1;

	for (long i = 0; i < n && *exact; i++)
		if (__builtin_mul_overflow(r, t, &r))
			*exact = 0;
	return r;
}

/* The law of what n dice of die add to a side's value: nothing at all
 * (0, for sure) when it throws none. */
static int
law_thrown(const char *die, long n, const struct dice_env *env,
    struct law *out, struct diag *dg)
{
	struct law one;
	int r;

	memset(out, 0, sizeof *out);
	if (n <= 0 || die == NULL) {
		out->n = 1;
		out->v = calloc(1, sizeof *out->v);
		out->p = calloc(1, sizeof *out->p);
		out->c = calloc(1, sizeof *out->c);
		if (!out->v || !out->p || !out->c) {
			law_free(out);
			return oom(dg);
		}
		out->p[0] = 1;
		out->c[0] = 1;
		out->total = 1;
		return ST_OK;
	}
	if ((r = law_of(die, env, &one, dg)) != ST_OK)
		return r;
	r = law_sum(&one, n, out, dg);
	if (r == ST_OK && out->c != NULL) {
		int exact = 1;
		out->total = pow_total(one.total, n, &exact);
		if (!exact) {
			free(out->c);
			out->c = NULL;
			out->total = 0;
		}
	}
	law_free(&one);
	return r;
}

/* A contest: each outcome's loss[0] is the attacker's dice minus the
 * defender's (the values are added by combat_losses_of). */
static int
contest_raw(const struct dice_env *env, const long *n,
    const char *const *die, struct combat_dist *out, struct diag *dg)
{
	struct law sum[2] = { { 0 }, { 0 } };
	struct gather g = { out, 0, 1, NULL, 0 };
	int r = ST_OK;

	for (int s = 0; s < 2 && r == ST_OK; s++)
		r = law_thrown(die[s], n[s], env, &sum[s], dg);
	g.exact = r == ST_OK && sum[0].c != NULL && sum[1].c != NULL;
	if (g.exact && __builtin_mul_overflow(sum[0].total, sum[1].total,
	    &out->total))
		g.exact = 0;
	for (int i = 0; r == ST_OK && i < sum[0].n; i++)
		for (int j = 0; j < sum[1].n; j++) {
			unsigned long long cnt = 0;
			if (g.exact && __builtin_mul_overflow(sum[0].c[i],
			    sum[1].c[j], &cnt))
				g.exact = 0;
			if (gather_add(&g, sum[0].v[i] - sum[1].v[j], 0,
			    sum[0].p[i] * sum[1].p[j], cnt) != 0) {
				r = oom(dg);
				break;
			}
		}
	if (r == ST_OK)
		out->rem = sum[0].rem + sum[1].rem - sum[0].rem * sum[1].rem;
	gather_free(&g);
	for (int s = 0; s < 2; s++)
		law_free(&sum[s]);
	if (r != ST_OK) {
		combat_dist_free(out);
		return r;
	}
	if (!g.exact)
		out->total = 0;
	else
		for (int i = 0; i < out->n; i++)
			out->v[i].p = (double)out->v[i].count /
			    (double)out->total;
	return ST_OK;
}

/* How many numbers of kills the totals of l make (combat_kills goes up
 * with the total). */
static long
kills_of(const struct combat_decl *c, const struct law *l)
{
	long n = l->n > 0;

	for (int i = 1; i < l->n; i++)
		n += combat_kills(c, l->v[i]) != combat_kills(c, l->v[i - 1]);
	return n;
}

int
combat_raw(const struct combat_decl *c, const struct dice_env *env,
    long na, const char *da, long nd, const char *dd, struct combat_dist *out,
    struct diag *dg)
{
	struct law law[2] = { { 0 }, { 0 } }, sum[2] = { { 0 }, { 0 } };
	long n[2] = { na, nd };
	const char *die[2] = { da, dd };
	struct gather g = { out, 0, 1, NULL, 0 };
	unsigned long long t1, t2;
	int r = ST_OK;

	memset(out, 0, sizeof *out);
	if (c->mode == COMBAT_CONTEST)
		return contest_raw(env, n, die, out, dg);
	if (na <= 0 || nd <= 0) {
		/* a side without dice: nothing happens this round */
		r = gather_add(&g, 0, 0, 1, 1);
		gather_free(&g);
		if (r != 0)
			return oom(dg);
		out->total = 1;
		return ST_OK;
	}
	for (int s = 0; s < 2 && r == ST_OK; s++)
		r = law_of(die[s], env, &law[s], dg);
	if (r != ST_OK)
		goto done;
	g.exact = law[0].c != NULL && law[1].c != NULL;
	t1 = pow_total(law[0].total, n[0], &g.exact);
	t2 = pow_total(law[1].total, n[1], &g.exact);
	if (g.exact && __builtin_mul_overflow(t1, t2, &out->total))
		g.exact = 0;
	if (c->mode == COMBAT_PAIRWISE) {
		r = round_pairwise(c, &law[0], n[0], &law[1], n[1], &g, dg);
		out->rem = law[0].rem + law[1].rem;
		goto done;
	}
	if (c->mode == COMBAT_SUM) {
		for (int s = 0; s < 2 && r == ST_OK; s++)
			r = law_sum(&law[s], n[s], &sum[s], dg);
		if (r == ST_OK && (double)kills_of(c, &sum[0]) *
		    (double)kills_of(c, &sum[1]) > SUMS_MAX)
			r = diag_set(dg, ST_USAGE, "odds: %ld dice against %ld "
			    "are too many to follow exactly", na, nd);
		if (r != ST_OK)
			goto done;
		g.exact = g.exact && sum[0].c && sum[1].c;
	} else {
		sum[0] = law[0];
		sum[1] = law[1];
		memset(law, 0, sizeof law);
	}
	for (int i = 0; i < sum[0].n && r == ST_OK; i++)
		for (int j = 0; j < sum[1].n; j++) {
			unsigned long long cnt = 0;
			long x, y;
			if (c->mode == COMBAT_SUM) {
				/* the kills each side makes, before caps */
				x = combat_kills(c, sum[0].v[i]);
				y = combat_kills(c, sum[1].v[j]);
			} else {
				x = sum[0].v[i] - sum[1].v[j];
				y = 0;
			}
			if (g.exact && __builtin_mul_overflow(sum[0].c[i],
			    sum[1].c[j], &cnt))
				g.exact = 0;
			if (gather_add(&g, x, y, sum[0].p[i] * sum[1].p[j],
			    cnt) != 0) {
				r = oom(dg);
				break;
			}
		}
	out->rem = sum[0].rem + sum[1].rem - sum[0].rem * sum[1].rem;
done:
	gather_free(&g);
	for (int s = 0; s < 2; s++) {
		law_free(&law[s]);
		law_free(&sum[s]);
	}
	if (r != ST_OK) {
		combat_dist_free(out);
		return r;
	}
	if (!g.exact)
		out->total = 0;
	else	/* the nearest double to each exact fraction */
		for (int i = 0; i < out->n; i++)
			out->v[i].p = (double)out->v[i].count /
			    (double)out->total;
	return ST_OK;
}

void
combat_losses_of(const struct combat_decl *c, long x, long y, long a, long d,
    long *loss)
{
	switch (c->mode) {
	case COMBAT_PAIRWISE:
		loss[0] = x < a ? x : a;
		loss[1] = y < d ? y : d;
		break;
	case COMBAT_OPPOSED:
		combat_opposed_losses(c, a, d, x > 0 ? x : 0, x < 0 ? -x : 0,
		    loss);
		break;
	case COMBAT_SUM:
		loss[1] = x < d ? x : d;
		loss[0] = y < a ? y : a;
		break;
	case COMBAT_CONTEST:
		(void)y;
		combat_contest_losses(c, a + x, d, loss);
		break;
	case COMBAT_POOL:	/* never reached: combat_dice refuses it */
		loss[0] = loss[1] = 0;
		break;
	}
}

int
combat_round_dist(const struct combat_decl *c, const struct dice_env *env,
    long a, long d, struct combat_dist *out, struct diag *dg)
{
	struct combat_dist raw;
	const char *die[2];
	long n[2];
	struct gather g = { out, 0, 1, NULL, 0 };
	int r;

	memset(out, 0, sizeof *out);
	for (int s = 0; s < 2; s++)
		if ((r = combat_dice(c, s, s ? d : a, s ? a : d, &n[s],
		    &die[s], dg)) != ST_OK)
			return r;
	if ((r = combat_raw(c, env, n[0], die[0], n[1], die[1], &raw, dg)) !=
	    ST_OK)
		return r;
	g.exact = raw.total != 0;
	for (int i = 0; i < raw.n; i++) {
		long loss[2];
		combat_losses_of(c, raw.v[i].loss[0], raw.v[i].loss[1], a, d,
		    loss);
		if (gather_add(&g, loss[0], loss[1], raw.v[i].p,
		    raw.v[i].count) != 0) {
			gather_free(&g);
			combat_dist_free(&raw);
			combat_dist_free(out);
			return oom(dg);
		}
	}
	gather_free(&g);
	out->total = g.exact ? raw.total : 0;
	out->rem = raw.rem;
	combat_dist_free(&raw);
	qsort(out->v, (size_t)out->n, sizeof *out->v, outcome_cmp);
	return ST_OK;
}

int
combat_fire_dist(const struct combat_decl *c, const struct dice_env *env,
    long na, long nd, struct combat_dist *out, struct diag *dg)
{
	const char *die[2] = { c->side[0].die, c->side[1].die };

	memset(out, 0, sizeof *out);
	if (c->mode == COMBAT_OPPOSED || c->mode == COMBAT_POOL ||
	    die[0] == NULL || die[1] == NULL ||
	    die[0] == schema_unknown_str || die[1] == schema_unknown_str)
		return diag_set(dg, ST_DATA, "the dice of the combat '%s' are "
		    "unknown", c->name);
	return combat_raw(c, env, na, die[0], nd, die[1], out, dg);
}
