/* combat.h: declared combat between two sides: counted units with dice,
 * or two values set against each other.
 *
 * A ruleset declares how a combat goes (combats.ID in the YAML) and this
 * module does the rest from that one declaration: the dice each side
 * throws, one round with dice thrown digitally or at the table, the exact
 * distribution of one round's losses, and the exact odds of a whole battle.
 * A combat at the table and its odds therefore cannot disagree.
 *
 * Side 0 is the attacker, side 1 the defender.  The ways of settling a
 * round (mode):
 *
 *   pairwise  each side throws its dice (how many: an expression over
 *             `units`, the side's units in the fight, and `enemy`, the
 *             other side's); both sort them highest first and the highest
 *             dice are compared in pairs, as many pairs as the side with
 *             fewer dice has; each pair costs its loser one unit, and a
 *             tied pair costs the side that `ties` names (the attacker
 *             when the defender wins ties).  Risk-style.
 *   opposed   each side throws one die, chosen by bands of units (its own
 *             units, or both sides' together); the higher throw wins and
 *             the loser loses the difference in units, at most the
 *             winner's units in the fight when `loss-cap` is set; a tie
 *             costs nothing.
 *   sum       each side throws its dice; its total divided by `divisor`,
 *             rounded as `rounding` says (down, up, nearest: halves
 *             up), is the number of enemy units it destroys, at most all
 *             of them.  Both sides fire at once.
 *   contest   two values, not units: each side's number is its value (an
 *             attack value against a defence value, every modifier added),
 *             to which the dice it throws are added, if it throws any (its
 *             `dice` may name `units`, its value, and `enemy`).  The higher
 *             total wins; a tie goes to the side `ties` names (nobody: the
 *             contest is drawn).  An attacker who wins takes one of the
 *             defender's pieces; a defender who wins takes one of the
 *             attacker's only with `strikes-back`.  A contest is settled in
 *             one exchange: its odds are those of one round.
 *   pool      pieces of several kinds, not counted units: each piece
 *             throws its own dice (faces that show hits, some exploding)
 *             in the step of its class, `steps` in order; hits fall on
 *             the other side's pieces one by one, each taking its armour
 *             in hits; after a round in which nothing was destroyed, an
 *             `escalation` die joins a pool thrown every round, its hits
 *             going to every side (`escalate-to` all) or to the sides
 *             firing in the step (rolling).  Pieces, dice and armour are
 *             the ruleset's; the mechanisms of the map and core/combat/
 *             dpool.h settle and follow it, so the functions below that
 *             count units refuse it.
 *
 * Whole battles: rounds follow one another while both sides have units
 * (and, with a budget, while rounds are left; `rounds` in the declaration
 * is the budget of every battle of it, 0 for none).  The odds follow every
 * state (attacker's units, defender's units) exactly: a round that costs
 * nothing is folded into the others, so "to the end" needs no cut-off.
 */
#ifndef ARBITER_COMBAT_H
#define ARBITER_COMBAT_H

#include "core/dice/dice.h"
#include "core/base/diag.h"
#include "core/base/schema.h"

enum combat_mode { COMBAT_PAIRWISE, COMBAT_OPPOSED, COMBAT_SUM,
	COMBAT_CONTEST, COMBAT_POOL };
extern const char combat_mode_names[][SCHEMA_NAME_MAX];
enum combat_tie { TIE_DEFENDER, TIE_ATTACKER, TIE_NOBODY };
extern const char combat_tie_names[][SCHEMA_NAME_MAX];
enum combat_band_by { COMBAT_BAND_OWN, COMBAT_BAND_TOTAL };
extern const char combat_band_by_names[][SCHEMA_NAME_MAX];
enum combat_rounding { ROUND_DOWN, ROUND_UP, ROUND_NEAREST };
extern const char combat_rounding_names[][SCHEMA_NAME_MAX];
enum combat_escalate { ESCALATE_ALL, ESCALATE_ROLLING };
extern const char combat_escalate_names[][SCHEMA_NAME_MAX];

#define COMBAT_MAX_DICE 16	/* dice of one side in one round */
#define COMBAT_MAX_SUM_DICE 20000	/* sum, contest: dice added up */
#define COMBAT_MAX_UNITS 2000	/* units of a side in a whole battle */
#define COMBAT_MAX_ROUNDS 1000

struct combat_band {		/* opposed: bands, ascending */
	long from;		/* fewest units for this die */
	char *die;		/* dice expression of one die */
};

struct combat_side {
	struct sexpr dice;	/* pairwise, sum, contest: the dice thrown
				   (a contest: none when absent) */
	char *die;		/* pairwise, sum, contest: the die each
				   throws */
	struct vec bands;	/* opposed: list of struct combat_band */
};

