/* ruleset_rankings.c: each ranking checked against the mechanism that
 * ranks by it, and an order chosen by rank given its chain from a ranking
 * (mechanisms.chosen-order.ranking), so that one schema writes them all. */
#include <stdlib.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

int rs_check_rankings(struct ruleset *rs, struct diag_list *errs);

/* Does ranking k measure only what its user can: the card mechanisms
 * (cards) or an order chosen by rank (!cards)? */
static int
check_measures(const struct ruleset *rs, int k, int cards, const char *use,
    struct diag_list *errs)
{
	const struct ranking_def *r = VEC_AT(rs->rankings, struct ranking_def,
	    k);
	int bad = 0;
	char buf[160];

	for (int j = 0; j < r->criteria.n; j++) {
		const struct ranking_criterion *c = VEC_AT(r->criteria,
		    struct ranking_criterion, j);
		if ((c->by < BY__N) != cards)
			bad += ERR(r->criteria.pos[j], "ranking '%s' is %s, "
			    "which cannot rank by '%s'", rs->rankings.ids[k],
			    use, rs_rank_by_name(rs, c->by, buf, sizeof buf))
			    != 0;
	}
	return bad;
}

/* The chain of an order chosen by rank, from its ranking. */
static int
chain_of_ranking(struct ruleset *rs, struct diag_list *errs)
{
	struct chosen_order_def *co = &rs->mech.chosen_order;
	const struct ranking_def *r;
	struct criterion_def *v;
	struct spos *pos;
	int n;

	/* no ranking: the order is ranked by rank-players into choosers
	 * alone (the effect rank-choosers of before needs one) */
	if (!co->present || co->ranking.name == NULL)
		return 0;
	if (co->chain.n > 0)
		return ERR(co->ranking.pos, "'mechanisms.chosen-order' takes "
		    "'ranking' or 'chain', not both") != 0;
	r = VEC_AT(rs->rankings, struct ranking_def, co->ranking.i);
	if (r->fallback != FALLBACK_SEAT)
		return ERR(co->ranking.pos, "ranking '%s' orders the players "
		    "who choose places, which breaks the ties its criteria "
		    "leave in seat order: give it 'fallback: seat'",
		    co->ranking.name) != 0;
	if (check_measures(rs, co->ranking.i, 0, "the order players choose "
	    "places in", errs))
		return 1;
	n = r->criteria.n;
	v = calloc((size_t)n, sizeof *v);
	pos = calloc((size_t)n, sizeof *pos);
	if (v == NULL || pos == NULL) {
		free(v);
		free(pos);
		return diag_list_add(errs, ST_ENV, NULL, 0, 0,
		    "out of memory") != 0;
	}
	for (int j = 0; j < n; j++) {
		const struct ranking_criterion *c = VEC_AT(r->criteria,
		    struct ranking_criterion, j);
		v[j].by = c->by - BY__N;
		v[j].first = c->prefer == PREFER_LOW ? FIRST_LOWEST :
		    FIRST_HIGHEST;
		pos[j] = r->criteria.pos[j];
	}
	free(co->chain.v);
	free(co->chain.pos);
	co->chain = (struct vec){ n, v, NULL, pos };
	return 0;
}

int
rs_check_rankings(struct ruleset *rs, struct diag_list *errs)
{
	const struct claims_def *cl = &rs->mech.claims;
	int bad = chain_of_ranking(rs, errs);

	if (cl->present && cl->landing.i >= 0)
		bad += check_measures(rs, cl->landing.i, 1, "the order of "
		    "landing", errs);
	if (cl->present && cl->final.i >= 0)
		bad += check_measures(rs, cl->final.i, 1, "the final "
		    "standings", errs);
	return bad;
}
