/* dpool.h: dice-pool combat as pure functions: assigning hits unit by unit
 * up to armour, and the exact odds of a combat between two sides.
 *
 * A combat is fought in rounds of steps; in each step the units that
 * fire then (the combat's fires: dpool_odds_in.fire) throw their dice,
 * each side's hits (plus the
 * escalation pool's, thrown once a round) are assigned to the other side's
 * units unit by unit, each taking damage up to its armour and then
 * destroyed; damage on a unit left standing is repaired after the step.
 * After a round in which no unit was destroyed, an escalation die joins
 * the pool.
 */
#ifndef ARBITER_DPOOL_H
#define ARBITER_DPOOL_H

#include "core/base/diag.h"
#include "core/dice/dist.h"

/* Assign hits to n units in the order given: each takes damage until
 * damage[i] == armour[i], when destroyed[i] is set, then the next.  Units
 * already destroyed are skipped.  Returns the hits left over (when every
 * unit is destroyed). */
long dpool_assign(long hits, int n, const long *armour, long *damage,
    unsigned char *destroyed);

#define DPOOL_KINDS 16
#define DPOOL_STEPS 4

/* A kind of unit for the odds: its armour, its step (from 1; unused when
 * dpool_odds_in.fire says when it fires), whether it can retreat, and the
 * hits one unit throws (exploding faces followed). */
struct dpool_kind {
	long armour;
	int step;
	int mobile;
	const struct dist *hits;
};

struct dpool_odds_in {
	const struct dpool_kind *kinds;
	int nkinds;		/* at most DPOOL_KINDS */
	int nsteps;		/* at most DPOOL_STEPS */
	const long *att, *def;	/* units of each kind, at most 255 each */
	const struct dist *esc;	/* one escalation die, or NULL */
	int esc_all;		/* pool hits to every side in every step (else
				   only to sides whose units fire) */
	long pool;		/* escalation dice already in the pool */
	int rounds;		/* at most this many rounds */
	long retreat;		/* the attacker retreats at the end of a round
				   when its mobile units are at most this */
	const int *hit_by;	/* the criteria a side's hits take its enemy's
				   units by (enum combat_hit, a pool combat's
				   hit_by), nhit_by of them; NULL: all three,
				   in their order */
	int nhit_by;
	const unsigned char *fire;	/* the steps each kind fires in on
				   each side, as the combat's fires says:
				   fire[s * nkinds + k] has bit t - 1 set
				   when side s's units of kind k throw in
				   step t (side 0 the attacker), as many
				   steps as it says, none too; NULL: each
				   kind in its step only */
};

struct dpool_odds_out {
	double hold;		/* the attacker alone in the territory */
	double lose;		/* the defender alone, or nobody */
	double retreat;		/* the attacker retreated */
	double going;		/* still fighting after the last round */
	double rem;		/* not accounted for: explosions cut off */
	/* round 1: each side's hits in each step (0 attacker, 1 defender),
	 * owned; free with dpool_odds_release */
	struct dist step[DPOOL_STEPS][2];
};

/* The odds of in: a side's hits go to the enemy's units in the order
 * hit_by puts them, as the table assigns hits that no player gives (each
 * side's units one player's, so turn-order leaves them as they are; a
 * step's hits are assigned at once, on units at full armour, and damage
 * left on a unit standing is repaired after the step, so armour-left is
 * the armour of the kind); units the criteria leave tied go in kind
 * order.  ST_USAGE when the problem is beyond the limits (too many units
 * or states) or hit_by names no criterion, ST_ENV when out of memory. */
int dpool_odds(const struct dpool_odds_in *in, struct dpool_odds_out *out,
    struct diag *d);
void dpool_odds_release(struct dpool_odds_out *out);

#endif
