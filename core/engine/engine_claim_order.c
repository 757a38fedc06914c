/* engine_claim_order.c: rank-players into claim-order
 * (engine_rank_players.c): the players who put cards under the current
 * site of the round (sites(current); brought(who, cards) > 0), in seat
 * order, are ranked, and their order is the order they claim at the site
 * in (buy-sub-locations): the site is resolved, and nobody has claimed
 * there yet; and @claimers of lines, that order said. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_rank.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_claim_order_who(struct act *a, int *who, int max, int *n)
{
	const struct cards_state *c = a->st->cards;
	int s = c != NULL ? site_current(c) : -1;

	*n = 0;
	if (s < 0)
		return refuse(a, "no %s of the round waits to be resolved: "
		    "'next' goes on", site_word(a->rs));
	if (c->sites[s].resolved)
		return claims_pending(a, &c->sites[s]);
	for (int p = 0; p < c->nplayers && *n < max; p++)
		if (cards_count(cards_played(c, s, p), 2 * c->ncards) > 0)
			who[(*n)++] = p;
	return ST_OK;
}

int
eng_claim_order_into(struct act *a, const int *who, int n)
{
	struct cards_state *c = a->st->cards;
	int s = c != NULL ? site_current(c) : -1;
	struct site *y;

	if (s < 0 || n > CARDS_MAX_PLAYERS)
		return diag_set(a->d, ST_DATA, "%s: rank-players into "
		    "claim-order needs a site of the round to resolve",
		    a->rs->id);
	y = &c->sites[s];
	y->resolved = 1;
	y->norder = n;
	y->landed = 0;
	for (int i = 0; i < n; i++)
		y->order[i] = who[i];
	return ST_OK;
}

void
eng_claimers_text(struct act *a, struct strbuf *b)
{
	const struct cards_state *c = a->st->cards;
	int s = c != NULL ? site_current(c) : -1;
	const struct site *y = s >= 0 ? &c->sites[s] : NULL;

	if (y == NULL || !y->resolved || y->norder == 0) {
		sb_add(b, "nobody");
		return;
	}
	for (int i = 0; i < y->norder; i++)
		sb_printf(b, "%s%s", i ? ", " : "", pname(a, y->order[i]));
}
