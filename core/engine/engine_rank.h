/* engine_rank.h: the criteria of the ruleset's rankings for people
 * (engine_rank.c), and the tie-break draws (of rank-players:
 * engine_rank_players.c) from the left-over pool of site cards that break
 * what a chain leaves tied. */
#ifndef ARBITER_ENGINE_RANK_H
#define ARBITER_ENGINE_RANK_H

#include "core/state/cards.h"

struct act;
struct ruleset;
struct site;

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
