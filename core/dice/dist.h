/* dist.h: exact distributions of dice expressions, for "odds".
 *
 * Sums and differences are convolutions (N dice of a term by repeated
 * squaring); "*" and "/" pair every value of one side with every value of the
 * other.  khK and klK use order statistics rather than listing every roll:
 * the die's distinct values are taken from high to low (low to high for kl)
 * with a count of dice placed so far and the sum of those kept.
 *
 * An exploding die is followed until the chance of still being in the chain
 * is below DIST_EPS; what is left goes into rem, never into p.  Unlike a roll
 * (dice.h, DICE_MAX_REROLLS), the chain is not cut after a number of re-rolls.
 * Probabilities are doubles; p[] sums to 1 - rem up to rounding.
 *
 * Limits: a distribution spans at most DIST_MAX_VALUES values (from its
 * lowest to its highest), and computing one takes at most DIST_MAX_WORK
 * multiply-adds; beyond either, dist_of refuses (ST_USAGE) rather than take
 * minutes or gigabytes.
 */
#ifndef ARBITER_DIST_H
#define ARBITER_DIST_H

#include "core/dice/dice.h"
#include "core/base/diag.h"

#define DIST_MAX_VALUES	4000000L
#ifndef DIST_MAX_WORK		/* the fuzz build lowers it to stay quick */
#define DIST_MAX_WORK	500000000.0
#endif
#define DIST_EPS	1e-12

struct dist {
	long lo;	/* value of p[0] */
	long n;		/* number of values; p[0] and p[n-1] are nonzero */
	double *p;	/* p[i] = P(X = lo + i); owned, free with dist_free */
	double rem;	/* probability not accounted for (exploding dice cut
			 * off), >= 0 */
};

/* The distribution of e into *out (overwritten; empty on error).  Errors:
 * ST_USAGE for a possible division by zero, a value beyond DICE_MAX_VALUE or
 * a limit above; ST_ENV when out of memory. */
int dist_of(const struct dice_expr *e, struct dist *out, struct diag *d);
void dist_free(struct dist *x);

/* The mean over the accounted mass (sum of v * p[v] / sum of p); 0 when
 * empty. */
double dist_mean(const struct dist *x);

/* P(A op B) for independent A and B, where op is one of "> >= < <= = !=" or
 * "gt ge lt le eq ne".  Sums the cases where it holds, never 1 minus the
 * others.  *rem gets an upper bound of the probability left out, so the true
 * value lies in [*p, *p + *rem].  ST_USAGE for an unknown op. */
int dist_compare(const struct dist *a, const char *op, const struct dist *b,
    double *p, double *rem, struct diag *d);

#endif
