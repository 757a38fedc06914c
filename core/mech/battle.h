/* battle.h: the exact odds of a whole attack settled by opposed rolls.
 *
 * The attack mechanism (mechanisms.attack of a ruleset) settles one roll
 * at a time: each side rolls the die of its band, the higher roll wins and
 * the loser loses the difference, capped as the ruleset says.  Here the
 * whole attack is followed as a Markov chain over (attackers left,
 * defenders left, rolls left): the attacker rolls again while the policy
 * says so and the budget allows, and the chain ends when the land falls,
 * the attacker stops, or the money runs out.  Every probability is summed
 * exactly over the chain (no sampling).
 */
#ifndef ARBITER_BATTLE_H
#define ARBITER_BATTLE_H

#include "core/base/diag.h"
#include "core/rules/ruleset.h"

/* How the attacker commits units to each roll. */
enum battle_policy_kind {
	POLICY_ALL,		/* every unit still available */
	POLICY_COMMIT,		/* at most n units */
	POLICY_STOP_BELOW	/* all, but stop when fewer than n are left */
};

struct battle_policy {
	enum battle_policy_kind kind;
	long n;
};

struct battle_odds {
	long attackers, defenders, rolls;	/* the question */
	double p_take;		/* the land falls within the budget */
	double *taken;		/* [0..attackers]: falls, s attackers left */
	double *kept;		/* [0..attackers]: holds, s attackers left */
	double *held;		/* [0..defenders]: holds, d defenders left */
	double exp_rolls;	/* expected rolls paid for */
	double exp_attacker_loss, exp_defender_loss;
	double rem;		/* probability lost to exploding dice cut off */
};

#define BATTLE_MAX_UNITS 2000
#define BATTLE_MAX_ROLLS 1000

/* The odds of A available attackers against D defenders with at most
 * `rolls` rolls (the budget divided by the cost of a roll).  *out owns its
 * arrays (battle_odds_free).  ST_USAGE for arguments out of range, ST_DATA
 * when the ruleset has no attack mechanism. */
int battle_opposed(const struct ruleset *rs, long A, long D, long rolls,
    struct battle_policy pol, struct battle_odds *out, struct diag *d);
void battle_odds_free(struct battle_odds *o);

/* Units the policy commits when a are available. */
long battle_commit(struct battle_policy pol, long a);

/* The band (index) whose die a side of `units` units rolls. */
int mech_band(const struct vec *bands, long units);
/* An opposed roll: faces a (attacker) and d (defender); losses capped by
 * the winner's units in the fight when cap is set.  A tie costs nothing. */
void mech_opposed(long a_units, long d_units, long a, long d, int cap,
    long *a_loss, long *d_loss);

#endif
