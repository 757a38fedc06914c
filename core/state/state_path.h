/* state_path.h: ways across the board as the game stands. */
#ifndef ARBITER_STATE_PATH_H
#define ARBITER_STATE_PATH_H

struct state;
struct ruleset;

/* Are regions x and y joined by a way through regions player p holds
 * (the regions between them; x and y may be anybody's), each step
 * between bordering regions or across a link between two ports?  1 or
 * 0; -1 when out of memory. */
int state_path_held(const struct state *st, const struct ruleset *rs, int p,
    int x, int y);

#endif
