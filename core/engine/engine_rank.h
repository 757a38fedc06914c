/* engine_rank.h: players ranked by a chain of the ruleset's rankings
 * (engine_rank.c), from what they brought to a site of the round
 * (engine_resolve.c, the effect resolve), and the tie-break draws (of
 * resolve, and of rank-players: engine_rank_players.c) from the left-over
 * pool of site cards that break what the chain leaves tied. */
#ifndef ARBITER_ENGINE_RANK_H
#define ARBITER_ENGINE_RANK_H

#include "core/state/cards.h"

struct act;
struct json;
struct ranking_def;
struct ruleset;
struct site;

/* Players present at site s, and their card values (the first after
 * mines): totals and best single card (engine_resolve.c). */
struct presence {
	int n;
	int player[CARDS_MAX_PLAYERS];
	long total[CARD_VALUES][CARDS_MAX_PLAYERS];
	long best[CARD_VALUES][CARDS_MAX_PLAYERS];
	long mines[CARDS_MAX_PLAYERS];	/* mine symbols each brought */
};
int site_presence(struct act *a, int s, struct presence *pr);

/* Tie-break draws.  Values come from the GM (given) or are drawn from
 * the left-over pool when arbiter knows it (pool_known). */
struct draws {
	const long *given;
	int ngiven, used;
	const char *how;	/* the command to give them: "resolve 2 draw" */
	int may_wait;		/* without values, leave the tie and set wait */
	int wait;
};
int pool_known(const struct act *a);
/* Break the tie of pl[0..n) (in seat order) by draws: the values dr
 * gives, else from the pool when arbiter knows it, else wait (dr's
 * may_wait) or refuse; pa[i] and pb[i] get the values of the draw that
 * told pl[i] and pl[i + 1] apart (equal when none did). */
int draws_break(struct act *a, int *pl, int n, struct draws *dr, long *pa,
    long *pb);
/* The words "draw VALUE..." at argv[from], if any, into dr (values owned
 * by the caller through *values), appended to the canonical command. */
int draws_args(struct act *a, int from, struct draws *dr, long **values);

/* Players ranked by a chain, with how each pair was told apart. */
enum { HOW_CHAIN, HOW_DRAW, HOW_SEAT, HOW_TIED };
#define RANK_MAX_CRIT 16
struct ranked {
	int n, k;
	int pl[CARDS_MAX_PLAYERS];		/* players, first first */
	long vals[CARDS_MAX_PLAYERS * RANK_MAX_CRIT];	/* by position */
	int dec[CARDS_MAX_PLAYERS];		/* per pair: criterion */
	int how[CARDS_MAX_PLAYERS];		/* per pair: HOW_* */
	long da[CARDS_MAX_PLAYERS];		/* per pair: the values of the */
	long db[CARDS_MAX_PLAYERS];		/* draw that told them apart */
};
/* Rank the players of pr (or, without pr, every player) by r, breaking
 * what the chain leaves tied by r's fallback. */
int rank_players(struct act *a, const struct ranking_def *r,
    const struct presence *pr, struct draws *dr, struct ranked *out);
/* Report why each player comes before the next; JSON into arr. */
void rank_report(struct act *a, const struct ranking_def *r,
    const struct ranked *x, struct json *arr);
/* What a ranking criterion (its id in a ranking's "by", as the final
 * standings' "decided" list gives it) compares, for people: "NAME
 * total" (a card value's, card-values), or the score track's name; NULL
 * for an id that is none. */
const char *game_rank_criterion(const struct ruleset *rs, const char *by);

/* The action whose buy-sub-locations lands at a site (or the name the
 * program's command had); refuse: the claims at site x are not all made,
 * saying who claims next (engine_sites.c). */
const char *claim_command(const struct ruleset *rs);
int claims_pending(struct act *a, const struct site *x);

#endif
