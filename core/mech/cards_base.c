/* cards_base.c: what every file of the card mechanisms uses (words for
 * people, card lists, a uniform draw, the sites of the round, the set-up
 * by player count): below them all, so that they call one way. */
#include "core/mech/cards_int.h"

#include "core/engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *
card_name(const struct ruleset *rs, int k)
{
	return RS_CARD(rs, k)->name;
}

/* The action that runs the claim mechanism, or, in a ruleset that declares
 * none (a game saved before its ruleset declared its commands), the name
 * its phases list. */
const char *
claim_command(const struct ruleset *rs)
{
	const char *w = eng_action_running(rs, "claim");

	return strcmp(w, "claim") != 0 ? w : rs_game_cmd_names[GC_CLAIM];
}

const char *
claim_order_word(const struct ruleset *rs)
{
	return VEC_AT(rs->rankings, struct ranking_def,
	    rs->mech.claims.landing.i)->name;
}

int
claims_pending(struct act *a, const struct site *x)
{
	const char *p = pname(a, x->order[x->landed]);

	return refuse(a, "the landings at %s are not done: %s lands next "
	    "('%s %s LOCATION ...')", x->name, p, claim_command(a->rs), p);
}

const struct claims_count *
claims_count_for(const struct ruleset *rs, int n)
{
	const struct vec *v = &rs->mech.claims.by_players;

	for (int i = 0; i < v->n; i++) {
		const struct claims_count *k = VEC_AT(*v, struct claims_count,
		    i);
		if (n >= k->players.min && n <= k->players.max)
			return k;
	}
	return NULL;
}

int
site_current(const struct cards_state *c)
{
	for (int s = 0; s < c->nsites; s++)
		if (!c->sites[s].resolved ||
		    c->sites[s].landed < c->sites[s].norder)
			return s;
	return -1;
}

/* arbiter draws the left-over cards for a tie-break when it could draw the
 * sites; with the left-over cards on the table, only while the deck is its
 * own too: once the GM names a site turned over at the table, the cards
 * set aside lie there unseen, and the players draw them. */
int
pool_known(const struct act *a)
{
	if (a->rs->sites.left_over == LEFT_OVER_TABLE &&
	    a->st->cards->named_sites > 0)
		return 0;
	return catalogue_complete(a);
}
