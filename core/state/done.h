/* done.h: the players done this phase (the effect mark-done, and on a
 * map of territories the arrival piece placed), a flag of each player's
 * record (struct player's done), on any game; cleared once the phase's
 * end-require has passed (and on a map when the arrival is over).
 *
 * A snapshot keeps them as flags, one a player (1 done): under terr's
 * "done" on a map of territories (as every snapshot of before has them,
 * written even when none is done), under "done" otherwise, while one is.
 */
#ifndef ARBITER_DONE_H
#define ARBITER_DONE_H

#include <stddef.h>

#include "core/base/json.h"
#include "core/state/state.h"

/* No player done. */
void done_clear(struct state *st);
/* Is any player done? */
int done_any(const struct state *st);
/* The first player in the turn order not done and not out, or -1. */
int done_undone_next(const struct state *st);

/* The flags of the game's players. */
struct json *done_to_json(const struct state *st);
/* The flags a (st->nplayers of them, 0 or 1) into st: 0, or -1 (and a
 * message in err) when damaged. */
int done_from_json(struct state *st, const struct json *a, char *err,
    size_t n);

#endif
