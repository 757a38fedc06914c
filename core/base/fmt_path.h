/* fmt_path.h: snprintf for the paths of a ruleset's messages.
 *
 * The checks after a ruleset's walk name each value they look at
 * ("actions.buy.effects.2.gain") before they know whether anything is
 * wrong, a few hundred times a load; snprintf's general machinery was a
 * tenth of what a one-shot command cost.  fmt_path writes the same bytes
 * as snprintf(buf, n, fmt, ...) (cut at n - 1 and ended), doing %s, %.Ns,
 * %d and %% itself in one pass and handing any other format whole to
 * vsnprintf.
 */
#ifndef ARBITER_FMT_PATH_H
#define ARBITER_FMT_PATH_H
#include <stddef.h>
#include "core/base/diag.h"

void fmt_path(char *buf, size_t n, const char *fmt, ...) ATTR_PRINTF(3, 4);

/* A list's items, each named by the list's path and its place or key:
 * the head (at most `most` bytes of path, as "%.Ns" cuts it) written once
 * by fmt_path_head, and each item's ".N" or ".KEY" after it by
 * fmt_path_num or fmt_path_key, at its length at.  Each returns the
 * length written and ends buf; together they write the bytes of
 * fmt_path(buf, n, "%.200s.%d", path, k) (or "%.200s.%s"), cut at
 * n - 1 as it does. */
size_t fmt_path_head(char *buf, size_t n, const char *path, size_t most);
size_t fmt_path_num(char *buf, size_t n, size_t at, int k);
size_t fmt_path_key(char *buf, size_t n, size_t at, const char *key);
#endif
