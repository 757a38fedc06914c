/* state_int.h: what the files of a state share inside core/state. */
#ifndef ARBITER_STATE_INT_H
#define ARBITER_STATE_INT_H

#include "core/state/state.h"

/* A new state of rs, its board made for np players; for a copy of src
 * (src not NULL), without what state_copy takes from src (state.c). */
struct state *state_make(const struct ruleset *rs, const struct state *src,
    int np);

#endif
