/* state_int.h: what the files of a state share inside core/state. */
#ifndef ARBITER_STATE_INT_H
#define ARBITER_STATE_INT_H

#include "core/state/state.h"

/* A new state of rs, its board made for np players; for a copy of src
 * (src not NULL), without what state_copy takes from src (state.c).
 * Its decks are emptied when empty is set, else left for the caller to
 * write every slot of (a copy's, a snapshot's read). */
struct state *state_make(const struct ruleset *rs, const struct state *src,
    int np, int empty);

#endif
