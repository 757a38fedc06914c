/* combat_int.h: what the files of the combat module share. */
#ifndef ARBITER_COMBAT_INT_H
#define ARBITER_COMBAT_INT_H

#include "core/combat/combat.h"

/* The losses of one round, each way of settling it: pairwise from both
 * sides' faces sorted highest first; opposed and sum from each side's
 * throw (ta, td) with a and d units in the fight. */
void combat_pairwise_losses(const struct combat_decl *c, const long *fa,
    long na, const long *fd, long nd, long *loss);
void combat_sum_losses(const struct combat_decl *c, long a, long d, long ta,
    long td, long *loss);
/* A contest: each side's total (value and dice). */
void combat_contest_losses(const struct combat_decl *c, long ta, long td,
    long *loss);

/* One round before the units cap it, from na dice of die da against nd
 * of dd: each outcome's loss[] holds, for pairwise, the losses; for
 * opposed and contest, the attacker's throw minus the defender's (and
 * 0); for sum, the kills each side makes.  combat_losses_of turns one into losses
 * with a and d units in the fight. */
int combat_raw(const struct combat_decl *c, const struct dice_env *env,
    long na, const char *da, long nd, const char *dd,
    struct combat_dist *out, struct diag *dg);
void combat_losses_of(const struct combat_decl *c, long x, long y, long a,
    long d, long *loss);

/* One round's raw outcomes for a units against d, computed once for each
 * pair of dice thrown (the units only cap them: combat_losses_of). */
struct combat_cached {
	long na, nd;
	const char *da, *dd;
	struct combat_dist raw;
};

struct combat_cache {
	struct combat_cached *v;
	int n, cap;
};

int combat_cache_raw(const struct combat_decl *c, const struct dice_env *env,
    struct combat_cache *k, long a, long d, const struct combat_dist **out,
    struct diag *dg);
void combat_cache_free(struct combat_cache *c);

#endif
