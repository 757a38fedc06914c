/* near.h: the names nearest a mistyped word, for "did you mean". */
#ifndef ARBITER_NEAR_H
#define ARBITER_NEAR_H

#include "core/base/strbuf.h"

/* The edit distance between a and b (insertions, deletions, changes and
 * swaps of two neighbours, each 1), ignoring ASCII case. */
int near_dist(const char *a, const char *b);

/* Append "did you mean 'x'?" (or "'x' or 'y'") to b: the names of v[0..n)
 * nearest word, within a distance that grows with its length; nothing
 * when none is near.  Returns how many were named. */
int near_suggest(struct strbuf *b, const char *word,
    const char *const *v, int n);

#endif
