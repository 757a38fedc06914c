/* options_cover.h: the combinations of options' values ruleset check
 * loads (options_cover.c). */
#ifndef ARBITER_OPTIONS_COVER_H
#define ARBITER_OPTIONS_COVER_H

#define OPT_COVER_MAX_T 8

/* nf factors, factor f of levels[f] levels (level 0 its default): the
 * rows that, with the row of every default and the rows of one factor
 * off its default, hold every t factors' levels together (t from 1 to
 * nf and OPT_COVER_MAX_T; t = nf: every row of the product).  *rows
 * (owned, free) holds *nrows rows of nf levels each.  0, or -1 out of
 * memory. */
int opt_cover_rows(int nf, const int *levels, int t, int **rows, int *nrows);

#endif
