/* engine_effects.h: the basic effects, those that carry out a list again
 * and again, and the effects on players, their pieces and resources. */
#ifndef ARBITER_ENGINE_EFFECTS_H
#define ARBITER_ENGINE_EFFECTS_H

#include "core/engine/engine_eval.h"

/* The order rank-players made (engine_rank_players.c): the n players
 * ranked, first first; tied[i]: the criteria left who[i] and who[i + 1]
 * tied. */
#define ENG_RANKED_MAX 16	/* = MAX_PLAYERS of state.h */
struct eng_ranked {
	int n;
	int who[ENG_RANKED_MAX];
	int tied[ENG_RANKED_MAX];
	/* a pair line's (@before, @decided): the pair who[pair] and
	 * who[pair + 1]; decided[i] the criterion that told who[i] and
	 * who[i + 1] apart (RANK_TIED of rank.h: none); v the values of
	 * who[i], row i, and none which of them his none made none (0 and
	 * 0 past the criteria that told him apart from every other: not
	 * valued); by the effect's criteria */
	int pair;
	int decided[ENG_RANKED_MAX];
	long v[ENG_RANKED_MAX][RANK_BY_MAX];
	unsigned char none[ENG_RANKED_MAX][RANK_BY_MAX];
	const struct vec *by;
	/* drawn[i]: a tie-break draw told who[i] and who[i + 1] apart,
	 * with the values da[i] and db[i] (rank-players' draws) */
	int drawn[ENG_RANKED_MAX];
	long da[ENG_RANKED_MAX], db[ENG_RANKED_MAX];
};

struct board_state;

/* Take n of p's pieces off region r, kind k (-1: kinds in order); a
 * region left without pieces has no owner. */
void eng_take_off(struct board_state *b, int r, int p, int k, long n);

/* The effect set-home (engine_home.c); the name of region r for people
 * (a region's or a place's name, on a board of numbered zones with its
 * number: "Earth (1)"; "none" for -1), whole, in one of four buffers
 * taken in turn. */
int eng_set_home(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
const char *eng_region_name(const struct act *a, int r);

/* The effect pay-player (engine_pay.c). */
int eng_pay_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The basic effects (engine_basic.c): gain (*kept: the report's length
 * after the lines of its discards, which its says does not replace),
 * place, remove and move (eng_pieces), fight, set and roll. */
int eng_gain(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, size_t *kept);
int eng_pieces(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_fight(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_set(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_roll(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);

/* The effects that carry out a list again and again (engine_each.c):
 * each-player, each-player-in-turn, each-group, each-region, each-party,
 * each-source, and combat-round with its then. */
int eng_each_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_in_turn(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_group(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_region(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_party(struct act *a, const struct eff_each_party *x,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_source(struct act *a, const struct eff_each_source *x,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_round_then(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, eng_run_fn *run);

/* Tallies and ways (engine_tally.c): the value of tally(ID[, REGION])
 * or connected(X, Y), the regions x and y found already; the effect
 * tally (engine_tally_add.c). */

/* The group of regions code names for ev (names.h: a group word, a
 * group, or HERE_GROUP), or -1 (engine_values_board.c). */
long eng_group_of(const struct eng_eval *ev, long code);
int eng_tally_value(const struct eng_eval *ev, const struct expr_sym *s,
    long x, long y, long *out, char *err, size_t n);
int eng_tally_add(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* Around an effect that may move pieces: the regions' holders before it
 * (NULL when rs keeps no tally of pieces nor tenure of its regions, or
 * out of memory), then the tallies of pieces fitted to the pieces after
 * it (tallies.*.pieces) and the tenure of the regions that changed
 * hands begun anew (eng_tenure_fit), and the holders freed. */
int *eng_tally_watch(const struct act *a);
void eng_tally_settle(struct act *a, int *held);
/* Does rs keep the tenure of declared regions (board.tenure), which
 * eng_tenure_fit begins anew for each region whose holder is no longer
 * held[r], in this round (a board of places keeps its own as its tracked
 * pieces move)? */
int eng_tenure_watched(const struct ruleset *rs);
void eng_tenure_fit(struct act *a, const int *held);

/* The effect hold: a region's holder and pieces set (engine_hold.c). */
int eng_hold(struct act *a, const struct eff_hold *x,
    const struct eng_eval *ev);

/* The effect give: a player gives another an amount of a resource
 * (engine_give.c). */
int eng_give(struct act *a, const struct eff_give *x,
    const struct eng_eval *ev);

/* The effect release (engine_release.c): the pieces it released, for
 * people, in freed (n bytes). */
int eng_release(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, char *freed, size_t n);

/* The effect run-ability, and its run: p uses ld's ability (lent to the
 * chief named by, or NULL), its cost and action points paid, then its
 * effects run for p (engine_run_ability.c). */
int eng_run_ability(struct act *a, const struct eff_run_ability *x,
    const struct eng_eval *ev);
int eng_ability_run(struct act *a, int p, const struct chief_def *ld,
    const char *by);

/* The chief numbered by x (the key what of effect eff), or NULL with *st
 * set: a number that is no chief is the ruleset's error
 * (engine_run_ability.c). */
const struct chief_def *eng_chief_at(struct act *a, const struct sexpr *x,
    const char *eff, const char *what, const struct eng_eval *ev, int *st);

/* The effect lend-ability, and its lending: p's chief own, whose ability
 * borrows, borrows the chief the word argv[k] of the action cmd names for
 * the turn, its own ability run and paid first; the command user uses
 * the lent one (the chief logged once a command, though it is borrowed
 * twice) (engine_lend_ability.c). */
int eng_lend_ability(struct act *a, const struct eff_lend_ability *x,
    const struct eng_eval *ev);
int eng_ability_lend(struct act *a, int p, const struct chief_def *own,
    int k, const char *cmd, const char *user);

/* refill: the resources set back to their start for every player
 * (engine_refill.c). */
int eng_refill(struct act *a, const struct vec *resources);

/* declare-winner: the game over, won by the player its expression gives
 * (engine_declare_winner.c). */
int eng_declare_winner(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* set-turns-held: the turns in a row a place's holder has held it;
 * let-go: nobody holds a place any longer (engine_turns_held.c). */
int eng_set_turns_held(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_let_go(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* rank-players: the players ranked by the effect's chain of criteria into
 * the turn order, and its lines said (engine_rank_players.c). */
int eng_rank_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* fall: a player out of the game with its pieces (engine_fall.c). */
int eng_fall(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* reward: what a player takes (engine_reward.c). */
int eng_reward(struct act *a, const struct eff_reward *x,
    const struct eng_eval *ev);

#endif
