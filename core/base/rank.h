/* rank.h: ordering things by a chain of criteria, as rulebooks break ties.
 *
 * Each of n items has a value for each of k criteria; criterion c is
 * compared high-first or low-first.  Items are ordered by the first
 * criterion, ties by the second, and so on; items still tied after the
 * last keep their given order (the caller puts them in the order its
 * final rule wants: seat order, the previous round's order, a draw).
 * For every pair of neighbours in the result the function reports which
 * criterion put them apart, so a GM can be told why.
 */
#ifndef ARBITER_RANK_H
#define ARBITER_RANK_H

#define RANK_TIED (-1)	/* no criterion put the pair apart */

enum rank_dir { RANK_HIGH = 1, RANK_LOW = -1 };

/* values: n rows of k values (row-major).  dir: k directions.
 * order: out, n item indexes, best first.
 * decided: out (may be NULL), n - 1 entries: decided[i] is the criterion
 * that put order[i] ahead of order[i + 1], or RANK_TIED.
 * The sort is stable.  n and k may be 0. */
void rank_order(int n, int k, const long *values, const enum rank_dir *dir,
    int *order, int *decided);

/* The criterion that orders item a against item b (RANK_TIED if none),
 * and *ahead set to 1 when a comes first. */
int rank_compare(int k, const long *va, const long *vb,
    const enum rank_dir *dir, int *ahead);

#endif
