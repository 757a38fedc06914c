/* engine_combat.h: combats: a combat-round's round and parties, the
 * dice-pool combat and its steps. */
#ifndef ARBITER_ENGINE_COMBAT_H
#define ARBITER_ENGINE_COMBAT_H

#include "core/act/act.h"

struct eng_eval;

/* A party of a combat-round's side of parties (engine_party_round.c):
 * the player (or NEUTRAL), its units, extra dice, the dice it threw, their
 * total and the units they destroy; its faces, nfaces of them. */
#define ENG_PARTIES_MAX 17	/* MAX_PLAYERS of state.h, and neutral */
struct eng_party {
	int party;
	long units, extra, dice, total, kills;
	long *faces;
	int nfaces;
	char die[64];
	const char *face_die;	/* the die whose symbols @faces says */
};

/* One round of a combat-round (engine_combat_round.c), side 0 the
 * attacker (the actor), 1 the defender: what units(), losses(),
 * thrown(), dice(), side_player() and @die read. */
struct eng_round {
	long units[2];		/* each side's units (a contest: value) */
	long loss[2];		/* the units each side loses */
	long thrown[2];		/* what its dice showed, added up */
	long dice[2];		/* how many dice it threw */
	int player[2];		/* its player, or -1 */
	char die[2][64];	/* its dice, "d6", "3d6", "" for none */
	long before[64];	/* the actor's resources before the cost */
	long hits[2];		/* a pool: the hits its dice showed */
	long armour[2];		/* a pool: the hits that destroy one of its
				   units */
	long kills[2];		/* the units its dice destroy, before the
				   other side's are counted out */
	struct eng_party party[2][ENG_PARTIES_MAX];	/* each side's
				   parties (one: its player, but for a side of
				   parties), their faces owned (a round of
				   parties) until eng_round_release */
	int nparty[2];
	int word[2];		/* the place of a side of parties' word
				   among the command's words, or -1 */
};

/* The effects hold-back and remain: a player's word in the combat on the
 * map of territories (engine_combat_side.c). */
int eng_hold_back(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev);
int eng_remain(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev);
int eng_retreat(struct act *a, const struct eff_retreat *x,
    const struct eng_eval *ev);

/* The effect start-combat: the combat on a territory begins, refused as
 * the program's command was (engine_combat_start.c). */
int eng_start_combat(struct act *a, const struct eff_start_combat *x,
    const struct eng_eval *ev);

/* The effect assign-hits: a player's hits of the combat's step given to
 * units, refused as the program's command was (engine_assign_hits.c). */
int eng_assign_hits(struct act *a, const struct eff_assign_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, struct eng_eval *));

/* set-morale: a player's morale counter of a force put up or off
 * (engine_morale.c). */
int eng_set_morale(struct act *a, const struct eff_set_morale *x,
    const struct eng_eval *ev);

/* flee-home: a beaten squad flown home, a neutral guard gone
 * (engine_flee_home.c). */
int eng_flee_home(struct act *a, const struct eff_flee_home *x,
    const struct eng_eval *ev);

/* take-hits: a side's losses off its parties in order
 * (engine_take_hits.c). */
int eng_take_hits(struct act *a, const struct eff_take_hits *x,
    const struct eng_eval *ev);

/* combat-round: one round of a declared combat thrown into rd, for its
 * then, which engine_effects.c carries out with the round bound
 * (engine_combat_round.c). */
int eng_combat_round(struct act *a, const struct eff_combat_round *x,
    int (*run)(struct act *, const struct vec *, struct eng_eval *),
    const struct eng_eval *ev, struct eng_round *rd);

/* A round of a pool (engine_pool_round.c): each side's dice (its
 * units times its piece's attack) and armour into rd, then, once the
 * cost is paid, the dice thrown, each side's hits and the losses they
 * make into rd. */
int eng_pool_dice(struct act *a, const struct eff_combat_round *x,
    struct eng_round *rd);
int eng_pool_throw(struct act *a, struct eng_round *rd);

/* A round of a sum whose sides (one or both) are words of kind parties
 * (engine_party_round.c): every party's units and dice counted, the cost
 * paid by pay (the actor's, from engine_combat_round.c), each party's dice
 * thrown and its party-says said, the round's totals into rd. */
int eng_party_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, struct eng_round *rd,
    int (*pay)(struct act *, const struct eff_combat_round *,
    const struct eng_eval *),
    int (*run)(struct act *, const struct vec *, struct eng_eval *));

/* The faces rd's parties own, freed. */
void eng_round_release(struct eng_round *rd);

/* party_side(P): the side of the round bound the party fights on,
 * attacker (0) or defender (1), or -1: 0, or -1 with err. */
int eng_party_side(const struct eng_eval *ev, long party, long *out,
    char *err, size_t n);

/* party, party_units ... of the party bound: 0, or -1 with err. */
int eng_party_value(const struct eng_eval *ev, long key, long *out,
    char *err, size_t n);

/* units(SIDE) ... of the round bound (engine_round_values.c): 0, or -1
 * with err. */
int eng_round_value(const struct eng_eval *ev, long key, long side,
    long *out, char *err, size_t n);

/* fight(KEY) and fight_player(PLAYER, KEY) of expressions, keys an enum
 * fight_key and fight_player_key (names.h): 0 (nobody for next) when no
 * combat is on (engine_fight_values.c). */
long eng_fight_value(const struct state *st, int key);
long eng_fight_player_value(const struct state *st, long p, int key);

/* fires_in(KIND, PLAYER): the step of the dice-pool combat units of that
 * kind of that player fire in (a held-back kind in the last; st NULL:
 * nobody holds units back, as in the odds); 0, or EXPR_UNKNOWN with err
 * for a kind of no class known (engine_fight_values.c). */
int eng_fires_in(const struct ruleset *rs, const struct state *st, long k,
    long p, long *out, char *err, size_t n);

/* throw-pools and settle-hits, a step of the dice-pool combat
 * (engine_throw_pools.c). */
int eng_throw_pools(struct act *a, const struct eff_throw_pools *x,
    const struct eng_eval *ev);
int eng_settle_hits(struct act *a, const struct eff_settle_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, struct eng_eval *));

/* A unit destroyed by the hits of the dice-pool combat (struct fight_fate
 * of act_terr.h, arg a struct eng_destroyed): the pool combat's destroyed
 * effects carried out by run with ev's values, owner o the actor, who p
 * (whose hits), kind k; capture, one of them: the unit held captive by
 * the player captor gives (engine_destroyed.c). */
struct eng_destroyed {
	const struct eng_eval *ev;
	int (*run)(struct act *, const struct vec *, struct eng_eval *);
};
int eng_destroyed(struct act *a, int p, int o, int k, void *arg);

/* May player p hold n moving units on the territory tile?  ST_OK, or the
 * refusal naming the stacking limit (engine_terr_test.c): the ruleset's
 * stack-limit, except where its no-stack-limit holds for p and tile. */
int eng_stack_check(struct act *a, int tile, int p, long n);

/* The end of the dice-pool combat (struct fight_fate's over, arg a struct
 * eng_destroyed): the pool combat's over effects carried out by run with
 * ev's values, the attacker the actor and here its territory. */
int eng_over(struct act *a, void *arg);
int eng_capture(struct act *a, const struct sexpr *captor,
    const struct eng_eval *ev);

#endif
