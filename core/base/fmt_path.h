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
#endif