/* How a pool combat's hits that no player gives take units (hit-order):
 * the least armour left first, by the owners' turn order, in the order
 * of the pieces. */
enum combat_hit { COMBAT_HIT_ARMOUR, COMBAT_HIT_TURN, COMBAT_HIT_PIECE,
	COMBAT_HIT__N };
extern const char combat_hit_names[][16];	/* "armour-left", ... */

/* A unit as hit-order sees it: the armour it has left, its owner's place
 * in turn order, its kind of piece. */
struct combat_hit_unit {
	long left;
	int order;
	int piece;
};

/* Which of units x and y takes hits first under the nby criteria by
 * (enum combat_hit, as combat_compile sets hit_by): < 0 x, > 0 y, 0 when
 * the criteria leave them tied (the caller keeps their order then).  The
 * one comparison both the table (core/act/act_hits.c) and the odds
 * (dpool.c) sort by. */
int combat_hit_cmp(const int *by, int nby, const struct combat_hit_unit *x,
    const struct combat_hit_unit *y);

struct combat_decl {
	char *name;		/* for people: "attack" */
	int mode;		/* enum combat_mode */
	struct combat_side side[2];
	int ties;		/* pairwise, contest: enum combat_tie */
	int band_by;		/* opposed: enum combat_band_by */
	int loss_cap;		/* opposed: losses at most the winner's units */
	long divisor;		/* sum: total per unit destroyed */
	int rounding;		/* sum: enum combat_rounding */
	long rounds;		/* the most rounds of a battle (0: until a
				   side has no unit left) */
	long stay;		/* units that stay behind where an attack
				   starts and do not fight */
	int strikes_back;	/* contest: a defender who wins takes one of
				   the attacker's */
	struct vec steps;	/* pool: list of char *, the steps' names */
	struct sref escalation;	/* pool: -> dice, the die that joins the
				   pool after a round without losses */
	int escalate_to;	/* pool: enum combat_escalate */
	struct vec hit_order;	/* pool: list of char *, hit-order's names */
	int hit_by[COMBAT_HIT__N];	/* pool: the criteria of hit-order
				   (enum combat_hit), nhit_by of them,
				   set by combat_compile */
	int nhit_by;
	char *armour;		/* pool: the name of the pieces' value that
				   is the damage that destroys a unit (NULL:
				   "armour"; COMBAT_ARMOUR) */
	struct vec destroyed;	/* pool: list of struct effect_def (of
				   core/rules/decl.h), carried out for each
				   unit its hits destroy (engine_destroyed.c) */
	struct vec over;	/* pool: list of struct effect_def, carried
				   out once when a combat of it ends, the
				   attacker the actor (engine_destroyed.c) */
};

/* A pool combat's armour: the name of the pieces' value it reads. */
#define COMBAT_ARMOUR "armour"
#define COMBAT_ARMOUR_OF(c) ((c)->armour != NULL ? (c)->armour : \
    COMBAT_ARMOUR)

/* Compile the dice expressions of c (they may name `units` and `enemy`)
 * and check what its mode needs; every error goes to errs with its
 * position, path naming the declaration ("combats.attack"); path NULL:
 * c passed the checks already (a kept image's), only its dice are parsed.
 * Returns the number of errors added. */
int combat_compile(struct combat_decl *c, const char *path,
    const struct dice_env *env, struct diag_list *errs);

/* The dice side throws with units against enemy (0 when it has none; a
 * contest: units is the side's value, and a side without dice throws
 * none): their number and the die's text (pointing into c; NULL when
 * none are thrown). */
int combat_dice(const struct combat_decl *c, int side, long units,
    long enemy, long *n, const char **die, struct diag *d);

/* One round thrown. */
struct combat_round {
	long dice[2];		/* dice thrown by each side */
	long faces[2][COMBAT_MAX_DICE];	/* pairwise: sorted, highest first;
					   opposed: one; sum: the first
					   ones, as thrown */
	long total[2];		/* opposed: the throw; sum: the total;
				   contest: the value and the dice */
	long loss[2];		/* units each side loses */
};

/* Throw one round of a units against d (a contest: value a against
 * value d) with dice from src: the attacker's dice first, then the
 * defender's, each side's in order.  ST_USAGE for physical faces that do
 * not fit. */
int combat_roll(const struct combat_decl *c, const struct dice_env *env,
    long a, long d, struct dice_src *src, struct combat_round *r,
    struct diag *dg);

/* The same with extra[side] more dice of its die thrown by each side
 * (extra NULL: none), beyond those its units give: e.g. a morale bonus.
 * A side without a die (a contest's value alone) throws none. */
