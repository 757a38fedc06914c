/* cards_int.h: what the files of the card mechanisms share (decks, sites,
 * claims and rankings: game_decks.c, game_commit.c,
 * game_claims.c, game_rank.c, game_standings.c), and cards_base.c below
 * them all. */
#ifndef ARBITER_CARDS_INT_H
#define ARBITER_CARDS_INT_H

#include "core/state/cards.h"
#include "core/mech/game_int.h"

/* Words for people, from the ruleset. */
const char *card_name(const struct ruleset *rs, int k);
/* The command that claims a location (the action running 'claim') and the
 * name of the ranking that orders the claims at a site. */
const char *claim_command(const struct ruleset *rs);

/* Refuse: the claims at site x are not all made; says who claims next. */
int claims_pending(struct act *a, const struct site *x);

/* The set-up for n players (mechanisms.claims.by-players), or NULL. */
const struct claims_count *claims_count_for(const struct ruleset *rs, int n);

/* Players present at site s, and their card values (the first after
 * mines): totals and best single card. */
struct presence {
	int n;
	int player[CARDS_MAX_PLAYERS];
	long total[CARD_VALUES][CARDS_MAX_PLAYERS];
	long best[CARD_VALUES][CARDS_MAX_PLAYERS];
	long mines[CARDS_MAX_PLAYERS];	/* mine symbols each brought */
};
int site_presence(struct act *a, int s, struct presence *pr);

/* Site named by its number in the round (from 1) or its id; -1. */

/* Tie-break draws (game_rank.c).  Values come from the GM (given) or are
 * drawn from the left-over pool when arbiter knows it (pool_known). */
struct draws {
	const long *given;
	int ngiven, used;
	const char *how;	/* the command to give them: "resolve 2 draw" */
	int may_wait;		/* without values, leave the tie and set wait */
	int wait;
};
int pool_known(const struct act *a);
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

/* The final standings (game_standings.c): ranked, their first place made the
 * state's winners (jointly when tied); or, while a tie waits for a draw
 * arbiter cannot make, the card state left scoring. */
int cards_final_ranking(struct act *a, struct draws *dr);


/* Draw every player's hand (game_commit.c). */
void cards_draw_hands(struct act *a);

#endif
