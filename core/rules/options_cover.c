/* options_cover.c: which combinations of the options' values to load so
 * that every t options' values are loaded together (ruleset check).
 *
 * Each option is a factor of a few levels, level 0 its default.  The row
 * of every default and the rows of one option off its default are loaded
 * anyway (a game started with no option, or with one); the rows made here
 * hold, with those, every t factors' levels together in at least one row:
 * a covering array of strength t.  With t the number of factors it is
 * every row of the product.  Built greedily: from each of the first
 * combinations not yet held (1, 4 or 24 of them: the cover of fewest
 * rows kept), a row is grown factor by factor, each given the level that
 * holds the most combinations not yet held, and the row holding the most
 * is kept; every row holds one more at least, so it ends.  A cover of
 * strength 3 of five options of two values is 6 rows here (the product
 * 26 more), one of strength 2 of three of three values and one of two
 * is 4 (the fewest there can be: 2 x 2 values off the defaults). */
#include "core/rules/options_cover.h"

#include <stdlib.h>
#include <string.h>

/* seeds tried for each row, a cover built with each number and the one
 * of fewest rows kept: neither wins every time, and each costs far
 * below a load */
static const int seeds[] = { 1, 4, 24 };

struct cover {
	int nf, t;
	const int *lv;		/* each factor's number of levels */
	int nsub;		/* the sets of t factors */
	int *sub;		/* nsub x t factors, ascending */
	long *off;		/* nsub + 1: where each set's combinations start */
	unsigned char *held;	/* each combination: in a row already */
	long left;		/* combinations not held */
};

/* The index of row's combination of set s, or -1 when row leaves one of
 * its factors open (< 0). */
static long
index_of(const struct cover *c, int s, const int *row)
{
	long k = 0;

	for (int i = 0; i < c->t; i++) {
		int f = c->sub[s * c->t + i];
		if (row[f] < 0)
			return -1;
		k = k * c->lv[f] + row[f];
	}
	return c->off[s] + k;
}

/* How many combinations not held row holds; with mark, held now. */
static long
hold(struct cover *c, const int *row, int mark)
{
	long n = 0;

	for (int s = 0; s < c->nsub; s++) {
		long k = index_of(c, s, row);
		if (k < 0 || c->held[k])
			continue;
		n++;
		if (mark)
			c->held[k] = 1, c->left--;
	}
	return n;
}

static int
sets(struct cover *c)
{
	int idx[OPT_COVER_MAX_T], n = 0, cap = 16;

	c->sub = malloc((size_t)cap * (size_t)c->t * sizeof *c->sub);
	if (c->sub == NULL)
		return -1;
	for (int i = 0; i < c->t; i++)
		idx[i] = i;
	for (;;) {
		int i;
		if (n == cap) {
			int *v = realloc(c->sub, (size_t)(cap *= 2) *
			    (size_t)c->t * sizeof *v);
			if (v == NULL)
				return -1;
			c->sub = v;
		}
		memcpy(c->sub + n * c->t, idx, (size_t)c->t * sizeof *idx);
		n++;
		for (i = c->t - 1; i >= 0 && idx[i] == c->nf - c->t + i; i--)
			;
		if (i < 0)
			break;
		idx[i]++;
		for (int j = i + 1; j < c->t; j++)
			idx[j] = idx[j - 1] + 1;
	}
	c->nsub = n;
	if ((c->off = malloc((size_t)(n + 1) * sizeof *c->off)) == NULL)
		return -1;
	c->off[0] = 0;
	for (int s = 0; s < n; s++) {
		long m = 1;
		for (int i = 0; i < c->t; i++)
			m *= c->lv[c->sub[s * c->t + i]];
		c->off[s + 1] = c->off[s] + m;
	}
	c->left = c->off[n];
	c->held = calloc((size_t)c->left + 1, 1);
	return c->held == NULL ? -1 : 0;
}

/* Into row: the combination k of set s, the other factors open (-1). */
static void
seed(const struct cover *c, int s, long k, int *row)
{
	for (int f = 0; f < c->nf; f++)
		row[f] = -1;
	k -= c->off[s];
	for (int i = c->t - 1; i >= 0; i--) {
		int f = c->sub[s * c->t + i];
		row[f] = (int)(k % c->lv[f]);
		k /= c->lv[f];
	}
}

/* Grow row, its open factors each given its best level in turn. */
static void
grow(const struct cover *c, int *row)
{
	for (int f = 0; f < c->nf; f++) {
		long best = -1;
		int lvl = 0;
		if (row[f] >= 0)
			continue;
		for (int v = 0; v < c->lv[f]; v++) {
			long g;
			row[f] = v;
			g = hold((struct cover *)c, row, 0);
			if (g > best)
				best = g, lvl = v;
		}
		row[f] = lvl;
	}
}

/* The next row: the best grown from the first nseeds combinations not
 * held, into out. */
static void
next_row(const struct cover *c, int nseeds, int *out, int *row)
{
	long best = 0;
	int tried = 0;

	for (int s = 0; s < c->nsub && tried < nseeds; s++)
		for (long k = c->off[s]; k < c->off[s + 1] && tried < nseeds;
		    k++) {
			long g;
			if (c->held[k])
				continue;
			tried++;
			seed(c, s, k, row);
			grow(c, row);
			if ((g = hold((struct cover *)c, row, 0)) > best) {
				best = g;
				memcpy(out, row, (size_t)c->nf * sizeof *row);
			}
		}
}

/* A cover grown with nseeds seeds a row, into *rows and *nrows; 0, or
 * -1 out of memory. */
static int
build(int nf, const int *levels, int t, int nseeds, int **rows, int *nrows)
{
	struct cover c = { nf, t, levels, 0, NULL, NULL, NULL, 0 };
	int *row = calloc((size_t)nf + 1, sizeof *row), *v = NULL;
	int n = 0, cap = 0, st = -1;

	if (row == NULL || sets(&c) < 0)
		goto out;
	/* the rows loaded anyway: every default, and each option alone */
	hold(&c, row, 1);
	for (int f = 0; f < nf; f++) {
		for (int l = 1; l < levels[f]; l++) {
			row[f] = l;
			hold(&c, row, 1);
		}
		row[f] = 0;
	}
	while (c.left > 0) {
		if (n == cap) {
			int *w = realloc(v, (size_t)(cap = cap ? 2 * cap : 8) *
			    (size_t)nf * sizeof *w);
			if (w == NULL)
				goto out;
			v = w;
		}
		next_row(&c, nseeds, v + (size_t)n * (size_t)nf, row);
		hold(&c, v + (size_t)n * (size_t)nf, 1);
		n++;
	}
	*rows = v;
	*nrows = n;
	v = NULL;
	st = 0;
out:
	free(v);
	free(row);
	free(c.sub);
	free(c.off);
	free(c.held);
	return st;
}

int
opt_cover_rows(int nf, const int *levels, int t, int **rows, int *nrows)
{
	*rows = NULL;
	*nrows = 0;
	if (t < 1 || t > OPT_COVER_MAX_T || t > nf)
		return -1;
	for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
		int *v, n;
		if (build(nf, levels, t, seeds[i], &v, &n) < 0) {
			free(*rows);
			*rows = NULL;
			return -1;
		}
		if (*rows == NULL || n < *nrows) {
			free(*rows);
			*rows = v;
			*nrows = n;
		} else
			free(v);
	}
	return 0;
}