int combat_roll_extra(const struct combat_decl *c,
    const struct dice_env *env, long a, long d, const long *extra,
    struct dice_src *src, struct combat_round *r, struct diag *dg);

/* The exact distribution of one round's losses.  count/total are the
 * exact number of ways out of all (total 0 when they are not whole
 * numbers: exploding dice, or too many ways to count). */
struct combat_outcome {
	long loss[2];
	double p;
	unsigned long long count;
};

struct combat_dist {
	int n;
	struct combat_outcome *v;	/* sorted by attacker's loss, then
					   defender's; owned */
	unsigned long long total;
	double rem;		/* mass of exploding dice cut off */
};

int combat_round_dist(const struct combat_decl *c,
    const struct dice_env *env, long a, long d, struct combat_dist *out,
    struct diag *dg);
void combat_dist_free(struct combat_dist *x);

/* sum: the enemy units a total destroys, before any cap: total divided
 * by the divisor, rounded as the declaration says (nothing for a total
 * of 0 or less). */
long combat_kills(const struct combat_decl *c, long total);

/* opposed: the losses of a units against d when the attacker throws ta
 * and the defender td. */
void combat_opposed_losses(const struct combat_decl *c, long a, long d,
    long ta, long td, long *loss);

/* sum: the law of the enemy units n dice of side's die destroy, at most
 * cap (the enemy's units): every total through combat_kills, in order.
 * Errors as dist_of's. */
struct dist;
int combat_kills_dist(const struct combat_decl *c, const struct dice_env *env,
    int side, long n, long cap, struct dist *out, struct diag *d);

/* One round of na dice of the attacker's die against nd of the
 * defender's, whatever the units (a sum combat with bonus dice): each
 * outcome's loss[] holds what combat_raw gives, for sum the kills each
 * side makes before caps. */
int combat_fire_dist(const struct combat_decl *c, const struct dice_env *env,
    long na, long nd, struct combat_dist *out, struct diag *dg);

/* Does combat c throw any dice, whatever the numbers? */
int combat_has_dice(const struct combat_decl *c);

/* A whole battle of A attackers against D defenders, for at most rounds
 * rounds (0: to the end).  A contest has no battle (ST_USAGE): its odds
 * are combat_round_dist's. */
struct combat_odds {
	long A, D, rounds;
	double win;		/* the defender has no unit left, the
				   attacker has */
	double lose;		/* the attacker has none left, the defender
				   has */
	double draw;		/* neither has */
	double going;		/* both still have units after the last round */
	double *att_left;	/* [0..A]: the attacker's units at the end */
	double *def_left;	/* [0..D] */
	double exp_rounds;	/* rounds fought, on average */
	double exp_loss[2];
	double rem;
};

int combat_odds(const struct combat_decl *c, const struct dice_env *env,
    long A, long D, long rounds, struct combat_odds *out, struct diag *dg);
void combat_odds_free(struct combat_odds *o);

/* An attack paid for round by round: the attacker has A units available
 * and commits some of them to each round as its policy says; the units it
 * loses come off the A, and it may stop.  The chain ends when the
 * defender has no unit left, the attacker commits none, or the rounds
 * paid for run out. */
enum combat_commit_kind {
	COMMIT_ALL,		/* every unit still available */
	COMMIT_AT_MOST,		/* at most n units */
	COMMIT_STOP_BELOW	/* all, but stop when fewer than n are left */
};

struct combat_commit {
	int kind;		/* enum combat_commit_kind */
	long n;
};

/* Units the policy commits when a are available. */
long combat_committed(struct combat_commit pol, long a);

struct combat_attack {
	long attackers, defenders, rolls;	/* the question */
	double p_take;		/* the defender has no unit left */
	double *taken;		/* [0..attackers]: taken, s attackers left */
	double *kept;		/* [0..attackers]: not taken, s attackers left */
	double *held;		/* [0..defenders]: not taken, d defenders left */
	double exp_rolls;	/* expected rounds paid for */
	double exp_attacker_loss, exp_defender_loss;
	double rem;		/* exploding dice cut off */
};

#define COMBAT_MAX_ROLLS 1000

/* The odds of A available attackers against D defenders with at most
 * rolls rounds.  *out owns its arrays (combat_attack_free).  ST_USAGE for
 * arguments out of range. */
int combat_attack_odds(const struct combat_decl *c,
    const struct dice_env *env, long A, long D, long rolls,
    struct combat_commit pol, struct combat_attack *out, struct diag *dg);
void combat_attack_free(struct combat_attack *o);

#endif
