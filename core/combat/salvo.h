/* salvo.h: sum-of-dice fire: every fighter (and every morale die) throws
 * one die, a side's total divided by a divisor (rounded down) is the
 * number of enemy fighters it destroys, and the side that loses fewer
 * wins.  Pure integer functions for the table, and exact odds. */
#ifndef ARBITER_SALVO_H
#define ARBITER_SALVO_H

#include "core/dice/dice.h"
#include "core/dice/dist.h"

/* The enemy fighters a total destroys: total / divisor, rounded down. */
long salvo_kills(long total, long divisor);
/* Extra dice with the morale counter up: one per `per` fighters. */
long salvo_morale_dice(long fighters, long per, int up);
/* One exchange: each side's losses are the other's kills, at most its
 * own fighters.  Returns 0 when side a wins (fewer losses), 1 when side b
 * does, -1 on equal losses. */
int salvo_outcome(long a_fighters, long b_fighters, long a_kills,
    long b_kills, long *a_loss, long *b_loss);

/* Exact odds of one exchange: side a throws a_dice dice of die (a single
 * die such as "d6", named dice through env) against side b.  ka and kb
 * get the distribution of each side's kills (capped at the enemy's
 * fighters, so: of the enemy's losses); *pa, *pb, *pdraw the chance that
 * a wins, that b wins, of equal losses.  Errors as dist_of; ST_USAGE when
 * die is not a single die. */
int salvo_odds(long a_dice, long a_fighters, long b_dice, long b_fighters,
    const char *die, long divisor, const struct dice_env *env,
    struct dist *ka, struct dist *kb, double *pa, double *pb, double *pdraw,
    struct diag *d);

#endif
